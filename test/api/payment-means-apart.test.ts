/**
 * A card or direct debit under a payment means code of its own (PINT A-NZ lists a 30 transfer, a
 * 49 direct debit and a 54 card as options, each its own cac:PaymentMeans): UBL writes each as a
 * means of its own with the remittance information, retrieve reads the codes back into
 * card.means_code and direct_debit.means_code, and a syntax with one payment means code (CII)
 * refuses them as NOT_CARRIED. Each such means names itself (BT-82, means_text: "Credit card",
 * "Direct Debit" as the A-NZ example does) where the rules take a text per payment means (PINT);
 * the EN 16931 UBL rules take one in all (UBL-SR-46). The documents pass the official rules of
 * their format (the service's verdict) and the independent checker.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryInvoice, euInvoice } from '../conformance/helpers/invoices.js';
import { scratchDir } from '../conformance/helpers/service.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { check, skipReason } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test);

/** A PINT A-NZ invoice offering a transfer (30), a direct debit (49) and a card (54). */
function options(): any {
  const invoice = countryInvoice('pint_au', 1);
  invoice.payment = {
    ...invoice.payment,
    means_code: '30',
    credit_transfers: [{ account_id: '123456789', account_name: 'Supplier', bic: '062000' }],
    remittance_information: 'INV-REF-1',
    direct_debit: {
      mandate_reference: 'MANDATE-1',
      debited_account: '123456789',
      means_code: '49',
    },
    card: {
      pan_last_digits: '1456',
      network_id: 'VISA',
      holder_name: 'Card holder',
      means_code: '54',
    },
  };
  return { format: 'peppol', country_profile: 'pint_au', invoice };
}

/** The options, each payment means named (BT-82). */
function named(): any {
  const body = options();
  body.invoice.payment.means_text = 'Credit transfer';
  body.invoice.payment.direct_debit.means_text = 'Direct Debit';
  body.invoice.payment.card.means_text = 'Credit card';
  return body;
}

const meansOf = (xml: string) =>
  [...xml.matchAll(/<cac:PaymentMeans>([\s\S]*?)<\/cac:PaymentMeans>/g)].map((m) => ({
    code: /<cbc:PaymentMeansCode[^>]*>([^<]*)</.exec(m[1]!)?.[1],
    name: /<cbc:PaymentMeansCode name="([^"]*)"/.exec(m[1]!)?.[1],
    id: /<cbc:PaymentID>([^<]*)</.exec(m[1]!)?.[1],
    mandate: /<cac:PaymentMandate>/.test(m[1]!),
    card: /<cac:CardAccount>/.test(m[1]!),
  }));

test('UBL: the card and the direct debit each a payment means of its own code; read back the same', async (t) => {
  const res = await service.post('/v1/generate', options());
  t.is(res.status, 200, res.text.slice(0, 800));
  t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation).slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  const means = meansOf(xml);
  t.deepEqual(
    means.map((m) => [m.code, m.id, m.mandate, m.card]),
    [
      ['30', 'INV-REF-1', false, false],
      ['49', 'INV-REF-1', true, false],
      ['54', 'INV-REF-1', false, true],
    ],
  );
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 800));
  const payment = read.json.invoice.payment;
  t.is(payment.means_code, '30');
  t.is(payment.direct_debit.means_code, '49');
  t.is(payment.card.means_code, '54');
  t.false(
    (read.json.warnings ?? []).some(
      (w: any) => w.code === 'FIELD_DROPPED' && /^BT-81/.test(w.message),
    ),
    JSON.stringify(read.json.warnings),
  );
  // The same codes as the one means': one payment means, as before.
  const one = options();
  one.invoice.payment.direct_debit.means_code = '30';
  one.invoice.payment.card.means_code = '';
  const merged = await service.post('/v1/generate', one);
  t.is(merged.status, 200, merged.text.slice(0, 800));
  const mergedMeans = meansOf(Buffer.from(merged.json.xml_base64, 'base64').toString('utf8'));
  t.true(mergedMeans[0]!.mandate && mergedMeans[0]!.card);
  t.false(mergedMeans.some((m) => m.code !== '30'));
});

