/**
 * The seller's RegimeFiscale (seller.regime_fiscale) and the transmission format: a flat-rate
 * seller (RF19) is written as such, not as the ordinary regime; the reader gives it back (RF01,
 * the writer's default, as no value); FormatoTrasmissione is read when it agrees with the
 * recipient code (the writer states it from there) and listed as dropped when it does not; the
 * checks refuse a code outside the XSD's list and a regime on the buyer. The payment conditions
 * (payment.condizioni_pagamento) likewise: TP01 instalments written and read back, TP02 the
 * default, and refused where no DatiPagamento would hold them. The stamp duty paid virtually
 * (importo_bollo): DatiBollo written and read back, 0 and 3 decimals refused.
 */
import test from 'ava';
import { Decimal } from '../../../src/domain/decimal.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readFatturaPa } from '../../../src/syntax/fatturapa/reader/read-fatturapa.js';
import {
  progressivoFromNumber,
  writeFatturaPa,
} from '../../../src/syntax/fatturapa/writer/write-fatturapa.js';
import type { CalculatedInvoice } from '../../../src/domain/model.js';
import { check, skipReason, tempFile } from '../ubl/helpers/checker.js';
import { requires } from '../../helpers/requires.js';
import { invoiceSet, JURISDICTIONS } from '../ubl/helpers/invoices.js';
import { read } from '../ubl/helpers/xpath.js';
import { issueAt, italian, request } from '../../validation/checks/helpers.js';

const it = JURISDICTIONS.it!;
const write = (inv: CalculatedInvoice): string =>
  writeFatturaPa(inv, { progressivo: progressivoFromNumber(inv.number) });
const REGIME =
  '/p:FatturaElettronica/FatturaElettronicaHeader/CedentePrestatore/DatiAnagrafici/RegimeFiscale';
const withRegime = (regimeFiscale?: string) =>
  invoiceSet({ ...it, seller: { ...it.seller, regimeFiscale } }).single!;

test('a flat-rate seller is written RF19, read back RF19 and not listed as dropped', (t) => {
  const xml = write(withRegime('RF19'));
  t.is(read(xml).str(REGIME), 'RF19');
  const { invoice, dropped } = readFatturaPa(parseXmlSafely(xml));
  t.is(invoice.seller.regimeFiscale, 'RF19');
  t.deepEqual(
    dropped.filter((d) => /RegimeFiscale|FormatoTrasmissione/.test(d.path)),
    [],
  );
});

test('no regime_fiscale: RF01 written, read back as no value', (t) => {
  const xml = write(withRegime(undefined));
  t.is(read(xml).str(REGIME), 'RF01');
  t.is(readFatturaPa(parseXmlSafely(xml)).invoice.seller.regimeFiscale, undefined);
});

test('a FormatoTrasmissione the recipient code does not give stays listed as dropped', (t) => {
  // The 6-character office code of a public administration asks for FPA12.
  const xml = write(invoiceSet(it).single!).replace(
    '<FormatoTrasmissione>FPA12</FormatoTrasmissione>',
    '<FormatoTrasmissione>FPR12</FormatoTrasmissione>',
  );
  const dropped = readFatturaPa(parseXmlSafely(xml)).dropped;
  t.true(dropped.some((d) => d.path.endsWith('/FormatoTrasmissione') && d.value === 'FPR12'));
});

test('checks: a code outside the list, and a regime on the buyer, are refused by path', (t) => {
  t.is(
    issueAt(
      request(italian, (b) => (b.invoice.seller.regime_fiscale = 'RF19')),
      '$.invoice.seller.regime_fiscale',
    ),
    undefined,
  );
  t.is(
    issueAt(
      request(italian, (b) => (b.invoice.seller.regime_fiscale = 'RF03')),
      '$.invoice.seller.regime_fiscale',
    )?.code,
    'INVALID_CODE',
  );
  t.is(
    issueAt(
      request(italian, (b) => (b.invoice.buyer.regime_fiscale = 'RF19')),
      '$.invoice.buyer.regime_fiscale',
    )?.code,
    'INVALID_VALUE',
  );
  t.truthy(
    issueAt(
      request(italian, (b) => (b.invoice.seller.regime_fiscale = 'forfettario')),
      '$.invoice.seller.regime_fiscale',
    ),
    'outside the proto pattern',
  );
});

