// validate ⇔ generate for lifecycle statuses: 400 random statuses (any code, reasons from the
// whole list, any roles, platforms or parties as senders, amounts of any type, fields left out);
// every one validate accepts is written and passes the official fr-cdar rules (CDAR XSD and
// BR-FR-CDV) with no fatal finding and reads back as the same JSON; and the checks are not
// vacuous: a good share of the random statuses are refused, each problem with a JSON path.
import { create, equals } from '@bufbuild/protobuf';
import {
  LifecycleStatusSchema,
  type LifecycleStatus,
} from '../../gen/einvoice/v1/status_service_pb.js';
import { checkStatus } from '../../src/status/check-status.js';
import {
  BUSINESS_PROCESSES,
  RECIPIENT_ROLES,
  REQUESTED_ACTION_CODES,
  STATUS_AMOUNT_TYPES,
  STATUS_CODES,
  STATUS_REASON_CODES,
} from '../../src/status/status-codes.js';
import { withDefaults } from '../../src/status/status-defaults.js';
import { readCdar } from '../../src/syntax/cdar/read-cdar.js';
import { writeCdar } from '../../src/syntax/cdar/write-cdar.js';
import { createValidator } from '../../src/validation/index.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { jvmUnavailable } from '../validation/corpus.js';

const COUNT = 400;
const NOW = new Date('2026-10-01T08:00:00Z');
const rnd = seededRandom(20260901);
const pick = <T>(list: readonly T[]): T => list[rnd.int(list.length)]!;
const maybe = (percent: number) => rnd.int(100) < percent;
/** Half of the statuses are drawn from valid choices only; the others anywhere. */
let clean = false;
const good = <T>(valid: readonly T[], any: readonly T[]): T => pick(clean ? valid : any);
const likely = (percent: number) => clean || maybe(percent);
const ROLES = ['BY', 'SE', 'WK', 'AB', 'DL', 'SR', 'PE', 'PR', 'II', 'IV', 'DFH', 'XX', ''];

function party(role: string) {
  const platform = role === 'WK';
  return {
    role,
    id: likely(90)
      ? platform
        ? pick(['0042', '9999', 'PA-17'])
        : good(['123456789', '987654321'], ['123456789', '987654321', '12345678901234', '1234'])
      : '',
    idScheme: clean || maybe(70) ? '' : pick(['0002', '0009', '0238', '0088']),
    name: maybe(50) ? 'Société Exemple & Fils <SAS>' : '',
    electronicAddress: likely(80) ? pick(['123456789', '987654321_ACHATS']) : '',
    electronicAddressScheme: maybe(80) ? '' : pick(['0225', '0009', 'EM']),
  };
}

