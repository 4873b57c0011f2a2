/**
 * KSeF FA(3) is a national structure, not EN 16931: a request field with no FA(3) place is
 * refused for format ksef (NOT_CARRIED) with its path, never dropped. The places are those of
 * src/syntax/ksef/README.md (the writer's mapping); what FA(3) needs of the carried fields (a
 * Polish NIP, a rate it has, a corrected invoice for KOR) is ksefIssues' (full-check), after the
 * maths. The KSeF numbers, the FA(3) invoice kind (rodzaj_faktury), the VAT in PLN per rate
 * (P_14_xW), the gross method (prices_include_vat), the place of issue (P_1M) and the seller's
 * registers (Stopka/Rejestry) have no place in any other format.
 */
import { isFieldSet, type DescMessage, type Message } from '@bufbuild/protobuf';
import {
  InvoiceSchema,
  LineItemSchema,
  type Party,
  PartySchema,
  PaymentSchema,
} from '../../../gen/einvoice/v1/invoice_pb.js';
import { ksefMarginScheme } from '../../syntax/ksef/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { checkDateValue } from './term-helpers.js';
import { INCOTERMS_2020, INCOTERMS_2020_SET } from '../../domain/codelists/incoterms.js';
import { checkDatedReferences, datedReferences } from './ext-fr-fields.js';

/** The invoice fields FA(3) carries (Fa, Podmiot1/2, Platnosc, WarunkiTransakcji, Stopka). */
const INVOICE_PLACES: ReadonlySet<string> = new Set([
  'number', // P_2
  'date', // P_1
  'due_date', // Platnosc/TerminPlatnosci/Termin
  'delivery_date', // P_6
  'currency', // KodWaluty
  'notes', // Stopka/Informacje/StopkaFaktury
  'seller', // Podmiot1
  'buyer', // Podmiot2
  'items', // FaWiersz
  'payment', // Platnosc
  'type_code', // RodzajFaktury (380, 389 VAT; 381, 384 KOR; others: ksefRequirements)
  'tipo_documento', // TD04 / TD08: a credit note, KOR (other values checked below)
  'contract_reference', // WarunkiTransakcji/Umowy/NrUmowy
  'purchase_order_reference', // WarunkiTransakcji/Zamowienia/NrZamowienia
  'preceding_invoices', // DaneFaKorygowanej
  'invoicing_period', // OkresFa P_6_Od, P_6_Do
  'vat_exemptions', // Adnotacje/Zwolnienie P_19A
  'rounding_amount', // in P_15 (BT-112 + BT-114)
  'vat_breakdown', // P_13_x, P_14_x as stated
  // Refused by ksefRequirements with their FA(3) reason (no document allowance or charge).
  'allowances',
  'charges',
  'ksef_number', // not in the XML: the readable PDF's KOD I
  'ksef_environment',
  'rodzaj_faktury', // RodzajFaktury (ZAL, ROZ, UPR, KOR_ZAL, KOR_ROZ)
  'podmiot3', // Podmiot3 (party as the buyer's, Rola, Udzial)
  'prices_include_vat', // FaWiersz P_9B, P_11A (the gross method)
  'miejsce_wystawienia', // P_1M
  'rejestry', // Stopka/Rejestry (PelnaNazwa, KRS, REGON, BDO)
  'przyczyna_korekty', // PrzyczynaKorekty (a correction only: ksefRequirements)
  'typ_korekty', // TypKorekty (a correction only: ksefRequirements)
  'dodatkowy_opis', // DodatkowyOpis without NrWiersza
  'okres_fa_korygowanej', // OkresFaKorygowanej (a correction only: ksefRequirements)
  'faktura_do_paragonu', // FP
  'podmioty_powiazane', // TP
  'zamowienie', // Zamowienie (ZAL, KOR_ZAL: ksefOrderFindings)
  'kwota_przed_korekta', // P_15ZK (KOR_ZAL, KOR_ROZ: ksefOrderFindings)
  'metoda_kasowa', // Adnotacje/P_16
  'mechanizm_podzielonej_platnosci', // Adnotacje/P_18A
  'procedura_uproszczona', // Adnotacje/P_23
  'data_zaplaty', // Platnosc/Zaplacono 1, DataZaplaty
  'contract_date', // WarunkiTransakcji/Umowy/DataUmowy (EXT-FR-FE-199)
  'purchase_order_date', // WarunkiTransakcji/Zamowienia/DataZamowienia (EXT-FR-FE-197)
  'podmiot2k', // Podmiot2K (a correction only: ksefRequirements)
  'incoterms', // WarunkiTransakcji/WarunkiDostawy (the Incoterms 2020 rules, checked below)
  'nr_partii_towaru', // WarunkiTransakcji/NrPartiiTowaru
  'rozliczenie', // Rozliczenie (amounts bounded by ksefOrderFindings)
  'zalacznik', // Zalacznik
]);

