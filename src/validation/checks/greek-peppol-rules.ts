/**
 * The Greek rules inside Peppol BIS Billing 3 (GR-R-*), checked before generation so that
 * generate refuses what the official rules would reject, each at the JSON path of the value to
 * give, its message naming the rule. A Greek supplier is the Schematron's: the seller VAT id's
 * prefix (EL or GR), else the tax representative's, else the postal country. A Greek supplier:
 * - GR-R-001-1 to -7: the invoice number (BT-1) in the myDATA form of six segments
 *   "TIN|DD/MM/YYYY|series number|document type|series|number": the seller's (or tax
 *   representative's) TIN, the issue date (BT-2), a non-negative integer, a Greek document type
 *   (1.1, 1.6, 2.1, 2.4, 5.1, 5.2), then two non-empty segments;
 * - GR-R-002, GR-R-005: the seller's and the buyer's trading name (BT-28, BT-45: the UBL
 *   PartyName, which the Peppol writer fills from trading_name only);
 * - GR-R-003: a seller VAT id (BT-31) EL followed by a valid TIN;
 * - GR-R-004-1, GR-R-004-2 (seller postal country GR too): one supporting document (BG-24)
 *   described "##M.AR.K##" whose id (BT-122) is the MARK number, a positive integer;
 * - GR-R-008-2 (postal country GR too), GR-R-008-3: at most one "##INVOICE|URL##" document, with
 *   its URL (BT-124);
 * - GR-R-009: the seller's electronic address (BT-34) a valid TIN under scheme 9933 (this rule
 *   takes the seller's VAT prefix, else its postal country, not the tax representative).
 * A Greek supplier and a Greek buyer (the buyer VAT id's prefix, else its postal country):
 * - GR-R-006: the buyer VAT id (BT-48) EL followed by a valid TIN;
 * - GR-R-010: the buyer's electronic address (BT-49) a valid TIN under scheme 9933.
 * GR-S-008-1 and GR-S-011 are warnings: not refused.
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  customerCountry,
  NationalFindings,
  normalizeSpace,
  peppolNationalRulesApply,
  postalCountry,
  supplierCountry,
  writtenVat,
} from './peppol-national-context.js';

const isGreek = (country: string) => country === 'GR' || country === 'EL';
const DOCUMENT_TYPES = ['1.1', '1.6', '2.1', '2.4', '5.1', '5.2'];
const MARK = '##M.AR.K##';
const INVOICE_URL = '##INVOICE|URL##';

/** u:TinVerification of the Peppol Schematron: the 9th digit checks the first 8 (powers of 2). */
export function greekTinOk(value: string): boolean {
  if (!/^\d{9}/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(value[8]);
}

/** GR-R-009 / GR-R-010: a Peppol id "9933:<TIN>". */
const tinEndpointOk = (peppolId: string): boolean => {
  const m = /^(?:iso6523-actorid-upis::)?([^:]+):(.*)$/.exec(peppolId);
  return m?.[1] === '9933' && greekTinOk(m[2]!);
};

/** GR-R-001-*: the rules the invoice number breaks. */
function numberRules(inv: Invoice): string[] {
  const seg = inv.number.trim().split('|');
  const broken: string[] = [];
  if (seg.length !== 6) broken.push('GR-R-001-1');
  const tins = [writtenVat(inv.seller), inv.taxRepresentative?.vatId.trim() ?? '']
    .filter(Boolean)
    .map((v) => v.slice(2, 11));
  const tin = seg[0] ?? '';
  if (normalizeSpace(tin).length !== 9 || !greekTinOk(tin) || !tins.includes(tin))
    broken.push('GR-R-001-2');
  const [year, month, day] = inv.date.trim().split('-');
  const date = seg[1] ?? '';
  const parts = date.split('/');
  const dateOk =
    /^(0?[1-9]|[12][0-9]|3[01])[-\\/ ]?(0?[1-9]|1[0-2])[-\\/ ]?(19|20)[0-9]{2}/.test(date) &&
    parts[0] === day &&
    parts[1] === month &&
    parts[2] === year;
  if (!dateOk) broken.push('GR-R-001-3');
  if (!/^[ \t\n\r]*\+?[0-9]+[ \t\n\r]*$/.test(seg[2] ?? '')) broken.push('GR-R-001-4');
  if (!DOCUMENT_TYPES.includes(seg[3] ?? '')) broken.push('GR-R-001-5');
  if (!seg[4]) broken.push('GR-R-001-6');
  if (!seg[5]) broken.push('GR-R-001-7');
  return broken;
}

export function checkGreekPeppolRules(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (!peppolNationalRulesApply(ctx) || !isGreek(supplierCountry(inv))) return;
  const f = new NationalFindings();
  for (const rule of numberRules(inv))
    f.add(
      '$.invoice.number',
      IssueCode.INVALID_FORMAT,
      rule,
      'the invoice number as TIN|DD/MM/YYYY of the issue date|series number|document type (1.1, 1.6, 2.1, 2.4, 5.1, 5.2)|series|number',
    );
  if (!inv.seller?.tradingName.trim())
    f.add(
      '$.invoice.seller.trading_name',
      IssueCode.REQUIRED,
      'GR-R-002',
      'the seller name as registered (BT-28, written as the UBL PartyName)',
    );
  if (!inv.buyer?.tradingName.trim())
    f.add(
      '$.invoice.buyer.trading_name',
      IssueCode.REQUIRED,
      'GR-R-005',
      'the full name of the buyer (BT-45, written as the UBL PartyName)',
    );
  const vat = writtenVat(inv.seller);
  if (vat && !(vat.startsWith('EL') && greekTinOk(vat.slice(2))))
    f.add(
      '$.invoice.seller.vat_id',
      IssueCode.INVALID_FORMAT,
      'GR-R-003',
      'a seller VAT id of EL and a valid TIN',
    );
  attachmentRules(inv, f);
  const sellerCountry = vat ? vat.slice(0, 2) : postalCountry(inv.seller);
  const sellerEndpoint = inv.seller?.peppolId.trim() ?? '';
  if (isGreek(sellerCountry) && sellerEndpoint && !tinEndpointOk(sellerEndpoint))
    f.add(
      '$.invoice.seller.peppol_id',
      IssueCode.INVALID_VALUE,
      'GR-R-009',
      'the seller electronic address as 9933:<TIN>',
    );
  if (isGreek(customerCountry(inv))) {
    const buyerVat = writtenVat(inv.buyer);
    if (!(buyerVat.startsWith('EL') && greekTinOk(buyerVat.slice(2))))
      f.add(
        '$.invoice.buyer.vat_id',
        buyerVat ? IssueCode.INVALID_FORMAT : IssueCode.REQUIRED,
        'GR-R-006',
        'a Greek buyer VAT id of EL and a valid TIN',
      );
    const buyerEndpoint = inv.buyer?.peppolId.trim() ?? '';
    if (buyerEndpoint && !tinEndpointOk(buyerEndpoint))
      f.add(
        '$.invoice.buyer.peppol_id',
        IssueCode.INVALID_VALUE,
        'GR-R-010',
        'a Greek buyer electronic address as 9933:<TIN>',
      );
  }
  f.flush(ctx, 'for a Greek supplier the Peppol national rules require');
}

/** GR-R-004-*, GR-R-008-*: the MARK number and the invoice URL as supporting documents (BG-24). */
function attachmentRules(inv: Invoice, f: NationalFindings): void {
  const postalGreek = postalCountry(inv.seller) === 'GR';
  const marks = inv.attachments.flatMap((a, i) => (a.description.trim() === MARK ? [i] : []));
  const urls = inv.attachments.flatMap((a, i) => (a.description.trim() === INVOICE_URL ? [i] : []));
  if (postalGreek && marks.length === 0)
    f.add(
      '$.invoice.attachments',
      IssueCode.REQUIRED,
      'GR-R-004-1',
      `the MARK number as a supporting document described ${MARK} (BT-122, BT-123)`,
    );
  if (postalGreek && marks.length > 1)
    f.add(
      `$.invoice.attachments[${marks[1]}].description`,
      IssueCode.INVALID_VALUE,
      'GR-R-004-1',
      `one supporting document described ${MARK}`,
    );
  if (postalGreek)
    for (const i of marks)
      if (!/^[1-9]/.test(inv.attachments[i]!.id.trim()))
        f.add(
          `$.invoice.attachments[${i}].id`,
          IssueCode.INVALID_FORMAT,
          'GR-R-004-2',
          'the MARK number (BT-122) as a positive integer',
        );
  if (postalGreek && urls.length > 1)
    f.add(
      `$.invoice.attachments[${urls[1]}].description`,
      IssueCode.INVALID_VALUE,
      'GR-R-008-2',
      `at most one supporting document described ${INVOICE_URL}`,
    );
  for (const i of urls)
    if (!inv.attachments[i]!.url.trim())
      f.add(
        `$.invoice.attachments[${i}].url`,
        IssueCode.REQUIRED,
        'GR-R-008-3',
        `the invoice URL (BT-124) of the document described ${INVOICE_URL}`,
      );
}
