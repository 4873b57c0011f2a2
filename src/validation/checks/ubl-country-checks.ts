/**
 * The content-dependent requirements of the national CIUS of UBL (format ubl with country_profile
 * hr_cius, cius_ro or cius_pt; src/formats/ubl-country-profiles.ts). The presence facts are the
 * row's input requirements (src/formats/input-requirements.ts); what depends on the data is here,
 * each finding named by the official rule that would refuse the document:
 * - HR-CIUS: the issue date from 1 January 2026 (HR-BR-40), a KPD classification (listID CG) on
 *   every item of an invoice (HR-BR-25) whose code the HR-CIUS list holds (HR-BR-CL-2), the buyer's VAT id with a line, allowance or charge in
 *   category S, Z, E or AE (HR-BR-S-1 …), a due date when an amount is due (HR-BR-4), the OIB
 *   check digits of the operator (HR-BR-9) and of Croatian parties' VAT ids (HR-BR-53). E and O
 *   lines, allowances and charges take their HR name (HR:E, HR:O) and reason from the writer; a
 *   line out of the VAT base (hr_tax_category HR:POVNAK, HR:PP, HR:PPMV) is E at 0 % (HR-TB-2).
 * - Any format: the HR extension's fields (issue_time, operator_name, operator_oib) have a place
 *   in UBL only; NOT_CARRIED in CII and FatturaPA; hr_tax_category in HR-CIUS only.
 * - CIUS-PT: BR-CO-25 (due date or payment terms) for credit notes too; no BT-6 other than BT-5
 *   (DT-CIUS-PT-098.2, 104.2); the rules of cius-pt-rules.ts (text lengths, the parties' tax
 *   numbers with their country code, BR-CIUS-PT-57; cius-pt-lengths.ts) and the structured notes (cius-pt-notes.ts).
 * - CIUS-RO: BT-6 RON for an invoice in another currency (BR-RO-030), the county code of a
 *   Romanian address (BR-RO-110 / 111 / 170 / 212) and Bucharest's sector as its city (BR-RO-100
 *   / 101 / 160 / 202); the deliver-to address with street, city and subdivision (BR-RO-180,
 *   201, 211), the tax representative's with street and city (BR-RO-140, 150).
 */
import { DEFAULT_CURRENCY, DEFAULT_VAT_RATE, typeCodeOf } from '../../domain/defaults.js';
import { taxCategoryRule } from '../../domain/tax-category.js';
import { blank, usedCategories, type CheckContext } from './context.js';
import { checkCiusPtNotes } from './cius-pt-notes.js';
import { checkCiusPtRules } from './cius-pt-rules.js';
import { IssueCode } from './issues.js';
import { checkCiusRoLengths } from './cius-ro-lengths.js';
import { ruleCodeList } from '../rule-code-lists.js';
import { isNationalCreditNote, nationalCodeList, nationalExpected } from './national-code-lists.js';

/** ISO 7064 MOD 11,10 check digit of a Croatian OIB (11 digits; an HR prefix is ignored), as HR-CIUS u:ctrlOIB. */
export function isValidOib(value: string): boolean {
  const oib = value.trim().toUpperCase().replace(/^HR/, '');
  if (!/^\d{11}$/.test(oib)) return false;
  let a = 10;
  for (let i = 0; i < 10; i++) {
    a = (Number(oib[i]) + a) % 10;
    a = ((a === 0 ? 10 : a) * 2) % 11;
  }
  const check = 11 - a === 10 ? 0 : 11 - a;
  return check === Number(oib[10]);
}