/** The EXTENDED-CTC-FR additions FA(3) states too: the order's and the contract's dates. */
const KSEF_EXT_FR_TERMS: ReadonlySet<string> = new Set(['EXT-FR-FE-197', 'EXT-FR-FE-199']);

/** Podmiot1 / Podmiot2: DaneIdentyfikacyjne, Adres (AdresL1, AdresL2, KodKraju), DaneKontaktowe. */
const PARTY_PLACES: ReadonlySet<string> = new Set([
  'name',
  'vat_id',
  'street',
  'city',
  'postal_code',
  'country',
  'email',
  'phone',
  'address_line2',
  'address_line3',
]);

/**
 * Podmiot2 (and Podmiot3) also have NrID, the tax number when there is no VAT id (one identifier
 * of the choice), and NrKlienta, the customer number: one identifier without a scheme (BT-46).
 */
const BUYER_PLACES: ReadonlySet<string> = new Set([
  ...PARTY_PLACES,
  'tax_registration_id',
  'identifiers',
  'id_nabywcy', // IDNabywcy
]);

/** Podmiot2K: a corrected buyer's DaneIdentyfikacyjne, Adres and IDNabywcy (no contact, no NrKlienta). */
const CORRECTED_BUYER_PLACES: ReadonlySet<string> = new Set(
  [...BUYER_PLACES].filter((f) => !['email', 'phone', 'identifiers'].includes(f)),
);

/** The party's identifiers NrKlienta cannot hold: all but a first one without a scheme. */
const unplacedIdentifiers = (party: Party | undefined, path: string): string[] =>
  (party?.identifiers ?? []).flatMap((id, k) =>
    k > 0 || id.scheme.trim() ? [`${path}.identifiers[${k}]`] : [],
  );

/** FaWiersz: P_7, P_8A, P_8B, P_9A, P_10, P_11, P_12, Indeks, GTIN. */
const LINE_PLACES: ReadonlySet<string> = new Set([
  'id', // NrWierszaFa: the line's position (checked below)
  'description', // P_7
  'quantity', // P_8B
  'unit', // P_8A
  'unit_price', // P_9A (P_9B with prices_include_vat)
  'vat_rate', // P_12
  'tax_category', // P_12
  'seller_item_id', // Indeks
  'standard_item_id', // GTIN (scheme 0160, checked below)
  'allowances', // P_10
  'charges', // refused by ksefRequirements (FA(3) lines have no charge)
  'net_amount', // P_11 as stated: a check against the computed amount
  'uu_id', // UU_ID
  'gtu', // GTU
  'data_dostawy', // P_6A
  'pkwiu', // PKWiU
  'cn', // CN
  'pkob', // PKOB
  'kurs_waluty', // KursWaluty (ksefRequirements: more than 0, 6 decimals)
  'attributes', // DodatkowyOpis with the line's NrWiersza (name and value only, checked below)
]);

/** FA(3) TKluczWartosc: Klucz and Wartosc are TZnakowy, 1 to 256 characters. */
const KLUCZ_WARTOSC_MAX = 256;

/** Platnosc: FormaPlatnosci or OpisPlatnosci, RachunekBankowy. */
const PAYMENT_PLACES: ReadonlySet<string> = new Set([
  'iban',
  'bic',
  'means_code',
  'means_text',
  'bank_name', // RachunekBankowy/NazwaBanku
  'account_description', // RachunekBankowy/OpisRachunku
  'factor_account', // RachunekBankowyFaktora instead of RachunekBankowy
]);

