// Validate never says "valid" for data that generate refuses: the rules that need the calculated
// invoice (BR-CO-25) and the data a format needs beyond the fields (XRechnung BR-DE-*) show up in
// /v1/validate as they do in generate's 400.
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { publicExample } from '../helpers/example.js';
import { countryInvoice, fatturaPaInvoice } from '../conformance/helpers/invoices.js';
import { omInvoice } from '../conformance/helpers/pint-om-invoices.js';
import { ublCountryRequest } from '../formats/helpers/ubl-country-invoices.js';
import { FRENCH_FORMATS, frenchInvoice, frenchRequest } from '../france/helpers.js';

const answer = (body: any) => validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));

test('BR-CO-25: an amount due without due date or payment terms is refused where the official rules check it, else valid with a warning', (t) => {
  const without = (format: string, profile?: string) => {
    const body = publicExample();
    body.format = format;
    if (profile) body.profile = profile;
    delete body.invoice.due_date;
    delete body.invoice.payment.terms;
    return answer(body);
  };
  // Factur-X EXTENDED asserts BR-CO-25.
  const extended = without('zugferd', 'extended');
  t.false(extended.valid);
  t.true(
    extended.issues.some((i) => i.code === 'BR-CO-25' && i.path === '$.invoice.due_date'),
    JSON.stringify(extended.issues),
  );
  t.is(extended.format?.version, '');
  // CEN's artefacts 1.3.16 (UBL, CII) and Factur-X EN16931 do not: a warning names the rule.
  for (const [format, profile] of [['zugferd', 'en16931'], ['ubl'], ['cii']]) {
    const res = without(format!, profile);
    t.true(res.valid, `${format}: ${res.errors.join('\n')}`);
    t.regex(
      res.format!.warnings.find((w) => w.code === 'DUE_DATE_OR_TERMS_MISSING')?.message ?? '',
      /^\$\.invoice\.due_date: /,
      format,
    );
  }
  // FatturaPA is no EN 16931 syntax: its DatiPagamento is optional, and no warning is given.
  const italian = fatturaPaInvoice(1);
  delete italian.due_date;
  delete italian.payment;
  const fattura = answer({ format: 'fatturapa', invoice: italian });
  t.true(fattura.valid, fattura.errors.join('\n'));
  t.false(fattura.format!.warnings.some((w) => w.code === 'DUE_DATE_OR_TERMS_MISSING'));
  // MINIMUM carries neither: no warning.
  t.false(
    without('zugferd', 'minimum').format!.warnings.some(
      (w) => w.code === 'DUE_DATE_OR_TERMS_MISSING',
    ),
  );
});

test('BR-CO-25 of a credit note: asked by the Factur-X EXTENDED and EXTENDED-CTC-FR CII rules only', (t) => {
  const credit = (format: string, profile?: string) => {
    const body = publicExample();
    body.format = format;
    if (profile) body.profile = profile;
    body.invoice.type_code = '381';
    body.invoice.preceding_invoices = [{ number: 'INV-1', date: '2025-01-10' }];
    delete body.invoice.due_date;
    delete body.invoice.payment.terms;
    return answer(body).issues.some((i) => i.code === 'BR-CO-25');
  };
  t.true(credit('zugferd', 'extended'));
  t.true(credit('cii', 'extended'));
  t.false(credit('zugferd', 'en16931'));
  t.false(credit('cii'));
  t.false(credit('ubl'));
});

test("a stated BG-23 VAT beyond the rules' tolerance: BR-CO-17 (1 unit), Factur-X EXTENDED BR-FXEXT-S-09b (0.01 a line)", (t) => {
  // The example's S 19 % group: 1189.90 × 19 % = 226.08, two lines.
  const stated = (taxAmount: number, format: string, profile?: string) => {
    const body = publicExample();
    body.format = format;
    if (profile) body.profile = profile;
    body.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: 19, tax_amount: taxAmount }];
    return answer(body).issues.find((i) => i.path === '$.invoice.vat_breakdown[0].tax_amount')
      ?.code;
  };
  for (const [format, profile] of [['ubl'], ['zugferd', 'en16931'], ['zugferd', 'extended']])
    t.is(stated(95.4, format!, profile), 'BR-CO-17', `${format} ${profile ?? ''}`);
  t.is(stated(227.08, 'ubl'), 'BR-CO-17', 'exactly 1 off is not less than 1');
  t.is(stated(226.5, 'zugferd', 'en16931'), undefined, 'within 1: valid, with a warning');
  t.is(stated(226.5, 'zugferd', 'extended'), 'BR-FXEXT-S-09b');
  t.is(stated(226.1, 'zugferd', 'extended'), undefined, '0.02 for two lines');
  // PINT judges stated amounts by its own rules (PINT AE states BT-117 with 4 decimals).
  const pint = publicExample();
  pint.format = 'peppol';
  pint.country_profile = 'pint_sg';
  pint.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: 19, tax_amount: 95.4 }];
  t.false(answer(pint).issues.some((i) => i.code === 'BR-CO-17'));
});