/** Document types HR-BR-25 does not ask a KPD classification of (credit notes and corrections). */
const HR_NO_KPD_TYPES: ReadonlySet<string> = new Set([
  '386',
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);
/**
 * HR-BR-CL-2: a classification under list CG is a code of the KPD, the Croatian product
 * classification, as HR-CIUS lists it (read from the installed rules: rule-code-lists.ts).
 */
function checkKpdCodes(ctx: CheckContext): void {
  const kpd = ruleCodeList('hr-cius', 'HR-BR-CL-2');
  if (!kpd) return;
  ctx.invoice.items.forEach((item, i) =>
    item.classifications.forEach((c, j) => {
      const path = `$.invoice.items[${i}].classifications[${j}].code`;
      if (c.listId.trim() !== 'CG' || blank(c.code) || kpd.has(c.code.trim()) || ctx.out.has(path))
        return;
      ctx.out.add(
        path,
        IssueCode.INVALID_CODE,
        `HR-CIUS: ${c.code.trim()} is no KPD code (HR-BR-CL-2: the KPD classification, e.g. 62.10.11)`,
        'a code of the KPD classification (HR-CIUS code list HR-BR-CL-2)',
      );
    }),
  );
}

/** Credit-type documents (HR-BR-4: nothing is due). */
const HR_CREDIT_TYPES: ReadonlySet<string> = new Set([
  '381',
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '396',
  '420',
  '458',
  '532',
]);
/** The categories that bring the buyer's VAT id (HR-BR-S-1, -Z-1, -E-1, -AE-1 and their -2 / -3 for allowances and charges). */
const HR_BUYER_VAT_CATEGORIES: ReadonlySet<string> = new Set(['S', 'Z', 'E', 'AE']);

/** A line's (or allowance's, charge's) category: as given, else S for a positive rate and Z for 0. */
const categoryOf = (taxCategory: string, vatRate: number | undefined): string =>
  taxCategory || ((vatRate ?? DEFAULT_VAT_RATE) > 0 ? 'S' : 'Z');

function hrCius(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const { out } = ctx;
  if (!blank(inv.date) && !out.has('$.invoice.date') && inv.date < '2026-01-01') {
    out.add(
      '$.invoice.date',
      IssueCode.INVALID_VALUE,
      'HR-CIUS documents are issued from 1 January 2026 (HR-BR-40: BT-2 from 2026-01-01)',
    );
  }
  checkHrDateRanges(ctx);
  const typeCode = typeCodeOf(inv.typeCode, inv.tipoDocumento);
  if (!HR_NO_KPD_TYPES.has(typeCode)) {
    inv.items.forEach((item, i) => {
      if (
        !item.classifications.some((c) => c.listId.trim().toUpperCase() === 'CG' && !blank(c.code))
      ) {
        out.add(
          `$.invoice.items[${i}].classifications`,
          IssueCode.REQUIRED,
          'HR-CIUS: every item needs its KPD classification (HR-BR-25: a classification with list_id CG, e.g. {"code": "62.10.11", "list_id": "CG"})',
        );
      }
    });
  }
  checkKpdCodes(ctx);
  const categories = [
    ...inv.items.map((item, i) => ({
      path: `$.invoice.items[${i}].tax_category`,
      code: categoryOf(item.taxCategory, item.vatRate),
      rule: 'HR-BR-16',
    })),
    ...inv.allowances.map((a, i) => ({
      path: `$.invoice.allowances[${i}].tax_category`,
      code: categoryOf(a.taxCategory, a.vatRate),
      rule: 'HR-BR-11',
    })),
    ...inv.charges.map((c, i) => ({
      path: `$.invoice.charges[${i}].tax_category`,
      code: categoryOf(c.taxCategory, c.vatRate),
      rule: 'HR-BR-11',
    })),
  ];
  if (
    inv.buyer &&
    blank(inv.buyer.vatId) &&
    categories.some((c) => HR_BUYER_VAT_CATEGORIES.has(c.code))
  ) {
    out.add(
      '$.invoice.buyer.vat_id',
      IssueCode.REQUIRED,
      'buyer vat_id required for HR-CIUS with a line, allowance or charge in category S, Z, E or AE (HR-BR-S-1, HR-BR-Z-1, HR-BR-E-1, HR-BR-AE-1)',
    );
  }
  // Each preceding invoice states its issue date (HR-BR-6).
  inv.precedingInvoices.forEach((p, i) => {
    const path = `$.invoice.preceding_invoices[${i}].date`;
    if (blank(p.date) && !out.has(path))
      out.add(
        path,
        IssueCode.REQUIRED,
        'HR-CIUS: every preceding invoice states its issue date (BT-26, HR-BR-6)',
      );
  });
  // A price base quantity is in the invoiced quantity's unit (HR-BR-21).
  inv.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].base_quantity_unit`;
    const unit = item.baseQuantityUnit.trim().toUpperCase();
    if (unit && unit !== (item.unit.trim().toUpperCase() || 'C62') && !out.has(path))
      out.add(
        path,
        IssueCode.INVALID_VALUE,
        `HR-CIUS: the price base quantity is in the invoiced quantity's unit (${item.unit || 'C62'}, HR-BR-21)`,
        item.unit || 'C62',
      );
  });
  // The HR rules read one tax identifier per party: beside the VAT id, a second PartyTaxScheme
  // stops them (XPTY0004), so the document could not be judged.
  for (const role of ['seller', 'buyer'] as const) {
    const party = inv[role];
    const path = `$.invoice.${role}.tax_registration_id`;
    if (party && !blank(party.vatId) && !blank(party.taxRegistrationId) && !out.has(path))
      out.add(
        path,
        IssueCode.NOT_CARRIED,
        `HR-CIUS's rules take one tax identifier of the ${role}: give its vat_id (the OIB) alone`,
      );
  }
  if (!HR_CREDIT_TYPES.has(typeCode) && blank(inv.dueDate)) {
    out.add(
      '$.invoice.due_date',
      IssueCode.REQUIRED,
      'due_date required for HR-CIUS when an amount is due (HR-BR-4)',
    );
  }
  if (
    !blank(inv.operatorOib) &&
    !out.has('$.invoice.operator_oib') &&
    !isValidOib(inv.operatorOib)
  ) {
    out.add(
      '$.invoice.operator_oib',
      IssueCode.INVALID_VALUE,
      `operator_oib ${inv.operatorOib} fails the OIB check digit (HR-BR-9, ISO 7064 MOD 11,10)`,
    );
  }
  // HR-TB-2: a line out of the VAT base (HR:POVNAK, HR:PP, HR:PPMV) is E at 0 % in the EN part.
  inv.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].hr_tax_category`;
    if (blank(item.hrTaxCategory) || out.has(path)) return;
    if (categoryOf(item.taxCategory, item.vatRate) !== 'E' || (item.vatRate ?? 0) !== 0)
      out.add(
        path,
        IssueCode.INVALID_VALUE,
        `a line in ${item.hrTaxCategory} does not enter the VAT base: it is tax_category E at vat_rate 0 (HR-TB-2, HR-BR-29)`,
      );
  });
  // BT-31, BT-48 and BT-63 of a party whose postal address is in Croatia.
  const vatIds: [role: string, country: string | undefined, vatId: string | undefined][] = [
    ['seller', inv.seller?.country, inv.seller?.vatId],
    ['buyer', inv.buyer?.country, inv.buyer?.vatId],
    ['tax_representative', inv.taxRepresentative?.address?.country, inv.taxRepresentative?.vatId],
  ];
  for (const [role, country, vatId] of vatIds) {
    const path = `$.invoice.${role}.vat_id`;
    if (country === 'HR' && !blank(vatId) && !out.has(path) && !isValidOib(vatId!)) {
      out.add(
        path,
        IssueCode.INVALID_VALUE,
        `${role} vat_id ${vatId} is no valid OIB (HR-BR-53: a Croatian VAT id is HR and the 11-digit OIB with its check digit)`,
      );
    }
  }
}

/**
 * HR-BR-40, 41, 44, 45, 48 to 52: the dates of an HR-CIUS document lie from 1 January 1900 (the
 * issue date from 2026) to before 1 January 2100 (the issue date up to that day).
 */
function checkHrDateRanges(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const dates: [path: string, date: string | undefined, rule: string, bt: string][] = [
    ['$.invoice.date', inv.date, 'HR-BR-40', 'BT-2'],
    ['$.invoice.due_date', inv.dueDate, 'HR-BR-41', 'BT-9'],
    ['$.invoice.delivery_date', inv.deliveryDate, 'HR-BR-44', 'BT-72'],
    ['$.invoice.tax_point_date', inv.taxPointDate, 'HR-BR-48', 'BT-7'],
    ['$.invoice.invoicing_period.start', inv.invoicingPeriod?.start, 'HR-BR-49', 'BT-73'],
    ['$.invoice.invoicing_period.end', inv.invoicingPeriod?.end, 'HR-BR-50', 'BT-74'],
    ...inv.precedingInvoices.map((p, k): [string, string, string, string] => [
      `$.invoice.preceding_invoices[${k}].date`,
      p.date,
      'HR-BR-45',
      'BT-26',
    ]),
    ...inv.items.flatMap((item, i): [string, string | undefined, string, string][] => [
      [`$.invoice.items[${i}].period.start`, item.period?.start, 'HR-BR-51', 'BT-134'],
      [`$.invoice.items[${i}].period.end`, item.period?.end, 'HR-BR-52', 'BT-135'],
    ]),
  ];
  for (const [path, date, rule, bt] of dates) {
    if (blank(date) || ctx.out.has(path)) continue;
    const last = rule === 'HR-BR-40' ? date! > '2100-01-01' : date! >= '2100-01-01';
    if (date! < '1900-01-01' || last)
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `HR-CIUS takes ${bt} from 1 January 1900 to before 1 January 2100 (${rule})`,
        'a date in 1900 … 2099',
      );
  }
}

/** CIUS-RO county codes (ISO 3166-2:RO, BR-RO-110 / BR-RO-111). */
const RO_COUNTIES: ReadonlySet<string> = new Set([
  'RO-AB',
  'RO-AG',
  'RO-AR',
  'RO-B',
  'RO-BC',
  'RO-BH',
  'RO-BN',
  'RO-BR',
  'RO-BT',
  'RO-BV',
  'RO-BZ',
  'RO-CJ',
  'RO-CL',
  'RO-CS',
  'RO-CT',
  'RO-CV',
  'RO-DB',
  'RO-DJ',
  'RO-GJ',
  'RO-GL',
  'RO-GR',
  'RO-HD',
  'RO-HR',
  'RO-IF',
  'RO-IL',
  'RO-IS',
  'RO-MH',
  'RO-MM',
  'RO-MS',
  'RO-NT',
  'RO-OT',
  'RO-PH',
  'RO-SB',
  'RO-SJ',
  'RO-SM',
  'RO-SV',
  'RO-TL',
  'RO-TM',
  'RO-TR',
  'RO-VL',
  'RO-VN',
  'RO-VS',
]);
/** Bucharest's sectors, written as the city of an address in RO-B (BR-RO-100 / BR-RO-101). */
const RO_SECTORS: ReadonlySet<string> = new Set([
  'SECTOR1',
  'SECTOR2',
  'SECTOR3',
  'SECTOR4',
  'SECTOR5',
  'SECTOR6',
]);

function ciusRo(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const { out } = ctx;
  const currency = inv.currency || DEFAULT_CURRENCY;
  if (currency !== 'RON' && inv.taxCurrency !== 'RON' && !out.has('$.invoice.tax_currency')) {
    out.add(
      '$.invoice.tax_currency',
      IssueCode.REQUIRED,
      `tax_currency RON required for CIUS-RO when the invoice is in ${currency} (BR-RO-030: VAT is accounted in RON)`,
      'RON',
    );
  }
  for (const a of roAddresses(inv)) roAddress(ctx, a);
  checkCiusRoLengths(ctx);
  // The buyer is identified by its legal registration or VAT id (BR-RO-120).
  const buyer = inv.buyer;
  if (
    buyer &&
    blank(buyer.vatId) &&
    blank(buyer.legalRegistration?.id) &&
    !out.has('$.invoice.buyer.vat_id')
  )
    out.add(
      '$.invoice.buyer.vat_id',
      IssueCode.REQUIRED,
      'CIUS-RO identifies the buyer by its VAT id (BT-48) or legal registration (BT-47, BR-RO-120): give vat_id or legal_registration',
    );
  // Without one, the writer states the buyer's address as the deliver-to address a category
  // such as K needs (BR-IC-12), without its subdivision, which BR-RO-211 wants of every BG-15.
  const path = '$.invoice.delivery.address.country_subdivision';
  if (
    !stated(inv.delivery?.address) &&
    [...usedCategories(inv)].some((c) => taxCategoryRule(c).deliverToCountry) &&
    !out.has(path)
  )
    out.add(
      path,
      IssueCode.REQUIRED,
      "an intra-community supply (K) states a deliver-to address, the buyer's unless delivery.address is given, and CIUS-RO wants its country subdivision (BR-RO-211): give delivery.address with country_subdivision",
    );
}

/** An address CIUS-RO judges, with the rules that judge it. */
interface RoAddress {
  /** The JSON path of the object holding street, city, country_subdivision and country. */
  at: string;
  address: { street: string; city: string; countrySubdivision: string; country: string };
  /** ISO 3166-2:RO when the country is RO. */
  county: string;
  /** Bucharest's sector as city when the county is RO-B. */
  sector: string;
  /** The rules of an address that must state street, city (and subdivision) wherever it is. */
  required?: { street: string; city: string; subdivision?: string };
}

/** Whether an optional address is given (written: one of its fields stated). */
const stated = (a: RoAddress['address'] | undefined): a is RoAddress['address'] =>
  Boolean(a && [a.street, a.city, a.countrySubdivision, a.country].some((v) => !blank(v)));

/**
 * The addresses of the document: the seller's and buyer's (BR-RO-100/101, 110/111), the
 * deliver-to address (BG-15: street, city, subdivision BR-RO-180, 201, 211; county and sector
 * BR-RO-212, 202) and the tax representative's (BG-12: BR-RO-140, 150, 170, 160).
 */
function roAddresses(inv: CheckContext['invoice']): RoAddress[] {
  const out: RoAddress[] = [];
  if (inv.seller)
    out.push({
      at: '$.invoice.seller',
      address: inv.seller,
      county: 'BR-RO-110',
      sector: 'BR-RO-100',
    });
  if (inv.buyer)
    out.push({
      at: '$.invoice.buyer',
      address: inv.buyer,
      county: 'BR-RO-111',
      sector: 'BR-RO-101',
    });
  const delivery = inv.delivery?.address;
  if (stated(delivery))
    out.push({
      at: '$.invoice.delivery.address',
      address: delivery,
      county: 'BR-RO-212',
      sector: 'BR-RO-202',
      required: { street: 'BR-RO-180', city: 'BR-RO-201', subdivision: 'BR-RO-211' },
    });
  const representative = inv.taxRepresentative?.address;
  if (stated(representative))
    out.push({
      at: '$.invoice.tax_representative.address',
      address: representative,
      county: 'BR-RO-170',
      sector: 'BR-RO-160',
      required: { street: 'BR-RO-140', city: 'BR-RO-150' },
    });
  return out;
}

/** One address's CIUS-RO rules: its street, city and subdivision where required, a Romanian county code, a Bucharest sector. */
function roAddress(ctx: CheckContext, { at, address, county, sector, required }: RoAddress): void {
  const { out } = ctx;
  for (const [field, rule] of [
    ['street', required?.street],
    ['city', required?.city],
    ['country_subdivision', required?.subdivision],
  ] as const) {
    const value = field === 'country_subdivision' ? address.countrySubdivision : address[field];
    if (rule && blank(value) && !out.has(`${at}.${field}`))
      out.add(
        `${at}.${field}`,
        IssueCode.REQUIRED,
        `${at.slice(10)}.${field} required for CIUS-RO once the address is given (${rule})`,
      );
  }
  if ((address.country || '') !== 'RO') return;
  const subdivision = address.countrySubdivision.trim().toUpperCase();
  const path = `${at}.country_subdivision`;
  if (out.has(path)) return;
  if (!RO_COUNTIES.has(subdivision)) {
    out.add(
      path,
      blank(subdivision) ? IssueCode.REQUIRED : IssueCode.INVALID_CODE,
      `${at.slice(10)} county required for a Romanian address in CIUS-RO (${county}: ISO 3166-2:RO, e.g. RO-CJ; Bucharest RO-B)`,
      'RO-AB … RO-VS, RO-B',
    );
  } else if (
    subdivision === 'RO-B' &&
    !RO_SECTORS.has(address.city.trim().toUpperCase()) &&
    !out.has(`${at}.city`)
  ) {
    out.add(
      `${at}.city`,
      IssueCode.INVALID_CODE,
      `a Bucharest address (RO-B) names its sector as city in CIUS-RO (${sector}: SECTOR1 to SECTOR6)`,
      'SECTOR1 … SECTOR6',
    );
  }
}

/**
 * CIUS-PT applies BR-CO-25 to its credit notes (381, NC) too: a due date or payment terms (its
 * amount due is positive). And it has one VAT currency: with BT-6 stated, DT-CIUS-PT-098.2 and
 * 104.2 want every cac:TaxTotal/cbc:TaxAmount and VAT breakdown amount in it, while EN 16931 wants
 * the invoice currency's VAT total (BT-110) and breakdown (BT-117) in BT-5 — a BT-6 other than BT-5
 * has no valid form (its samples state BT-6 equal to BT-5).
 */
function ciusPt(ctx: CheckContext): void {
  const inv = ctx.invoice;
  checkCiusPtRules(ctx); // text lengths, tax numbers (DT-CIUS-PT-029, 046.1), BR-CIUS-PT-57
  checkCiusPtNotes(ctx); // DT-CIUS-PT-020_*
  ciusPtExemptionCodes(ctx);
  // CIUS-PT's BR-CO-19 wants a start or end date in every invoicing period, which is where the
  // tax point date code (BT-8) is written: it goes with the period's dates.
  const period = inv.invoicingPeriod;
  if (
    !blank(inv.taxPointDateCode) &&
    blank(period?.start) &&
    blank(period?.end) &&
    !ctx.out.has('$.invoice.tax_point_date_code')
  )
    ctx.out.add(
      '$.invoice.tax_point_date_code',
      IssueCode.REQUIRED,
      'CIUS-PT writes the tax point date code (BT-8) in the invoicing period, which states a start or end date there (BR-CO-19): give invoicing_period with it',
    );
  const currency = inv.currency || DEFAULT_CURRENCY;
  if (
    !blank(inv.taxCurrency) &&
    inv.taxCurrency !== currency &&
    !ctx.out.has('$.invoice.tax_currency')
  )
    ctx.out.add(
      '$.invoice.tax_currency',
      IssueCode.INVALID_VALUE,
      `CIUS-PT takes no tax_currency other than the invoice currency ${currency} (DT-CIUS-PT-098.2, DT-CIUS-PT-104.2: every VAT amount in BT-6, where EN 16931 states BT-110 and BT-117 in BT-5)`,
      currency,
    );
  // A UBL CreditNote states BT-11 as a document reference of type 50; CIUS-PT takes type 130 only.
  if (
    isNationalCreditNote(ctx, typeCodeOf(inv.typeCode, inv.tipoDocumento)) &&
    !blank(inv.projectReference) &&
    !ctx.out.has('$.invoice.project_reference')
  )
    ctx.out.add(
      '$.invoice.project_reference',
      IssueCode.NOT_CARRIED,
      'a CIUS-PT credit note has no place for the project reference (BT-11): UBL states it there as a document reference of type 50, and CIUS-PT takes type 130 only (DT-CIUS-PT-153)',
    );
  if (
    isNationalCreditNote(ctx, typeCodeOf(inv.typeCode, inv.tipoDocumento)) &&
    blank(inv.dueDate) &&
    blank(inv.payment?.terms) &&
    !ctx.out.has('$.invoice.payment.terms')
  ) {
    ctx.out.add(
      '$.invoice.payment.terms',
      IssueCode.REQUIRED,
      'payment.terms (or due_date) required for a CIUS-PT credit note (BR-CO-25: its rules ask for them when an amount is due, credit notes included)',
    );
  }
}

/**
 * CIUS-PT states exemption reason codes of its own (M01 … M99, 5 characters at most:
 * DT-CIUS-PT-108): a category whose default reason code is a VATEX one (AE, K, G, O) needs its
 * code given, or the default would be written and refused.
 */
function ciusPtExemptionCodes(ctx: CheckContext): void {
  const inv = ctx.invoice;
  for (const category of usedCategories(inv)) {
    if (!taxCategoryRule(category).exemptionReasonCode) continue;
    const index = inv.vatExemptions.findIndex(
      (e) => e.taxCategory.trim().toUpperCase() === category,
    );
    if (index >= 0 && !blank(inv.vatExemptions[index]!.reasonCode)) continue;
    const path =
      index < 0 ? '$.invoice.vat_exemptions' : `$.invoice.vat_exemptions[${index}].reason_code`;
    if (!ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `CIUS-PT states the exemption reason code of category ${category} as its own (M01 … M99, DT-CIUS-PT-108): give a vat_exemptions entry for ${category} with its reason_code`,
      );
  }
}

/** The HR extension's fields, which only UBL has a place for (cbc:IssueTime, AccountingSupplierParty/SellerContact). */
const HR_UBL_FIELDS = [
  ['issue_time', 'issueTime', 'HR-BT-2'],
  ['operator_name', 'operatorName', 'HR-BT-4'],
  ['operator_oib', 'operatorOib', 'HR-BT-5'],
] as const;

/**
 * Not lost silently: a document in another syntax (CII, FatturaPA) has no place for the HR
 * extension's fields; the plain PDF shows what it is given, nothing is refused there.
 */
function hrCarriage(ctx: CheckContext): void {
  if (ctx.syntax === 'ubl' || ctx.syntax === 'none') return;
  for (const [field, key, term] of HR_UBL_FIELDS) {
    const path = `$.invoice.${field}`;
    if (!blank(ctx.invoice[key]) && !ctx.out.has(path)) {
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        `format ${ctx.format} has no place for ${term} (HR-CIUS, UBL only): generate it as ubl, or leave the field out`,
      );
    }
  }
}

/** HR-BT-12 out of the VAT base (hr_tax_category): written by HR-CIUS only, whose extension states it. */
function hrTaxCategoryCarriage(ctx: CheckContext): void {
  if (ctx.syntax === 'none' || ctx.ublCountryProfile?.id === 'hr_cius') return;
  ctx.invoice.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].hr_tax_category`;
    if (!blank(item.hrTaxCategory) && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        `${item.hrTaxCategory} (HR-BT-12) is written for format ubl with country_profile hr_cius only, whose HR extension states it out of scope of VAT: generate it so, or leave the field out`,
      );
  });
}