test('PINT: each payment means states its own text (BT-82); read back into means_text', async (t) => {
  const body = named();
  body.invoice.payment.credit_transfers.push(
    { account_id: '987654321', bic: '062001', means_text: 'Credit transfer' },
    { account_id: '555555555', bic: '062002' },
  );
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation).slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  // PINT takes a text per payment means: the one means' on its first, an account's as given.
  t.deepEqual(
    meansOf(xml).map((m) => [m.code, m.name]),
    [
      ['30', 'Credit transfer'],
      ['30', 'Credit transfer'],
      ['30', undefined],
      ['49', 'Direct Debit'],
      ['54', 'Credit card'],
    ],
  );
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 800));
  const payment = read.json.invoice.payment;
  t.is(payment.means_text, 'Credit transfer');
  t.is(payment.direct_debit.means_text, 'Direct Debit');
  t.is(payment.card.means_text, 'Credit card');
  t.deepEqual(
    payment.credit_transfers.map((c: any) => c.means_text),
    ['', 'Credit transfer', ''],
  );
  t.false(
    (read.json.warnings ?? []).some((w: any) => w.code === 'FIELD_DROPPED'),
    JSON.stringify(read.json.warnings),
  );
});

test('EN 16931 UBL takes one payment means code and text (UBL-SR-47, -46): a means of its own is NOT_CARRIED', async (t) => {
  const invoice = euInvoice(1);
  invoice.payment = {
    ...invoice.payment,
    means_code: '58',
    means_text: 'SEPA transfer',
    card: {
      pan_last_digits: '1456',
      holder_name: 'Card holder',
      means_code: '48',
      means_text: 'Card',
    },
  };
  for (const format of ['ubl', 'xrechnung', 'peppol']) {
    const res = await service.post('/v1/validate', { format, syntax: 'ubl', invoice });
    t.is(res.status, 200, res.text.slice(0, 800));
    const refused = res.json.issues.filter((i: any) => i.code === 'NOT_CARRIED');
    t.deepEqual(
      refused.map((i: any) => i.path),
      ['$.invoice.payment.card.means_code', '$.invoice.payment.card.means_text'],
      `${format}: ${JSON.stringify(res.json.issues)}`,
    );
    t.regex(refused[0].message, /UBL-SR-47/);
  }
  // Under the one means' code, the card is part of it: written, the one text on it.
  invoice.payment.card = { ...invoice.payment.card, means_code: '', means_text: '' };
  const one = await service.post('/v1/generate', { format: 'ubl', invoice });
  t.is(one.status, 200, one.text.slice(0, 800));
  t.is(one.json.validation.status, 'valid', JSON.stringify(one.json.validation).slice(0, 800));
  const means = meansOf(Buffer.from(one.json.xml_base64, 'base64').toString('utf8'));
  t.deepEqual(
    means.map((m) => [m.code, m.name, m.card]),
    [['58', 'SEPA transfer', true]],
  );
});

