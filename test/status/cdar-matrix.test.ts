/**
 * The CDAR matrix: every status code 200–212 with the data it requires is written as a CDAR D22B
 * message that the service's own rules (the fr-cdar rule set: CDAR XSD + BR-FR-CDV) and the
 * independent oracle (check_einvoice.py fr-cdar) both accept, and that reads back into exactly the
 * status JSON it came from (with its defaults), nothing dropped.
 */
import test from 'ava';
import { create, equals, toJson } from '@bufbuild/protobuf';
import { LifecycleStatusSchema } from '../../gen/einvoice/v1/status_service_pb.js';
import { statusOperations } from '../../src/api/status/status-operations.js';
import { checkStatus } from '../../src/status/check-status.js';
import { withDefaults } from '../../src/status/status-defaults.js';
import { readCdar } from '../../src/syntax/cdar/read-cdar.js';
import { writeCdar } from '../../src/syntax/cdar/write-cdar.js';
import { createValidator } from '../../src/validation/index.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { checkAll, checkerUnavailable } from '../syntax/cii/helpers/checker.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { ALL_CODES, statusFor } from './statuses.js';

const NOW = new Date('2026-09-15T10:30:00Z');
const written = ALL_CODES.map((code) => ({ code, status: withDefaults(statusFor(code), NOW) }));
const notInstalled = isInstalled(ruleSet('fr-cdar'), DEFAULT_RULES_DIR)
  ? undefined
  : 'the fr-cdar rule set is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';

test('the matrix covers every status code 200–212, each with what it requires', (t) => {
  t.deepEqual(ALL_CODES, [
    '200',
    '201',
    '202',
    '203',
    '204',
    '205',
    '206',
    '207',
    '208',
    '209',
    '210',
    '211',
    '212',
  ]);
  for (const code of ALL_CODES) t.deepEqual(checkStatus(statusFor(code)), [], code);
});

test('every status reads back as the same JSON, nothing dropped', (t) => {
  for (const { code, status } of written) {
    const read = readCdar(writeCdar(status));
    t.true(
      equals(LifecycleStatusSchema, read.status, status),
      `${code}: ${JSON.stringify(toJson(LifecycleStatusSchema, read.status))}`,
    );
    t.deepEqual(read.dropped, [], code);
  }
});

test('a platform status is a transmission acknowledgement (305), a party status a processing one (23)', (t) => {
  t.regex(writeCdar(written[0]!.status), /<ram:TypeCode>305<\/ram:TypeCode>/);
  t.regex(writeCdar(written[5]!.status), /<ram:TypeCode>23<\/ram:TypeCode>/);
  t.regex(writeCdar(written[12]!.status), /<ram:ValuePercent>5\.5<\/ram:ValuePercent>/);
});

requires(checkerUnavailable())(
  'the oracle (fr-cdar: CDAR XSD + BR-FR-CDV fatal and warning) accepts every status with no finding',
  async (t) => {
    t.timeout(900_000); // one JVM per document
    const results = await checkAll(
      written.map(({ code, status }) => ({
        name: `status-${code}`,
        kind: 'fr-cdar',
        xml: writeCdar(status),
      })),
    );
    for (const r of results) {
      t.is(r.exitCode, 0, `${r.name}: ${JSON.stringify(r.report)}`);
      t.true(r.report.xsd_ok, r.name);
      t.deepEqual(r.report.fatal, [], r.name);
      t.deepEqual(r.report.warning, [], r.name);
    }
  },
);

requires(jvmUnavailable(), notInstalled)(
  "the service's own verdict (fr-cdar rule set) accepts every status, and generate and retrieve agree",
  async (t) => {
    t.timeout(300_000);
    const validator = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
    t.teardown(() => validator.close());
    const ops = statusOperations({
      validator,
      clock: () => NOW,
      newTransactionId: () => 'tx_test',
    });
    for (const code of ALL_CODES) {
      const generated = await ops.generate({ status: statusFor(code) } as never);
      t.deepEqual(generated.ruleSets, ['fr-cdar@1.4.0.03'], code);
      t.deepEqual(generated.warnings, [], code);
      const retrieved = await ops.retrieve({
        dataBase64: generated.xmlBase64 as Uint8Array,
      } as never);
      t.true(retrieved.valid, `${code}: ${JSON.stringify(retrieved.errors)}`);
      t.true(
        equals(
          LifecycleStatusSchema,
          create(LifecycleStatusSchema, retrieved.status!),
          withDefaults(statusFor(code), NOW),
        ),
        code,
      );
      t.is(retrieved.meaning?.code, code);
    }
  },
);

requires(jvmUnavailable(), notInstalled)(
  'the official rules reject what they should: a 212 without its VAT rate, a refusal without reason',
  async (t) => {
    const validator = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
    t.teardown(() => validator.close());
    const ok212 = writeCdar(written[12]!.status);
    const bad212 = ok212.replace(/<ram:ValuePercent>[^<]*<\/ram:ValuePercent>/g, '');
    const report212 = await validator.validate(bad212, ['fr-cdar']);
    t.true(
      report212.findings.some((f) => f.ruleId.startsWith('BR-FR-CDV-14')),
      JSON.stringify(report212.findings.map((f) => f.ruleId)),
    );
    const ok210 = writeCdar(written[10]!.status);
    const bad210 = ok210.replace(
      /<ram:SpecifiedDocumentStatus>[\s\S]*<\/ram:SpecifiedDocumentStatus>/,
      '',
    );
    const report210 = await validator.validate(bad210, ['fr-cdar']);
    t.false(report210.valid);
    t.true(
      report210.findings.some((f) => f.ruleId.startsWith('BR-FR-CDV-15')),
      JSON.stringify(report210.findings.map((f) => f.ruleId)),
    );
  },
);

requires(notInstalled)(
  'the saxon-js engine gives the same verdicts as the JVM one (every status valid, a 212 without VAT rate BR-FR-CDV-14)',
  async (t) => {
    t.timeout(600_000); // compiles the BR-FR-CDV stylesheet to SEF on first use
    const validator = createValidator({ engine: 'saxonjs', deadlineMs: 300_000, concurrency: 1 });
    t.teardown(() => validator.close());
    for (const { code, status } of written) {
      const report = await validator.validate(writeCdar(status), ['fr-cdar']);
      t.deepEqual(
        report.findings.map((f) => f.ruleId),
        [],
        code,
      );
      t.is(report.engine, 'saxonjs');
    }
    const bad = writeCdar(written[12]!.status).replace(
      /<ram:ValuePercent>[^<]*<\/ram:ValuePercent>/g,
      '',
    );
    const report = await validator.validate(bad, ['fr-cdar']);
    t.deepEqual(
      report.findings.map((f) => `${f.ruleId}/${f.severity}`),
      ['BR-FR-CDV-14_MDT-207/fatal'],
    );
  },
);
