/**
 * What the national rules inside Peppol BIS Billing 3 (SE-R, DK-R, NO-R, IT-R, GR-R, IS-R; the
 * Peppol Schematron PEPPOL-EN16931-UBL.sch) see of a request: the parties' countries as the
 * Schematron derives them, the values as the UBL writer states them (BT-30 derived from a 0184
 * Peppol id, the BG-16 payment means per account with its default code), XPath's number(), and a
 * collector that names every rule a value breaks in one finding per path.
 */
import type { Invoice, Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { DEFAULT_CURRENCY, typeCodeOf } from '../../domain/defaults.js';
import { CREDIT_NOTE_TYPE_CODES } from '../../syntax/ubl/index.js';
import { peppolProfile, type CheckContext } from './context.js';
import type { IssueCode } from './issues.js';

/** Whether Peppol BIS Billing 3 judges the document (format peppol, country profile standard_eu). */
export function peppolBisApplies(ctx: CheckContext): boolean {
  return peppolProfile(ctx)?.id === 'standard_eu';
}

/**
 * Whether the Peppol national rules of SE, NO, IT, GR and IS judge the document: Peppol BIS 3,
 * and PINT EU, whose jurisdiction rules carry them word for word (the independent checker finds
 * the same rules in the same documents; test/conformance/peppol-national-rules-oracle.test.ts).
 * Denmark's differ in PINT EU (DK-R-002 on the PINT writer's party ids, DK-R-003 shadowed):
 * danish-peppol-rules.ts applies them to both itself.
 */
export function peppolNationalRulesApply(ctx: CheckContext): boolean {
  const id = peppolProfile(ctx)?.id;
  return id === 'standard_eu' || id === 'pint_eu';
}

/** XPath normalize-space(). */
export const normalizeSpace = (s: string): string => s.replace(/[ \t\n\r]+/g, ' ').trim();

/** XPath 2.0 string(number(s)) != 'NaN': the lexical space of xs:double, blanks around allowed. */
export function isXPathNumber(s: string): boolean {
  return /^[ \t\n\r]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r]*$|^[ \t\n\r]*[+-]?INF[ \t\n\r]*$/.test(
    s,
  );
}

/** BT-31 / BT-48 as the writer states it: trimmed, its ISO prefix upper-cased (vatIdentifier). */
export function writtenVat(p: Party | undefined): string {
  const v = p?.vatId.trim() ?? '';
  return /^[a-z]{2}/i.test(v) ? v.slice(0, 2).toUpperCase() + v.slice(2) : v;
}

/** BT-40 / BT-55 as written: the public default DE when not given. */
export const postalCountry = (p: Party | undefined): string =>
  p?.country.trim().toUpperCase() || 'DE';

/**
 * The Schematron's $supplierCountry: the seller VAT id's prefix, else the tax representative's,
 * else the seller's postal country (the NO, IT and GR rules key on it: a Greek VAT id starts EL).
 */
export function supplierCountry(inv: Invoice): string {
  const vat = writtenVat(inv.seller);
  if (vat) return vat.slice(0, 2).toUpperCase();
  const rep = inv.taxRepresentative?.vatId.trim() ?? '';
  if (rep) return rep.slice(0, 2).toUpperCase();
  return postalCountry(inv.seller);
}

/** The Schematron's $customerCountry: the buyer VAT id's prefix, else its postal country. */
export function customerCountry(inv: Invoice): string {
  const vat = writtenVat(inv.buyer);
  return vat ? vat.slice(0, 2).toUpperCase() : postalCountry(inv.buyer);
}

/** BT-30 / BT-47 as written: as given, else (a Danish party) the CVR number of a 0184 Peppol id. */
export function writtenLegalId(p: Party | undefined): { id: string; scheme: string } | undefined {
  const id = p?.legalRegistration?.id.trim();
  if (id) return { id, scheme: p!.legalRegistration!.scheme.trim().toUpperCase() };
  const m = /^(?:iso6523-actorid-upis::)?0184:(.+)$/.exec(p?.peppolId.trim() ?? '');
  if (m?.[1] && postalCountry(p) === 'DK') return { id: m[1], scheme: '0184' };
  return undefined;
}

