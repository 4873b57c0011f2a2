/**
 * Values UBL keeps as the source wrote them that the other syntaxes have no place for: the tax
 * scheme of a tax registration (UBL cac:TaxScheme/cbc:ID: LOC in CIUS-RO; CII states a
 * registration with schemeID FC only, so FC is carried there) and the card network (BG-18, UBL
 * cbc:NetworkID; CII's financial card has none) and a card's or direct debit's payment means code
 * of its own (UBL repeats cac:PaymentMeans). Elsewhere NOT_CARRIED naming the field, never
 * dropped silently. FatturaPA reports what it leaves out as warnings (fatturapa-carriage.ts).
 * The Factur-X rules take no buyer's tax number at all: a buyer's tax registration is its VAT id
 * (schemeID VA only: BASIC WL to EN16931's code lists, EXTENDED's BR-FXEXT-03), where the CEN CII
 * rules take FC too. In UBL, a registration's scheme may not be VAT: that is the VAT id's.
 */
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

export function checkAsWrittenCarriage(ctx: CheckContext): void {
  const taxNumber = '$.invoice.buyer.tax_registration_id';
  if (
    ctx.row?.ruleSetIds.some((id) => id.startsWith('facturx-')) &&
    ctx.invoice.buyer?.taxRegistrationId.trim() &&
    !ctx.out.has(taxNumber)
  )
    ctx.out.add(
      taxNumber,
      IssueCode.NOT_CARRIED,
      `format ${ctx.format} (${ctx.row.label}) states only a VAT id for the buyer (the Factur-X rules take schemeID VA only, BR-FXEXT-03): leave the buyer's tax number out, or generate it as cii (EN 16931) or ubl`,
    );
  const syntax = ctx.syntax;
  // In UBL a PartyTaxScheme with scheme VAT is the VAT identifier itself (BT-31, BT-48): a tax
  // registration written with it is a second VAT id for the official rules (UBL-SR-12, UBL-SR-18)
  // and needs a country prefix (BR-CO-09). Refused here instead of a 422 from those rules.
  if (syntax === 'ubl')
    for (const role of ['seller', 'buyer'] as const) {
      const path = `$.invoice.${role}.tax_registration_scheme`;
      if (ctx.invoice[role]?.taxRegistrationScheme.trim() !== 'VAT' || ctx.out.has(path)) continue;
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `scheme VAT states the ${role}'s VAT identifier (${role === 'seller' ? 'BT-31' : 'BT-48'}, vat_id), not a tax registration (UBL-SR-${role === 'seller' ? '12' : '18'}): give the registration's own scheme (TAX, FC, LOC, ...), or state a VAT id as vat_id`,
      );
    }
  if (syntax === 'none' || syntax === 'ubl' || syntax === 'fatturapa') return;
  for (const role of ['seller', 'buyer'] as const) {
    const party = ctx.invoice[role];
    const scheme = party?.taxRegistrationScheme.trim() ?? '';
    const path = `$.invoice.${role}.tax_registration_scheme`;
    if (!scheme || scheme === 'FC' || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      `format ${ctx.format} states a tax registration with scheme FC only (${role === 'seller' ? 'BT-32' : "EXT-BuyerTaxNumber, the buyer's tax number"}): scheme ${scheme} needs UBL; leave tax_registration_scheme out, or generate it as ubl`,
    );
  }
  // A card's or direct debit's payment means of its own (UBL repeats cac:PaymentMeans, each
  // with its code): the other syntaxes state one payment means code for both.
  const pay = ctx.invoice.payment;
  for (const [field, own] of [
    ['card', pay?.card?.meansCode],
    ['direct_debit', pay?.directDebit?.meansCode],
  ] as const) {
    const at = `$.invoice.payment.${field}.means_code`;
    if (!own?.trim() || own.trim() === pay?.meansCode.trim() || ctx.out.has(at)) continue;
    ctx.out.add(
      at,
      IssueCode.NOT_CARRIED,
      `format ${ctx.format} states one payment means code (BT-81, payment.means_code): a ${field.replace('_', ' ')} under a code of its own (${own.trim()}) needs UBL; leave it out, or give it as payment.means_code`,
    );
  }
  const path = '$.invoice.payment.card.network_id';
  if (ctx.invoice.payment?.card?.networkId.trim() && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      `format ${ctx.format} has no place for the card network (BG-18, UBL cbc:NetworkID): leave network_id out, or generate it as ubl`,
    );
}