/** The invoice fields of FA(3) alone (no EN 16931 term): what each is. */
const KSEF_ONLY_INVOICE: Readonly<Record<string, string>> = {
  miejsce_wystawienia: 'the FA(3) place of issue (P_1M)',
  przyczyna_korekty: "the FA(3) correction's reason (PrzyczynaKorekty)",
  typ_korekty: "the FA(3) correction's effect date kind (TypKorekty)",
  okres_fa_korygowanej: "the FA(3) period of a correction's rebate (OkresFaKorygowanej)",
  dodatkowy_opis: 'the FA(3) further information (DodatkowyOpis)',
  faktura_do_paragonu: 'the FA(3) invoice for a sale on a fiscal receipt (FP)',
  podmioty_powiazane: 'the FA(3) related parties flag (TP)',
  zamowienie: 'the FA(3) order of an advance invoice (Zamowienie)',
  kwota_przed_korekta: 'the FA(3) amount before a correction (P_15ZK)',
  metoda_kasowa: 'the FA(3) cash accounting annotation (Adnotacje/P_16, "metoda kasowa")',
  mechanizm_podzielonej_platnosci:
    'the FA(3) split payment annotation (Adnotacje/P_18A, "mechanizm podzielonej płatności")',
  procedura_uproszczona: 'the FA(3) simplified triangular procedure annotation (Adnotacje/P_23)',
  data_zaplaty: "the FA(3) date of the invoice's payment in full (Platnosc/DataZaplaty)",
  podmiot2k: "the FA(3) corrected buyers' data (Podmiot2K)",
  nr_partii_towaru: "the FA(3) goods' batch numbers (NrPartiiTowaru)",
  rozliczenie: 'the FA(3) further settlements (Rozliczenie)',
  zalacznik: 'the FA(3) structured attachment (Zalacznik)',
};

/** The payment fields of FA(3) alone. */
const KSEF_ONLY_PAYMENT: Readonly<Record<string, string>> = {
  bank_name: "the FA(3) account's bank (NazwaBanku)",
  account_description: "the FA(3) account's description (OpisRachunku)",
  factor_account: "the FA(3) factor's account flag (RachunekBankowyFaktora)",
};

/** The party fields of FA(3) alone. */
const KSEF_ONLY_PARTY: Readonly<Record<string, string>> = {
  id_nabywcy: 'the FA(3) key of a buyer across corrections (IDNabywcy)',
};

/** The line fields of FA(3) alone. */
const KSEF_ONLY_LINE: Readonly<Record<string, string>> = {
  uu_id: "the FA(3) line's unique identifier (UU_ID)",
  gtu: "the FA(3) line's goods and services group (GTU)",
  data_dostawy: "the FA(3) line's date of supply (P_6A)",
  pkwiu: "the FA(3) line's PKWiU symbol (PKWiU)",
  cn: "the FA(3) line's Combined Nomenclature code (CN)",
  pkob: "the FA(3) line's PKOB symbol (PKOB)",
  kurs_waluty: "the FA(3) line's exchange rate into PLN (KursWaluty)",
};

/** The JSON paths of a message's set fields among `names`. */
function setFields<Desc extends DescMessage>(
  schema: Desc,
  message: Message | undefined,
  names: Readonly<Record<string, string>>,
  path: string,
): string[] {
  if (!message) return [];
  return schema.fields
    .filter((f) => f.name in names && isFieldSet(message as never, f))
    .map((f) => `${path}.${f.name}`);
}

/** The FA(3) element a KSEF_ONLY_ description names: its last parenthesis. */
const elementOf = (description: string): string =>
  /\(([^()]+)\)[^()]*$/.exec(description)?.[1] ?? '';

/**
 * The FA(3) element of each field no other format has, by field key (the JSON path without
 * indexes or $.): what convert lists such a field under when it is lost (lost-terms.ts), for no
 * EN 16931 term names it.
 */
const KSEF_TERMS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(KSEF_ONLY_INVOICE).map(([f, d]) => [`invoice.${f}`, elementOf(d)] as const),
  ...Object.entries(KSEF_ONLY_LINE).map(([f, d]) => [`invoice.items.${f}`, elementOf(d)] as const),
  ...Object.entries(KSEF_ONLY_PAYMENT).map(
    ([f, d]) => [`invoice.payment.${f}`, elementOf(d)] as const,
  ),
  ...['seller', 'buyer'].flatMap((role) =>
    Object.entries(KSEF_ONLY_PARTY).map(
      ([f, d]) => [`invoice.${role}.${f}`, elementOf(d)] as const,
    ),
  ),
  ['invoice.rejestry', 'Stopka/Rejestry'],
  ['invoice.podmiot3', 'Podmiot3'],
  ['invoice.rodzaj_faktury', 'RodzajFaktury'],
  ['invoice.prices_include_vat', 'P_9B, P_11A'],
  ['invoice.preceding_invoices.ksef_number', 'NrKSeFFaKorygowanej'],
]);