function randomStatus(): LifecycleStatus {
  clean = maybe(50);
  const code = likely(95) ? pick(Object.keys(STATUS_CODES)) : pick(['213', '199', '', 'ABC']);
  const info = STATUS_CODES[code];
  const reasons = Array.from(
    { length: rnd.int(info?.reasonRequired ? 3 : 2) + (info?.reasonRequired && maybe(85) ? 1 : 0) },
    () => ({
      code: likely(70) && info?.reasons ? pick(info.reasons) : pick(STATUS_REASON_CODES),
      text: maybe(50) ? 'Motif détaillé' : '',
    }),
  );
  // A refusal goes through the buyer's platform (BR-FR-CDV-CL-09), with the buyer as issuer.
  const senderRole =
    clean && code === '210' ? 'WK' : likely(60) ? (info?.defaultRole ?? 'BY') : pick(ROLES);
  return create(LifecycleStatusSchema, {
    id: maybe(70) ? `CDV-${rnd.int(1_000_000)}` : '',
    issuedAt: maybe(70)
      ? good(
          ['2026-10-01T09:15:00Z', '2026-10-01T11:15:00+02:00', '2026-10-01'],
          ['2026-10-01T09:15:00Z', '2026-10-01', '2026-13-01'],
        )
      : '',
    businessProcess: maybe(70) ? '' : good(BUSINESS_PROCESSES, [...BUSINESS_PROCESSES, 'B2B']),
    invoice: likely(97)
      ? {
          number: likely(97) ? pick(['FA-2026-0001', 'F 2026 17', 'INV/2026/9']) : '',
          issueDate: likely(95)
            ? good(['2026-09-30', '2027-01-15'], ['2026-09-30', '2026-02-29', '2027-01-15'])
            : '',
          typeCode: maybe(60) ? '' : good(['380', '381', '389'], ['380', '381', '389', '326']),
          sellerSiren: likely(95) ? good(['123456789'], ['123456789', '12345678']) : '',
        }
      : undefined,
    statusCode: code,
    reasons,
    sender: likely(95) ? party(senderRole) : undefined,
    issuer:
      (clean && senderRole === 'WK' && info?.phase === 'processing') || maybe(30)
        ? party(likely(70) ? pick(['BY', 'SE']) : pick(ROLES))
        : undefined,
    recipients: Array.from({ length: rnd.int(3) + (likely(95) ? 1 : 0) }, () =>
      party(likely(80) ? pick(['SE', 'BY', 'WK']) : pick([...RECIPIENT_ROLES, 'ZZ'])),
    ),
    amounts:
      code === '212' && likely(85)
        ? [
            {
              typeCode: 'MEN',
              amount: pick(['1000.00', '12.5', '-3.00']),
              vatRate: likely(90) ? pick(['20', '5.5', '10']) : '',
            },
          ]
        : maybe(20)
          ? [
              {
                typeCode: good(STATUS_AMOUNT_TYPES, [...STATUS_AMOUNT_TYPES, 'XYZ']),
                amount: good(['10', '10.50'], ['10', '1.234', 'abc']),
                currency: maybe(80) ? '' : good(['EUR', 'USD'], ['EUR', 'usd']),
                vatRate: maybe(50) ? '20' : '',
              },
            ]
          : [],
    requestedAction: maybe(80)
      ? ''
      : good(REQUESTED_ACTION_CODES, [...REQUESTED_ACTION_CODES, 'NOPE']),
    note: maybe(80) ? '' : 'Note libre',
  });
}

const notInstalled = isInstalled(ruleSet('fr-cdar'), DEFAULT_RULES_DIR)
  ? undefined
  : 'the fr-cdar rule set is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';

requires(jvmUnavailable(), notInstalled)(
  `${COUNT} random statuses: every status validate accepts passes the official rules and reads back unchanged`,
  async (t) => {
    t.timeout(600_000);
    const validator = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
    t.teardown(() => validator.close());
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < COUNT; i++) {
      const status = randomStatus();
      const problems = checkStatus(status);
      if (problems.length > 0) {
        refused++;
        for (const p of problems) t.regex(p.path, /^\$\.status(\.|\[|$)/, `#${i}`);
        continue;
      }
      accepted++;
      const written = withDefaults(status, NOW);
      const xml = writeCdar(written);
      const report = await validator.validate(xml, ['fr-cdar']);
      const blocking = report.findings.filter(
        (f) => f.severity === 'fatal' || f.severity === 'error',
      );
      t.deepEqual(
        blocking.map((f) => f.ruleId),
        [],
        `#${i}: validate accepted what the rules refuse\n${xml}`,
      );
      t.true(
        equals(LifecycleStatusSchema, readCdar(xml).status, written),
        `#${i}: read back differs`,
      );
    }
    t.log(`${accepted} accepted (all pass fr-cdar), ${refused} refused by validate`);
    t.true(accepted >= COUNT / 10, `${accepted} accepted: the generator must reach valid statuses`);
    t.true(refused >= COUNT / 10, `${refused} refused: the generator must reach invalid ones`);
  },
);
