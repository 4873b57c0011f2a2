/**
 * Values UBL keeps as the source wrote them that the other syntaxes have no place for: the tax
 * scheme of a tax registration (UBL cac:TaxScheme/cbc:ID: LOC in CIUS-RO; CII states a
 * registration with schemeID FC only, so FC is carried there) and the card network (BG-18, UBL
 * cbc:NetworkID; CII's financial card has none) and a card's or direct debit's payment means
 * of its own, code and text (UBL repeats cac:PaymentMeans, where the rules let it: checkOwnMeans).
 * Elsewhere NOT_CARRIED naming the field, never dropped silently. FatturaPA reports what it leaves
 * out as warnings (fatturapa-carriage.ts).
 * The Factur-X rules take no buyer's tax number at all: a buyer's tax registration is its VAT id
 * (schemeID VA only: BASIC WL to EN16931's code lists, EXTENDED's BR-FXEXT-03), where the CEN CII
 * rules take FC too. In UBL, a registration's scheme may not be VAT: that is the VAT id's.
 */
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { ruleSetsAssert } from '../rule-ids.js';
import { ruleSetsOfRow } from '../rule-sets-for.js';

/** The payment means a card or direct debit may have of its own (UBL cac:PaymentMeans). */
const OWN_MEANS = ['card', 'direct_debit'] as const;

/**
 * A card's or direct debit's payment means of its own: its code (means_code other than
 * payment.means_code) and its text (means_text, BT-82). UBL repeats cac:PaymentMeans, each with
 * its code and name, where the rules allow it: the EN 16931 UBL rules want every payment means
 * code equal (UBL-SR-47) and one text in all (UBL-SR-46), PINT's neither. CII and KSeF state one
 * payment means; FatturaPA warns instead (fatturapa-carriage.ts). A text without a code of its
 * own belongs to the one payment means, whose text is payment.means_text.
 */
function checkOwnMeans(ctx: CheckContext): void {
  const pay = ctx.invoice.payment;
  if (!pay || ctx.syntax === 'none' || ctx.syntax === 'fatturapa') return;
  const ruleSets = ctx.row ? ruleSetsOfRow(ctx.row) : [];
  const ubl = ctx.syntax === 'ubl';
  const oneCode = !ubl || ruleSetsAssert(ruleSets, 'UBL-SR-47');
  const oneText = ubl && ruleSetsAssert(ruleSets, 'UBL-SR-46');
  const where = `format ${ctx.format}${ubl && ctx.row ? ` (${ctx.row.label})` : ''}`;
  const own = (field: (typeof OWN_MEANS)[number]) =>
    field === 'card' ? pay.card : pay.directDebit;
  const shared = pay.meansText.trim();
  const ownTexts = pay.creditTransfers.filter(
    (t) => t.meansText.trim() && t.meansText.trim() !== shared,
  ).length;
  const texts =
    OWN_MEANS.filter((f) => own(f)?.meansText.trim()).length + ownTexts + (shared ? 1 : 0);
  checkTransferMeans(ctx, { oneCode, oneText: oneText && texts > 1, where });
  for (const field of OWN_MEANS) {
    const means = own(field);
    if (!means) continue;
    const name = field.replace('_', ' ');
    const code = means.meansCode.trim();
    const text = means.meansText.trim();
    const apart = Boolean(code) && code !== pay.meansCode.trim();
    const codeAt = `$.invoice.payment.${field}.means_code`;
    const textAt = `$.invoice.payment.${field}.means_text`;
    if (apart && oneCode && !ctx.out.has(codeAt))
      ctx.out.add(
        codeAt,
        IssueCode.NOT_CARRIED,
        `${where} states one payment means code (BT-81, payment.means_code${ubl ? ': UBL-SR-47, every payment means code equal' : ''}): a ${name} under a code of its own (${code}) needs UBL under rules that take several (PINT: generate it as peppol with a PINT country profile); leave it out, or give it as payment.means_code`,
      );
    if (!text || ctx.out.has(textAt)) continue;
    if (!apart) {
      if (text !== shared)
        ctx.out.add(
          textAt,
          IssueCode.INVALID_VALUE,
          `the ${name} belongs to the one payment means (no means_code of its own): its text is payment.means_text (BT-82); give the ${name} a means_code of its own, or leave means_text out`,
        );
    } else if (oneCode)
      ctx.out.add(
        textAt,
        IssueCode.NOT_CARRIED,
        `${where} states one payment means (BG-16) with one text (BT-82, payment.means_text): the text of a ${name}'s payment means of its own is written with it only; leave means_text out`,
      );
    else if (oneText && texts > 1)
      ctx.out.add(
        textAt,
        IssueCode.NOT_CARRIED,
        `${where} states one payment means text in all (BT-82, UBL-SR-46): leave the ${name}'s means_text out, or generate it as peppol with a PINT country profile, whose rules take a text per payment means`,
      );
  }
}