/** The FA(3) term of a field only format ksef has, by its JSON path, or undefined. */
export function ksefTermOfPath(path: string): string | undefined {
  const element = KSEF_TERMS.get(path.replace(/^\$\.?/, '').replace(/\[\d+\]/g, ''));
  return element ? `FA(3) ${element}` : undefined;
}

/** Refuses, outside format ksef, the fields of a KSEF_ONLY_ table a message sets (NOT_CARRIED). */
function refuseKsefOnly<Desc extends DescMessage>(
  ctx: CheckContext,
  schema: Desc,
  message: Message | undefined,
  table: Readonly<Record<string, string>>,
  path: string,
): void {
  for (const at of setFields(schema, message, table, path)) {
    if (ctx.out.has(at)) continue;
    const field = at.slice(at.lastIndexOf('.') + 1);
    ctx.out.add(
      at,
      IssueCode.NOT_CARRIED,
      `${field} is ${table[field]}, format ksef only: EN 16931 has no term for it`,
    );
  }
}

/** The set fields of a message that have no place, as [JSON path, field name]. */
function unplaced<Desc extends DescMessage>(
  schema: Desc,
  message: Message | undefined,
  places: ReadonlySet<string>,
  path: string,
): string[] {
  if (!message) return [];
  return schema.fields
    .filter((f) => !places.has(f.name) && isFieldSet(message as never, f))
    .map((f) => `${path}.${f.name}`);
}

/** The KSeF numbers and the VAT in PLN per rate outside format ksef: no other format has a place for them. */
function refuseKsefNumbers(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const refuse = (path: string) => {
    if (!ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        'the KSeF numbers are format ksef (KSeF FA(3)) only: generate it as ksef, or leave the field out',
      );
  };
  if (inv.ksefNumber.trim()) refuse('$.invoice.ksef_number');
  if (inv.ksefEnvironment.trim()) refuse('$.invoice.ksef_environment');
  if (inv.rodzajFaktury.trim() && !ctx.out.has('$.invoice.rodzaj_faktury'))
    ctx.out.add(
      '$.invoice.rodzaj_faktury',
      IssueCode.NOT_CARRIED,
      'rodzaj_faktury is the FA(3) invoice kind, format ksef only: give type_code (BT-3) for the other formats',
    );
  if (inv.podmiot3.length && !ctx.out.has('$.invoice.podmiot3'))
    ctx.out.add(
      '$.invoice.podmiot3',
      IssueCode.NOT_CARRIED,
      'podmiot3 is the FA(3) third parties, format ksef only: give a payee (BG-10) for the other formats where that is the role',
    );
  // The fields of FA(3) alone (podmiot3 above and podmiot2k, a KSEF_ONLY_INVOICE one, whole).
  refuseKsefOnly(ctx, InvoiceSchema, inv, KSEF_ONLY_INVOICE, '$.invoice');
  inv.items.forEach((item, i) =>
    refuseKsefOnly(ctx, LineItemSchema, item, KSEF_ONLY_LINE, `$.invoice.items[${i}]`),
  );
  refuseKsefOnly(ctx, PaymentSchema, inv.payment, KSEF_ONLY_PAYMENT, '$.invoice.payment');
  for (const role of ['seller', 'buyer'] as const)
    refuseKsefOnly(ctx, PartySchema, inv[role], KSEF_ONLY_PARTY, `$.invoice.${role}`);
  if (inv.rejestry.length && !ctx.out.has('$.invoice.rejestry'))
    ctx.out.add(
      '$.invoice.rejestry',
      IssueCode.NOT_CARRIED,
      "rejestry is the FA(3) footer's registers (KRS, REGON, BDO), format ksef only: give the seller's legal_registration (BT-30) for the other formats",
    );
  if (inv.pricesIncludeVat && !ctx.out.has('$.invoice.prices_include_vat'))
    ctx.out.add(
      '$.invoice.prices_include_vat',
      IssueCode.NOT_CARRIED,
      'prices_include_vat is the FA(3) gross method (P_9B, P_11A), format ksef only: EN 16931 states net prices (BT-146) and net line amounts (BT-131)',
    );
  inv.precedingInvoices.forEach((p, i) => {
    if (p.ksefNumber.trim()) refuse(`$.invoice.preceding_invoices[${i}].ksef_number`);
  });
  // FA(3) P_14_xW: the EN formats state the VAT in the accounting currency as its total (BT-111).
  // An entry that states nothing else is refused whole (convert leaves it out, not an empty one).
  inv.vatBreakdown.forEach((b, i) => {
    const alone = b.taxableAmount === undefined && b.taxAmount === undefined;
    const path = `$.invoice.vat_breakdown[${i}]${alone ? '' : '.tax_currency_tax_amount'}`;
    if (b.taxCurrencyTaxAmount !== undefined && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        'the VAT in the accounting currency per rate is format ksef (FA(3) P_14_xW) only: give tax_currency and tax_currency_vat_total (BT-6, BT-111) instead',
      );
  });
}