test("a card's own text needs a payment means of its own: without one it is payment.means_text", async (t) => {
  const body = named();
  body.invoice.payment.card.means_code = '';
  const res = await service.post('/v1/validate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  const issue = res.json.issues.find((i: any) => i.path === '$.invoice.payment.card.means_text');
  t.is(issue?.code, 'INVALID_VALUE', JSON.stringify(res.json.issues));
  // The same text as the one means': nothing to refuse.
  body.invoice.payment.card.means_text = 'Credit transfer';
  const same = await service.post('/v1/validate', body);
  t.false(
    same.json.issues.some((i: any) => i.path === '$.invoice.payment.card.means_text'),
    JSON.stringify(same.json.issues),
  );
});

/** A PINT A-NZ invoice paid into one account by transfer (30) or by direct debit (49), as AU's insurance example. */
function byAccount(): any {
  const body = options();
  const payment = body.invoice.payment;
  delete payment.direct_debit;
  delete payment.card;
  payment.means_text = 'Credit transfer';
  payment.credit_transfers = [
    { account_id: '56477787743', account_name: 'Insurer', bic: '123-456' },
    {
      account_id: '56477787743',
      account_name: 'Insurer',
      bic: '123-456',
      payment_reference: 'DD-9875436',
      means_code: '49',
      means_text: 'Direct Debit',
    },
  ];
  return body;
}

test('PINT: a further account under a code and text of its own keeps them; read back the same', async (t) => {
  const res = await service.post('/v1/generate', byAccount());
  t.is(res.status, 200, res.text.slice(0, 800));
  t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation).slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.deepEqual(
    meansOf(xml).map((m) => [m.code, m.name, m.id]),
    [
      ['30', 'Credit transfer', 'INV-REF-1'],
      ['49', 'Direct Debit', 'DD-9875436'],
    ],
  );
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 800));
  const [first, second] = read.json.invoice.payment.credit_transfers;
  t.like(first, { means_code: '', means_text: '' });
  t.like(second, { means_code: '49', means_text: 'Direct Debit', payment_reference: 'DD-9875436' });
  t.false(
    (read.json.warnings ?? []).some((w: any) => w.code === 'FIELD_DROPPED'),
    JSON.stringify(read.json.warnings),
  );
});

test("an account's own code or text: NOT_CARRIED under the EN 16931 UBL rules and in CII; never on the first account without an iban", async (t) => {
  const body = byAccount();
  const paths = async (extra: any) => {
    const res = await service.post('/v1/validate', { ...body, ...extra });
    t.is(res.status, 200, res.text.slice(0, 400));
    return res.json.issues
      .filter((i: any) => /credit_transfers\[\d\]\.means_/.test(i.path))
      .map((i: any) => `${i.path} ${i.code}`);
  };
  const refused = [
    '$.invoice.payment.credit_transfers[1].means_code NOT_CARRIED',
    '$.invoice.payment.credit_transfers[1].means_text NOT_CARRIED',
  ];
  t.deepEqual(await paths({ format: 'ubl', country_profile: undefined }), refused);
  t.deepEqual(await paths({ format: 'cii', country_profile: undefined }), refused);
  t.deepEqual(await paths({}), []);
  body.invoice.payment.credit_transfers.reverse();
  t.deepEqual(await paths({}), [
    '$.invoice.payment.credit_transfers[0].means_code INVALID_VALUE',
    '$.invoice.payment.credit_transfers[0].means_text INVALID_VALUE',
  ]);
});

test('CII states one payment means code: a code of the card or direct debit of its own is NOT_CARRIED', async (t) => {
  const body = options();
  body.format = 'cii';
  delete body.country_profile;
  const res = await service.post('/v1/validate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  const notCarried = res.json.issues
    .filter((i: any) => i.code === 'NOT_CARRIED')
    .map((i: any) => i.path);
  t.true(notCarried.includes('$.invoice.payment.card.means_code'), notCarried.join());
  t.true(notCarried.includes('$.invoice.payment.direct_debit.means_code'), notCarried.join());
  const texts = await service.post('/v1/validate', {
    ...named(),
    format: 'cii',
    country_profile: undefined,
  });
  const textPaths = texts.json.issues
    .filter((i: any) => i.code === 'NOT_CARRIED')
    .map((i: any) => i.path);
  t.true(textPaths.includes('$.invoice.payment.card.means_text'), textPaths.join());
  t.true(textPaths.includes('$.invoice.payment.direct_debit.means_text'), textPaths.join());
});

requires(skipReason())(
  'the UBL with three named payment means passes the independent checker (pint-aunz)',
  async (t) => {
    const res = await service.post('/v1/generate', named());
    t.is(res.status, 200, res.text.slice(0, 400));
    const scratch = scratchDir('payment-means');
    t.teardown(scratch.remove);
    const file = join(scratch.dir, 'options.xml');
    writeFileSync(file, Buffer.from(res.json.xml_base64, 'base64'));
    const verdict = await check('pint-aunz', file);
    t.true(verdict.xsd_ok, verdict.xsd_errors.join('; '));
    t.deepEqual(verdict.fatal, []);
  },
);