/**
 * A further account's payment means of its own (credit_transfers[i].means_code, means_text): UBL
 * states one per account, each with its code and text where the rules let it (oneCode, oneText
 * as checkOwnMeans finds them). The first account without an iban is the one payment means: its
 * code and text are payment.means_code and means_text.
 */
function checkTransferMeans(
  ctx: CheckContext,
  rules: { oneCode: boolean; oneText: boolean; where: string },
): void {
  const pay = ctx.invoice.payment!;
  pay.creditTransfers.forEach((t, i) => {
    const at = `$.invoice.payment.credit_transfers[${i}]`;
    const code = t.meansCode.trim();
    const text = t.meansText.trim();
    if (code && code !== pay.meansCode.trim() && !ctx.out.has(`${at}.means_code`)) {
      if (i === 0 && !pay.iban.trim())
        ctx.out.add(
          `${at}.means_code`,
          IssueCode.INVALID_VALUE,
          'without an iban the first account is the one payment means (BG-16): its code is payment.means_code (BT-81); give it there',
        );
      else if (rules.oneCode)
        ctx.out.add(
          `${at}.means_code`,
          IssueCode.NOT_CARRIED,
          `${rules.where} states one payment means code (BT-81, payment.means_code${ctx.syntax === 'ubl' ? ': UBL-SR-47, every payment means code equal' : ''}): an account under a code of its own (${code}) needs UBL under rules that take several (PINT: generate it as peppol with a PINT country profile); leave it out, or give it as payment.means_code`,
        );
    }
    if (!text || text === pay.meansText.trim() || ctx.out.has(`${at}.means_text`)) return;
    if (i === 0 && !pay.iban.trim())
      ctx.out.add(
        `${at}.means_text`,
        IssueCode.INVALID_VALUE,
        'without an iban the first account is the one payment means (BG-16): its text is payment.means_text (BT-82); give it there',
      );
    else if (ctx.syntax !== 'ubl' || rules.oneText)
      ctx.out.add(
        `${at}.means_text`,
        IssueCode.NOT_CARRIED,
        `${rules.where} states one payment means text (BT-82, payment.means_text${ctx.syntax === 'ubl' ? ', UBL-SR-46' : ''}): an account's text of its own needs UBL under rules that take one per payment means (PINT: generate it as peppol with a PINT country profile); leave it out, or give it as payment.means_text`,
      );
  });
}

/**
 * ibt-084-1, the scheme of a payment account identifier (payment.account_scheme,
 * credit_transfers[].account_scheme; UBL cbc:ID/@schemeID, e.g. IBAN), as PINT documents state
 * it: EN 16931 has no such term, and its UBL rules warn against it (UBL-CR-654: ubl, xrechnung,
 * Peppol BIS and PINT EU); CII and KSeF have no place (CII tells an IBAN by its element alone).
 * FatturaPA warns instead (fatturapa-carriage.ts).
 */
function checkAccountSchemes(ctx: CheckContext): void {
  const pay = ctx.invoice.payment;
  if (!pay || ctx.syntax === 'none' || ctx.syntax === 'fatturapa') return;
  const ruleSets = ctx.row ? ruleSetsOfRow(ctx.row) : [];
  if (ctx.syntax === 'ubl' && !ruleSetsAssert(ruleSets, 'UBL-CR-654')) return;
  const where =
    ctx.syntax === 'ubl'
      ? `format ${ctx.format}${ctx.row ? ` (${ctx.row.label})` : ''} states no account scheme (UBL-CR-654)`
      : `format ${ctx.format} has no place for an account scheme`;
  const schemes = [
    ['$.invoice.payment.account_scheme', pay.accountScheme],
    ...pay.creditTransfers.map(
      (t, i) =>
        [`$.invoice.payment.credit_transfers[${i}].account_scheme`, t.accountScheme] as const,
    ),
  ] as const;
  for (const [path, scheme] of schemes)
    if (scheme.trim() && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        `${where}: the scheme of a payment account (ibt-084-1) is written in format peppol with a PINT country_profile other than pint_eu; leave account_scheme out`,
      );
}

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
  checkOwnMeans(ctx);
  checkAccountSchemes(ctx);
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
  const path = '$.invoice.payment.card.network_id';
  if (ctx.invoice.payment?.card?.networkId.trim() && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      `format ${ctx.format} has no place for the card network (BG-18, UBL cbc:NetworkID): leave network_id out, or generate it as ubl`,
    );
}