/** Refuses, for format ksef, every field FA(3) has no place for; elsewhere, the KSeF numbers. */
export function checkKsefCarriage(ctx: CheckContext): void {
  if (ctx.syntax === 'none') return;
  if (ctx.syntax !== 'ksef') {
    refuseKsefNumbers(ctx);
    return;
  }
  const inv = ctx.invoice;
  const paths = [
    ...unplaced(InvoiceSchema, inv, INVOICE_PLACES, '$.invoice'),
    ...unplaced(PartySchema, inv.seller, PARTY_PLACES, '$.invoice.seller'),
    ...unplaced(PartySchema, inv.buyer, BUYER_PLACES, '$.invoice.buyer'),
    ...unplaced(PaymentSchema, inv.payment, PAYMENT_PLACES, '$.invoice.payment'),
    // Podmiot3 identifies and addresses a third party as Podmiot2 does the buyer.
    ...inv.podmiot3.flatMap((t, i) =>
      unplaced(PartySchema, t.party, BUYER_PLACES, `$.invoice.podmiot3[${i}].party`),
    ),
    ...inv.podmiot2k.flatMap((p, i) =>
      unplaced(PartySchema, p, CORRECTED_BUYER_PLACES, `$.invoice.podmiot2k[${i}]`),
    ),
    ...unplacedIdentifiers(inv.buyer, '$.invoice.buyer'),
    ...inv.podmiot3.flatMap((t, i) =>
      unplacedIdentifiers(t.party, `$.invoice.podmiot3[${i}].party`),
    ),
  ];
  // Stopka/Rejestry: an entry states at least one of its four numbers and names.
  inv.rejestry.forEach((r, i) => {
    const at = `$.invoice.rejestry[${i}]`;
    if (![r.pelnaNazwa, r.krs, r.regon, r.bdo].some((v) => v.trim()) && !ctx.out.has(at))
      ctx.out.add(
        at,
        IssueCode.REQUIRED,
        'a register entry (FA(3) Stopka/Rejestry) states at least one of pelna_nazwa, krs, regon and bdo',
      );
  });
  // DaneIdentyfikacyjne holds one identifier: NrID takes the tax number only without a VAT id.
  if (inv.buyer?.vatId.trim() && inv.buyer.taxRegistrationId.trim())
    paths.push('$.invoice.buyer.tax_registration_id');
  // Adnotacje/Zwolnienie states the provision of an exempt supply (P_19A) only: as text, and for E.
  // The reason codes of the margin schemes are Adnotacje/PMarzy (KSEF_MARGIN_SCHEMES), whose
  // flag stands for the scheme's wording: another reason text has no place beside it.
  inv.vatExemptions.forEach((e, k) => {
    const margin = ksefMarginScheme(e.reasonCode.trim());
    if (e.taxCategory.trim() !== 'E') paths.push(`$.invoice.vat_exemptions[${k}]`);
    else if (e.reasonCode.trim() && !margin)
      paths.push(`$.invoice.vat_exemptions[${k}].reason_code`);
    else if (margin && e.reason.trim() && e.reason.trim() !== margin.text)
      paths.push(`$.invoice.vat_exemptions[${k}].reason`);
  });
  // TD04 and TD08 ask any format for a credit note (a KOR here), as retrieve returns one.
  if (!['', 'TD04', 'TD08'].includes(inv.tipoDocumento.trim()))
    paths.push('$.invoice.tipo_documento');
  // WarunkiDostawy: the delivery terms as the Incoterms 2020 rules (not UNTDID 4053's 1 and 2).
  const incoterms = inv.incoterms.trim();
  if (incoterms && !INCOTERMS_2020_SET.has(incoterms) && !ctx.out.has('$.invoice.incoterms'))
    ctx.out.add(
      '$.invoice.incoterms',
      IssueCode.INVALID_CODE,
      `FA(3) states the delivery terms (WarunkiDostawy) as an Incoterms 2020 rule, not ${incoterms}`,
      INCOTERMS_2020.join(', '),
    );
  // NazwaBanku and OpisRachunku describe the account RachunekBankowy states: the iban.
  const pay = inv.payment;
  for (const [field, value] of [
    ['bank_name', pay?.bankName],
    ['account_description', pay?.accountDescription],
    ['factor_account', pay?.factorAccount ? 'true' : ''],
  ] as const) {
    const path = `$.invoice.payment.${field}`;
    if (value?.trim() && !pay?.iban.trim() && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `${field} describes the account iban names (FA(3) RachunekBankowy): give the iban, or leave ${field} out`,
      );
  }
  // The order's and the contract's dates (DataZamowienia, DataUmowy), as the EXTENDED ones;
  // DataZaplaty a calendar date.
  checkDatedReferences(
    ctx,
    datedReferences(inv).filter(([, , , , term]) => KSEF_EXT_FR_TERMS.has(term)),
  );
  checkDateValue(
    ctx,
    '$.invoice.data_zaplaty',
    inv.dataZaplaty.trim(),
    'date of payment (DataZaplaty)',
  );
  inv.items.forEach((item, i) => {
    const at = `$.invoice.items[${i}]`;
    checkDateValue(ctx, `${at}.data_dostawy`, item.dataDostawy.trim(), 'date of supply (P_6A)');
    paths.push(...unplaced(LineItemSchema, item, LINE_PLACES, at));
    if (item.id.trim() && item.id.trim() !== String(i + 1)) paths.push(`${at}.id`);
    // DodatkowyOpis (NrWiersza, Klucz, Wartosc): an attribute's name and value, 1 to 256
    // characters (its French code and measure are refused with the other EXTENDED-CTC-FR fields).
    item.attributes.forEach((a, j) => {
      const fits = (v: string) => v.trim() !== '' && v.trim().length <= KLUCZ_WARTOSC_MAX;
      if (!fits(a.name) || !fits(a.value)) paths.push(`${at}.attributes[${j}]`);
    });
    // P_10 is the discount's amount alone: its reason has no place.
    item.allowances.forEach((a, j) => {
      if (a.reason.trim()) paths.push(`${at}.allowances[${j}].reason`);
      if (a.reasonCode.trim()) paths.push(`${at}.allowances[${j}].reason_code`);
    });
    const gtin = item.standardItemId;
    if (gtin && gtin.id.trim() && gtin.scheme.trim() !== '0160')
      paths.push(`${at}.standard_item_id`);
  });
  for (const path of paths) {
    if (ctx.out.has(path)) continue;
    const field = path.replace(/^\$\.invoice\./, '');
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      /vat_exemptions\[\d+\]$/.test(field)
        ? 'FA(3) states the provision of an exempt supply (category E, P_19A) only: leave the others out'
        : field.endsWith('.id')
          ? `FA(3) numbers its lines 1, 2, … (NrWierszaFa): ${field} must be the line's position or left out`
          : /\.attributes\[\d+\]$/.test(field)
            ? 'FA(3) states a line attribute as DodatkowyOpis: a name and a value of 1 to 256 characters each'
            : /\.identifiers\[\d+\]$/.test(field)
              ? 'FA(3) states one customer number (NrKlienta): the first identifier, without a scheme'
              : field === 'buyer.tax_registration_id'
                ? 'FA(3) names the buyer by one identifier (NIP, NrVatUE or NrID): give tax_registration_id (NrID) only when the buyer has no vat_id'
                : field.endsWith('standard_item_id')
                  ? 'FA(3) carries a GTIN only (standard_item_id with scheme 0160)'
                  : `KSeF FA(3) has no place for ${field}: leave it out for format ksef`,
    );
  }
}
