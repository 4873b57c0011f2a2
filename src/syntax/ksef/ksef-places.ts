/**
 * The places of KSeF FA(3) (Poland's national structured invoice, Ministry of Finance schema
 * `schemat_FA(3)_v1-0E.xsd`, namespace http://crd.gov.pl/wzor/2025/06/25/13775/) shared by the
 * writer, the reader and validation: the VAT rate codes (P_12) with the per-rate sum fields
 * (P_13_x / P_14_x) they feed, the payment means (FormaPlatnosci) and the invoice kinds
 * (RodzajFaktury). FA(3) is not EN 16931: each table says which EN 16931 value has an FA(3) place.
 */
import type { Decimal } from '../../domain/decimal.js';
import type { KsefInvoiceKind } from '../../domain/model.js';

/** Target namespace of FA(3), CRD wzór 13775. */
export const KSEF_NS = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
/** The namespace of the MF's shared type definitions (StrukturyDanych, ElementarneTypyDanych). */
export const KSEF_ETD_NS =
  'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';
/** Naglowek/KodFormularza: the form code with its system code and schema version attributes. */
export const KSEF_FORM = {
  code: 'FA',
  kodSystemowy: 'FA (3)',
  wersjaSchemy: '1-0E',
  variant: '3',
} as const;

/**
 * One per-rate sum of Fa: the net field (P_13_x) and, for the taxed rates, the VAT field (P_14_x).
 * Ministry field ids: P_13_1 basic rate 23 % or 22 %, P_13_2 first reduced 8 % or 7 %, P_13_3
 * second reduced 5 %, P_13_4 taxi flat rate 4 % or 3 %, P_13_6_1 0 % domestic, P_13_6_2 0 %
 * intra-Community supply (WDT), P_13_6_3 0 % export, P_13_7 exempt (zw), P_13_8 outside Poland
 * (np I), P_13_9 services of art. 100(1)(4) (np II), P_13_10 domestic reverse charge (oo).
 */
export interface KsefRateSum {
  net: string;
  vat?: string;
}

/** A P_12 rate code and the sum it adds to. */
export interface KsefRate {
  /** FaWiersz/P_12 (TStawkaPodatku); none for a margin-scheme line (art. 119, 120), which states no rate. */
  code?: string;
  sum: KsefRateSum;
}

const S1: KsefRateSum = { net: 'P_13_1', vat: 'P_14_1' };
const S2: KsefRateSum = { net: 'P_13_2', vat: 'P_14_2' };
const S3: KsefRateSum = { net: 'P_13_3', vat: 'P_14_3' };
const S4: KsefRateSum = { net: 'P_13_4', vat: 'P_14_4' };

/** Standard-rated (UNCL 5305 S) rates by their percentage. */
const STANDARD: Readonly<Record<string, KsefRateSum>> = {
  '23': S1,
  '22': S1,
  '8': S2,
  '7': S2,
  '5': S3,
  '4': S4,
  '3': S4,
};

/** The zero-rated, exempt and untaxed categories by UNCL 5305 code (AE depends on the buyer's country). */
const UNTAXED: Readonly<Record<string, KsefRate>> = {
  Z: { code: '0 KR', sum: { net: 'P_13_6_1' } },
  K: { code: '0 WDT', sum: { net: 'P_13_6_2' } },
  G: { code: '0 EX', sum: { net: 'P_13_6_3' } },
  E: { code: 'zw', sum: { net: 'P_13_7' } },
  O: { code: 'np I', sum: { net: 'P_13_8' } },
};
const REVERSE_DOMESTIC: KsefRate = { code: 'oo', sum: { net: 'P_13_10' } };
const REVERSE_CROSS_BORDER: KsefRate = { code: 'np II', sum: { net: 'P_13_9' } };

/**
 * The margin schemes of art. 119 (travel agencies) and art. 120 (second-hand goods, works of art,
 * collectors' items and antiques) of the Polish VAT act, by the EN 16931 exemption reason code
 * (BT-121, VATEX) of category E that names each: FA(3) states them as Adnotacje/PMarzy P_PMarzy 1
 * with the scheme's flag, the lines without P_12 and their sum as P_13_11; `text` is the wording
 * the invoice must contain (the XSD's documentation of each flag), the reason (BT-120) read back.
 */