test('BR-61: a credit transfer without its account is not valid where EN 16931 rules judge it', (t) => {
  const transfer = (format: string, profile?: string) => {
    const body = publicExample();
    body.format = format;
    if (profile) body.profile = profile;
    body.invoice.payment = { means_code: '58', terms: '30 days' };
    return answer(body);
  };
  for (const [format, profile] of [['ubl'], ['cii'], ['zugferd', 'basic_wl'], ['facturx']]) {
    const res = transfer(format!, profile);
    t.false(res.valid, `${format} ${profile ?? ''}`);
    t.true(
      res.issues.some((i) => i.code === 'BR-61' && i.path === '$.invoice.payment.iban'),
      JSON.stringify(res.issues),
    );
  }
  // A CII MINIMUM states no payment means: nothing to refuse there.
  t.false(transfer('facturx', 'minimum').issues.some((i) => i.code === 'BR-61'));
  // Factur-X EXTENDED asserts BR-61 on the account element itself (so never on a missing one)
  // and has no CII-SR-470: officially valid, a warning.
  const extended = transfer('facturx', 'extended');
  t.true(extended.valid, JSON.stringify(extended.issues));
  t.true(extended.format!.warnings.some((w) => w.code === 'PAYMENT_ACCOUNT_MISSING'));
});

test("PINT A-NZ: an Australian seller's legal registration in another scheme than the ABN's is refused", (t) => {
  const au = (scheme: string) => {
    const invoice = countryInvoice('pint_au', 1);
    invoice.seller.legal_registration = { id: '202001234567', scheme };
    return answer({ format: 'peppol', country_profile: 'pint_au', invoice });
  };
  const refused = au('0230');
  t.false(refused.valid);
  t.true(
    refused.issues.some(
      (i) =>
        i.path === '$.invoice.seller.legal_registration.scheme' &&
        i.message.includes('aligned-ibr-001-aunz'),
    ),
    JSON.stringify(refused.issues),
  );
  t.false(au('0151').issues.some((i) => i.path === '$.invoice.seller.legal_registration.scheme'));
});

test('XRechnung: the BR-DE data the JSON lacks is listed by path', (t) => {
  const body = publicExample();
  body.format = 'xrechnung';
  body.invoice.leitweg_id = '04011000-12345-03';
  delete body.invoice.seller.phone;
  const res = answer(body);
  t.false(res.valid);
  t.true(
    res.errors.some((e) => e.startsWith('$.invoice.seller.phone')),
    res.errors.join('\n'),
  );
});

test('the public example stays valid', (t) => {
  const res = answer(publicExample());
  t.true(res.valid, res.errors.join('\n'));
  t.not(res.format?.version, '');
});

test('PINT JP and AE: the tax ids and payment means their rules need are input checks', (t) => {
  const jp = answer({
    format: 'peppol',
    country_profile: 'pint_jp',
    invoice: {
      ...publicExample().invoice,
      buyer_reference: 'PO-1',
      seller: {
        ...publicExample().invoice.seller,
        country: 'JP',
        vat_id: 'JP1234567890123',
        peppol_id: '0188:1234567890123',
      },
      buyer: { ...publicExample().invoice.buyer, peppol_id: '0188:3210987654321' },
    },
  });
  t.true(
    jp.issues.some((i) => i.code === 'aligned-ibr-jp-01' && i.path === '$.invoice.seller.vat_id'),
    jp.errors.join('\n'),
  );
  const aeItems = publicExample().invoice.items.map((item: any) => ({ ...item, vat_rate: 5 }));
  const ae = answer({
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice: {
      ...publicExample().invoice,
      // Another currency states its total with VAT in AED (BTAE-20, ibr-175-ae), which has no field.
      currency: 'AED',
      items: aeItems,
      buyer_reference: 'PO-1',
      payment: null,
      seller: {
        ...publicExample().invoice.seller,
        country: 'AE',
        city: 'Dubai',
        vat_id: 'AE100000000000003',
        peppol_id: '0235:1000000000000003',
      },
      buyer: {
        ...publicExample().invoice.buyer,
        country: 'AE',
        city: 'Sharjah',
        vat_id: 'AE12',
        peppol_id: '0235:1000000000000103',
      },
    },
  });
  t.true(
    ae.issues.some((i) => i.code === 'ibr-191-ae'),
    ae.errors.join('\n'),
  );
});