/** Whether the UBL root is a CreditNote (BT-3 a credit note's code). */
export function isCreditNote(inv: Invoice): boolean {
  return CREDIT_NOTE_TYPE_CODES.has(typeCodeOf(inv.typeCode, inv.tipoDocumento));
}

/** One cac:PaymentMeans as the writer states it, with the JSON paths of its values. */
export interface WrittenMeans {
  /** BT-81. */
  code: string;
  /** BT-84 and where it comes from (payment.iban or a further account). */
  account?: string;
  accountPath: string;
  /** BT-86 (FinancialInstitutionBranch/ID) and its path. */
  bic?: string;
  bicPath: string;
  /** BT-83 (cbc:PaymentID) and its path. */
  paymentId?: string;
  paymentIdPath: string;
}

/**
 * BG-16 as write-ubl.ts paymentMeans writes it: one means per account (payment.iban, then
 * credit_transfers), all with one BT-81: the given code, else 58 (EUR) / 30 with an account, 59
 * with a direct debit, 48 with a card, 1 for a credit note's due date; none otherwise.
 */
export function writtenPaymentMeans(inv: Invoice): WrittenMeans[] {
  const p = inv.payment;
  const currency = inv.currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  const remittance = p?.remittanceInformation.trim() || undefined;
  const remittancePath = '$.invoice.payment.remittance_information';
  const accounts: Omit<WrittenMeans, 'code'>[] = [];
  const iban = p?.iban.replace(/\s+/g, '');
  if (iban)
    accounts.push({
      account: iban,
      accountPath: '$.invoice.payment.iban',
      bic: p?.bic.trim() || undefined,
      bicPath: '$.invoice.payment.bic',
      paymentId: remittance,
      paymentIdPath: remittancePath,
    });
  (p?.creditTransfers ?? []).forEach((t, i) => {
    const at = `$.invoice.payment.credit_transfers[${i}]`;
    const own = t.paymentReference.trim();
    accounts.push({
      account: t.accountId.trim(),
      accountPath: `${at}.account_id`,
      bic: t.bic.trim() || undefined,
      bicPath: `${at}.bic`,
      paymentId: own || remittance,
      paymentIdPath: own ? `${at}.payment_reference` : remittancePath,
    });
  });
  const creditDue = isCreditNote(inv) && inv.dueDate.trim() !== '';
  const code =
    p?.meansCode.trim() ||
    (accounts.length
      ? currency === 'EUR'
        ? '58'
        : '30'
      : p?.directDebit
        ? '59'
        : p?.card
          ? '48'
          : creditDue
            ? '1'
            : undefined);
  if (!code) return [];
  const none = {
    accountPath: '$.invoice.payment.iban',
    bicPath: '$.invoice.payment.bic',
    paymentId: remittance,
    paymentIdPath: remittancePath,
  };
  return (accounts.length ? accounts : [none]).map((a) => ({ code, ...a }));
}

/**
 * The findings of one country's rules, one per JSON path: a value that breaks several rules
 * (a Swedish organisation number too short and off its check digit) is named with all of them.
 */
export class NationalFindings {
  private readonly byPath = new Map<
    string,
    { code: IssueCode; whats: string[]; rules: string[] }
  >();

  add(path: string, code: IssueCode, rule: string, what: string): void {
    const f = this.byPath.get(path);
    if (!f) this.byPath.set(path, { code, whats: [what], rules: [rule] });
    else if (!f.rules.includes(rule)) {
      f.rules.push(rule);
      if (!f.whats.includes(what)) f.whats.push(what);
    }
  }

  /** Adds the findings to the request's issues (a path already refused keeps its issue). */
  flush(ctx: CheckContext, prefix: string): void {
    for (const [path, f] of this.byPath)
      if (!ctx.out.has(path))
        ctx.out.add(path, f.code, `${prefix} ${f.whats.join('; ')} (${f.rules.join(', ')})`);
  }
}
