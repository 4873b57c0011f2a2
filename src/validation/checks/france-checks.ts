/**
 * The French management rules (BR-FR Flux 2, FNFE-MPE 1.4.0.03) that depend on the invoice's
 * content, checked before anything is generated for a row that carries them (national-rules.ts:
 * a French seller's Factur-X, CII, UBL and EXTENDED-CTC-FR). The presence facts (BR-FR-05, 08,
 * 10 to 13, 21) are input requirements of national-rules.ts; these are the rules whose assert
 * compares values, one named check each, with its rule id in the message and the JSON path of the
 * field to change. Each follows its Schematron assert in both syntaxes (the CII and UBL versions
 * test the same data).
 */
import type { Identifier, Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import { DEFAULT_UNIT_CODE, DEFAULT_VAT_RATE, typeCodeOf } from '../../domain/defaults.js';
import { fromNumber, ZERO, type Decimal } from '../../domain/decimal.js';
import { calculateLine } from '../../domain/line-amounts.js';
import { groupLineIds, lineStatus, type LineStatus } from '../../domain/line-groups.js';
import { SUB_INVOICE_FRAMEWORKS, TWO_WAY_FRAMEWORKS } from '../../domain/sub-invoices.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** One French rule: its id and the check that reports where the request breaks it. */
interface FrenchRule {
  rule: string;
  check: (inv: Invoice, add: (path: string, message: string, code?: IssueCode) => void) => void;
}

/** BT-3 self-billed types of BR-FR-21 / BR-FR-22. */
const SELF_BILLED = new Set(['389', '501', '500', '471', '473', '261', '502']);
/** BT-3 down-payment invoices and credit notes (BR-FR-CO-07, BR-FR-CO-08). */
const DOWN_PAYMENT = new Set(['386', '500', '503']);
/** BT-3 credit notes that need a preceding invoice (BR-FR-CO-05). */
const CREDIT_NOTES = new Set(['261', '381', '396', '502', '503']);
/** BT-3 corrective invoices that need exactly one preceding invoice (BR-FR-CO-04). */
const CORRECTIVE = new Set(['384', '471', '472', '473']);
/** BT-23 frameworks of an invoice already paid (BR-FR-CO-09). */
const PAID = new Set(['B2', 'S2', 'M2']);
/** BT-23 frameworks after a down payment (BR-FR-CO-08). */
const AFTER_DOWN_PAYMENT = new Set(['B4', 'S4', 'M4']);
/** BT-23 frameworks of multi-vendor (8) and two-way (9) invoices: the BR-FR-MV rules (isSpecialContract). */
const MULTI_VENDOR = SUB_INVOICE_FRAMEWORKS;
/** BT-23 frameworks of multi-vendor invoices only (isSpecialContractMV). */
const MULTI_VENDOR_ONLY = new Set(['B8', 'S8', 'M8']);
/** BT-3 credit notes and corrective invoices of BR-FR-MV-14 (multi-vendor). */
const MV_CORRECTIONS = new Set(['384', '472', '381', '396', '503']);
/** BT-3 self-billed credit notes and corrective invoices of BR-FR-BD-14 (two-way). */
const BD_CORRECTIONS = new Set(['261', '471', '473', '502']);
/** Letters, digits and + - _ . (custom:is-valid-schemeid-format of BR-FR-23 and BR-FR-24). */
const SCHEME_ID_FORMAT = /^[A-Za-z0-9+\-_.]+$/;

/** BT-3 types the French rules accept (BR-FR-04). */
const FR_TYPE_CODES = new Set(
  '380 389 393 501 386 500 384 471 472 473 261 262 381 396 502 503'.split(' '),
);
/** BT-21 subject codes a document states once at most (BR-FR-06). */
const ONCE_NOTES = ['PMT', 'PMD', 'AAB', 'TXD'];
/** The VAT categories of French invoices (BR-FR-15: not L and M, the Canary Islands and Ceuta/Melilla taxes). */
const FR_CATEGORIES = new Set(['S', 'E', 'AE', 'K', 'G', 'O', 'Z']);
/** The VAT rates of France, mainland and overseas, current and past (BR-FR-16). */
const FR_RATES = [0, 10, 13, 20, 8.5, 19.6, 2.1, 5.5, 7, 20.6, 1.05, 0.9, 1.75, 9.2, 9.6];
/** Attachment types (BT-123 descriptions) of the French rules (BR-FR-17). */
const FR_ATTACHMENT_TYPES = new Set([
  'RIB',
  'LISIBLE',
  'FEUILLE_DE_STYLE',
  'PJA',
  'BORDEREAU_SUIVI',
  'DOCUMENT_ANNEXE',
  'BON_LIVRAISON',
  'BON_COMMANDE',
  'BORDEREAU_SUIVI_VALIDATION',
  'ETAT_ACOMPTE',
  'FACTURE_PAIEMENT_DIRECT',
  'RECAPITULATIF_COTRAITANCE',
]);
/** The processing types of the BAR note (BR-FR-20). */
const FR_BAR = new Set(['B2B', 'B2BINT', 'B2C', 'B2CINT', 'OUTOFSCOPE', 'ARCHIVEONLY']);

const trimmed = (s: string | undefined): string => (s ?? '').trim();
const typeCode = (inv: Invoice): string => typeCodeOf(inv.typeCode, inv.tipoDocumento);
const framework = (inv: Invoice): string => trimmed(inv.businessProcess).toUpperCase();
const sirenOf = (legal: Identifier | undefined): string =>
  legal && trimmed(legal.scheme) === '0002' ? trimmed(legal.id) : '';
const isB2B = (inv: Invoice): boolean =>
  inv.invoiceNotes.some((n) => trimmed(n.subjectCode) === 'BAR' && trimmed(n.text) === 'B2B');
/** Digits after the decimal point of a number as the request gives it (JSON numbers: at most 17 significant). */
const decimals = (n: number): number => {
  const s = String(n);
  const e = /e-(\d+)$/.exec(s);
  if (e) return Number(e[1]) + (s.split('e')[0]!.split('.')[1]?.length ?? 0);
  return s.split('.')[1]?.length ?? 0;
};
const integerDigits = (n: number): number => Math.trunc(Math.abs(n)).toString().length;

/** The BT-126 of an item as the writers number it: as given, else its 1-based position. */
const lineId = (item: Invoice['items'][number], i: number): string =>
  trimmed(item.id) || String(i + 1);

/**
 * The lines the writers mark GROUP without a parent (LineStatusReasonCode GROUP, no ParentLineID):
 * a line's status as given, else GROUP when another line names it as parent (line-groups.ts).
 */
function topGroupLines(inv: Invoice): number[] {
  const lines = inv.items.map((item, i) => ({
    id: lineId(item, i),
    parentLineId: trimmed(item.parentLineId) || undefined,
    lineStatus: (trimmed(item.lineStatus).toUpperCase() || undefined) as LineStatus | undefined,
  }));
  const groups = groupLineIds(lines);
  return lines
    .map((l, i) => (lineStatus(l, groups) === 'GROUP' && !l.parentLineId ? i : -1))
    .filter((i) => i >= 0);
}

/** A number of the request as an exact decimal, or undefined. */
const exact = (n: number | undefined): Decimal | undefined =>
  n === undefined ? undefined : fromNumber(n);

/**
 * BT-131 of an item as generate writes it: the domain's line maths (calculateLine) on the
 * request's quantity, price, base quantity, line allowances and charges, or the stated amount.
 */
function lineNet(item: Invoice['items'][number], i: number): Decimal {
  const ac = (a: Invoice['items'][number]['allowances'][number]) => ({
    amount: exact(a.amount),
    baseAmount: exact(a.baseAmount),
    percentage: exact(a.percentage),
  });
  return calculateLine(
    {
      id: lineId(item, i),
      description: '',
      quantity: fromNumber(item.quantity ?? 0),
      unitCode: DEFAULT_UNIT_CODE,
      unitPrice: fromNumber(item.unitPrice ?? 0),
      vatRate: ZERO,
      baseQuantity: exact(item.baseQuantity),
      allowances: item.allowances.map(ac),
      charges: item.charges.map(ac),
      statedNetAmount: exact(item.netAmount),
    },
    i,
  ).netAmount;
}

/** The line's BT-128 when its scheme is AFL (the sub-invoice number of BR-FR-MV-07 and MV-12). */
const aflOf = (item: Invoice['items'][number]): string =>
  trimmed(item.objectIdentifier?.scheme).toUpperCase() === 'AFL'
    ? trimmed(item.objectIdentifier?.id)
    : '';

/** BR-FR-09: a SIRET (scheme 0009) has 14 digits and starts with the party's SIREN (scheme 0002). */
function siret(
  add: (path: string, message: string) => void,
  id: Identifier | undefined,
  path: string,
  term: string,
  siren: string | undefined,
): void {
  if (!id || trimmed(id.scheme) !== '0009') return;
  const v = trimmed(id.id);
  const ok = /^\d{14}$/.test(v) && (siren === undefined || v.slice(0, 9) === siren);
  if (!ok)
    add(
      `${path}.id`,
      `${term} SIRET (scheme 0009) must have 14 digits${siren === undefined ? '' : ` and start with the SIREN${siren ? ` ${siren}` : ' (legal_registration with scheme 0002)'}`} (BR-FR-09)`,
    );
}

export const FRENCH_RULES: readonly FrenchRule[] = [
  {
    rule: 'BR-FR-03',
    check: (inv, add) => {
      const dates: [string | undefined, string, string][] = [
        [inv.date, '$.invoice.date', 'BT-2'],
        [inv.dueDate, '$.invoice.due_date', 'BT-9'],
        [inv.taxPointDate, '$.invoice.tax_point_date', 'BT-7'],
        [inv.deliveryDate, '$.invoice.delivery_date', 'BT-72'],
        [inv.invoicingPeriod?.start, '$.invoice.invoicing_period.start', 'BT-73'],
        [inv.invoicingPeriod?.end, '$.invoice.invoicing_period.end', 'BT-74'],
        ...inv.precedingInvoices.map(
          (p, i) =>
            [p.date, `$.invoice.preceding_invoices[${i}].date`, 'BT-26'] as [
              string,
              string,
              string,
            ],
        ),
      ];
      for (const [date, path, term] of dates)
        if (!blank(date) && !/^20\d{2}-/.test(trimmed(date)))
          add(path, `${term} ${trimmed(date)} is outside the years 2000 to 2099 (BR-FR-03)`);
    },
  },
  {
    rule: 'BR-FR-04',
    check: (inv, add) => {
      if (!FR_TYPE_CODES.has(typeCode(inv)))
        add(
          '$.invoice.type_code',
          `type code ${typeCode(inv)} is none of the French document types (BR-FR-04, BT-3): ${[...FR_TYPE_CODES].join(', ')}`,
          IssueCode.INVALID_CODE,
        );
    },
  },
  {
    rule: 'BR-FR-06',
    check: (inv, add) => {
      for (const subject of ONCE_NOTES) {
        const at = inv.invoiceNotes
          .map((n, i) => (trimmed(n.subjectCode) === subject ? i : -1))
          .filter((i) => i >= 0);
        if (at.length > 1)
          add(
            `$.invoice.invoice_notes[${at[1]}].subject_code`,
            `a note with subject ${subject} is given ${at.length} times: once at most (BR-FR-06, BT-21)`,
          );
      }
    },
  },
  {
    rule: 'BR-FR-15',
    check: (inv, add) => {
      const category = (c: string, path: string, term: string) => {
        if (!blank(c) && !FR_CATEGORIES.has(trimmed(c).toUpperCase()))
          add(
            path,
            `VAT category ${trimmed(c)} is none of the French ones (BR-FR-15, ${term}): ${[...FR_CATEGORIES].join(', ')}`,
            IssueCode.INVALID_CODE,
          );
      };
      inv.items.forEach((item, i) =>
        category(item.taxCategory, `$.invoice.items[${i}].tax_category`, 'BT-151'),
      );
      inv.allowances.forEach((a, i) =>
        category(a.taxCategory, `$.invoice.allowances[${i}].tax_category`, 'BT-95'),
      );
      inv.charges.forEach((c, i) =>
        category(c.taxCategory, `$.invoice.charges[${i}].tax_category`, 'BT-102'),
      );
    },
  },
  // Before BR-FR-16: a rate with too many decimals is named by its own rule first.
  {
    rule: 'BR-FR-DEC-04',
    check: (inv, add) => {
      const rate = (r: number | undefined, path: string, term: string) => {
        if (r !== undefined && (r < 0 || decimals(r) > 2 || integerDigits(r) + decimals(r) > 4))
          add(
            path,
            `VAT rate ${r} is not a positive percentage of at most 4 digits with 2 decimals (BR-FR-DEC-04, ${term})`,
          );
      };
      inv.items.forEach((item, i) =>
        rate(item.vatRate, `$.invoice.items[${i}].vat_rate`, 'BT-152'),
      );
      inv.allowances.forEach((a, i) =>
        rate(a.vatRate, `$.invoice.allowances[${i}].vat_rate`, 'BT-96'),
      );
      inv.charges.forEach((c, i) => rate(c.vatRate, `$.invoice.charges[${i}].vat_rate`, 'BT-103'));
    },
  },
  {
    rule: 'BR-FR-16',
    check: (inv, add) => {
      const rate = (r: number | undefined, path: string, term: string) => {
        if (r !== undefined && !FR_RATES.includes(r))
          add(path, `VAT rate ${r} is no French rate (BR-FR-16, ${term}): ${FR_RATES.join(', ')}`);
      };
      inv.items.forEach((item, i) => {
        const path = `$.invoice.items[${i}].vat_rate`;
        // A line without a rate takes the default, which is no French rate.
        if (item.vatRate === undefined)
          add(
            path,
            `vat_rate required for a French seller: the default ${DEFAULT_VAT_RATE} is no French rate (BR-FR-16, BT-152)`,
            IssueCode.REQUIRED,
          );
        else rate(item.vatRate, path, 'BT-152');
      });
      inv.allowances.forEach((a, i) =>
        rate(a.vatRate, `$.invoice.allowances[${i}].vat_rate`, 'BT-96'),
      );
      inv.charges.forEach((c, i) => rate(c.vatRate, `$.invoice.charges[${i}].vat_rate`, 'BT-103'));
    },
  },
  {
    rule: 'BR-FR-17',
    check: (inv, add) => {
      inv.attachments.forEach((a, i) => {
        const d = trimmed(a.description);
        if (d && !FR_ATTACHMENT_TYPES.has(d))
          add(
            `$.invoice.attachments[${i}].description`,
            `a French document's attachment description is its type (BR-FR-17, BT-123): one of ${[...FR_ATTACHMENT_TYPES].join(', ')}`,
            IssueCode.INVALID_CODE,
          );
      });
    },
  },
  {
    rule: 'BR-FR-18',
    check: (inv, add) => {
      const readable = inv.attachments
        .map((a, i) => (trimmed(a.description) === 'LISIBLE' ? i : -1))
        .filter((i) => i >= 0);
      if (readable.length > 1)
        add(
          `$.invoice.attachments[${readable[1]}].description`,
          'one attachment at most is the readable copy, LISIBLE (BR-FR-18, BT-123)',
        );
    },
  },
  {
    rule: 'BR-FR-20',
    check: (inv, add) => {
      const bar = inv.invoiceNotes
        .map((n, i) => (trimmed(n.subjectCode) === 'BAR' ? i : -1))
        .filter((i) => i >= 0);
      for (const i of bar)
        if (!FR_BAR.has(trimmed(inv.invoiceNotes[i]!.text)))
          add(
            `$.invoice.invoice_notes[${i}].text`,
            `the BAR note states the processing type (BR-FR-20, BT-22): one of ${[...FR_BAR].join(', ')}`,
            IssueCode.INVALID_CODE,
          );
      // BR-FR-31: one processing type.
      if (bar.length > 1)
        add(
          `$.invoice.invoice_notes[${bar[1]}].subject_code`,
          'one BAR note at most (BR-FR-31, BT-21)',
        );
    },
  },
  {
    rule: 'BR-FR-23',
    check: (inv, add) => {
      for (const role of ['seller', 'buyer'] as const) {
        const address = trimmed(inv[role]?.peppolId);
        const [scheme, ...rest] = address.split(':');
        const id = rest.join(':');
        const path = `$.invoice.${role}.peppol_id`;
        const term = role === 'seller' ? 'BT-34' : 'BT-49';
        if (scheme === '0225' && id && !SCHEME_ID_FORMAT.test(id))
          add(
            path,
            `an electronic address with scheme 0225 has letters, digits and + - _ . only (BR-FR-23, ${term})`,
          );
        if (id.length > 125)
          add(path, `an electronic address has at most 125 characters (BR-FR-25, ${term})`);
      }
    },
  },
  // Before BR-FR-24: an over-long private identifier is named by its length rule first.
  {
    rule: 'BR-FR-26',
    check: (inv, add) => {
      for (const role of ['seller', 'buyer'] as const)
        inv[role]?.identifiers.forEach((id, i) => {
          if (trimmed(id.scheme) === '0224' && trimmed(id.id).length > 100)
            add(
              `$.invoice.${role}.identifiers[${i}].id`,
              `a private identifier (scheme 0224) has at most 100 characters (BR-FR-26, ${role === 'seller' ? 'BT-29' : 'BT-46'}); given: ${trimmed(id.id).length}`,
            );
        });
    },
  },
  {
    rule: 'BR-FR-24',
    check: (inv, add) => {
      for (const role of ['seller', 'buyer'] as const)
        inv[role]?.identifiers.forEach((id, i) => {
          const v = trimmed(id.id);
          if (trimmed(id.scheme) === '0224' && v && !SCHEME_ID_FORMAT.test(v))
            add(
              `$.invoice.${role}.identifiers[${i}].id`,
              `a private identifier (scheme 0224) has letters, digits and + - _ . only (BR-FR-24, ${role === 'seller' ? 'BT-29' : 'BT-46'})`,
            );
        });
    },
  },
  {
    rule: 'BR-FR-29',
    check: (inv, add) => {
      // BT-18: invoiced_object, then EXTENDED's further ones, in the order the writers write them.
      const objects: [Identifier | undefined, string][] = [
        [inv.invoicedObject, '$.invoice.invoiced_object'],
        ...inv.furtherInvoicedObjects.map(
          (o, i) => [o, `$.invoice.further_invoiced_objects[${i}]`] as [Identifier, string],
        ),
      ];
      for (const scheme of ['AFL', 'AVV']) {
        const given = objects.filter(
          ([o]) => o && !blank(o.id) && trimmed(o.scheme).toUpperCase() === scheme,
        );
        if (given.length > 1)
          add(
            `${given[1]![1]}.scheme`,
            `an invoiced object with scheme ${scheme} is given ${given.length} times: once at most (BR-FR-29, BT-18)`,
          );
      }
    },
  },
  {
    rule: 'BR-FR-32',
    check: (inv, add) => {
      const nineDigits = (id: Identifier | undefined, schemes: string[], path: string) => {
        if (id && schemes.includes(trimmed(id.scheme)) && !/^\d{9}$/.test(trimmed(id.id)))
          add(
            `${path}.id`,
            `an identifier with scheme ${trimmed(id.scheme)} is a SIREN of 9 digits (BR-FR-32)`,
          );
      };
      for (const role of ['seller', 'buyer'] as const) {
        const party = inv[role];
        if (!party) continue;
        // The seller's and a B2B buyer's SIREN are BR-FR-10 / BR-FR-11 (national-rules.ts).
        if (role === 'buyer')
          nineDigits(party.legalRegistration, ['0002'], '$.invoice.buyer.legal_registration');
        party.identifiers.forEach((id, i) =>
          nineDigits(id, ['0002', '0231'], `$.invoice.${role}.identifiers[${i}]`),
        );
      }
      nineDigits(inv.payee?.legalRegistration, ['0002'], '$.invoice.payee.legal_registration');
      nineDigits(inv.payee?.identifier, ['0002', '0231'], '$.invoice.payee.identifier');
    },
  },
  {
    rule: 'BR-FR-09',
    check: (inv, add) => {
      for (const role of ['seller', 'buyer'] as const) {
        const party = inv[role];
        if (!party) continue;
        const term = role === 'seller' ? 'BT-29' : 'BT-46';
        party.identifiers.forEach((id, i) =>
          siret(
            add,
            id,
            `$.invoice.${role}.identifiers[${i}]`,
            term,
            sirenOf(party.legalRegistration),
          ),
        );
      }
      // The payee's SIRET starts with its own SIREN where one is given; any 14 digits otherwise.
      const payee = inv.payee;
      const payeeSiren = sirenOf(payee?.legalRegistration);
      siret(add, payee?.identifier, '$.invoice.payee.identifier', 'BT-60', payeeSiren || undefined);
      siret(add, inv.delivery?.location, '$.invoice.delivery.location', 'BT-71', undefined);
    },
  },
  {
    rule: 'BR-FR-22',
    check: (inv, add) => {
      if (!isB2B(inv) || !SELF_BILLED.has(typeCode(inv)) || !inv.seller) return;
      const siren = sirenOf(inv.seller.legalRegistration);
      const address = trimmed(inv.seller.peppolId);
      if (!address.startsWith('0225:') || !address.slice(5).startsWith(siren))
        add(
          '$.invoice.seller.peppol_id',
          `a self-billed B2B document (BT-3 ${typeCode(inv)}, note BAR B2B) needs the seller's electronic address with scheme 0225 starting with the seller's SIREN${siren ? ` ${siren}` : ''} (BR-FR-22, BT-34), e.g. 0225:${siren || '<SIREN>'}`,
        );
    },
  },
  {
    rule: 'BR-FR-CO-03',
    check: (inv, add) => {
      if (typeCode(inv) !== '262') return;
      if (blank(inv.contractReference))
        add(
          '$.invoice.contract_reference',
          'a global-discount credit note (BT-3 262) needs the contract reference (BR-FR-CO-03, BT-12)',
          IssueCode.REQUIRED,
        );
      if (blank(inv.invoicingPeriod?.start) || blank(inv.invoicingPeriod?.end))
        add(
          '$.invoice.invoicing_period',
          'a global-discount credit note (BT-3 262) needs the invoicing period with start and end (BR-FR-CO-03, BG-14)',
          IssueCode.REQUIRED,
        );
    },
  },
  {
    rule: 'BR-FR-CO-04',
    check: (inv, add) => {
      if (!CORRECTIVE.has(typeCode(inv)) || inv.precedingInvoices.length === 1) return;
      add(
        '$.invoice.preceding_invoices',
        `a corrective invoice (BT-3 ${typeCode(inv)}) refers to exactly one preceding invoice (BR-FR-CO-04, BG-3); given: ${inv.precedingInvoices.length}`,
        inv.precedingInvoices.length === 0 ? IssueCode.REQUIRED : IssueCode.INVALID_VALUE,
      );
    },
  },
  {
    rule: 'BR-FR-CO-05',
    check: (inv, add) => {
      if (!CREDIT_NOTES.has(typeCode(inv))) return;
      // The line-level alternative (each line's preceding invoice) has no field in the contract.
      if (inv.precedingInvoices.some((p) => !blank(p.number) && !blank(p.date))) return;
      add(
        '$.invoice.preceding_invoices',
        `a credit note (BT-3 ${typeCode(inv)}) needs a preceding invoice with its number and date (BR-FR-CO-05, BT-25 and BT-26)`,
        IssueCode.REQUIRED,
      );
    },
  },
  {
    rule: 'BR-FR-CO-07',
    check: (inv, add) => {
      const due = trimmed(inv.dueDate);
      const issued = trimmed(inv.date);
      if (
        due &&
        issued &&
        due < issued &&
        !DOWN_PAYMENT.has(typeCode(inv)) &&
        !PAID.has(framework(inv))
      )
        add(
          '$.invoice.due_date',
          `the due date ${due} is before the issue date ${issued} (BR-FR-CO-07, BT-9): only down payments (BT-3 386, 500, 503) and paid invoices (BT-23 B2, S2, M2) may`,
        );
      // BR-FR-CO-07 compares one due date: its Schematron stops (XPTY0004) on a document stating
      // several, so a French document cannot be judged with them.
      const further = inv.payment?.furtherTerms ?? [];
      const dated = further.findIndex((t) => !blank(t.dueDate));
      if (dated >= 0 && (due || further.filter((t) => !blank(t.dueDate)).length > 1))
        add(
          `$.invoice.payment.further_terms[${dated}].due_date`,
          'a French document states one due date (BR-FR-CO-07 compares one BT-9 with the issue date; the BR-FR rules cannot judge several): leave the further terms undated, or give one due date',
        );
    },
  },
  {
    rule: 'BR-FR-CO-08',
    check: (inv, add) => {
      if (AFTER_DOWN_PAYMENT.has(framework(inv)) && DOWN_PAYMENT.has(typeCode(inv)))
        add(
          '$.invoice.type_code',
          `billing framework ${framework(inv)} (BT-23, final invoice after a down payment) excludes the down-payment types 386, 500 and 503 (BR-FR-CO-08, BT-3)`,
        );
    },
  },
  {
    rule: 'BR-FR-CO-09',
    check: (inv, add) => {
      if (!PAID.has(framework(inv))) return;
      if (blank(inv.dueDate))
        add(
          '$.invoice.due_date',
          `billing framework ${framework(inv)} (BT-23, already paid) needs the due date, the date of payment (BR-FR-CO-09, BT-9)`,
          IssueCode.REQUIRED,
        );
      if (inv.paidAmount === undefined)
        add(
          '$.invoice.paid_amount',
          `billing framework ${framework(inv)} (BT-23, already paid) needs paid_amount equal to the invoice total with VAT, leaving 0 to pay (BR-FR-CO-09, BT-113 = BT-112, BT-115 = 0)`,
          IssueCode.REQUIRED,
        );
    },
  },
  {
    rule: 'BR-FR-CO-10',
    check: (inv, add) => {
      for (const role of ['seller', 'buyer'] as const) {
        const seen = new Set<string>();
        inv[role]?.identifiers.forEach((id, i) => {
          const scheme = trimmed(id.scheme);
          if (!scheme) return;
          if (seen.has(scheme))
            add(
              `$.invoice.${role}.identifiers[${i}].scheme`,
              `each scheme appears once among the ${role}'s identifiers (BR-FR-CO-10, ${role === 'seller' ? 'BT-29' : 'BT-46'}): ${scheme} is given twice`,
            );
          seen.add(scheme);
        });
      }
    },
  },
  {
    rule: 'BR-FR-CO-12',
    check: (inv, add) => {
      const currency = trimmed(inv.currency).toUpperCase();
      if (!currency || currency === 'EUR') return;
      if (trimmed(inv.taxCurrency).toUpperCase() !== 'EUR')
        add(
          '$.invoice.tax_currency',
          `an invoice in ${currency} states its VAT in EUR too (BR-FR-CO-12, BT-6 EUR with BT-111): give tax_currency EUR and tax_currency_vat_total`,
          blank(inv.taxCurrency) ? IssueCode.REQUIRED : IssueCode.INVALID_VALUE,
        );
    },
  },
  {
    rule: 'BR-FR-CO-14',
    check: (inv, add) => {
      const i = inv.seller?.identifiers.findIndex((id) => trimmed(id.scheme) === '0231') ?? -1;
      if (i < 0) return;
      const txd = inv.invoiceNotes.some(
        (n) => trimmed(n.subjectCode) === 'TXD' && trimmed(n.text) === 'MEMBRE_ASSUJETTI_UNIQUE',
      );
      if (!txd)
        add(
          '$.invoice.invoice_notes',
          'a seller identified as a member of a single VAT taxable person (BT-29 scheme 0231) needs the note TXD with the text MEMBRE_ASSUJETTI_UNIQUE (BR-FR-CO-14, BT-21/BT-22)',
          IssueCode.REQUIRED,
        );
    },
  },
  {
    rule: 'BR-FR-CO-15',
    check: (inv, add) => {
      if (!inv.seller?.identifiers.some((id) => trimmed(id.scheme) === '0231')) return;
      if (blank(inv.taxRepresentative?.vatId))
        add(
          '$.invoice.tax_representative.vat_id',
          'a seller identified as a member of a single VAT taxable person (BT-29 scheme 0231) names the single taxable person as tax representative with its VAT identifier (BR-FR-CO-15, BT-63)',
          IssueCode.REQUIRED,
        );
    },
  },
  {
    rule: 'BR-FR-DEC-02',
    check: (inv, add) => {
      inv.items.forEach((item, i) => {
        const q = item.quantity;
        if (q !== undefined && (decimals(q) > 4 || integerDigits(q) + decimals(q) > 19))
          add(
            `$.invoice.items[${i}].quantity`,
            `quantity ${q} has more than 4 decimals or 19 digits (BR-FR-DEC-02, BT-129)`,
          );
      });
    },
  },
  {
    rule: 'BR-FR-DEC-03',
    check: (inv, add) => {
      inv.items.forEach((item, i) => {
        const p = item.unitPrice;
        if (p !== undefined && (decimals(p) > 6 || integerDigits(p) + decimals(p) > 19))
          add(
            `$.invoice.items[${i}].unit_price`,
            `unit price ${p} has more than 6 decimals or 19 digits (BR-FR-DEC-03, BT-146)`,
          );
      });
    },
  },
  {
    rule: 'BR-FR-MV-13',
    check: (inv, add) => {
      if (MULTI_VENDOR_ONLY.has(framework(inv)) && SELF_BILLED.has(typeCode(inv)))
        add(
          '$.invoice.type_code',
          `billing framework ${framework(inv)} (BT-23, multi-vendor invoice) excludes the self-billed types ${[...SELF_BILLED].join(', ')} (BR-FR-MV-13, BT-3)`,
        );
    },
  },
  {
    rule: 'BR-FR-BD-13',
    check: (inv, add) => {
      if (TWO_WAY_FRAMEWORKS.has(framework(inv)) && !SELF_BILLED.has(typeCode(inv)))
        add(
          '$.invoice.type_code',
          `billing framework ${framework(inv)} (BT-23, two-way invoice) needs a self-billed type, one of ${[...SELF_BILLED].join(', ')} (BR-FR-BD-13, BT-3); given: ${typeCode(inv)}`,
        );
    },
  },
  {
    rule: 'BR-FR-MV-02',
    check: (inv, add) => {
      const groups = topGroupLines(inv).length;
      if (MULTI_VENDOR_ONLY.has(framework(inv)) && groups < 1)
        add(
          '$.invoice.items',
          `billing framework ${framework(inv)} (BT-23, multi-vendor invoice) needs at least one group line without a parent, one per seller: a line other lines name in parent_line_id, or line_status GROUP (BR-FR-MV-02, EXT-FR-FE-163)`,
          IssueCode.REQUIRED,
        );
      // BR-FR-BD-02: a two-way invoice has exactly two, the seller's and the buyer's.
      if (TWO_WAY_FRAMEWORKS.has(framework(inv)) && groups !== 2)
        add(
          '$.invoice.items',
          `billing framework ${framework(inv)} (BT-23, two-way invoice) needs exactly two group lines without a parent, one per party (BR-FR-BD-02, EXT-FR-FE-163); given: ${groups}`,
        );
    },
  },
  {
    rule: 'BR-FR-MV-05',
    check: (inv, add) => {
      if (!MULTI_VENDOR.has(framework(inv))) return;
      const ids = inv.items.map((item, i) => lineId(item, i));
      for (const g of topGroupLines(inv)) {
        // The group's sub-lines that count (INFORMATION lines are left out), each within 0.01.
        const subs = inv.items
          .map((item, i) => ({ item, i }))
          .filter(
            ({ item }) =>
              trimmed(item.parentLineId) === ids[g] &&
              trimmed(item.lineStatus).toUpperCase() !== 'INFORMATION',
          );
        const total = subs.reduce((s, { item, i }) => s.plus(lineNet(item, i)), ZERO);
        const own = lineNet(inv.items[g]!, g);
        if (own.minus(total).abs().greaterThan(fromNumber(0.01).mul(subs.length)))
          add(
            `$.invoice.items[${g}]`,
            `group line ${ids[g]}'s net amount ${own.toFixed(2)} is not the sum of its sub-lines' ${total.toFixed(2)} (BR-FR-MV-05, BT-131): give it the price or net_amount of its lines`,
          );
      }
    },
  },
  {
    rule: 'BR-FR-MV-07',
    check: (inv, add) => {
      if (!MULTI_VENDOR.has(framework(inv))) return;
      const ids = inv.items.map((item, i) => lineId(item, i));
      inv.items.forEach((item, i) => {
        const afl = aflOf(item);
        const path = `$.invoice.items[${i}].object_identifier`;
        if (!afl) {
          add(
            path,
            `billing framework ${framework(inv)} (BT-23, multi-vendor or two-way invoice) needs each line's sub-invoice number: object_identifier with scheme AFL (BR-FR-MV-07, BT-128), which also starts the line's VAT exemption reason (BR-FR-MV-08)`,
            IssueCode.REQUIRED,
          );
          return;
        }
        const parent = ids.indexOf(trimmed(item.parentLineId));
        const parentAfl = parent >= 0 ? aflOf(inv.items[parent]!) : '';
        if (trimmed(item.parentLineId) && afl !== parentAfl)
          add(
            `${path}.id`,
            `a line states the sub-invoice number (BT-128, scheme AFL) of its parent line ${trimmed(item.parentLineId)}${parentAfl ? `, ${parentAfl}` : ''} (BR-FR-MV-07)`,
          );
      });
    },
  },
  {
    rule: 'BR-FR-MV-12',
    check: (inv, add) => {
      if (!MULTI_VENDOR.has(framework(inv))) return;
      const seen = new Set<string>();
      for (const i of topGroupLines(inv)) {
        const afl = aflOf(inv.items[i]!);
        if (!afl) continue;
        if (seen.has(afl))
          add(
            `$.invoice.items[${i}].object_identifier.id`,
            `each group line without a parent has its own sub-invoice number (BR-FR-MV-12, BT-128 scheme AFL): ${afl} is given twice`,
          );
        seen.add(afl);
      }
    },
  },
  {
    rule: 'BR-FR-MV-03',
    check: (inv, add) => {
      if (!MULTI_VENDOR.has(framework(inv))) return;
      // A group line without a parent opens one seller's sub-invoice: its seller's name, legal
      // identifier and country (EXT-FR-FE-164, 167, 177; ItemSellerTradeParty).
      for (const i of topGroupLines(inv)) {
        const s = inv.items[i]!.seller;
        const base = `$.invoice.items[${i}].seller`;
        for (const [value, path, term] of [
          [s?.name, `${base}.name`, 'name (EXT-FR-FE-164)'],
          [
            s?.legalRegistration?.id,
            `${base}.legal_registration`,
            'legal identifier (EXT-FR-FE-167)',
          ],
          [s?.country, `${base}.country`, 'country (EXT-FR-FE-177)'],
        ] as const)
          if (!trimmed(value))
            add(
              path,
              `billing framework ${framework(inv)} (BT-23, multi-vendor or two-way invoice): a group line without a parent states its seller's ${term} (BR-FR-MV-03)`,
              IssueCode.REQUIRED,
            );
      }
    },
  },
  {
    rule: 'BR-FR-MV-06',
    check: (inv, add) => {
      if (!MULTI_VENDOR.has(framework(inv))) return;
      const ids = inv.items.map((item, i) => lineId(item, i));
      const legalOf = (item: Invoice['items'][number]): string =>
        trimmed(item.seller?.legalRegistration?.id);
      inv.items.forEach((item, i) => {
        const legal = legalOf(item);
        const path = `$.invoice.items[${i}].seller.legal_registration`;
        if (!legal) {
          // MV-03 names the group lines without a parent already.
          add(
            path,
            `billing framework ${framework(inv)} (BT-23, multi-vendor or two-way invoice) needs each line's seller legal identifier: seller.legal_registration (BR-FR-MV-06, EXT-FR-FE-167)`,
            IssueCode.REQUIRED,
          );
          return;
        }
        const parentId = trimmed(item.parentLineId);
        const parent = ids.indexOf(parentId);
        const parentLegal = parent >= 0 ? legalOf(inv.items[parent]!) : '';
        if (parentId && legal !== parentLegal)
          add(
            `${path}.id`,
            `a line states the seller legal identifier (EXT-FR-FE-167) of its parent line ${parentId}${parentLegal ? `, ${parentLegal}` : ''} (BR-FR-MV-06)`,
          );
      });
    },
  },
  {
    rule: 'BR-FR-MV-03',
    check: (inv, add) => {
      // EXT-FR-FE-182: with a VAT accounting currency BT-6, each sub-invoice's VAT total in it
      // too (its exchange rate is the caller's); EXT-FR-FE-181 is computed (sub-invoices.ts).
      if (!MULTI_VENDOR.has(framework(inv)) || !trimmed(inv.taxCurrency)) return;
      for (const g of topGroupLines(inv))
        if (inv.items[g]!.taxCurrencyVatTotalAmount === undefined)
          add(
            `$.invoice.items[${g}].tax_currency_vat_total_amount`,
            `billing framework ${framework(inv)} (BT-23, multi-vendor or two-way invoice) with tax_currency ${trimmed(inv.taxCurrency)}: a group line without a parent states its sub-invoice's VAT total in that currency too (BR-FR-MV-03, EXT-FR-FE-182)`,
            IssueCode.REQUIRED,
          );
    },
  },
  {
    rule: 'BR-FR-MV-11',
    check: (inv, add) => {
      if (!MULTI_VENDOR.has(framework(inv))) return;
      // The main seller's (BT-30) own sub-invoice is numbered with the invoice number BT-1.
      const sellerId = trimmed(inv.seller?.legalRegistration?.id);
      const own = topGroupLines(inv).filter(
        (g) => sellerId && trimmed(inv.items[g]!.seller?.legalRegistration?.id) === sellerId,
      );
      if (own.length === 0 || own.some((g) => aflOf(inv.items[g]!) === trimmed(inv.number))) return;
      for (const g of own)
        add(
          `$.invoice.items[${g}].object_identifier.id`,
          `the seller's own sub-invoice (its group line's seller legal identifier is the seller's, BT-30 ${sellerId}) is numbered with the invoice number ${trimmed(inv.number)} (BR-FR-MV-11, BT-128 scheme AFL)`,
        );
    },
  },
  {
    rule: 'BR-FR-MV-14',
    check: (inv, add) => {
      // A multi-vendor credit note or corrective invoice (BR-FR-MV-14), a two-way one (BR-FR-BD-14):
      // each sub-invoice's preceding invoice, number and date, on its group line (EXT-FR-FE-136, 138).
      const mv = MULTI_VENDOR_ONLY.has(framework(inv)) && MV_CORRECTIONS.has(typeCode(inv));
      const bd = TWO_WAY_FRAMEWORKS.has(framework(inv)) && BD_CORRECTIONS.has(typeCode(inv));
      if (!mv && !bd) return;
      for (const g of topGroupLines(inv)) {
        const p = inv.items[g]!.precedingInvoice;
        for (const [value, path, term] of [
          [p?.number, 'preceding_invoice', 'number (EXT-FR-FE-136)'],
          [p?.date, 'preceding_invoice.date', 'date (EXT-FR-FE-138)'],
        ] as const)
          if (!trimmed(value)) {
            add(
              `$.invoice.items[${g}].${path}`,
              `a ${mv ? 'multi-vendor' : 'two-way'} credit note or corrective invoice (BT-23 ${framework(inv)}, BT-3 ${typeCode(inv)}) states on each group line without a parent its sub-invoice's preceding invoice ${term} (${mv ? 'BR-FR-MV-14' : 'BR-FR-BD-14'})`,
              IssueCode.REQUIRED,
            );
            break;
          }
      }
    },
  },
  {
    rule: 'BR-FR-MV-09',
    check: (inv, add) => {
      // BG-23 is split by sub-invoice (sub-invoices.ts); a document allowance or charge counts in
      // the group of the sub-invoice it names, its exemption reason (BT-173 / BT-175) starting
      // with that #number# as the group's BT-120 does (BR-FXEXT-*-08rev), and so in that
      // sub-invoice's VAT total (BR-FR-MV-09). Without it, sub-invoices sharing a category and
      // rate could not tell its group apart.
      const mv = MULTI_VENDOR.has(framework(inv));
      const numbers = mv
        ? [...new Set(topGroupLines(inv).map((g) => aflOf(inv.items[g]!)))].filter(Boolean)
        : [];
      for (const [list, name] of [
        [inv.allowances, 'allowances'],
        [inv.charges, 'charges'],
      ] as const)
        list.forEach((a, i) => {
          const path = `$.invoice.${name}[${i}].sub_invoice`;
          const what = `a document-level ${name === 'allowances' ? 'allowance (BT-173)' : 'charge (BT-175)'}`;
          const sub = trimmed(a.subInvoice);
          if (!mv) {
            if (sub)
              add(
                path,
                `sub_invoice names the sub-invoice of a multi-vendor or two-way invoice (BT-23 B8, S8, M8, B9, S9, M9); billing framework ${framework(inv) || '(none)'} has none: leave it out`,
              );
            return;
          }
          if (!sub)
            add(
              path,
              `billing framework ${framework(inv)} (BT-23, multi-vendor or two-way invoice) splits the VAT breakdown by sub-invoice: ${what} names the sub-invoice it belongs to (${numbers.join(', ') || 'the AFL number of a group line'}), written as the #number# of its VAT exemption reason so that its sub-invoice's VAT breakdown (BR-FXEXT-*-08rev) and VAT total count it (BR-FR-MV-09)`,
              IssueCode.REQUIRED,
            );
          else if (!numbers.includes(sub))
            add(
              path,
              `sub_invoice ${sub} is no sub-invoice of this invoice: name the AFL number (BT-128) of a group line without a parent${numbers.length ? `: ${numbers.join(', ')}` : ''} (BR-FR-MV-09)`,
            );
        });
    },
  },
];

/**
 * Runs the French content rules on a request whose row carries France's national rules; each
 * finding is INVALID_VALUE (or the code its rule gives) at the path of the field to change.
 */
export function checkFrenchRules(ctx: CheckContext): void {
  if (ctx.row?.nationalRules !== 'FR') return;
  for (const { check } of FRENCH_RULES) {
    check(ctx.invoice, (path, message, code = IssueCode.INVALID_VALUE) => {
      if (!ctx.out.has(path)) ctx.out.add(path, code, message);
    });
  }
}