test('BT-131: a stated line net amount the line formula does not reproduce is valid with a warning naming the difference (no EN 16931 rule checks the formula); Peppol refuses it beyond 0.02 (PEPPOL-EN16931-R120)', (t) => {
  const stated = (format: string, netAmount: number) => {
    const body = publicExample();
    body.format = format;
    body.invoice.items[0].net_amount = netAmount; // 12 × 95 = 1140
    if (format === 'peppol') {
      body.invoice.seller.peppol_id = '9930:DE123456789';
      body.invoice.buyer.peppol_id = '9930:DE987654321';
      body.invoice.buyer_reference = 'PO-1';
    }
    return answer(body);
  };
  const zugferd = stated('zugferd', 1100);
  t.true(zugferd.valid, zugferd.errors.join('\n'));
  const warning = zugferd.format?.warnings.find((w) => w.code === 'NET_AMOUNT_AS_STATED');
  t.regex(
    warning?.message ?? '',
    /\$\.invoice\.items\[0\]\.net_amount: .*1100\.00 differs by -40\.00 .*\(1140\.00\)/,
  );
  t.false(stated('zugferd', 1140).format!.warnings.some((w) => w.code === 'NET_AMOUNT_AS_STATED'));
  const peppol = stated('peppol', 1100);
  t.false(peppol.valid);
  t.is(
    peppol.issues.find((i) => i.path === '$.invoice.items[0].net_amount')?.code,
    'PEPPOL-EN16931-R120',
  );
  // BT-146 rounded from gross − discount (2.75 − 0.275 = 2.475 → 2.48): valid with a warning.
  // (Peppol's R046 refusal waits for the UBL writer to carry gross_price.)
  const priced = publicExample();
  Object.assign(priced.invoice.items[0], {
    unit_price: 2.48,
    gross_price: 2.75,
    price_discount: 0.275,
  });
  t.true(answer(priced).valid, answer(priced).errors.join('\n'));
  t.true(answer(priced).format!.warnings.some((w) => w.code === 'NET_PRICE_AS_GIVEN'));
  const withinSlack = stated('peppol', 1140.02);
  t.true(withinSlack.valid, withinSlack.errors.join('\n'));
  t.true(withinSlack.format!.warnings.some((w) => w.code === 'NET_AMOUNT_AS_STATED'));
});

test('BT-126 used by two lines: valid with LINE_ID_NOT_UNIQUE (EN 16931 calls it unique, no rule checks it)', (t) => {
  const body = publicExample();
  body.invoice.items[0].id = '1';
  body.invoice.items[1].id = '1';
  const res = answer(body);
  t.true(res.valid, res.errors.join('\n'));
  t.true(res.format!.warnings.some((w) => w.code === 'LINE_ID_NOT_UNIQUE'));
});

test("BG-23 as stated: a stated BT-117 other than the lines' (within the rules' tolerance) is valid with VAT_BREAKDOWN_AS_STATED naming the difference; a group no line makes is an error", (t) => {
  const body = publicExample();
  body.format = 'ubl';
  const computed = answer(body);
  t.true(computed.valid, computed.errors.join('\n'));
  const rate = body.invoice.items[0].vat_rate ?? 19;
  // Within BR-CO-17's tolerance (226.08 computed): written as stated, with a warning.
  body.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: rate, tax_amount: 226.5 }];
  const stated = answer(body);
  t.true(stated.valid, stated.errors.join('\n'));
  t.regex(
    stated.format?.warnings.find((w) => w.code === 'VAT_BREAKDOWN_AS_STATED')?.message ?? '',
    /\$\.invoice\.vat_breakdown\[0\]\.tax_amount: The stated tax_amount 226\.5 of S/,
  );
  body.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: 3, tax_amount: 1 }];
  t.is(answer(body).issues.find((i) => i.path === '$.invoice.vat_breakdown[0]')?.code, 'BG-23');
});

test('a line net amount off the formula (BT-131) is refused only by a profile whose rules refuse it: PINT A-NZ (aligned-ibrp-053), EU (PEPPOL-EN16931-R120), SG (its R120-SG), AE (ibr-147-ae); PINT MY and JP have no such rule and keep the warning', (t) => {
  const stated = (profile: string) => {
    const invoice = countryInvoice(profile, 1);
    const item = invoice.items[0];
    invoice.items[0].net_amount = Number(item.quantity ?? 1) * Number(item.unit_price) + 5;
    return answer({ format: 'peppol', country_profile: profile, invoice });
  };
  for (const [profile, rule] of [
    ['pint_au', 'aligned-ibrp-053'],
    ['pint_eu', 'PEPPOL-EN16931-R120'],
    ['pint_sg', 'PEPPOL-EN16931-R120-SG'],
    ['pint_ae', 'ibr-147-ae'],
  ]) {
    const res = stated(profile!);
    t.false(res.valid, profile);
    t.is(res.issues.find((i) => i.path === '$.invoice.items[0].net_amount')?.code, rule, profile);
  }
  for (const profile of ['pint_my', 'pint_jp']) {
    const res = stated(profile);
    t.false(
      res.issues.some((i) => i.path === '$.invoice.items[0].net_amount'),
      `${profile}: ${res.errors.join('\n')}`,
    );
    t.true(
      res.format!.warnings.some((w) => w.code === 'NET_AMOUNT_AS_STATED'),
      profile,
    );
  }
});

