/**
 * PINT AE generate accepts what the official PINT AE rules accept (issue 42): invoice type 480
 * (out of scope of VAT, ibr-cl-01), tax category N (standard rate additional VAT of the margin
 * scheme: a positive line rate, a breakdown VAT amount of 0, ibr-111-ae, ibr-108-ae); and a
 * refused category names each allowed code once. The documents are judged by the service's own
 * official rules and by the independent checker.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryInvoice } from './helpers/invoices.js';
import { scratchDir, startService, type Service } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';
import { requires } from '../helpers/requires.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

/** A one-line PINT AE invoice whose seller and buyer carry the trade licence the AE rules ask for with a 0235 endpoint (ibr-150-ae, ibr-180-ae). */
function aeBody(patch: (inv: any) => void): any {
  const invoice = countryInvoice('pint_ae', 1);
  const licence = (id: string) => ({
    legal_registration: { id },
    legal_registration_authority_type: 'TL',
    legal_registration_authority: 'Trade License issuing Authority',
  });
  Object.assign(invoice.seller, licence('112345678900003'));
  Object.assign(invoice.buyer, licence('112345679000001'));
  patch(invoice);
  return { format: 'peppol', country_profile: 'pint_ae', invoice };
}

const CASES: Record<string, any> = {
  // 480: every category E, O or Z (ibr-122-ae); the buyer's legal registration (ibr-136-ae).
  'type 480 (out of scope of VAT)': aeBody((inv) => {
    inv.type_code = '480';
    inv.items = inv.items.map((i: any) => ({ ...i, vat_rate: 0, tax_category: 'Z' }));
  }),
  'tax category N (margin scheme)': aeBody((inv) => {
    inv.items = inv.items.map((i: any) => ({ ...i, vat_rate: 5, tax_category: 'N' }));
  }),
};

for (const [name, body] of Object.entries(CASES)) {
  test(`PINT AE ${name}: validate says valid, generate answers 200 valid by the official PINT AE rules`, async (t) => {
    const validated = await service.post('/v1/validate', body);
    t.is(validated.status, 200, validated.text.slice(0, 600));
    t.true(validated.json.valid, validated.text.slice(0, 800));
    const generated = await service.post('/v1/generate', body);
    t.is(generated.status, 200, generated.text.slice(0, 800));
    t.is(
      generated.json.validation.status,
      'valid',
      JSON.stringify(generated.json.validation).slice(0, 800),
    );
  });
}

test('PINT AE tax category N: the breakdown states the rate and a VAT amount of 0, the line VAT is 0', async (t) => {
  const generated = await service.post('/v1/generate', CASES['tax category N (margin scheme)']);
  t.is(generated.status, 200, generated.text.slice(0, 600));
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.regex(
    xml,
    /<cac:TaxSubtotal>\s*<cbc:TaxableAmount currencyID="AED">[\d.]+<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="AED">0\.00<\/cbc:TaxAmount>\s*<cac:TaxCategory>\s*<cbc:ID>N<\/cbc:ID>\s*<cbc:Percent>5<\/cbc:Percent>/,
  );
});

test('PINT AE: a refused tax category names each allowed code once', async (t) => {
  const res = await service.post(
    '/v1/validate',
    aeBody((inv) => {
      inv.items[0].tax_category = 'SR';
    }),
  );
  const issue = res.json.issues.find((i: any) => i.path === '$.invoice.items[0].tax_category');
  t.truthy(issue, res.text.slice(0, 600));
  t.is(issue.expected, 'one of S, Z, E, O, AE, N');
});

const checkerMissing = checkerPath()
  ? undefined
  : 'the independent checker ../shared/tools/check_einvoice.py (or python3) is absent';

requires(checkerMissing)(
  'PINT AE type 480 and category N: the independent checker finds no fatal rule',
  async (t) => {
    const scratch = scratchDir('pint-ae');
    try {
      for (const [name, body] of Object.entries(CASES)) {
        const generated = await service.post('/v1/generate', body);
        t.is(generated.status, 200, `${name}: ${generated.text.slice(0, 400)}`);
        const file = join(scratch.dir, `${name.replace(/\W+/g, '-')}.xml`);
        writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
        const verdict = await check('pint-ae', file);
        t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
        t.not(verdict.xsd_ok, false, `${name}: ${verdict.raw}`);
      }
    } finally {
      scratch.remove();
    }
  },
);

/** A deemed supply (BTAE-02 X1XXXXXX): no due date (ibr-127-ae) nor payment means (ibr-191-ae). */
const deemedSupply = () =>
  aeBody((inv) => {
    inv.transaction_type_flags = '01000000';
    delete inv.due_date;
    inv.payment = { terms: 'No payment: deemed supply' };
  });

test('PINT AE deemed supply (transaction_type_flags 01000000): valid without due date and payment means, written as ProfileExecutionID, read back the same', async (t) => {
  const validated = await service.post('/v1/validate', deemedSupply());
  t.true(validated.json.valid, validated.text.slice(0, 800));
  const generated = await service.post('/v1/generate', deemedSupply());
  t.is(generated.status, 200, generated.text.slice(0, 800));
  t.is(
    generated.json.validation.status,
    'valid',
    JSON.stringify(generated.json.validation).slice(0, 800),
  );
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.true(xml.includes('<cbc:ProfileExecutionID>01000000</cbc:ProfileExecutionID>'));
  t.false(xml.includes('<cbc:DueDate>'));
  const read = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 600));
  t.is(read.json.invoice.transaction_type_flags, '01000000');
});

