/**
 * Every group of EN 16931 terms the FatturaPA terms table gives a place
 * (src/syntax/fatturapa/fatturapa-places.ts): written by the FatturaPA writer and read back by the
 * FatturaPA reader, the terms come back as given (compared in the public JSON of retrieve), and
 * the document is valid against the official XSD (independent checker, when installed).
 */
import { fromJson, type JsonObject } from '@bufbuild/protobuf';
import test from 'ava';
import { GenerateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { toInvoiceInput } from '../../../src/api/invoice-input.js';
import { calculate } from '../../../src/domain/calculate.js';
import { toPublicInvoice } from '../../../src/retrieve/public-invoice.js';
import { readFatturaPa } from '../../../src/syntax/fatturapa/reader/read-fatturapa.js';
import {
  progressivoFromNumber,
  writeFatturaPa,
} from '../../../src/syntax/fatturapa/writer/write-fatturapa.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { fatturaPaMissingData } from '../../../src/validation/checks/fatturapa-missing-data.js';
import { fatturaPaInvoice } from '../../conformance/helpers/invoices.js';
import { requires } from '../../helpers/requires.js';
import { check, skipReason, tempFile } from '../ubl/helpers/checker.js';

const PDF = Buffer.from('%PDF-1.4\n%test\n').toString('base64');

/** The groups: edits to a complete FatturaPA invoice, and the public JSON paths that must come back. */
const GROUPS: Record<string, { edit: (inv: any) => void; paths: string[] }> = {
  'references (DatiOrdineAcquisto, DatiContratto, DatiConvenzione, DatiRicezione, DatiFattureCollegate, DatiDDT)':
    {
      edit: (inv) =>
        Object.assign(inv, {
          purchase_order_reference: 'PO-77',
          purchase_order_date: '2025-01-20',
          project_reference: 'J87G22000360002',
          tender_reference: 'Z063947806',
          contract_reference: 'CTR-2025-1',
          contract_date: '2024-12-01',
          receiving_advice_reference: 'RIC-9',
          despatch_advice_reference: 'DDT-5',
          invoiced_object: { id: 'CONV-3' },
          preceding_invoices: [{ number: 'F-1', date: '2025-01-02' }, { number: 'F-2' }],
        }) && (inv.items[1].order_line_reference = '10'),
      paths: [
        'invoiced_object',
        'purchase_order_reference',
        'purchase_order_date',
        'project_reference',
        'tender_reference',
        'contract_reference',
        'contract_date',
        'receiving_advice_reference',
        'despatch_advice_reference',
        'preceding_invoices',
        'items',
      ],
    },
  'delivery (DatiTrasporto: DataOraConsegna, IndirizzoResa)': {
    edit: (inv) =>
      Object.assign(inv, {
        delivery_date: '2025-03-10',
        delivery: {
          address: {
            street: 'Via Po 3',
            city: 'Torino',
            postal_code: '10121',
            country_subdivision: 'TO',
            country: 'IT',
          },
        },
      }),
    paths: ['delivery_date', 'delivery'],
  },
  'document allowances and charges (SC / AC lines)': {
    edit: (inv) =>
      Object.assign(inv, {
        allowances: [{ amount: 10, reason: 'Sconto fedeltà', tax_category: 'S', vat_rate: 22 }],
        charges: [{ amount: 5.5, reason: 'Spese di trasporto', tax_category: 'S', vat_rate: 10 }],
      }),
    paths: ['allowances', 'charges', 'items', 'totals'],
  },
  'lines (period, CodiceArticolo, RiferimentoAmministrazione)': {
    edit: (inv) =>
      Object.assign(inv.items[0], {
        period: { start: '2025-02-01', end: '2025-02-28' },
        seller_item_id: 'ART-1',
        buyer_item_id: 'CLI-1',
        standard_item_id: { id: '4000001000005', scheme: '0160' },
        accounting_cost: 'CDC-12',
      }),
    paths: ['items'],
  },
  'price discount (BT-148 PrezzoUnitario, BT-147 ScontoMaggiorazione SC)': {
    edit: (inv) =>
      Object.assign(inv.items[0], {
        quantity: 3,
        unit_price: 90,
        gross_price: 100,
        price_discount: 10,
      }),
    paths: ['items', 'totals'],
  },
  'exemption reason (BT-120 as RiferimentoNormativo of the Natura group)': {
    edit: (inv) => {
      Object.assign(inv.items[1], { vat_rate: 0, natura: 'N2.2', tax_category: 'Z' });
      inv.vat_exemptions = [
        { tax_category: 'Z', reason: 'Operazione non soggetta, art. 7-ter DPR 633/72' },
      ];
    },
    paths: ['vat_exemptions', 'totals'],
  },
  'tax representative (RappresentanteFiscale)': {
    edit: (inv) =>
      (inv.tax_representative = {
        name: 'Rappresentante S.p.A.',
        vat_id: 'IT00743110157',
        address: { country: 'IT' },
      }),
    paths: ['tax_representative'],
  },
  'parties and document (Provincia, RiferimentoAmministrazione BT-19, Arrotondamento BT-114)': {
    edit: (inv) => {
      inv.seller.country_subdivision = 'MI';
      inv.buyer.country_subdivision = 'RM';
      inv.accounting_cost = 'IMP-2025-7';
      inv.rounding_amount = 0.01;
    },
    paths: ['seller', 'buyer', 'accounting_cost', 'rounding_amount', 'totals'],
  },
  'payment (ModalitaPagamento BT-81, Beneficiario BT-85, CodicePagamento BT-83)': {
    edit: (inv) =>
      Object.assign(inv.payment, {
        means_code: '58',
        account_name: 'Rossi Software S.r.l.',
        remittance_information: 'RF18539007547034',
      }),
    paths: ['payment', 'due_date'],
  },
  'payment in cash (MP01) with a due date and no account': {
    edit: (inv) => (inv.payment = { means_code: '10' }),
    paths: ['payment', 'due_date'],
  },
  'attachments (Allegati)': {
    edit: (inv) =>
      (inv.attachments = [
        {
          id: 'timesheet.pdf',
          filename: 'timesheet.pdf',
          mime_code: 'application/pdf',
          description: 'Foglio ore',
          content_base64: PDF,
        },
      ]),
    paths: ['attachments'],
  },
};

function written(edit: (inv: any) => void): { given: any; back: any; xml: string } {
  const invoice = fatturaPaInvoice(2);
  delete invoice.payment.terms; // BT-20 has no FatturaPA place (reported by generate)
  edit(invoice);
  const req = fromJson(GenerateInvoiceRequestSchema, {
    format: 'fatturapa',
    invoice,
  } as JsonObject);
  const input = toInvoiceInput(req.invoice!);
  const xml = writeFatturaPa(calculate(input), {
    progressivo: progressivoFromNumber(input.number),
  });
  const { invoice: read } = readFatturaPa(parseXmlSafely(xml));
  const totals = (i: typeof input) =>
    Object.fromEntries(Object.entries(calculate(i).totals).map(([k, v]) => [k, v.toFixed(2)]));
  return {
    given: { ...toPublicInvoice(input), totals: totals(input) },
    back: { ...toPublicInvoice(read), totals: totals(read) },
    xml,
  };
}

for (const [name, group] of Object.entries(GROUPS)) {
  test(`write → read keeps the terms: ${name}`, (t) => {
    const { given, back } = written(group.edit);
    for (const path of group.paths) t.deepEqual(back[path], given[path], path);
  });
  requires(skipReason(false))(`valid against the FatturaPA 1.2.2 XSD: ${name}`, async (t) => {
    const { xml } = written(group.edit);
    const r = await check('fatturapa', tempFile(`${name.replace(/\W+/g, '-')}.xml`, xml));
    t.true(r.xsd_ok, JSON.stringify(r.xsd_errors));
  });
}

test('a zero-rated document allowance without a Natura of its category is named as missing data', (t) => {
  const invoice = fatturaPaInvoice(2);
  invoice.allowances = [{ amount: 1, reason: 'Sconto', tax_category: 'Z', vat_rate: 0 }];
  const req = fromJson(GenerateInvoiceRequestSchema, {
    format: 'fatturapa',
    invoice,
  } as JsonObject);
  const missing = fatturaPaMissingData(calculate(toInvoiceInput(req.invoice!))).map((m) => m.path);
  t.true(missing.includes('$.invoice.allowances[0].tax_category'), missing.join(', '));
  invoice.allowances = [{ amount: 1, reason: 'Sconto', tax_category: 'E', vat_rate: 0 }];
  const exempt = fromJson(GenerateInvoiceRequestSchema, {
    format: 'fatturapa',
    invoice,
  } as JsonObject);
  t.false(
    fatturaPaMissingData(calculate(toInvoiceInput(exempt.invoice!))).some((m) =>
      m.path.startsWith('$.invoice.allowances'),
    ),
  );
});