test('a base amount without its percentage: refused where the rule set wants both (PEPPOL-EN16931-R042 on every level in Peppol BIS, XRechnung, PINT EU and SG; aligned-ibrp-057/058 on every level in PINT A-NZ and AE); EN 16931 takes it', (t) => {
  const codes = (body: any) =>
    answer(body)
      .issues.filter((i) => i.path.endsWith('.percentage'))
      .map((i) => `${i.path} ${i.code}`);
  const withBases = (inv: any) => {
    inv.allowances = [
      {
        amount: 10,
        base_amount: 100,
        reason: 'Rabatt',
        tax_category: inv.items[0].tax_category || 'S',
        vat_rate: inv.items[0].vat_rate ?? 19,
      },
    ];
    inv.items[0].charges = [{ amount: 1, base_amount: 10, reason: 'Fracht' }];
    return inv;
  };
  const peppol = publicExample();
  Object.assign(peppol, { format: 'peppol' });
  peppol.invoice.seller.peppol_id = '9930:DE123456789';
  peppol.invoice.buyer.peppol_id = '9930:DE987654321';
  peppol.invoice.buyer_reference = 'PO-1';
  t.deepEqual(codes({ ...peppol, invoice: withBases(peppol.invoice) }), [
    '$.invoice.allowances[0].percentage PEPPOL-EN16931-R042',
    '$.invoice.items[0].charges[0].percentage PEPPOL-EN16931-R042',
  ]);
  const au = codes({
    format: 'peppol',
    country_profile: 'pint_au',
    invoice: withBases(countryInvoice('pint_au', 1)),
  });
  t.deepEqual(au, [
    '$.invoice.allowances[0].percentage aligned-ibrp-057',
    '$.invoice.items[0].charges[0].percentage aligned-ibrp-058',
  ]);
  const ae = countryInvoice('pint_ae', 1);
  ae.items[0].allowances = [{ amount: 294, base_amount: 9800, reason: 'Discount' }];
  t.deepEqual(codes({ format: 'peppol', country_profile: 'pint_ae', invoice: ae }), [
    '$.invoice.items[0].allowances[0].percentage aligned-ibrp-057',
  ]);
  const ubl = publicExample();
  ubl.format = 'ubl';
  t.deepEqual(codes({ ...ubl, invoice: withBases(ubl.invoice) }), []);
});

test('PINT SG judges a GST group by its rate rounded to a whole number (BR-CO-17-GST-SG): below 0.5 % its GST rounds to 0', (t) => {
  const refused = (rate: number, quantity: number) => {
    const invoice = countryInvoice('pint_sg', 1);
    invoice.items = [{ ...invoice.items[0], vat_rate: rate, quantity, unit_price: 1000 }];
    return answer({ format: 'peppol', country_profile: 'pint_sg', invoice })
      .issues.filter((i) => i.code === 'BR-CO-17-GST-SG')
      .map((i) => i.path);
  };
  // 20000.00 × 0.005 % = 1.00, which the rule wants 0 (its rate rounds to 0).
  t.deepEqual(refused(0.005, 20), ['$.invoice.items[0].vat_rate']);
  // 1000.00 × 0.005 % = 0.05 rounds to 0; at 0.5 % the rate rounds to 1 and the product stands.
  t.deepEqual(refused(0.005, 1), []);
  t.deepEqual(refused(0.5, 20), []);
});

test('XRechnung carries Peppol line rules (PEPPOL-EN16931-R040, R130, slack 0.5 in HUF; R120 only as a warning); every PINT rule set refuses a base quantity unit other than the invoiced unit (ibr-088)', (t) => {
  const xrechnung = (syntax: string, edit: (inv: any) => void, currency = 'EUR') => {
    const body = publicExample();
    Object.assign(body, { format: 'xrechnung', syntax });
    body.invoice.leitweg_id = '04011000-12345-03';
    body.invoice.currency = currency;
    edit(body.invoice);
    return answer(body);
  };
  for (const syntax of ['ubl', 'cii']) {
    // KoSIT flags R120 a warning in both syntaxes: the stated amount stands, with a warning.
    const offLine = xrechnung(syntax, (inv) => {
      inv.items[0].net_amount = 1140.05; // 12 × 95 = 1140
    });
    t.true(offLine.valid, `${syntax}: ${offLine.errors.join('\n')}`);
    t.true(
      offLine.format!.warnings.some((w) => w.code === 'NET_AMOUNT_AS_STATED'),
      syntax,
    );
    const offAllowance = xrechnung(syntax, (inv) => {
      inv.allowances = [{ amount: 100, base_amount: 1140, percentage: 10, reason: 'Rabatt' }];
    });
    t.true(
      offAllowance.issues.some((i) => i.code === 'PEPPOL-EN16931-R040'),
      offAllowance.errors.join('\n'),
    );
    const otherUnit = xrechnung(syntax, (inv) => {
      Object.assign(inv.items[0], { base_quantity: 1, base_quantity_unit: 'KGM' });
    });
    t.is(
      otherUnit.issues.find((i) => i.path === '$.invoice.items[0].base_quantity_unit')?.code,
      'PEPPOL-EN16931-R130',
      otherUnit.errors.join('\n'),
    );
  }
  for (const profile of ['pint_jp', 'pint_my', 'pint_au']) {
    const invoice = countryInvoice(profile, 1);
    invoice.items[0].base_quantity = 1;
    invoice.items[0].base_quantity_unit = invoice.items[0].unit === 'KGM' ? 'H87' : 'KGM';
    const res = answer({ format: 'peppol', country_profile: profile, invoice });
    t.is(
      res.issues.find((i) => i.path === '$.invoice.items[0].base_quantity_unit')?.code,
      'ibr-088',
      `${profile}: ${res.errors.join('\n')}`,
    );
  }
  // EN 16931 has no such rule: a UBL or a Factur-X takes another base unit.
  for (const format of ['ubl', 'facturx']) {
    const body = publicExample();
    body.format = format;
    Object.assign(body.invoice.items[0], { base_quantity: 1, base_quantity_unit: 'KGM' });
    t.true(answer(body).valid, `${format}: ${answer(body).errors.join('\n')}`);
  }
});

