/**
 * The Swedish rules inside Peppol BIS Billing 3 (SE-R-*), checked before generation so that
 * generate refuses what the official rules would reject, each at the JSON path of the value to
 * give, its message naming the rule. They key on the seller's postal country (BT-40 = SE); the
 * VAT rules also on a VAT id (BT-31) starting SE. The buyer's country plays no part in the fatal
 * ones:
 * - SE-R-001, SE-R-002: a Swedish VAT id is 14 characters, its last 12 numeric;
 * - SE-R-003, SE-R-004, SE-R-013: the organisation number (BT-30) numeric, 10 digits, Luhn;
 * - SE-R-005: a seller tax registration (BT-32) states "Godkänd för F-skatt" (with BT-30 given);
 * - SE-R-006: standard rated (S) VAT at 25, 12 or 6 percent (BT-152, BT-96, BT-103).
 * SE-R-007 to SE-R-012 (Bankgiro / Plusgiro account forms, the codes 50, 56 and 31) are warnings:
 * the official rules accept the document, so they are not refused here.
 */
import { fromNumber } from '../../domain/decimal.js';
import { deriveTaxCategory } from '../../domain/tax-category.js';
import { DEFAULT_VAT_RATE } from '../../domain/defaults.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  isXPathNumber,
  NationalFindings,
  normalizeSpace,
  peppolNationalRulesApply,
  postalCountry,
  writtenLegalId,
  writtenVat,
} from './peppol-national-context.js';

/** checkSEOrgnr of the Peppol Schematron: all digits, the 10th the Luhn check of the first 9. */
export function swedishOrgNumberOk(value: string): boolean {
  if (!/^\d+$/.test(value) || value.length < 10) return false;
  const main = value.slice(0, 9);
  let sum = 0;
  for (let pos = 1; pos <= main.length; pos++) {
    const d = Number(main[main.length - pos]);
    sum += pos % 2 === 1 ? ((d * 2) % 10) + Math.floor((d * 2) / 10) : d;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

const STANDARD_RATES = [25, 12, 6];

export function checkSwedishPeppolRules(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (!peppolNationalRulesApply(ctx) || postalCountry(inv.seller) !== 'SE') return;
  const f = new NationalFindings();
  const vat = writtenVat(inv.seller);
  const swedishVat = vat.startsWith('SE');
  if (swedishVat) {
    const at = '$.invoice.seller.vat_id';
    if (normalizeSpace(vat).length !== 14)
      f.add(at, IssueCode.INVALID_FORMAT, 'SE-R-001', 'a VAT id of 14 characters (SE + 12 digits)');
    if (!isXPathNumber(vat.slice(2, 14)))
      f.add(
        at,
        IssueCode.INVALID_FORMAT,
        'SE-R-002',
        'a VAT id whose 12 characters after SE are digits',
      );
  }

  const legal = writtenLegalId(inv.seller);
  if (legal) {
    const at = '$.invoice.seller.legal_registration.id';
    if (!isXPathNumber(legal.id))
      f.add(at, IssueCode.INVALID_FORMAT, 'SE-R-003', 'an organisation number (BT-30) of digits');
    if (normalizeSpace(legal.id).length !== 10)
      f.add(
        at,
        IssueCode.INVALID_FORMAT,
        'SE-R-004',
        'an organisation number (BT-30) of 10 digits',
      );
    if (!swedishOrgNumberOk(normalizeSpace(legal.id)))
      f.add(
        at,
        IssueCode.INVALID_FORMAT,
        'SE-R-013',
        'an organisation number (BT-30) whose last digit is its Luhn check digit',
      );
    const tax = inv.seller?.taxRegistrationId.trim() ?? '';
    const scheme = inv.seller?.taxRegistrationScheme.trim().toUpperCase() ?? '';
    if (tax && scheme !== 'VAT' && normalizeSpace(tax).toUpperCase() !== 'GODKÄND FÖR F-SKATT')
      f.add(
        '$.invoice.seller.tax_registration_id',
        IssueCode.INVALID_VALUE,
        'SE-R-005',
        'the seller tax registration (BT-32) to read "Godkänd för F-skatt"',
      );
  }

  if (swedishVat) {
    const rateOk = (rate: number) => STANDARD_RATES.some((r) => fromNumber(rate).equals(r));
    inv.items.forEach((item, i) => {
      const rate = item.vatRate ?? DEFAULT_VAT_RATE;
      if (deriveTaxCategory(item.taxCategory, fromNumber(rate)) === 'S' && !rateOk(rate))
        f.add(
          `$.invoice.items[${i}].vat_rate`,
          IssueCode.INVALID_VALUE,
          'SE-R-006',
          'standard rated VAT (S) at 25, 12 or 6 percent',
        );
    });
    for (const [list, name] of [
      [inv.allowances, 'allowances'],
      [inv.charges, 'charges'],
    ] as const)
      list.forEach((a, i) => {
        if (a.vatRate === undefined) return; // taken from the lines, checked there
        if (deriveTaxCategory(a.taxCategory, fromNumber(a.vatRate)) === 'S' && !rateOk(a.vatRate))
          f.add(
            `$.invoice.${name}[${i}].vat_rate`,
            IssueCode.INVALID_VALUE,
            'SE-R-006',
            'standard rated VAT (S) at 25, 12 or 6 percent',
          );
      });
  }
  f.flush(ctx, 'for a Swedish supplier the Peppol national rules require');
}
