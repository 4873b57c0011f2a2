/**
 * Repeated terms are written where the target's schema has room and refused by field where it has
 * not, in validate and generate alike, never a document the official rules reject (issue 42):
 * - UBL-SR-46: two credit transfers (two cac:PaymentMeans) and a payment means text BT-82: the
 *   text is written once (cbc:PaymentMeansCode/@name at most once).
 * - UBL-SR-45: a credit note with a due date and two credit transfers: the CreditNote's due date
 *   (cac:PaymentMeans/cbc:PaymentDueDate) is written once, on the first payment means.
 * - BG-3: two preceding invoices are written in UBL (cac:BillingReference repeats) and in CII
 *   EXTENDED (the Factur-X schema repeats ram:InvoiceReferencedDocument); where the document is
 *   judged by the EN 16931 CII schema (one reference: CII and ZUGFeRD / Factur-X EN16931,
 *   XRechnung in CII and the CII an XRechnung PDF embeds) both answer 400 NOT_CARRIED at
 *   $.invoice.preceding_invoices[1].
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicExample } from '../helpers/example.js';
import { scratchDir, startService, type Service } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';
import { requires } from '../helpers/requires.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

const TWO_PRECEDING = [
  { number: 'INV-2025-0001', date: '2025-01-10' },
  { number: 'INV-2025-0002', date: '2025-02-10' },
];

/** The public example in a format, with a patch. */
function body(format: string, extra: Record<string, unknown>, patch: (inv: any) => void): any {
  const b: any = publicExample();
  b.format = format;
  Object.assign(b, extra);
  patch(b.invoice);
  return b;
}

/** XRechnung's data beyond the public example (BR-DE-15 Leitweg-ID, seller contact). */
const xrechnung = (inv: any) => {
  inv.leitweg_id = '04011000-12345-03';
  inv.preceding_invoices = TWO_PRECEDING;
};

const twoCreditTransfersWithText = body('ubl', {}, (inv) => {
  inv.payment.means_text = 'Credit transfer';
  inv.payment.credit_transfers = [{ account_id: 'DE02120300000000202051', bic: 'BYLADEM1001' }];
});

const xml = (answer: any) => Buffer.from(answer.json.xml_base64, 'base64').toString('utf8');

test('UBL-SR-46: two credit transfers and a payment means text: the text is written once, the document is valid', async (t) => {
  const validated = await service.post('/v1/validate', twoCreditTransfersWithText);
  t.true(validated.json.valid, validated.text.slice(0, 600));
  const generated = await service.post('/v1/generate', twoCreditTransfersWithText);
  t.is(generated.status, 200, generated.text.slice(0, 800));
  t.is(generated.json.validation.status, 'valid');
  const doc = xml(generated);
  t.is(doc.match(/<cac:PaymentMeans>/g)?.length, 2);
  t.is(doc.match(/<cbc:PaymentMeansCode name="Credit transfer">/g)?.length, 1, doc);
});

test('UBL-SR-45: a credit note with a due date and two credit transfers: the due date is written once, the document is valid', async (t) => {
  const request = body('ubl', {}, (inv) => {
    inv.type_code = '381';
    inv.due_date = '2025-04-30';
    inv.payment.credit_transfers = [{ account_id: 'DE02120300000000202051', bic: 'BYLADEM1001' }];
  });
  const generated = await service.post('/v1/generate', request);
  t.is(generated.status, 200, generated.text.slice(0, 800));
  t.is(generated.json.validation.status, 'valid');
  const doc = xml(generated);
  t.is(doc.match(/<cac:PaymentMeans>/g)?.length, 2);
  t.is(doc.match(/<cbc:PaymentDueDate>/g)?.length, 1, doc);
});

const REFUSED: Record<string, any> = {
  'cii EN16931': body('cii', {}, (inv) => {
    inv.preceding_invoices = TWO_PRECEDING;
  }),
  'zugferd EN16931': body('zugferd', {}, (inv) => {
    inv.preceding_invoices = TWO_PRECEDING;
  }),
  'facturx EN16931': body('facturx', {}, (inv) => {
    inv.preceding_invoices = TWO_PRECEDING;
  }),
  'xrechnung CII': body('xrechnung', { syntax: 'cii' }, xrechnung),
  'xrechnung UBL (its PDF embeds CII)': body('xrechnung', { syntax: 'ubl' }, xrechnung),
};

for (const [name, request] of Object.entries(REFUSED)) {
  test(`BG-3: two preceding invoices in ${name}: validate and generate both answer NOT_CARRIED at $.invoice.preceding_invoices[1]`, async (t) => {
    const validated = await service.post('/v1/validate', request);
    t.false(validated.json.valid, validated.text.slice(0, 600));
    t.deepEqual(
      validated.json.issues.map((i: any) => [i.path, i.code]),
      [['$.invoice.preceding_invoices[1]', 'NOT_CARRIED']],
    );
    const generated = await service.post('/v1/generate', request);
    t.is(generated.status, 400, generated.text.slice(0, 600));
    t.deepEqual(
      generated.json.details.map((d: any) => [d.path, d.code]),
      [['$.invoice.preceding_invoices[1]', 'NOT_CARRIED']],
    );
  });
}

const WRITTEN: Record<string, { request: any; kind: string; count: RegExp }> = {
  ubl: {
    request: body('ubl', {}, (inv) => {
      inv.preceding_invoices = TWO_PRECEDING;
    }),
    kind: 'ubl',
    count: /<cac:BillingReference>/g,
  },
  'cii EXTENDED': {
    request: body('cii', { profile: 'extended' }, (inv) => {
      inv.preceding_invoices = TWO_PRECEDING;
    }),
    kind: 'facturx-extended',
    count: /<ram:InvoiceReferencedDocument>/g,
  },
};

for (const [name, c] of Object.entries(WRITTEN)) {
  test(`BG-3: two preceding invoices in ${name} are both written and the document is valid`, async (t) => {
    const validated = await service.post('/v1/validate', c.request);
    t.true(validated.json.valid, validated.text.slice(0, 600));
    const generated = await service.post('/v1/generate', c.request);
    t.is(generated.status, 200, generated.text.slice(0, 800));
    t.is(generated.json.validation.status, 'valid');
    t.is(xml(generated).match(c.count)?.length, 2);
  });
}

const checkerMissing = checkerPath()
  ? undefined
  : 'the independent checker ../shared/tools/check_einvoice.py (or python3) is absent';

requires(checkerMissing)(
  'UBL-SR-46 and BG-3: the independent checker finds no fatal rule in the documents written',
  async (t) => {
    const scratch = scratchDir('repeated-terms');
    try {
      const cases: Array<[string, any, string]> = [
        ['sr46', twoCreditTransfersWithText, 'ubl'],
        ...Object.entries(WRITTEN).map(([name, c]): [string, any, string] => [
          name,
          c.request,
          c.kind,
        ]),
      ];
      for (const [name, request, kind] of cases) {
        const generated = await service.post('/v1/generate', request);
        t.is(generated.status, 200, `${name}: ${generated.text.slice(0, 400)}`);
        const file = join(scratch.dir, `${name.replace(/\W+/g, '-')}.xml`);
        writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
        const verdict = await check(kind, file);
        t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
        t.not(verdict.xsd_ok, false, `${name}: ${verdict.raw}`);
      }
    } finally {
      scratch.remove();
    }
  },
);