test('a line period outside the invoicing period: refused where the rule set says so (PEPPOL-EN16931-R110/R111 in Peppol BIS and XRechnung, ibr-085/086 in PINT); EN 16931 alone takes it', (t) => {
  const outside = (inv: any) => {
    inv.invoicing_period = { start: '2026-01-01', end: '2026-01-31' };
    inv.items[0].period = { start: '2025-12-01', end: '2026-02-15' };
    return inv;
  };
  const codes = (res: ReturnType<typeof answer>) =>
    res.issues
      .filter((i) => i.path.startsWith('$.invoice.items[0].period'))
      .map((i) => `${i.path} ${i.code}`);
  const peppol = publicExample();
  Object.assign(peppol, { format: 'peppol' });
  peppol.invoice.seller.peppol_id = '9930:DE123456789';
  peppol.invoice.buyer.peppol_id = '9930:DE987654321';
  peppol.invoice.buyer_reference = 'PO-1';
  t.deepEqual(codes(answer({ ...peppol, invoice: outside(peppol.invoice) })), [
    '$.invoice.items[0].period.start PEPPOL-EN16931-R110',
    '$.invoice.items[0].period.end PEPPOL-EN16931-R111',
  ]);
  const xrechnung = publicExample();
  Object.assign(xrechnung, { format: 'xrechnung', syntax: 'cii' });
  xrechnung.invoice.leitweg_id = '04011000-12345-03';
  t.is(codes(answer({ ...xrechnung, invoice: outside(xrechnung.invoice) })).length, 2);
  const sg = countryInvoice('pint_sg', 1);
  t.deepEqual(
    codes(answer({ format: 'peppol', country_profile: 'pint_sg', invoice: outside(sg) })),
    ['$.invoice.items[0].period.start ibr-085', '$.invoice.items[0].period.end ibr-086'],
  );
  const ubl = publicExample();
  ubl.format = 'ubl';
  t.deepEqual(codes(answer({ ...ubl, invoice: outside(ubl.invoice) })), []);
  // Within the invoicing period, or without one, it is valid.
  const within = publicExample();
  Object.assign(within, { format: 'peppol', invoice: peppol.invoice });
  within.invoice.items[0].period = { start: '2026-01-05', end: '2026-01-31' };
  t.deepEqual(codes(answer(within)), []);
});

test('CIUS-PT refuses figures more than 1.00 off (DT-CIUS-PT-157, 168/169) and a base amount without percentage; PINT states one buyer tax identifier (ibr-104); white space is no item name', (t) => {
  const pt = ublCountryRequest('cius_pt');
  const item = pt.invoice.items[0];
  item.net_amount = Number(item.quantity ?? 1) * Number(item.unit_price) + 1.5;
  item.charges = [{ amount: 3, base_amount: 10, percentage: 10, reason: 'Portes' }];
  const refused = answer(pt).issues.map((i) => `${i.path} ${i.code}`);
  t.true(refused.includes('$.invoice.items[0].net_amount DT-CIUS-PT-157'), refused.join('\n'));
  t.true(
    refused.includes('$.invoice.items[0].charges[0].amount DT-CIUS-PT-169'),
    refused.join('\n'),
  );
  const within = ublCountryRequest('cius_pt');
  const line = within.invoice.items[0];
  line.net_amount = Number(line.quantity ?? 1) * Number(line.unit_price) + 0.5;
  t.false(answer(within).issues.some((i) => i.path === '$.invoice.items[0].net_amount'));
  within.invoice.items[0].allowances = [{ amount: 1, base_amount: 10, reason: 'Desconto' }];
  t.true(
    answer(within).issues.some(
      (i) =>
        i.path === '$.invoice.items[0].allowances[0].percentage' && i.code === 'DT-CIUS-PT-168',
    ),
  );
  const my = countryInvoice('pint_my', 1);
  my.buyer.tax_registration_id = 'SST-1234';
  t.deepEqual(
    answer({ format: 'peppol', country_profile: 'pint_my', invoice: my })
      .issues.filter((i) => i.path.startsWith('$.invoice.buyer'))
      .map((i) => i.code),
    ['NOT_CARRIED'],
  );
  const blankName = publicExample();
  blankName.invoice.items[0].description = '  ';
  t.true(
    answer(blankName).issues.some(
      (i) => i.path === '$.invoice.items[0].description' && i.code === 'REQUIRED',
    ),
  );
});

