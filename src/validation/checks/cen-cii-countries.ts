/**
 * South Sudan in a CII judged by the CEN rules. The CEN CII code list of release 1.3.16 (BR-CL-14
 * for every ram:CountryID, BR-CL-15 for a line's origin country) still has AN, the Netherlands
 * Antilles, where ISO 3166-1 has had SS since 2011; the CEN UBL list has SS. So a CII that those
 * rules judge (CII and Factur-X / ZUGFeRD EN16931, XRechnung's CII, which its PDF embeds even
 * when the UBL is asked for, the French rows built on them and FNFE's EXTENDED-CTC-FR CII) cannot
 * state SS: refused here at
 * its path, as the official rules would refuse the document, with the way out (UBL).
 */
import { FORMATS, formatRow } from '../../formats/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The rule sets whose country list lacks SS: CEN's CII, and FNFE's EXTENDED-CTC-FR CII built on it. */
const CEN_CII = new Set(['en16931-cii', 'extended-ctc-fr-cii']);
const judges = (ruleSetIds: readonly string[] | undefined) =>
  ruleSetIds?.some((id) => CEN_CII.has(id)) ?? false;

/** Whether the CEN CII rules judge a CII that generate writes for the request. */
function judgedByCenCii(ctx: CheckContext): boolean {
  if (ctx.syntax === 'cii' && judges(ctx.row?.ruleSetIds)) return true;
  if (FORMATS[ctx.format].embeddedSyntax !== 'cii' || ctx.syntax === 'cii') return false;
  const embedded = formatRow({
    format: ctx.format,
    syntax: 'cii',
    ciiProfile: ctx.ciiProfile,
    sellerCountry: ctx.sellerCountry,
  });
  return judges(embedded?.ruleSetIds);
}

export function checkCenCiiCountries(ctx: CheckContext): void {
  if (!judgedByCenCii(ctx)) return;
  const inv = ctx.invoice;
  const refuse = (path: string, country: string | undefined, rule: string): void => {
    if (country?.trim().toUpperCase() !== 'SS' || ctx.out.has(path)) return;
    ctx.out.add(
      path,
      IssueCode.INVALID_CODE,
      `country SS (South Sudan) is not in the country list of the CEN CII rules (${rule}, release 1.3.16, which still lists AN instead): a CII they judge cannot state it`,
      'generate it as ubl, whose CEN list has SS',
    );
  };
  refuse('$.invoice.seller.country', ctx.sellerCountry, 'BR-CL-14');
  refuse('$.invoice.buyer.country', ctx.buyerCountry, 'BR-CL-14');
  refuse(
    '$.invoice.tax_representative.address.country',
    inv.taxRepresentative?.address?.country,
    'BR-CL-14',
  );
  refuse('$.invoice.delivery.address.country', inv.delivery?.address?.country, 'BR-CL-14');
  inv.items.forEach((item, i) =>
    refuse(`$.invoice.items[${i}].origin_country`, item.originCountry, 'BR-CL-15'),
  );
}
