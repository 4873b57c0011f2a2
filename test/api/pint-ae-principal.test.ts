/**
 * PINT AE BTAE-14, the principal a disclosed agent bills for (principal; UBL
 * cac:SellerSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID). Disclosed agent billing
 * (transaction_type_flags XXXXX1XX) needs it (ibr-137-ae): validate said valid and generate
 * answered 422 from our own writer, with no way to state it; the official PINT AE disclosed agent
 * credit note's principal was reported as dropped. Now: written and read back in PINT AE,
 * required with the flag, refused when it is the seller's VAT id (ibr-176-ae) and outside PINT AE.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { generatedPint } from './helpers/pint-generate.js';

const service = serviceForFile(test);

const PRINCIPAL = { id: '155667745601003', scheme: '' };

/** A PINT AE invoice billed by a disclosed agent for its principal. */
function disclosed(principal: unknown = PRINCIPAL): any {
  const invoice = countryInvoice('pint_ae', 1);
  return {
    ...invoice,
    // The trade licence PINT AE wants beside endpoint scheme 0235 (ibr-150-ae).
    seller: {
      ...invoice.seller,
      legal_registration: { id: 'TL-100123', scheme: '' },
      legal_registration_authority_type: 'TL',
      legal_registration_authority: 'Dubai Economy and Tourism',
    },
    transaction_type_flags: '00000100',
    ...(principal ? { principal } : {}),
  };
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /principal/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

test('written as the SellerSupplierParty, valid, read back', async (t) => {
  const { xml, res } = await generatedPint(t, service, 'pint_ae', disclosed());
  t.regex(
    xml.replace(/\s+/g, ''),
    /<cac:SellerSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID>155667745601003<\/cbc:ID><\/cac:PartyIdentification><\/cac:Party><\/cac:SellerSupplierParty>/,
  );
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 600));
  t.deepEqual(read.json.invoice.principal, PRINCIPAL);
  t.is(read.json.invoice.transaction_type_flags, '00000100');
});

test('required with the disclosed agent flag, not the seller, PINT AE only', async (t) => {
  const validate = (body: unknown) => service.post('/v1/validate', body);
  const without = await validate({
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice: disclosed(null),
  });
  t.deepEqual(issuesOf(without), ['REQUIRED $.invoice.principal.id'], without.text.slice(0, 800));
  const invoice = disclosed();
  const seller = { id: invoice.seller.vat_id, scheme: '' };
  const same = await validate({
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice: { ...invoice, principal: seller },
  });
  t.deepEqual(issuesOf(same), ['INVALID_VALUE $.invoice.principal.id'], same.text.slice(0, 800));
  // The seller's VAT id is written as its TRN (AE prefix dropped): a principal equal to the
  // written TRN is the seller too (before: validate valid, generate 422 ibr-176-ae).
  const trn = await validate({
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice: { ...invoice, principal: { id: seller.id.replace(/^AE/, ''), scheme: '' } },
  });
  t.deepEqual(issuesOf(trn), ['INVALID_VALUE $.invoice.principal.id'], trn.text.slice(0, 800));
  // Its scheme is an ISO 6523 ICD code (ibr-cl-10; before: generate 422 at another field).
  const scheme = await validate({
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice: { ...invoice, principal: { id: '155667745601003', scheme: 'TRN' } },
  });
  t.deepEqual(
    issuesOf(scheme),
    ['INVALID_CODE $.invoice.principal.scheme'],
    scheme.text.slice(0, 800),
  );
  // ibr-176-ae compares the seller's tax ids with the principal: an out-of-scope invoice (480),
  // which may leave out the seller's VAT id (ibr-134-ae), needs one under this flag.
  const untaxed = await validate({
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice: {
      ...invoice,
      type_code: '480',
      seller: { ...invoice.seller, vat_id: undefined },
      buyer: { ...invoice.buyer, legal_registration: { id: 'TL-200456', scheme: '' } },
      items: invoice.items.map((i: any) => ({ ...i, vat_rate: 0, tax_category: 'O' })),
    },
  });
  t.true(
    (untaxed.json.issues ?? []).some(
      (d: any) => d.path === '$.invoice.seller.vat_id' && /ibr-177-ae/.test(d.message),
    ),
    untaxed.text.slice(0, 1500),
  );
  for (const target of [
    { format: 'peppol', country_profile: 'pint_sg' },
    { format: 'ubl' },
    { format: 'cii' },
  ]) {
    const res = await validate({
      ...target,
      invoice: {
        ...countryInvoice(target.country_profile ?? 'standard_eu', 1),
        principal: PRINCIPAL,
      },
    });
    t.deepEqual(
      issuesOf(res),
      ['NOT_CARRIED $.invoice.principal'],
      `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`,
    );
  }
});

const aeExample =
  corpusDir &&
  join(
    corpusDir,
    'pint/pint-ae-2026.5/examples/billing/cn/Disclosed agent billing tax credit note.xml',
  );

requires(
  aeExample && existsSync(aeExample)
    ? undefined
    : 'the PINT AE examples of the corpus (EINVOICE_CORPUS)',
)('the official disclosed agent credit note: its principal read, kept by PINT AE', async (t) => {
  const source = readFileSync(aeExample!).toString('base64');
  const back = await service.post('/v1/retrieve', { data_base64: source });
  t.is(back.status, 200, back.text.slice(0, 600));
  t.deepEqual(back.json.invoice.principal, PRINCIPAL);
  t.notRegex(JSON.stringify(back.json.warnings ?? []), /SellerSupplierParty/);
  const kept = await service.post('/v1/convert', {
    data_base64: source,
    format: 'peppol',
    country_profile: 'pint_ae',
  });
  t.is(kept.status, 200, kept.text.slice(0, 800));
  t.deepEqual(
    (kept.json.lost_terms ?? []).filter((l: any) =>
      /SellerSupplierParty|principal/.test(l.source_path),
    ),
    [],
  );
  const xml = Buffer.from(kept.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<cac:SellerSupplierParty>[\s\S]*155667745601003[\s\S]*<\/cac:SellerSupplierParty>/);
});