/**
 * A line's own tax scheme (tax_scheme, UBL ClassifiedTaxCategory/TaxScheme/ID): a code of the
 * profile's list (CIUS-PT DT-CIUS-PT-155: BOL, ...) and one per category and rate, since their
 * VAT breakdown (BG-23) is written under it (DT-CIUS-PT-154); NOT_CARRIED where no list is
 * stated (every other format and profile writes the document's one scheme).
 */
function lineTaxSchemes(ctx: CheckContext): void {
  if (ctx.syntax === 'none') return;
  const list = nationalCodeList(ctx, 'taxSchemes');
  const schemeOf = new Map<string, string>();
  ctx.invoice.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].tax_scheme`;
    const scheme = item.taxScheme.trim();
    if (ctx.out.has(path)) return;
    if (scheme && !list) {
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        `tax scheme ${scheme} is written for format ubl with country_profile cius_pt only (ClassifiedTaxCategory/TaxScheme); elsewhere every category is under the document's scheme: leave the field out`,
      );
      return;
    }
    if (!list) return;
    if (scheme && !list.codes.has(scheme)) {
      ctx.out.add(
        path,
        IssueCode.INVALID_CODE,
        `invalid tax scheme: ${scheme}`,
        nationalExpected(list, ctx.ublCountryProfile!.label),
      );
      return;
    }
    const group = `${categoryOf(item.taxCategory.trim().toUpperCase(), item.vatRate)} ${item.vatRate ?? DEFAULT_VAT_RATE}`;
    const first = schemeOf.get(group);
    if (first === undefined) schemeOf.set(group, scheme);
    else if (first !== scheme)
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `the lines of one tax category and rate state one tax scheme (${first || "the document's"} on an earlier line): their VAT breakdown is written under it`,
        first || 'no tax_scheme',
      );
  });
}

/** The content-dependent requirements of the request's national CIUS of UBL, if it chose one; the HR fields' carriage. */
export function checkUblCountryRequirements(ctx: CheckContext): void {
  hrCarriage(ctx);
  hrTaxCategoryCarriage(ctx);
  lineTaxSchemes(ctx);
  const id = ctx.ublCountryProfile?.id;
  if (id === 'hr_cius') hrCius(ctx);
  else if (id === 'cius_ro') ciusRo(ctx);
  else if (id === 'cius_pt') ciusPt(ctx);
}
