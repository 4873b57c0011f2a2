/**
 * A field the target document cannot carry must not be lost silently. The terms the contract
 * gained with the whole EN 16931 invoice are listed here by proto field with their BT/BG id;
 * for each field the request sets:
 * - UBL family (ubl, peppol, xrechnung in UBL): the UBL binding table carries every EN 16931
 *   term; only Factur-X EXTENDED's line groups (parent_line_id, line_status) have no place in
 *   UBL but EXTENDED-CTC-FR (EXT-FR-FE-162, 163) and the XRechnung Extension (sub invoice
 *   lines, BG-DEX-01): NOT_CARRIED, and so is a second buyer
 *   identifier (BT-46 once in UBL, UBL-SR-16).
 * - FatturaPA: a term its terms table has no place for is written without it and reported as a
 *   warning naming the term (fatturapa-carriage.ts); only line groups and a BT-3 other than
 *   380/381 (its TipoDocumento comes from tipo_documento) are NOT_CARRIED.
 * - CII family (zugferd, facturx, cii, xrechnung with syntax cii): every EN 16931 term is allowed, but a term the chosen
 *   profile does not carry (the profile masks of the CII writer's mapping table, e.g. BT-155 in
 *   MINIMUM) is NOT_CARRIED naming the profile. A term the table has no row for yet is let
 *   through: the table, not this file, says what a profile carries.
 * - Factur-X EXTENDED's repeats of a term EN 16931 has once (further payment terms, further price
 *   discounts): NOT_CARRIED in every format and profile but CII EXTENDED.
 * - vat_total (a MINIMUM document's stated BT-110, no VAT breakdown): NOT_CARRIED but in CII
 *   MINIMUM (elsewhere BT-110 is the sum of BG-23, BR-CO-14).
 * - A buyer's tax_registration_id (its local tax number, no EN 16931 term) is written in CII and
 *   UBL (a PartyTaxScheme of its own scheme); a tax registration's scheme other than FC and the
 *   card network are UBL's alone (as-written-carriage.ts).
 * - A credit transfer's own payment_reference (BT-83 per account) is written in PINT UBL outside
 *   the EU only (UBL-SR-44 wants one PaymentID elsewhere); elsewhere NOT_CARRIED where it differs
 *   from payment.remittance_information.
 * - pdf: the visual invoice shows what it is given; nothing is refused here.
 * A stated net_amount (BT-131) is no term to carry but a check against the computed amount (a
 * domain rule), so it is not listed.
 */