test("BT-121 code list: VATEX where the rules run BR-CL-22 (EN 16931 formats, PINT EU), on the document and on a line; PINT AE's own codes (DL8.46.2) elsewhere", (t) => {
  const lineCode = (profile: string, code: string) => {
    const invoice = countryInvoice(profile, 1);
    Object.assign(invoice.items[0], { vat_exemption_reason_code: code });
    return answer({ format: 'peppol', country_profile: profile, invoice }).issues.filter((i) =>
      i.path.endsWith('vat_exemption_reason_code'),
    );
  };
  t.is(lineCode('pint_eu', 'DL8.46.2')[0]?.code, 'INVALID_CODE');
  t.deepEqual(lineCode('pint_ae', 'DL8.46.2'), []);
});

test('XRechnung: a direct debit is payment instructions (BR-DE-1) with its creditor id and debited account (BR-DE-30/31); a deliver-to address its city and post code (BR-DE-10/11); a type code outside its list is a warning (BR-DE-17)', (t) => {
  const xr = (edit: (inv: any) => void) => {
    const body = publicExample();
    body.format = 'xrechnung';
    body.invoice.leitweg_id = '04011000-12345-03';
    edit(body.invoice);
    return answer(body);
  };
  const debit = (dd: any) =>
    xr((inv) => (inv.payment = { means_code: '59', direct_debit: dd })).issues.map((i) => i.path);
  t.deepEqual(
    debit({
      mandate_reference: 'M-1',
      creditor_id: 'DE98ZZZ09999999999',
      debited_account: 'DE02120300000000202051',
    }),
    [],
  );
  t.deepEqual(debit({ mandate_reference: 'M-1' }), [
    '$.invoice.payment.direct_debit.creditor_id',
    '$.invoice.payment.direct_debit.debited_account',
  ]);
  t.deepEqual(
    xr(
      (inv) => (inv.delivery = { address: { country: 'DE', street: 'Hafenstraße 1' } }),
    ).issues.map((i) => i.path),
    ['$.invoice.delivery.address.city', '$.invoice.delivery.address.postal_code'],
  );
  const prepayment = xr((inv) => (inv.type_code = '386'));
  t.true(prepayment.valid, prepayment.errors.join('\n'));
  t.true(prepayment.format!.warnings.some((w) => w.code === 'XRECHNUNG_TYPE_CODE'));
});

/** The public example in `format` with its first line at a net and a gross price. */
function pricedLine(format: string, unitPrice: number, grossPrice: number) {
  const body = publicExample();
  body.format = format;
  Object.assign(body.invoice.items[0], { unit_price: unitPrice, gross_price: grossPrice });
  if (format === 'peppol') {
    body.invoice.seller.peppol_id = '9930:DE123456789';
    body.invoice.buyer.peppol_id = '9930:DE987654321';
    body.invoice.buyer_reference = 'PO-1';
  }
  return answer(body);
}

test('a gross price without a discount: the net price is the gross price (the UBL writers state the discount 0); another net price is refused where R046 and its kin judge it, a warning elsewhere', (t) => {
  const priced = (format: string) => pricedLine(format, 90, 95);
  t.is(
    priced('peppol').issues.find((i) => i.path === '$.invoice.items[0].unit_price')?.code,
    'PEPPOL-EN16931-R046',
  );
  const facturx = priced('facturx');
  t.true(facturx.valid, facturx.errors.join('\n'));
  t.true(facturx.format!.warnings.some((w) => w.code === 'NET_PRICE_AS_GIVEN'));
});

test('a net price above the gross price (no discount): officially valid in EN 16931 (no rule ties them), so a warning; Peppol R046 refuses it', (t) => {
  const priced = (format: string) => pricedLine(format, 95, 90);
  for (const format of ['cii', 'ubl', 'facturx']) {
    const a = priced(format);
    t.true(a.valid, `${format}: ${a.errors.join('\n')}`);
    t.true(
      a.format!.warnings.some((w) => w.code === 'NET_PRICE_AS_GIVEN'),
      format,
    );
  }
  t.is(
    priced('peppol').issues.find((i) => i.path === '$.invoice.items[0].unit_price')?.code,
    'PEPPOL-EN16931-R046',
  );
});

test('a price discount without its gross price: UBL states it, but not the XRechnung UBL, whose PDF embeds a CII (the gross price is its ChargeAmount)', (t) => {
  const discounted = (format: string, syntax?: string) => {
    const body = publicExample();
    body.format = format;
    if (syntax) body.syntax = syntax;
    body.invoice.leitweg_id = '04011000-1234512345-06';
    Object.assign(body.invoice.items[0], { price_discount: 5 });
    return answer(body).issues.find((i) => i.path === '$.invoice.items[0].gross_price')?.code;
  };
  t.is(discounted('ubl'), undefined);
  t.is(discounted('xrechnung', 'ubl'), 'BT-147');
  t.is(discounted('xrechnung', 'cii'), 'BT-147');
});