export const KSEF_MARGIN_SCHEMES: readonly {
  code: string;
  flag: string;
  text: string;
}[] = [
  { code: 'VATEX-EU-D', flag: 'P_PMarzy_2', text: 'procedura marży dla biur podróży' },
  { code: 'VATEX-EU-F', flag: 'P_PMarzy_3_1', text: 'procedura marży - towary używane' },
  { code: 'VATEX-EU-I', flag: 'P_PMarzy_3_2', text: 'procedura marży - dzieła sztuki' },
  {
    code: 'VATEX-EU-J',
    flag: 'P_PMarzy_3_3',
    text: 'procedura marży - przedmioty kolekcjonerskie i antyki',
  },
];

/** The margin scheme of an exemption reason code (BT-121), or undefined. */
export const ksefMarginScheme = (code: string | undefined) =>
  code ? KSEF_MARGIN_SCHEMES.find((m) => m.code === code) : undefined;

/**
 * The margin scheme of an invoice: that of its category E exemption reason code (the calculated
 * breakdown's BT-121, else vat_exemptions'). EN 16931 has one E group, so every E line is in it.
 */
export function ksefInvoiceMargin(inv: {
  vatBreakdown?: readonly { category: string; exemptionReasonCode?: string }[];
  vatExemptions?: readonly { category: string; reasonCode?: string }[];
}) {
  const code =
    inv.vatBreakdown?.find((b) => b.category === 'E')?.exemptionReasonCode ??
    inv.vatExemptions?.find((e) => e.category === 'E')?.reasonCode;
  return ksefMarginScheme(code);
}

/**
 * Zwolnienie/P_19A: the legal basis of an exempt supply (category E outside a margin scheme), as
 * the invoice words it: vat_exemptions' reason of category E, else the calculated breakdown's
 * (BT-120). `path` is the request field that gave it.
 */
export function ksefExemptionText(inv: {
  vatBreakdown?: readonly { category: string; exemptionReason?: string }[];
  vatExemptions?: readonly { category: string; reason?: string }[];
}): { text: string; path: string } | undefined {
  const i = inv.vatExemptions?.findIndex((e) => e.category === 'E' && e.reason) ?? -1;
  if (i >= 0) return { text: inv.vatExemptions![i]!.reason!, path: `vat_exemptions[${i}].reason` };
  const reason = inv.vatBreakdown?.find((b) => b.category === 'E')?.exemptionReason;
  return reason ? { text: reason, path: 'vat_exemptions' } : undefined;
}

/** A margin-scheme line: no P_12; its value adds to P_13_11 (the margin sales' sum, no VAT stated). */
const MARGIN: KsefRate = { sum: { net: 'P_13_11' } };

/**
 * The FA(3) rate of an EN 16931 VAT category and rate, or undefined where FA(3) has none (a
 * standard rate other than 23/22/8/7/5/4/3 %, categories L, M, B). Reverse charge (AE) is `oo`
 * (P_13_10) for a Polish buyer and `np II` (P_13_9, services taxed where the buyer is) otherwise.
 * Category E of an invoice in a margin scheme (`margin`, ksefInvoiceMargin) is the margin sum.
 */
export function ksefRate(
  category: string,
  rate: Decimal,
  buyerCountry: string,
  margin?: unknown,
): KsefRate | undefined {
  if (category === 'E' && margin) return MARGIN;
  if (category === 'S') {
    const sum = STANDARD[rate.toString()];
    return sum && { code: rate.toString(), sum };
  }
  if (category === 'AE') return buyerCountry === 'PL' ? REVERSE_DOMESTIC : REVERSE_CROSS_BORDER;
  return UNTAXED[category];
}

