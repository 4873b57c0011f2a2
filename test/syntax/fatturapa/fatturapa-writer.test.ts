/**
 * The FatturaPA 1.2.2 writer: FPA12/FPR12 by recipient, header and body fields read back with
 * XPath, Natura and DatiRiepilogo per rate and Natura, DatiPagamento; and every document of the
 * test set (four recipients × five shapes) valid against the official XSD through the
 * independent checker (kind fatturapa, xmllint only: fast).
 */
import { fromJson, type JsonObject } from '@bufbuild/protobuf';
import test from 'ava';
import { GenerateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { toInvoiceInput } from '../../../src/api/invoice-input.js';
import { calculate } from '../../../src/domain/calculate.js';
import { fatturaPaInvoice } from '../../conformance/helpers/invoices.js';
import type { CalculatedInvoice } from '../../../src/domain/model.js';
import { fatturaPaMissingData } from '../../../src/validation/checks/fatturapa-missing-data.js';
import { latin } from '../../../src/syntax/fatturapa/writer/latin-text.js';
import { contattiEmail, telefono } from '../../../src/syntax/fatturapa/writer/fatturapa-header.js';
import {
  progressivoFromNumber,
  writeFatturaPa,
} from '../../../src/syntax/fatturapa/writer/write-fatturapa.js';
import { check, limit, skipReason, tempFile } from '../ubl/helpers/checker.js';
import { requires } from '../../helpers/requires.js';
import { invoiceSet, JURISDICTIONS, type Jurisdiction } from '../ubl/helpers/invoices.js';
import { read } from '../ubl/helpers/xpath.js';

const it = JURISDICTIONS.it!;
const RECIPIENTS: Record<string, Jurisdiction> = {
  pa: it,
  private: {
    ...it,
    buyer: {
      ...it.buyer,
      name: 'Ditta Beta',
      codiceDestinatario: 'ABC1234',
      vatId: 'IT09876543210',
      codiceFiscale: '09876543210',
    },
  },
  pec: {
    ...it,
    buyer: {
      ...it.buyer,
      name: 'Ditta Gamma',
      codiceDestinatario: undefined,
      pec: 'gamma@pec.example.it',
      codiceFiscale: 'RSSMRA80A01H501U',
    },
  },
  foreign: {
    ...it,
    buyer: {
      name: 'Kunde GmbH',
      vatId: 'DE987654321',
      street: 'Kundenweg 7',
      city: 'München',
      postalCode: '80331',
      country: 'DE',
    },
  },
  // BT-42 / BT-43 seller contacts, the phone longer than Telefono's 12 characters as typed.
  contacts: {
    ...it,
    seller: { ...it.seller, phone: '+39 02 1234567', email: 'fatture@alpha.example.it' },
  },
};
const write = (inv: CalculatedInvoice): string =>
  writeFatturaPa(inv, { progressivo: progressivoFromNumber(inv.number) });
const R = '/p:FatturaElettronica';
const DT = `${R}/FatturaElettronicaHeader/DatiTrasmissione`;
const B = `${R}/FatturaElettronicaBody`;

test('FPA12 for a 6-character office code; FPR12 for 7 characters, PEC only (0000000) and abroad (XXXXXXX)', (t) => {
  const pa = read(write(invoiceSet(RECIPIENTS.pa!).single!));
  t.is(pa.str(`${R}/@versione`), 'FPA12');
  t.is(pa.str(`${DT}/FormatoTrasmissione`), 'FPA12');
  t.is(pa.str(`${DT}/CodiceDestinatario`), 'UFY9MH');
  const pr = read(write(invoiceSet(RECIPIENTS.private!).single!));
  t.is(pr.str(`${R}/@versione`), 'FPR12');
  t.is(pr.str(`${DT}/CodiceDestinatario`), 'ABC1234');
  const pec = read(write(invoiceSet(RECIPIENTS.pec!).single!));
  t.is(pec.str(`${DT}/CodiceDestinatario`), '0000000');
  t.is(pec.str(`${DT}/PECDestinatario`), 'gamma@pec.example.it');
  const abroad = read(write(invoiceSet(RECIPIENTS.foreign!).single!));
  t.is(abroad.str(`${DT}/CodiceDestinatario`), 'XXXXXXX');
  t.is(abroad.str(`${R}/FatturaElettronicaHeader/CessionarioCommittente/Sede/CAP`), '00000');
});

test('DatiTrasmissione and CedentePrestatore: IdTrasmittente, ProgressivoInvio, IdFiscaleIVA, CodiceFiscale, RF01, Sede', (t) => {
  const inv = invoiceSet(it).single!;
  const d = read(write(inv));
  t.is(d.str(`${DT}/IdTrasmittente/IdPaese`), 'IT');
  t.is(d.str(`${DT}/IdTrasmittente/IdCodice`), '01234567890');
  t.is(d.str(`${DT}/ProgressivoInvio`), progressivoFromNumber(inv.number));
  t.is(progressivoFromNumber(inv.number), progressivoFromNumber(inv.number));
  t.regex(progressivoFromNumber(inv.number), /^[0-9A-Z]{10}$/);
  const cp = `${R}/FatturaElettronicaHeader/CedentePrestatore`;
  t.is(d.str(`${cp}/DatiAnagrafici/IdFiscaleIVA/IdCodice`), '01234567890');
  t.is(d.str(`${cp}/DatiAnagrafici/CodiceFiscale`), '01234567890');
  t.is(d.str(`${cp}/DatiAnagrafici/Anagrafica/Denominazione`), 'Società Alpha S.r.l.');
  t.is(d.str(`${cp}/DatiAnagrafici/RegimeFiscale`), 'RF01');
  t.is(d.str(`${cp}/Sede/Comune`), 'Sassari');
  t.is(
    d.str(`${R}/FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici/CodiceFiscale`),
    '80012345678',
  );
});

test('CedentePrestatore/Contatti: BT-42 Telefono (5-12 characters, spaces dropped when too long), BT-43 Email', (t) => {
  const cp = `${R}/FatturaElettronicaHeader/CedentePrestatore`;
  const d = read(write(invoiceSet(RECIPIENTS.contacts!).single!));
  t.deepEqual(d.children(cp), ['DatiAnagrafici', 'Sede', 'Contatti']);
  t.is(d.str(`${cp}/Contatti/Telefono`), '+39021234567');
  t.is(d.str(`${cp}/Contatti/Email`), 'fatture@alpha.example.it');
  t.is(
    d.count(`${R}/FatturaElettronicaHeader/CessionarioCommittente/Contatti`),
    0,
    'FatturaPA has no buyer contacts',
  );
  const none = read(
    write(invoiceSet({ ...it, seller: { ...it.seller, email: undefined } }).single!),
  );
  t.is(none.count(`${cp}/Contatti`), 0);
  t.is(telefono('02 1234567'), '02 1234567');
  t.is(telefono('+39 (02) 123-4567'), '+39021234567');
  t.is(telefono('+39 02 1234 5678 99'), undefined, 'too long even without separators: left out');
  t.is(telefono('123'), undefined);
  t.is(contattiEmail('a@b.it'), undefined, 'shorter than 7 characters');
  t.is(contattiEmail('not-an-email'), undefined);
});

test('DatiGeneraliDocumento: TipoDocumento (TD01, TD04 for BT-3 381, tipo_documento wins), BT-5, BT-2, BT-1, BT-112', (t) => {
  const set = invoiceSet(it);
  const d = read(write(set.mixed!));
  const g = `${B}/DatiGenerali/DatiGeneraliDocumento`;
  t.is(d.str(`${g}/TipoDocumento`), 'TD01');
  t.is(d.str(`${g}/Divisa`), 'EUR');
  t.is(d.str(`${g}/Data`), '2026-11-02');
  t.is(d.str(`${g}/Numero`), 'INV-it-3');
  t.is(d.str(`${g}/ImportoTotaleDocumento`), set.mixed!.totals.taxInclusive.toFixed(2));
  t.is(read(write(set.credit!)).str(`${g}/TipoDocumento`), 'TD04');
  t.is(read(write({ ...set.single!, tipoDocumento: 'TD24' })).str(`${g}/TipoDocumento`), 'TD24');
});

test('DettaglioLinee and DatiRiepilogo per rate and Natura, with RiferimentoNormativo', (t) => {
  const d = read(write(invoiceSet(it).zeroExempt!));
  const l = `${B}/DatiBeniServizi/DettaglioLinee`;
  t.deepEqual(d.all(`${l}/NumeroLinea`), ['1', '2', '3']);
  t.is(d.str(`${l}[1]/Quantita`), '2.00');
  t.is(d.str(`${l}[1]/PrezzoUnitario`), '100.00');
  t.is(d.str(`${l}[1]/PrezzoTotale`), '200.00');
  t.is(d.str(`${l}[1]/AliquotaIVA`), '22.00');
  t.is(d.count(`${l}[1]/Natura`), 0);
  t.is(d.str(`${l}[2]/Natura`), 'N3.1'); // given by the caller
  t.is(d.str(`${l}[3]/Natura`), 'N4'); // derived from BT-151 E
  const r = `${B}/DatiBeniServizi/DatiRiepilogo`;
  t.deepEqual(d.all(`${r}/AliquotaIVA`), ['22.00', '0.00', '0.00']);
  t.deepEqual(d.all(`${r}/Natura`), ['N3.1', 'N4']);
  t.is(d.str(`${r}[1]/Imposta`), '44.00');
  t.is(d.str(`${r}[3]/ImponibileImporto`), '250.00');
  t.is(d.str(`${r}[3]/RiferimentoNormativo`), 'Esenti ex art. 10 DPR 633/72');
  t.is(d.str(`${r}[1]/EsigibilitaIVA`), 'I');
});

test('DatiPagamento: TP02, MP05, BT-9, BT-115, BT-84, BT-86', (t) => {
  const inv = invoiceSet(it).single!;
  const d = read(write(inv));
  const p = `${B}/DatiPagamento`;
  t.is(d.str(`${p}/CondizioniPagamento`), 'TP02');
  t.is(d.str(`${p}/DettaglioPagamento/ModalitaPagamento`), 'MP05');
  t.is(d.str(`${p}/DettaglioPagamento/DataScadenzaPagamento`), '2026-12-02');
  t.is(d.str(`${p}/DettaglioPagamento/ImportoPagamento`), inv.totals.payable.toFixed(2));
  t.is(d.str(`${p}/DettaglioPagamento/IBAN`), 'IT60X0542811101000000123456');
  t.is(d.str(`${p}/DettaglioPagamento/BIC`), 'BPMOIT22XXX');
  t.is(read(write({ ...inv, payment: undefined })).count(p), 0);
});

test('Latin-1 text: accents kept, euro sign spelled, other scripts replaced, length cut', (t) => {
  t.is(latin('Società  Ünïcode', 80), 'Società Ünïcode');
  t.is(latin('Prezzo 10 €', 80), 'Prezzo 10 EUR');
  t.is(latin('Łódź 東京', 80), 'Lódz ??');
  t.is(latin('x'.repeat(90), 80).length, 80);
});

requires(skipReason(false))(
  'FatturaPA 1.2.2 XSD (independent checker) and SDI line sums: five recipients (one with seller contacts) × five shapes',
  async (t) => {
    t.timeout(10 * 60_000);
    const files = Object.entries(RECIPIENTS).flatMap(([who, j]) =>
      Object.entries(invoiceSet(j)).map(([shape, inv]) => {
        const xml = write(inv);
        t.deepEqual(sdiLineProblems(xml), [], `${who} ${shape}`); // SDI 00423, beyond the XSD
        t.deepEqual(sdiSummaryProblems(xml), [], `${who} ${shape}`); // SDI 00421, 00422
        return tempFile(`fatturapa-${who}-${shape}.xml`, xml);
      }),
    );
    const results = await limit(
      2,
      files.map((f) => () => check('fatturapa', f)),
    );
    results.forEach((r, i) => t.true(r.xsd_ok, `${files[i]}: ${r.xsd_errors.join('; ')}`));
    t.log(
      `${files.length} FatturaPA documents checked, ${results.filter((r) => r.xsd_ok).length} valid`,
    );
  },
);

test('fatturaPaMissingData: complete set lacks nothing; Z without Natura and a missing address are named', (t) => {
  const set = invoiceSet(it);
  t.deepEqual(fatturaPaMissingData(set.zeroExempt!), []);
  const zeroNoNatura = {
    ...set.zeroExempt!,
    lines: set.zeroExempt!.lines.map((l) => ({ ...l, natura: undefined })),
  };
  t.deepEqual(
    fatturaPaMissingData(zeroNoNatura).map((m) => m.path),
    ['$.invoice.items[1].natura'],
  );
  const noAddress = {
    ...set.single!,
    buyer: { ...set.single!.buyer, street: undefined, postalCode: '123' },
  };
  t.deepEqual(
    fatturaPaMissingData(noAddress).map((m) => m.path),
    ['$.invoice.buyer.street', '$.invoice.buyer.postal_code'],
  );
});

test('a negative quantity (a return line) is written as a positive Quantita with a negative PrezzoUnitario', (t) => {
  const request = fromJson(GenerateInvoiceRequestSchema, {
    format: 'fatturapa',
    invoice: fatturaPaInvoice(1),
  } as JsonObject);
  request.invoice!.items[0]!.quantity = -2;
  const d = read(write(calculate(toInvoiceInput(request.invoice!))));
  const l = `${B}/DatiBeniServizi/DettaglioLinee[1]`;
  t.is(d.str(`${l}/Quantita`), '2.00'); // QuantitaType has no sign
  t.is(d.str(`${l}/PrezzoUnitario`), '-95.00');
  t.is(d.str(`${l}/PrezzoTotale`), '-190.00');
});

/**
 * SDI's check of each line (error 00423): PrezzoUnitario, lowered by each ScontoMaggiorazione SC
 * and raised by each MG (Importo per unit, or Percentuale), times Quantita gives PrezzoTotale
 * within one cent. The XSD cannot see it.
 */
function sdiLineProblems(xml: string): string[] {
  const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  const tag = (body: string, name: string) =>
    new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1];
  return [...xml.matchAll(/<DettaglioLinee>(.*?)<\/DettaglioLinee>/gs)].flatMap(([, body]) => {
    let price = num(tag(body!, 'PrezzoUnitario'))!;
    for (const [, step] of body!.matchAll(/<ScontoMaggiorazione>(.*?)<\/ScontoMaggiorazione>/gs)) {
      const sign = tag(step!, 'Tipo') === 'SC' ? -1 : 1;
      const importo = num(tag(step!, 'Importo'));
      price += sign * (importo ?? (price * num(tag(step!, 'Percentuale'))!) / 100);
    }
    const total = num(tag(body!, 'PrezzoTotale'))!;
    const quantity = num(tag(body!, 'Quantita')) ?? 1;
    return Math.abs(price * quantity - total) <= 0.01 + 1e-9
      ? []
      : [`line ${tag(body!, 'NumeroLinea')}: ${price} × ${quantity} ≠ ${total}`];
  });
}