test('a standard-rated document allowance or charge at rate 0 is refused (BR-S-06, BR-S-07), as a line is (BR-S-05)', (t) => {
  for (const kind of ['allowances', 'charges'] as const) {
    const body = publicExample();
    body.format = 'ubl';
    body.invoice[kind] = [{ amount: 10, reason: 'Fracht', tax_category: 'S', vat_rate: 0 }];
    t.is(
      answer(body).issues.find((i) => i.path === `$.invoice.${kind}[0].vat_rate`)?.code,
      kind === 'allowances' ? 'BR-S-06' : 'BR-S-07',
    );
  }
});

test("PINT AE: a stated standard-rated VAT within 0.02 of BT-116 × rate (aligned-ibrp-s-09); its examples' 4 decimals pass", (t) => {
  const stated = (taxAmount: number) => {
    const invoice = countryInvoice('pint_ae', 1);
    const item = invoice.items[0];
    const taxable = Number(item.quantity ?? 1) * Number(item.unit_price);
    invoice.vat_breakdown = [
      {
        tax_category: 'S',
        vat_rate: 5,
        tax_amount: Number((taxable * 0.05 + taxAmount).toFixed(4)),
      },
    ];
    return answer({ format: 'peppol', country_profile: 'pint_ae', invoice }).issues.filter((i) =>
      i.path.startsWith('$.invoice.vat_breakdown'),
    );
  };
  t.deepEqual(stated(0.0045), []);
  t.is(stated(0.5)[0]?.code, 'aligned-ibrp-s-09');
});

test('PINT: BR-CO-25 refused where the rule set asserts it under its own id (A-NZ aligned-ibrp-061, SG BR-CO-25-SG), BR-61 a warning where none does (MY, JP)', (t) => {
  const without = (profile: string, edit: (invoice: any) => void) => {
    const invoice = countryInvoice(profile, 1);
    edit(invoice);
    return answer({ format: 'peppol', country_profile: profile, invoice });
  };
  const noDueDate = (invoice: any) => {
    delete invoice.due_date;
    if (invoice.payment) delete invoice.payment.terms;
  };
  for (const profile of ['pint_au', 'pint_sg', 'pint_eu']) {
    const res = without(profile, noDueDate);
    t.true(
      res.issues.some((i) => i.code === 'BR-CO-25'),
      `${profile}: ${res.errors.join('\n')}`,
    );
  }
  const my = without('pint_my', noDueDate);
  t.true(my.valid, my.errors.join('\n'));
  t.true(my.format!.warnings.some((w) => w.code === 'DUE_DATE_OR_TERMS_MISSING'));
  const noAccount = (invoice: any) => {
    invoice.payment = { means_code: '30', terms: 'Net 30' };
  };
  for (const profile of ['pint_my', 'pint_jp']) {
    const res = without(profile, noAccount);
    t.true(res.valid, `${profile}: ${res.errors.join('\n')}`);
    t.true(
      res.format!.warnings.some((w) => w.code === 'PAYMENT_ACCOUNT_MISSING'),
      JSON.stringify(res.format!.warnings),
    );
  }
  for (const profile of ['pint_au', 'pint_eu', 'pint_ae']) {
    const res = without(profile, noAccount);
    t.true(
      res.issues.some((i) => i.code === 'BR-61'),
      `${profile}: ${res.errors.join('\n')}`,
    );
  }
});

test('PINT OM refuses a document allowance off base × percentage (IBR-033-OM); its charges and line allowances and charges keep the warning (IBR-063-OM never fires, the lines have no such rule)', (t) => {
  const off = { amount: 10, base_amount: 100, percentage: 4, reason: 'Off' };
  const check = (edit: (invoice: any) => void) => {
    const invoice = omInvoice();
    edit(invoice);
    return answer({ format: 'peppol', country_profile: 'pint_om', invoice });
  };
  const category = (invoice: any) => ({
    tax_category: invoice.items[0].tax_category ?? 'S',
    vat_rate: invoice.items[0].vat_rate,
  });
  const allowance = check((inv) => (inv.allowances = [{ ...off, ...category(inv) }]));
  t.is(
    allowance.issues.find((i) => i.path === '$.invoice.allowances[0].amount')?.code,
    'IBR-033-OM',
    allowance.errors.join('\n'),
  );
  for (const [label, edit] of [
    [
      'document charge',
      (inv: any) => (inv.charges = [{ ...off, reason_code: 'FC', ...category(inv) }]),
    ],
    ['line allowance', (inv: any) => (inv.items[0].allowances = [off])],
    ['line charge', (inv: any) => (inv.items[0].charges = [off])],
  ] as const) {
    const res = check(edit);
    t.true(res.valid, `${label}: ${res.errors.join('\n')}`);
    t.true(
      res.format!.warnings.some((w) => w.code === 'ALLOWANCE_CHARGE_AMOUNT_AS_GIVEN'),
      label,
    );
  }
});