test('PINT AE without a deemed supply flag: the due date stays required (ibr-127-ae); the flags are refused outside PINT AE', async (t) => {
  const body = deemedSupply();
  delete body.invoice.transaction_type_flags;
  const validated = await service.post('/v1/validate', body);
  t.true(
    validated.json.issues.some(
      (i: any) => i.path === '$.invoice.due_date' && i.code === 'REQUIRED',
    ),
    validated.text.slice(0, 800),
  );
  const eu = await service.post('/v1/validate', {
    format: 'ubl',
    invoice: {
      ...countryInvoice('pint_ae', 1),
      country: undefined,
      transaction_type_flags: '01000000',
    },
  });
  t.true(
    eu.json.issues.some(
      (i: any) => i.path === '$.invoice.transaction_type_flags' && i.code === 'NOT_CARRIED',
    ),
    eu.text.slice(0, 800),
  );
});

requires(checkerMissing)(
  'PINT AE deemed supply: the independent checker finds no fatal rule',
  async (t) => {
    const scratch = scratchDir('pint-ae-deemed');
    try {
      const generated = await service.post('/v1/generate', deemedSupply());
      t.is(generated.status, 200, generated.text.slice(0, 400));
      const file = join(scratch.dir, 'deemed-supply.xml');
      writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
      const verdict = await check('pint-ae', file);
      t.deepEqual(verdict.fatal, [], verdict.raw);
      t.not(verdict.xsd_ok, false, verdict.raw);
    } finally {
      scratch.remove();
    }
  },
);

test('PINT AE free trade zone (10000000) with its beneficiary id (BTAE-01): written in BuyerCustomerParty, valid, read back', async (t) => {
  const body = aeBody((inv) => {
    inv.transaction_type_flags = '10000000';
    inv.beneficiary = { id: '189098765401003' };
  });
  const generated = await service.post('/v1/generate', body);
  t.is(generated.status, 200, generated.text.slice(0, 800));
  t.is(
    generated.json.validation.status,
    'valid',
    JSON.stringify(generated.json.validation).slice(0, 800),
  );
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.regex(
    xml,
    /<cac:BuyerCustomerParty>\s*<cac:Party>\s*<cac:PartyIdentification>\s*<cbc:ID>189098765401003<\/cbc:ID>/,
  );
  const read = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 600));
  t.is(read.json.invoice.beneficiary?.id, '189098765401003');
  t.is(read.json.invoice.transaction_type_flags, '10000000');
  // Outside PINT AE the beneficiary has no place.
  const eu = await service.post('/v1/validate', { ...body, country_profile: 'standard_eu' });
  t.true(
    eu.json.issues.some((i: any) => i.path === '$.invoice.beneficiary' && i.code === 'NOT_CARRIED'),
    eu.text.slice(0, 800),
  );
});

test('PINT AE contract value (BTAE-05): written beside the contract reference, valid, read back; needs BT-12, refused outside PINT AE and OM', async (t) => {
  const body = aeBody((inv) => {
    inv.contract_reference = 'ZXC-CS-03';
    inv.contract_value = 'AED 1000000';
  });
  const generated = await service.post('/v1/generate', body);
  t.is(generated.status, 200, generated.text.slice(0, 800));
  t.is(
    generated.json.validation.status,
    'valid',
    JSON.stringify(generated.json.validation).slice(0, 800),
  );
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.regex(
    xml,
    /<cac:ContractDocumentReference>\s*<cbc:ID>ZXC-CS-03<\/cbc:ID>\s*<cbc:DocumentDescription>AED 1000000<\/cbc:DocumentDescription>/,
  );
  const read = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 600));
  t.is(read.json.invoice.contract_value, 'AED 1000000');
  t.false(
    JSON.stringify(read.json.warnings ?? []).includes('BTAE-05'),
    'no longer reported as dropped',
  );
  const withoutReference = await service.post('/v1/validate', {
    ...body,
    invoice: { ...body.invoice, contract_reference: '' },
  });
  t.true(
    withoutReference.json.issues.some(
      (i: any) => i.path === '$.invoice.contract_reference' && i.code === 'REQUIRED',
    ),
    withoutReference.text.slice(0, 800),
  );
  // PINT OM takes it as PINT AE does (its official continuous supplies example states it).
  const om = await service.post('/v1/validate', { ...body, country_profile: 'pint_om' });
  t.false(
    om.json.issues.some((i: any) => i.path === '$.invoice.contract_value'),
    om.text.slice(0, 800),
  );
  const eu = await service.post('/v1/validate', { ...body, country_profile: 'standard_eu' });
  t.true(
    eu.json.issues.some(
      (i: any) => i.path === '$.invoice.contract_value' && i.code === 'NOT_CARRIED',
    ),
    eu.text.slice(0, 800),
  );
  const cii = await service.post('/v1/validate', { ...body, format: 'cii', country_profile: '' });
  t.true(
    cii.json.issues.some(
      (i: any) => i.path === '$.invoice.contract_value' && i.code === 'NOT_CARRIED',
    ),
    cii.text.slice(0, 800),
  );
});