/**
 * SDI's checks of each DatiRiepilogo: ImponibileImporto is the sum of PrezzoTotale of the lines
 * at its AliquotaIVA and Natura (00422, one euro of tolerance, none needed here: within a cent)
 * and Imposta its tax at the rate (00421, within a cent).
 */
function sdiSummaryProblems(xml: string): string[] {
  const tag = (body: string, name: string) =>
    new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1];
  const key = (body: string) => `${Number(tag(body, 'AliquotaIVA'))}/${tag(body, 'Natura') ?? ''}`;
  const lines = [...xml.matchAll(/<DettaglioLinee>(.*?)<\/DettaglioLinee>/gs)].map(([, b]) => b!);
  return [...xml.matchAll(/<DatiRiepilogo>(.*?)<\/DatiRiepilogo>/gs)].flatMap(([, body]) => {
    const sum = lines
      .filter((l) => key(l) === key(body!))
      .reduce((a, l) => a + Number(tag(l, 'PrezzoTotale')), 0);
    const taxable = Number(tag(body!, 'ImponibileImporto'));
    const tax = Number(tag(body!, 'Imposta'));
    const rateValue = Number(tag(body!, 'AliquotaIVA'));
    return [
      ...(Math.abs(sum - taxable) <= 0.01 + 1e-9 ? [] : [`${key(body!)}: Σ ${sum} ≠ ${taxable}`]),
      ...(Math.abs((taxable * rateValue) / 100 - tax) <= 0.01 + 1e-9
        ? []
        : [`${key(body!)}: ${taxable} × ${rateValue} % ≠ ${tax}`]),
    ];
  });
}