/** Every per-rate sum in the schema's order (the reader reads them, the writer writes them in it). */
export const KSEF_RATE_SUMS: readonly KsefRateSum[] = [
  S1,
  S2,
  S3,
  S4,
  ...Object.values(UNTAXED)
    .slice(0, 3)
    .map((r) => r.sum),
  UNTAXED.E!.sum,
  UNTAXED.O!.sum,
  REVERSE_CROSS_BORDER.sum,
  REVERSE_DOMESTIC.sum,
  MARGIN.sum,
];

/**
 * The group (category and rate) a per-rate sum stands for when no line names it (a correction
 * that states only its sums): the current rate of a standard field (23, 8, 5, 4 %), the category
 * of an untaxed one.
 */
export const KSEF_SUM_GROUP: Readonly<Record<string, { category: string; rate: string }>> = {
  P_13_1: { category: 'S', rate: '23' },
  P_13_2: { category: 'S', rate: '8' },
  P_13_3: { category: 'S', rate: '5' },
  P_13_4: { category: 'S', rate: '4' },
  ...Object.fromEntries(
    Object.entries(UNTAXED).map(([category, r]) => [r.sum.net, { category, rate: '0' }]),
  ),
  P_13_9: { category: 'AE', rate: '0' },
  P_13_10: { category: 'AE', rate: '0' },
};

/** P_12 code → EN 16931 category and rate (the reader's direction). */
export function categoryOfRateCode(code: string): { category: string; rate: string } | undefined {
  if (/^\d+$/.test(code) && STANDARD[code]) return { category: 'S', rate: code };
  if (code === 'oo' || code === 'np II') return { category: 'AE', rate: '0' };
  const entry = Object.entries(UNTAXED).find(([, r]) => r.code === code);
  return entry && { category: entry[0], rate: '0' };
}

/**
 * FormaPlatnosci (TFormaPlatnosci) by UNCL 4461 payment means: 1 cash (10), 2 card (48, 54, 55),
 * 3 voucher (—), 4 cheque (20), 5 credit (—), 6 transfer (30, 31, 42, 58), 7 mobile (68).
 */
const FORMA_OF_MEANS: Readonly<Record<string, string>> = {
  '10': '1',
  '48': '2',
  '54': '2',
  '55': '2',
  '20': '4',
  '30': '6',
  '31': '6',
  '42': '6',
  '58': '6',
  '68': '7',
};
/** The UNCL 4461 code a FormaPlatnosci reads back as (3 voucher and 5 credit have none: 1, instrument not defined). */
const MEANS_OF_FORMA: Readonly<Record<string, string>> = {
  '1': '10',
  '2': '48',
  '4': '20',
  '6': '58',
  '7': '68',
};

/** FormaPlatnosci of a payment means code, or undefined (written as PlatnoscInna with its text). */
export function formaPlatnosci(meansCode: string | undefined): string | undefined {
  return meansCode ? FORMA_OF_MEANS[meansCode] : undefined;
}

/** The UNCL 4461 code of a FormaPlatnosci (3 voucher and 5 credit have none: 1, not defined). */
export function meansOfForma(forma: string): string {
  return MEANS_OF_FORMA[forma] ?? '1';
}

/**
 * P_8A is free text, which Polish invoices fill with the usual abbreviations: those of the UN/ECE
 * Rec 20 codes the JSON holds. The writer writes the abbreviation of a code listed here (else the
 * code itself), the reader the code of a listed abbreviation (else the text when it is a Rec 20
 * code; anything else is listed as dropped).
 */
export const KSEF_UNITS: readonly (readonly [code: string, text: string])[] = [
  ['H87', 'szt.'],
  ['KGM', 'kg'],
  ['HUR', 'godz.'],
  ['MTR', 'm'],
  ['MTK', 'm2'],
  ['MTQ', 'm3'],
  ['LTR', 'l'],
  ['TNE', 't'],
  ['KMT', 'km'],
  ['KWH', 'kWh'],
];

/** P_8A of a Rec 20 unit code. */
export function ksefUnitText(code: string): string {
  return KSEF_UNITS.find(([c]) => c === code)?.[1] ?? code;
}

/** The Rec 20 code of a P_8A abbreviation listed in KSEF_UNITS, or undefined. */
export function ksefUnitCode(text: string): string | undefined {
  return KSEF_UNITS.find(([, t]) => t === text)?.[0];
}