import { isFieldSet, type DescMessage, type Message } from '@bufbuild/protobuf';
import {
  InvoiceSchema,
  LineItemSchema,
  PartySchema,
  PaymentSchema,
} from '../../../gen/einvoice/v1/invoice_pb.js';
import { CII_MAPPING, emits, type CiiTermId } from '../../syntax/cii/index.js';
import { groupsByLineExemption } from '../../formats/index.js';
import { peppolProfile, pintUblProfile, writtenCiiProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { typeCodeOf } from '../../domain/defaults.js';
import { isCreditNote } from './peppol-national-context.js';
import { warnFatturaPaLosses } from './fatturapa-carriage.js';
import { checkLineSellerCarriage } from './line-seller-carriage.js';
import { checkLineOrderCarriage } from './line-order-carriage.js';
import { checkLineDocumentReferences } from './line-document-references.js';
import { checkPrepaidPayments } from './prepaid-payments.js';
import { checkPaymentInstallment } from './payment-installment.js';
import { checkSupportingDocumentTerms } from './supporting-document-terms.js';
import { checkExtendedFields } from './extended-fields.js';
import { checkProjectName } from './project-name.js';
import { checkPintLineDespatch, pintLineDespatch } from './line-despatch.js';
import { checkAddressCodeCarriage } from './address-code-carriage.js';
import { checkAsWrittenCarriage } from './as-written-carriage.js';
import { checkTaxSchemeCarriage } from './tax-scheme-carriage.js';
import { checkExchangeRate } from './exchange-rate-checks.js';
import { FATTURAPA_DATED_TERMS } from '../../syntax/fatturapa/index.js';
import {
  checkDatedReferences,
  checkExtFrFields,
  datedReferences,
  EXT_FR_PLACES,
  extFrCarried,
  extFrNotCarried,
  isExtFrTerm,
} from './ext-fr-fields.js';
import { INVOICE_TERMS, LINE_TERMS, PARTY_TERMS, PAYMENT_TERMS } from './public-terms.js';

export { INVOICE_TERMS, LINE_TERMS, PARTY_TERMS, PAYMENT_TERMS } from './public-terms.js';

/** A line's VAT exemption reason and code (PINT ibt-185, ibt-186; EXTENDED-CTC-FR's line BT-120, BT-121). */
const LINE_EXEMPTION_TERMS: ReadonlySet<string> = new Set(['ibt-185', 'ibt-186']);

/** PINT terms with a place in UBL only (no EN 16931 term, no CII element). */
const PINT_ONLY = /^(BTAE-|BTOM-|BT-SG-|BT-MY-|ibt-)/;

/**
 * PINT terms that only one country profile writes: BTAE-06 takes BT-8's element in PINT AE, BTAE-02
 * is its ProfileExecutionID; the SG
 * totals are PINT SG's; the tourism tax (a second tax, scheme AAL) is PINT MY's.
 */
const PROFILE_OF_TERM: Readonly<Record<string, readonly string[]>> = {
  'BTAE-06': ['pint_ae'],
  'BTAE-05': ['pint_ae', 'pint_om'], // the contract value (ContractDocumentReference/DocumentDescription)
  'BTAE-01': ['pint_ae'],
  'BTAE-14': ['pint_ae'], // the principal of a disclosed agent (SellerSupplierParty)
  // BTAE-02, and PINT OM's transaction type BTOM-001 (the type code's name) in the same field.
  'BTAE-02': ['pint_ae', 'pint_om'],
  'BTOM-033': ['pint_om'],
  // The prepayment invoices (BTOM-027 number, BTOM-014 UUID).
  'BTOM-027': ['pint_om'],
  'BTOM-004': ['pint_om'], // the seller UUID (AdditionalAccountID)
  'BTOM-005': ['pint_om'], // the third party (AgentParty, BTOM-005 … BTOM-013)
  'BTOM-021': ['pint_om'], // an import's customs declaration (Shipment ID)
  'BTOM-030': ['pint_om'], // an import's date (Shipment Delivery date)
  'BTOM-020': ['pint_om'], // the profit margin total (PM_TOTAL)
  // The seller's and buyer's subdivision code (CountrySubentityCode): PINT OM's special zone,
  // PINT MY's state code (UblProfile.partySubdivisionCode).
  'BTOM-024': ['pint_om', 'pint_my'],
  'BTOM-026': ['pint_om', 'pint_my'],
  'BT-SG-001': ['pint_sg'],
  'BT-SG-002': ['pint_sg', 'pint_ae'], // BTAE-20 in PINT AE
  'BT-MY-TTX': ['pint_my'],
  // The parties' MSIC code and its description (UblProfile: PINT MY's industry classification).
  'BT-MY-SellerMSIC': ['pint_my'],
  'BT-MY-BuyerMSIC': ['pint_my'],
  'BT-MY-SellerMSIC-name': ['pint_my'],
  'BT-MY-BuyerMSIC-name': ['pint_my'],
};

/** A line's despatch advice and its line: PINT states them (ibt-184), not the date (line-despatch.ts). */
const PINT_LINE_DESPATCH: ReadonlySet<string> = new Set([
  'invoice.items.despatch_advice_reference',
  'invoice.items.despatch_advice_line',
]);

/** What EN 16931 has once where Factur-X EXTENDED repeats it, by field key. */
const EXTENDED_REPEATS: Readonly<Record<string, string>> = {
  'invoice.further_invoiced_objects': 'invoiced object (BT-18)',
  'invoice.items.further_price_discounts': 'price discount (BT-147)',
  'invoice.items.further_price_discount_reasons': 'price discount (BT-147) and its reason',
  'invoice.payment.further_terms': 'payment terms text and due date (BT-20, BT-9)',
};

/**
 * Whether UBL writes the credit note reason code: in a CreditNote's DiscrepancyResponse (an
 * Invoice has none), and in PINT OM with each preceding invoice (BTOM-032).
 */
function writesReasonCode(ctx: CheckContext): boolean {
  if (peppolProfile(ctx)?.id === 'pint_om') return ctx.invoice.precedingInvoices.length > 0;
  return isCreditNote(ctx.invoice);
}

/** One set field: its JSON path, its path without indexes, its term. */
interface SetField {
  path: string;
  key: string;
  term: string;
}

function setFields<Desc extends DescMessage>(
  schema: Desc,
  message: Message | undefined,
  terms: Readonly<Record<string, string>>,
  path: string,
  key: string,
): SetField[] {
  if (!message) return [];
  return schema.fields
    .filter((f) => f.name in terms && isFieldSet(message as never, f))
    .map((f) => ({ path: `${path}.${f.name}`, key: `${key}.${f.name}`, term: terms[f.name] }));
}

/** Every new-term field the request sets. */
function newTermFields(ctx: CheckContext): SetField[] {
  const inv = ctx.invoice;
  const out = setFields(InvoiceSchema, inv, INVOICE_TERMS, '$.invoice', 'invoice');
  for (const [role, i] of [
    ['seller', 0],
    ['buyer', 1],
  ] as const) {
    const terms = Object.fromEntries(Object.entries(PARTY_TERMS).map(([k, v]) => [k, v[i]]));
    out.push(...setFields(PartySchema, inv[role], terms, `$.invoice.${role}`, `invoice.${role}`));
  }
  inv.items.forEach((item, i) =>
    out.push(
      ...setFields(LineItemSchema, item, LINE_TERMS, `$.invoice.items[${i}]`, 'invoice.items'),
    ),
  );
  out.push(
    ...setFields(PaymentSchema, inv.payment, PAYMENT_TERMS, '$.invoice.payment', 'invoice.payment'),
  );
  return out;
}

/** Whether FatturaPA writes this BT-3 (its TipoDocumento follows 380 / 381 only). */
const fatturaPaTypeCode = (ctx: CheckContext) =>
  ['', '380', '381'].includes(ctx.invoice.typeCode.trim());

/** Refuses the fields the resolved format or CII profile would lose. */
export function checkFormatCarriage(ctx: CheckContext): void {
  const syntax = ctx.syntax;
  if (syntax === 'none') return;
  checkLineSellerCarriage(ctx); // items[].seller: CII EXTENDED and EXTENDED-CTC-FR only
  checkLineOrderCarriage(ctx); // a line's own order (ibt-183): PINT UBL, CII EXTENDED
  checkLineDocumentReferences(ctx); // a line's further documents (ibg-36): PINT UBL but A-NZ
  checkPrepaidPayments(ctx); // the payments BT-113 totals (ibg-35): PINT UBL invoices but EU
  checkPaymentInstallment(ctx); // the means' id (ibt-178), the terms' instalment (ibg-33): PINT UBL but EU
  checkSupportingDocumentTerms(ctx); // a supporting document's UUID and type: PINT UBL
  checkPintLineDespatch(ctx); // a line's despatch advice in PINT (ibt-184); EXTENDED's: ext-fr-fields.ts
  checkAddressCodeCarriage(ctx); // an address's zone code: the PINT OM deliver-to only
  checkAsWrittenCarriage(ctx); // a tax registration's scheme, the card network: UBL only
  checkTaxSchemeCarriage(ctx); // the document's tax scheme: the one the target's rules accept
  checkExchangeRate(ctx); // BT-6 rate and its date: CII EXTENDED, EXTENDED-CTC-FR, PINT OM
  checkExtFrFields(ctx); // the other EXTENDED-CTC-FR additions' values, where carried
  checkExtendedFields(ctx); // Factur-X EXTENDED's own fields: CII profile extended only
  checkProjectName(ctx); // the project's name beside BT-11: CII only
  // PINT OM BTOM-031 and PINT MY's LHDN UUID: the preceding invoice's UUID (UblProfile.precedingInvoiceUuid).
  if (!pintUblProfile(ctx)?.precedingInvoiceUuid)
    ctx.invoice.precedingInvoices.forEach((p, i) => {
      const path = `$.invoice.preceding_invoices[${i}].uuid`;
      if (p.uuid.trim() && !ctx.out.has(path))
        ctx.out.add(
          path,
          IssueCode.NOT_CARRIED,
          'the preceding invoice UUID (PINT OM BTOM-031, PINT MY) is written for country_profile pint_om and pint_my only: generate it as peppol with one of them, or leave the field out',
        );
    });
  // BT-83 per account: UBL states it on each payment means, but the EN 16931 UBL rules want one
  // PaymentID (UBL-SR-44: ubl, xrechnung, Peppol BIS, PINT EU); the other PINT rule sets have no
  // such rule. CII and FatturaPA state it once for all.
  const profileId = peppolProfile(ctx)?.id;
  const ownReferences =
    syntax === 'ubl' && profileId !== undefined && !['standard_eu', 'pint_eu'].includes(profileId);
  if (!ownReferences) {
    const shared = ctx.invoice.payment?.remittanceInformation.trim() ?? '';
    ctx.invoice.payment?.creditTransfers.forEach((t, i) => {
      const path = `$.invoice.payment.credit_transfers[${i}].payment_reference`;
      const own = t.paymentReference.trim();
      if (own && own !== shared && !ctx.out.has(path))
        ctx.out.add(
          path,
          IssueCode.NOT_CARRIED,
          `format ${ctx.format}${profileId ? ` (${profileId})` : ''} states one remittance information (BT-83) for all payment accounts${syntax === 'ubl' ? ' (UBL-SR-44)' : ''}: give it as payment.remittance_information, or generate it as peppol with a PINT country profile outside the EU`,
        );
    });
  } else {
    // Without an IBAN every payment means is an account's: when each states its own reference,
    // the shared one has no means to be written on.
    const p = ctx.invoice.payment;
    const shared = p?.remittanceInformation.trim() ?? '';
    const path = '$.invoice.payment.remittance_information';
    if (
      p &&
      shared &&
      !p.iban.trim() &&
      p.creditTransfers.length > 0 &&
      p.creditTransfers.every(
        (t) => t.paymentReference.trim() && t.paymentReference.trim() !== shared,
      ) &&
      !ctx.out.has(path)
    )
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        'every payment account states its own reference (payment_reference, BT-83): remittance_information has no payment means to be written on; give it to an account, or leave it out',
      );
  }
  // XRechnung in CII is written at the XRechnung profile of the CII binding (the writer profile its row fixes).
  const profile = writtenCiiProfile(ctx);
  // EXTENDED-CTC-FR writes the Factur-X EXTENDED elements (PROFILE_RANK): it carries what EXTENDED does.
  const extended = profile === 'extended' || profile === 'extended_ctc_fr';
  // KSeF FA(3) is no EN 16931 syntax: ksef-carriage.ts places (or refuses) each of its fields.
  if (syntax === 'ksef') return;
  const fields = newTermFields(ctx);
  if (syntax === 'fatturapa') {
    // The tourism tax would enter the VAT summary (DatiRiepilogo) as a rate: refused, not dropped.
    // The order's and the contract's dates have FatturaPA places (DatiDocumentiCorrelatiType/Data).
    const dated = (term: string) => (FATTURAPA_DATED_TERMS as readonly string[]).includes(term);
    checkDatedReferences(
      ctx,
      datedReferences(ctx.invoice).filter(([, , , , term]) => dated(term)),
    );
    const refused = (f: SetField) =>
      f.term === 'PARENT' ||
      f.term === 'BT-MY-TTX' ||
      (isExtFrTerm(f.term) && !dated(f.term)) ||
      (f.key === 'invoice.type_code' && !fatturaPaTypeCode(ctx));
    for (const field of fields.filter(refused)) {
      if (ctx.out.has(field.path)) continue;
      if (isExtFrTerm(field.term)) {
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          extFrNotCarried(ctx, field.term, field.path),
        );
        continue;
      }
      if (field.term === 'BT-MY-TTX') {
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `format ${ctx.format} has no place for the PINT MY tourism tax (${field.term}): generate it as peppol with country_profile pint_my, or leave the field out`,
        );
        continue;
      }
      ctx.out.add(
        field.path,
        IssueCode.NOT_CARRIED,
        `format ${ctx.format} does not carry ${field.term === 'PARENT' ? `line groups (${field.path.split('.').pop()})` : `${field.term} ${ctx.invoice.typeCode} (TipoDocumento comes from tipo_documento)`}: generate it as zugferd, facturx or cii, or leave the field out`,
      );
    }
    warnFatturaPaLosses(
      ctx,
      fields.filter((f) => !refused(f) && !ctx.out.has(f.path)),
    );
    return;
  }
  for (const field of fields) {
    if (ctx.out.has(field.path)) continue;
    if (field.term === 'BTOM-003' || field.term === 'EXT-FR-FE-192') continue; // exchange-rate-checks.ts
    if (field.term === 'ibt-183') continue; // line-order-carriage.ts
    // PINT outside the EU states a line's despatch advice with its line (ibt-184), not its date.
    if (PINT_LINE_DESPATCH.has(field.key) && pintLineDespatch(ctx)) continue;
    // The delivery's INCOTERMS: PINT OM's BTOM-022, EXTENDED-CTC-FR's document INCOTERMS.
    if (field.term === 'BTOM-022') {
      const om = syntax === 'ubl' && peppolProfile(ctx)?.id === 'pint_om';
      if (!om && !extFrCarried(ctx))
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `${syntax === 'cii' ? `profile ${profile}` : `format ${ctx.format}`} has no place for the INCOTERMS (incoterms): generate it as peppol with country_profile pint_om (BTOM-022), ${EXT_FR_PLACES.replace(/^generate it /, '')}, or leave the field out`,
        );
      continue;
    }
    // The EXTENDED-CTC-FR additions (ext-fr-fields.ts): CII EXTENDED and EXTENDED-CTC-FR.
    if (isExtFrTerm(field.term)) {
      if (!extFrCarried(ctx))
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          extFrNotCarried(ctx, field.term, field.path),
        );
      continue;
    }
    if (field.term === 'MINIMUM-BT-110') {
      if (syntax !== 'cii' || profile !== 'minimum')
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `vat_total states BT-110 of a document without VAT breakdown: only profile minimum writes it; ${syntax === 'cii' ? `profile ${profile}` : `format ${ctx.format}`} sums BT-110 from the VAT breakdown (BR-CO-14): leave it out`,
        );
      continue;
    }
    if (field.term === 'EXTENDED') {
      if (syntax !== 'cii' || !extended)
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `${syntax === 'cii' ? `profile ${profile}` : `format ${ctx.format}`} carries one ${EXTENDED_REPEATS[field.key]}: ${field.path.split('.').pop()} needs zugferd, facturx or cii with profile extended`,
        );
      continue;
    }
    if (syntax === 'ubl') {
      // UBL EXTENDED-CTC-FR states the line groups in the line's BillingReference (EXT-FR-FE-162, 163).
      // The XRechnung Extension nests a line's sub-lines in it (sub-invoice-lines.ts).
      if (field.term === 'PARENT' && !extFrCarried(ctx) && !ctx.row?.subInvoiceLines)
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `format ${ctx.format} does not carry line groups (${field.path.split('.').pop()}): generate it as zugferd, facturx or cii with profile extended, as ubl with profile extended_ctc_fr, or as xrechnung with profile extended and syntax ubl (sub invoice lines, XRechnung Extension)`,
        );
      // UBL has one price base quantity (cac:Price/cbc:BaseQuantity) for net and gross price alike.
      // UBL-SR-16: the buyer has one identifier (cac:PartyIdentification) in UBL; BT-46 repeats in CII.
      if (field.key === 'invoice.buyer.identifiers') {
        for (let i = 1; i < ctx.invoice.buyer!.identifiers.length; i++)
          ctx.out.add(
            `${field.path}[${i}]`,
            IssueCode.NOT_CARRIED,
            `format ${ctx.format} carries one buyer identifier (BT-46, UBL-SR-16): leave the others out, or generate it in CII`,
          );
      } else if (field.key === 'invoice.items.gross_base_quantity')
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `format ${ctx.format} has one price base quantity (BT-149, base_quantity) for the net and the gross price: leave gross_base_quantity out, or generate it in CII`,
        );
      else if (field.key === 'invoice.credit_note_reason_code' && !writesReasonCode(ctx))
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `format ${ctx.format} writes the credit note reason code (BTAE-03) in a credit note only (DiscrepancyResponse; type code ${typeCodeOf(ctx.invoice.typeCode, ctx.invoice.tipoDocumento)} is an invoice), and PINT OM with each preceding invoice (BTOM-032): leave the field out`,
        );
      else if (
        PROFILE_OF_TERM[field.term] &&
        !PROFILE_OF_TERM[field.term]!.includes(peppolProfile(ctx)?.id ?? '')
      ) {
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `${field.term} is written for country_profile ${PROFILE_OF_TERM[field.term]!.join(' or ')} only: generate it as peppol with that profile, or leave the field out`,
        );
      }
      continue;
    }
    if (field.term === 'PARENT') {
      if (!extended)
        ctx.out.add(
          field.path,
          IssueCode.NOT_CARRIED,
          `profile ${profile} does not carry line groups (${field.path.split('.').pop()}): use profile extended`,
        );
      continue;
    }
    // A line's own exemption reason: EXTENDED-CTC-FR states it on the line's ApplicableTradeTax,
    // with a BG-23 group of its own (vat-breakdown.ts).
    if (LINE_EXEMPTION_TERMS.has(field.term) && groupsByLineExemption(profile)) continue;
    if (PINT_ONLY.test(field.term)) {
      ctx.out.add(
        field.path,
        IssueCode.NOT_CARRIED,
        `format ${ctx.format} does not carry the PINT term ${field.term} (UBL only): generate it as peppol, or leave the field out`,
      );
      continue;
    }
    if (!(field.term in CII_MAPPING)) continue;
    // MINIMUM has no BT-113 element, but its amount due BT-115 carries a paid amount (BR-CO-16).
    if (field.term === 'BT-113' && profile === 'minimum') continue;
    if (!emits(field.term as CiiTermId, profile)) {
      ctx.out.add(
        field.path,
        IssueCode.NOT_CARRIED,
        `profile ${profile} does not carry ${field.term}: use a profile that does (e.g. en16931), or leave the field out`,
      );
    }
  }
}