test('each line adds up as SDI checks it (00423): line allowances and charges, base quantities, gross prices, returns', (t) => {
  const request = fromJson(GenerateInvoiceRequestSchema, {
    format: 'fatturapa',
    invoice: {
      ...fatturaPaInvoice(1),
      items: [
        // BG-27 as a percentage and BG-28 as an amount: SC and MG steps per unit.
        {
          description: 'Consulenza',
          quantity: 3,
          unit: 'HUR',
          unit_price: 95,
          vat_rate: 22,
          allowances: [{ base_amount: 285, percentage: 5, reason: 'Sconto' }],
          charges: [{ amount: 10, reason: 'Trasferta' }],
        },
        // A price per 12 units (BT-149): written per unit.
        {
          description: 'Viti',
          quantity: 7,
          unit: 'C62',
          unit_price: 10,
          base_quantity: 12,
          vat_rate: 22,
        },
        // A gross price with its discount, and a line allowance beside it.
        {
          description: 'Licenza',
          quantity: 2,
          unit: 'C62',
          unit_price: 90,
          gross_price: 100,
          vat_rate: 22,
          allowances: [{ amount: 7, reason: 'Promo' }],
        },
        // A return with a line allowance.
        {
          description: 'Reso',
          quantity: -2,
          unit: 'C62',
          unit_price: 50,
          vat_rate: 22,
          allowances: [{ amount: 10 }],
        },
      ],
    },
  } as JsonObject);
  const xml = write(calculate(toInvoiceInput(request.invoice!)));
  t.deepEqual(sdiLineProblems(xml), []);
  t.deepEqual(sdiSummaryProblems(xml), []);
  const d = read(xml);
  const l = (n: number) => `${B}/DatiBeniServizi/DettaglioLinee[${n}]`;
  t.is(d.str(`${l(1)}/PrezzoUnitario`), '95.00');
  t.deepEqual(
    [1, 2].map((n) => [
      d.str(`${l(1)}/ScontoMaggiorazione[${n}]/Tipo`),
      d.str(`${l(1)}/ScontoMaggiorazione[${n}]/Importo`),
    ]),
    [
      ['SC', '4.75'],
      ['MG', '3.33333333'],
    ],
  );
  t.is(d.str(`${l(1)}/PrezzoTotale`), '280.75');
  t.is(d.str(`${l(2)}/PrezzoUnitario`), '0.83333333');
  t.is(d.str(`${l(3)}/PrezzoUnitario`), '100.00');
  t.is(d.str(`${l(4)}/Quantita`), '2.00');
  t.is(d.str(`${l(4)}/PrezzoTotale`), '-110.00');
});