/**
 * NrRB of an IBAN: a Polish account as its NRB (the 26 digits without PL, as Polish invoices
 * state it), any other as the IBAN.
 */
export function nrbOfIban(iban: string): string {
  const compact = iban.replace(/\s/g, '');
  return /^PL\d{26}$/.test(compact) ? compact.slice(2) : compact;
}

/** RodzajFaktury by UNTDID 1001 type code: 380 VAT (basic invoice), 389 VAT (self-billed), 381 and 384 KOR (correction). */
export const RODZAJ_OF_TYPE: Readonly<Record<string, KsefInvoiceKind>> = {
  '380': 'VAT',
  '389': 'VAT', // self-billed: Adnotacje/P_17 1
  '381': 'KOR',
  '384': 'KOR',
};

/** The corrections: they name the corrected invoice (DaneFaKorygowanej) and may be negative. */
export const KSEF_CORRECTIONS: ReadonlySet<string> = new Set(['KOR', 'KOR_ZAL', 'KOR_ROZ']);

/**
 * The kinds whose per-rate sums P_13_x / P_14_x are not their lines' sums: an advance invoice
 * (ZAL: the advance received), a settlement invoice (ROZ: what remains after the advances) and
 * their corrections. Their sums are the stated vat_breakdown's; P_15 is the sums' total.
 */
export const KSEF_DECLARED_SUMS: ReadonlySet<string> = new Set([
  'ZAL',
  'ROZ',
  'KOR_ZAL',
  'KOR_ROZ',
]);

/** FA(3) RodzajFaktury of an invoice: rodzaj_faktury as given, else the one of its type code (BT-3). */
export const ksefKind = (inv: {
  rodzajFaktury?: KsefInvoiceKind;
  typeCode: string;
}): KsefInvoiceKind | undefined => inv.rodzajFaktury ?? RODZAJ_OF_TYPE[inv.typeCode];

/** The NIP (10 digits) of a VAT id: the Polish VAT id without its PL prefix. */
export function nipOf(vatId: string | undefined): string | undefined {
  const m = /^(?:PL)?\s*(\d{10})$/.exec((vatId ?? '').replace(/[\s-]/g, ''));
  return m?.[1];
}

/** Whether a NIP passes its check digit (weights 6 5 7 2 3 4 5 6 7, mod 11, never 10). */
export function nipChecksumOk(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const s = w.reduce((acc, wi, i) => acc + wi * Number(nip[i]), 0) % 11;
  return s !== 10 && s === Number(nip[9]);
}

/** The EU member states as FA(3) names them (TKodyKrajowUE: Greece EL, Northern Ireland XI). */
export const KSEF_EU_CODES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'EL',
  'HR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'XI',
]);

/** FA(3) KodUE: the EU country code of a VAT id prefix (Greece is EL). */
export const ksefEuCode = (country: string): string => (country === 'GR' ? 'EL' : country);

/** FA(3) TNrVatUE: the number of an EU VAT id after its country code. */
const NR_VAT_UE = /^[0-9A-Z+*]{1,12}$/;

/**
 * The EU VAT id of a buyer or third party as FA(3) writes it (KodUE + NrVatUE): undefined for a
 * Polish NIP or a value without an EU prefix; `valid` false when the number after the prefix is
 * not 1 to 12 digits, capitals, + or * (the XSD pattern).
 */
export function ksefEuVatId(
  vatId: string | undefined,
): { code: string; number: string; valid: boolean } | undefined {
  const vat = (vatId ?? '').replace(/\s/g, '');
  const prefix = vat.slice(0, 2).toUpperCase();
  if (!vat || prefix === 'PL' || /^\d{10}$/.test(vat)) return undefined;
  if (!/^[A-Z]{2}/.test(prefix) || !KSEF_EU_CODES.has(ksefEuCode(prefix))) return undefined;
  const number = vat.slice(2);
  return { code: ksefEuCode(prefix), number, valid: NR_VAT_UE.test(number) };
}