requires(skipReason(false))(
  'the RF19 document passes the official XSD (independent checker)',
  async (t) => {
    const res = await check('fatturapa', tempFile('regime-rf19.xml', write(withRegime('RF19'))));
    t.true(res.xsd_ok, res.xsd_errors.join('; '));
  },
);

const withConditions = (condizioniPagamento?: string) => {
  const inv = invoiceSet(it).single!;
  return {
    ...inv,
    payment: { ...inv.payment, iban: 'IT60X0542811101000000123456', condizioniPagamento },
  };
};
const CONDIZIONI = '/p:FatturaElettronica/FatturaElettronicaBody/DatiPagamento/CondizioniPagamento';

test('payment in instalments: TP01 written and read back; TP02, the default, read as no value', (t) => {
  const tp01 = write(withConditions('TP01'));
  t.is(read(tp01).str(CONDIZIONI), 'TP01');
  const back = readFatturaPa(parseXmlSafely(tp01));
  t.is(back.invoice.payment?.condizioniPagamento, 'TP01');
  t.false(back.dropped.some((d) => d.path.endsWith('/CondizioniPagamento')));
  const tp02 = write(withConditions(undefined));
  t.is(read(tp02).str(CONDIZIONI), 'TP02');
  t.is(readFatturaPa(parseXmlSafely(tp02)).invoice.payment?.condizioniPagamento, undefined);
});

test('checks: payment conditions without a payment means FatturaPA states, or outside the list, are refused', (t) => {
  const path = '$.invoice.payment.condizioni_pagamento';
  const noMeans = request(italian, (b) => (b.invoice.payment = { condizioni_pagamento: 'TP01' }));
  t.is(issueAt(noMeans, path)?.code, 'INVALID_VALUE');
  const withIban = request(italian, (b) => {
    b.invoice.payment = { iban: 'IT60X0542811101000000123456', condizioni_pagamento: 'TP03' };
  });
  t.is(issueAt(withIban, path), undefined);
  const unknown = request(italian, (b) => {
    b.invoice.payment = { iban: 'IT60X0542811101000000123456', condizioni_pagamento: 'TP04' };
  });
  t.truthy(issueAt(unknown, path));
});

const BOLLO =
  '/p:FatturaElettronica/FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento/DatiBollo';

test('stamp duty: DatiBollo with BolloVirtuale SI and ImportoBollo, read back; none without it', (t) => {
  const xml = write({ ...invoiceSet(it).single!, importoBollo: new Decimal('2') });
  const d = read(xml);
  t.is(d.str(`${BOLLO}/BolloVirtuale`), 'SI');
  t.is(d.str(`${BOLLO}/ImportoBollo`), '2.00');
  const back = readFatturaPa(parseXmlSafely(xml));
  t.is(back.invoice.importoBollo?.toString(), '2');
  t.false(back.dropped.some((x) => x.path.includes('/DatiBollo')));
  t.is(read(write(invoiceSet(it).single!)).count(BOLLO), 0);
});

test('checks: importo_bollo of 0, negative or with 3 decimals is refused by path', (t) => {
  const path = '$.invoice.importo_bollo';
  t.is(
    issueAt(
      request(italian, (b) => (b.invoice.importo_bollo = 2)),
      path,
    ),
    undefined,
  );
  for (const bad of [0, -2, 2.005])
    t.is(
      issueAt(
        request(italian, (b) => (b.invoice.importo_bollo = bad)),
        path,
      )?.code,
      'OUT_OF_RANGE',
      String(bad),
    );
});

requires(skipReason(false))(
  'a document with DatiBollo passes the official XSD (independent checker)',
  async (t) => {
    const xml = write({ ...withRegime('RF19'), importoBollo: new Decimal('2') });
    const res = await check('fatturapa', tempFile('bollo.xml', xml));
    t.true(res.xsd_ok, res.xsd_errors.join('; '));
  },
);
