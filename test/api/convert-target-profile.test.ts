/**
 * The target profile convert plans without one given (target-profile.ts): the source's own CII
 * profile where the target takes CII profiles, the default, or the format's fuller profile,
 * whichever loses fewest terms; a profile given is kept.
 */
import test from 'ava';
import { create } from '@bufbuild/protobuf';
import { ConvertInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { planTargetProfile } from '../../src/api/convert/target-profile.js';
import { fullerProfile } from '../../src/formats/format-registry.js';

const lostTerm = (businessTerm: string) => ({
  businessTerm,
  sourcePath: '$.invoice',
  value: '',
  reason: 'not carried',
});

/** A planner losing `lost[profile]` terms, or refusing where the entry is an Error. */
function planner(lost: Record<string, number | Error>) {
  const planned: string[] = [];
  const plan = (req: { profile: string }) => {
    planned.push(req.profile);
    const n = lost[req.profile];
    if (n instanceof Error) throw n;
    return { lost: Array.from({ length: n ?? 0 }, (_, i) => lostTerm(`BT-${i + 1}`)) };
  };
  return { plan, planned };
}

const request = (format: string, profile = '') =>
  create(ConvertInvoiceRequestSchema, { format, profile });

test('the fuller profile of each format is one fact of the registry', (t) => {
  for (const format of ['cii', 'zugferd', 'facturx', 'xrechnung'])
    t.is(fullerProfile(format), 'extended', format);
  for (const format of ['ubl', 'peppol', 'fatturapa', 'ksef', 'pdf', 'auto', 'nonsense'])
    t.is(fullerProfile(format), undefined, format);
});

test('a profile given is kept, whatever it loses', (t) => {
  const { plan, planned } = planner({ en16931: 3, extended: 0 });
  const chosen = planTargetProfile(request('cii', 'en16931'), plan);
  t.is(chosen.req.profile, 'en16931');
  t.is(chosen.plan.lost.length, 3);
  t.deepEqual(planned, ['en16931']);
});

test('without losses the default profile is planned alone', (t) => {
  const { plan, planned } = planner({ '': 0 });
  t.is(planTargetProfile(request('cii'), plan).req.profile, '');
  t.deepEqual(planned, ['']);
});

test('the fuller profile is taken where it loses fewer terms, else the default', (t) => {
  const fewer = planner({ '': 2, extended: 0 });
  t.is(planTargetProfile(request('zugferd'), fewer.plan).req.profile, 'extended');
  const same = planner({ '': 2, extended: 2 });
  t.is(planTargetProfile(request('zugferd'), same.plan).req.profile, '');
  const formatWithout = planner({ '': 2 });
  t.is(planTargetProfile(request('ubl'), formatWithout.plan).req.profile, '');
  t.deepEqual(formatWithout.planned, ['']);
});

test('a refusal of one profile yields to the other; of both, the default refusal answers', (t) => {
  const defaultRefuses = planner({ '': new Error('default'), extended: 1 });
  t.is(planTargetProfile(request('cii'), defaultRefuses.plan).req.profile, 'extended');
  const fullerRefuses = planner({ '': 1, extended: new Error('fuller') });
  t.is(planTargetProfile(request('cii'), fullerRefuses.plan).req.profile, '');
  const both = planner({ '': new Error('default'), extended: new Error('fuller') });
  t.throws(() => planTargetProfile(request('cii'), both.plan), { message: 'default' });
});

test("the source's own CII profile comes first where the target takes CII profiles", (t) => {
  const minimum = planner({ minimum: 0, '': 0 });
  t.is(planTargetProfile(request('facturx'), minimum.plan, 'MINIMUM').req.profile, 'minimum');
  t.deepEqual(minimum.planned, ['minimum']);
  const basicWl = planner({ basic_wl: 0 });
  t.is(planTargetProfile(request('cii'), basicWl.plan, 'BASIC WL').req.profile, 'basic_wl');
  // An EXTENDED source stays EXTENDED in ZUGFeRD (the own and the fuller profile are one).
  const extended = planner({ extended: 1, '': 3 });
  t.is(planTargetProfile(request('zugferd'), extended.plan, 'EXTENDED').req.profile, 'extended');
  t.deepEqual(extended.planned, ['extended', '']);
  // Where the own profile loses more (or refuses), the default is taken.
  const ownLoses = planner({ basic: 2, '': 0 });
  t.is(planTargetProfile(request('facturx'), ownLoses.plan, 'BASIC').req.profile, '');
  const ownRefuses = planner({ minimum: new Error('own'), '': 1, extended: 1 });
  t.is(planTargetProfile(request('facturx'), ownRefuses.plan, 'MINIMUM').req.profile, '');
  // UBL and XRechnung take no CII profile: a MINIMUM source goes to their default.
  const ubl = planner({ '': 1 });
  t.is(planTargetProfile(request('ubl'), ubl.plan, 'MINIMUM').req.profile, '');
  t.deepEqual(ubl.planned, ['']);
  const xrechnung = planner({ '': 0 });
  t.is(planTargetProfile(request('xrechnung'), xrechnung.plan, 'EXTENDED').req.profile, '');
  // All refuse: the default's refusal answers, not the own profile's.
  const allRefuse = planner({
    basic: new Error('own'),
    '': new Error('default'),
    extended: new Error('fuller'),
  });
  t.throws(() => planTargetProfile(request('cii'), allRefuse.plan, 'BASIC'), {
    message: 'default',
  });
  // EXTENDED-CTC-FR is a profile of cii (and ubl), not of Factur-X: no candidate there.
  const ctc = planner({ '': 0 });
  planTargetProfile(request('facturx'), ctc.plan, 'EXTENDED-CTC-FR');
  t.deepEqual(ctc.planned, ['']);
  const ctcCii = planner({ extended_ctc_fr: 0 });
  t.is(
    planTargetProfile(request('cii'), ctcCii.plan, 'EXTENDED-CTC-FR').req.profile,
    'extended_ctc_fr',
  );
  // An EN16931 source: the default profile is planned once.
  const en = planner({ '': 1, extended: 1 });
  planTargetProfile(request('facturx'), en.plan, 'EN16931');
  t.deepEqual(en.planned, ['', 'extended']);
  // A label that is no CII profile (XRECHNUNG, PINT-SG) is no candidate.
  const other = planner({ '': 0 });
  planTargetProfile(request('cii'), other.plan, 'XRECHNUNG');
  t.deepEqual(other.planned, ['']);
});