test('an allowance percentage without its base amount: no EN 16931 rule, a warning; Peppol R041 (which XRechnung runs too) refuses it', (t) => {
  const percent = (format: string) => {
    const body = publicExample();
    body.format = format;
    body.invoice.items[0].allowances = [{ amount: 114, percentage: 10, reason: 'Rabatt' }];
    if (format === 'xrechnung') body.invoice.leitweg_id = '04011000-12345-03';
    if (format === 'peppol') {
      body.invoice.seller.peppol_id = '9930:DE123456789';
      body.invoice.buyer.peppol_id = '9930:DE987654321';
      body.invoice.buyer_reference = 'PO-1';
    }
    return answer(body);
  };
  for (const format of ['ubl', 'cii', 'facturx']) {
    const a = percent(format);
    t.false(
      a.issues.some((i) => i.path === '$.invoice.items[0].allowances[0].base_amount'),
      format,
    );
    t.true(
      a.format!.warnings.some((w) => w.code === 'PERCENTAGE_WITHOUT_BASE'),
      format,
    );
  }
  for (const format of ['peppol', 'xrechnung'])
    t.is(
      percent(format).issues.find((i) => i.path === '$.invoice.items[0].allowances[0].base_amount')
        ?.code,
      'PEPPOL-EN16931-R041',
      format,
    );
});

test('a stated BT-116 off its lines: CEN UBL takes less than 1 (BR-S-08), CEN CII wants S equal, and the CII an XRechnung PDF embeds too', (t) => {
  // The example's S 19 % group: 1189.90.
  const stated = (taxable: number, format: string, syntax?: string) => {
    const body = publicExample();
    body.format = format;
    if (syntax) body.syntax = syntax;
    if (format === 'xrechnung') body.invoice.leitweg_id = '04011000-12345-03';
    body.invoice.vat_breakdown = [
      { tax_category: 'S', vat_rate: 19, taxable_amount: taxable, tax_amount: 226.08 },
    ];
    return answer(body).issues.find((i) => i.path === '$.invoice.vat_breakdown[0].taxable_amount')
      ?.code;
  };
  t.is(stated(1189.85, 'ubl'), undefined);
  t.is(stated(1189.85, 'cii'), 'BR-S-08');
  t.is(stated(1189.85, 'zugferd'), 'BR-S-08');
  t.is(stated(1189.85, 'xrechnung', 'ubl'), 'BR-S-08');
  t.is(stated(1188.9, 'ubl'), 'BR-S-08', 'exactly 1 off is not less than 1');
  t.is(stated(1189.9, 'cii'), undefined);
});

test('a stated BT-116 in Factur-X EXTENDED: within 0.01 per DETAIL line, allowance and charge of the group (BR-FXEXT-E-08b, BR-FXEXT-S08b)', (t) => {
  // Two exempt lines: 1140.00 + 49.90 = 1189.90, so 0.02 of slack.
  const stated = (category: string, taxable: number) => {
    const body = publicExample();
    body.format = 'facturx';
    body.profile = 'extended';
    for (const item of body.invoice.items)
      Object.assign(item, { tax_category: category, vat_rate: category === 'S' ? 19 : 0 });
    body.invoice.vat_exemptions = [{ tax_category: 'E', reason: 'Exempt' }];
    body.invoice.vat_breakdown = [
      {
        tax_category: category,
        vat_rate: category === 'S' ? 19 : 0,
        taxable_amount: taxable,
        tax_amount: category === 'S' ? 226.08 : 0,
      },
    ];
    return answer(body).issues.find((i) => i.path === '$.invoice.vat_breakdown[0].taxable_amount')
      ?.code;
  };
  t.is(stated('E', 1189.92), undefined);
  t.is(stated('E', 1189.93), 'BR-FXEXT-E-08b');
  t.is(stated('E', 0), 'BR-FXEXT-E-08b');
  t.is(stated('S', 1189.92), undefined);
  t.is(stated('S', 1189.93), 'BR-FXEXT-S08b');
});

test('a stated BT-116 in EXTENDED-CTC-FR: within 0.01 per line, allowance and charge of the group (BR-FXEXT-S-08 in CII, BR-FREXT-S-08 in UBL)', (t) => {
  const stated = (format: 'cii-ctc-fr' | 'ubl-ctc-fr', off: number) => {
    const invoice = frenchInvoice('domestic');
    const body = frenchRequest(FRENCH_FORMATS.find((f) => f.id === format)!, invoice);
    t.deepEqual(answer(body).issues, [], 'the request without a stated breakdown is valid');
    // Its two 20 % lines: 10 × 100 + 2 × 450.
    const sum = 1900;
    body.invoice.vat_breakdown = [
      {
        tax_category: 'S',
        vat_rate: 20,
        taxable_amount: Math.round((sum + off) * 100) / 100,
        tax_amount: Math.round((sum + off) * 20) / 100,
      },
    ];
    return answer(body).issues.find((i) => i.path === '$.invoice.vat_breakdown[0].taxable_amount')
      ?.code;
  };
  t.is(stated('cii-ctc-fr', 0), undefined);
  t.is(stated('cii-ctc-fr', 5), 'BR-FXEXT-S-08');
  t.is(stated('ubl-ctc-fr', 0), undefined);
  t.is(stated('ubl-ctc-fr', 5), 'BR-FREXT-S-08');
});
