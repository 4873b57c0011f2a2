/**
 * The shapes EN 16931 repeats, each with its term ids written once: a party (seller BG-4, buyer
 * BG-7), an address (BG-5, BG-8, BG-12, BG-15), a contact (BG-6, BG-9), an allowance or charge
 * (BG-20, BG-21 on the document, BG-27, BG-28 on a line). Binding tables, writers and readers of
 * every syntax take their keys from here instead of re-typing them in positional lists.
 */
import type { TermId } from './terms.js';
import type { ValueKey } from './binding.js';

/** A postal address group. */
/** An address's keys: EN 16931 terms, or syntax keys where the model adds an address. */
type AddressKey = ValueKey;

export interface AddressTerms {
  readonly group: AddressKey;
  readonly line1: AddressKey;
  readonly line2: AddressKey;
  readonly line3: AddressKey;
  readonly city: AddressKey;
  readonly postcode: AddressKey;
  readonly subdivision: AddressKey;
  readonly country: AddressKey;
}

/** A contact group. */
export interface ContactTerms {
  readonly group: TermId;
  readonly point: TermId;
  readonly phone: TermId;
  readonly email: TermId;
  /** CII: the department, read as the contact point when no person is named. */
  readonly department: ValueKey;
}

/** Seller or buyer. */
export interface PartyTerms {
  readonly name: TermId;
  readonly trading: TermId;
  readonly ids: IdentifierForms;
  readonly legal: TermId;
  readonly legalScheme: TermId;
  readonly vat: TermId;
  readonly endpoint: TermId;
  readonly endpointScheme: TermId;
  readonly contact: ContactTerms;
  readonly address: AddressTerms;
  /** The UBL forms beside the terms: the VAT id's tax scheme, the PINT GST and industry forms, the PINT AE licence authority. */
  readonly ubl: {
    readonly vatScheme: ValueKey;
    readonly gst: ValueKey;
    readonly gstScheme: ValueKey;
    readonly industry: ValueKey;
    readonly industryName: ValueKey;
    readonly legalAgency: ValueKey;
    readonly legalAgencyName: ValueKey;
  };
}

/** BG-5 seller postal address. */
export const SELLER_ADDRESS: AddressTerms = {
  group: 'BG-5',
  line1: 'BT-35',
  line2: 'BT-36',
  line3: 'BT-162',
  city: 'BT-37',
  postcode: 'BT-38',
  subdivision: 'BT-39',
  country: 'BT-40',
};
/** BG-8 buyer postal address. */
export const BUYER_ADDRESS: AddressTerms = {
  group: 'BG-8',
  line1: 'BT-50',
  line2: 'BT-51',
  line3: 'BT-163',
  city: 'BT-52',
  postcode: 'BT-53',
  subdivision: 'BT-54',
  country: 'BT-55',
};
/** BG-12 seller tax representative postal address. */
export const TAX_REPRESENTATIVE_ADDRESS: AddressTerms = {
  group: 'BG-12',
  line1: 'BT-64',
  line2: 'BT-65',
  line3: 'BT-164',
  city: 'BT-66',
  postcode: 'BT-67',
  subdivision: 'BT-68',
  country: 'BT-69',
};
/** Factur-X EXTENDED: the invoicee's identifiers and address (no EN 16931 term; extended-fields.ts). */
export const INVOICEE_IDS: IdentifierForms = {
  term: 'invoicee/id',
  scheme: 'invoicee/scheme',
  plain: 'invoicee/id',
  global: 'invoicee/global',
};
export const INVOICEE_ADDRESS: AddressTerms = {
  group: 'invoicee/address',
  line1: 'invoicee/address-line1',
  line2: 'invoicee/address-line2',
  line3: 'invoicee/address-line3',
  city: 'invoicee/city',
  postcode: 'invoicee/postcode',
  subdivision: 'invoicee/subdivision',
  country: 'invoicee/country',
};
/** Factur-X EXTENDED: a line's deliver-to party (no EN 16931 term; extended-fields.ts). */
export const LINE_SHIP_TO_IDS: IdentifierForms = {
  term: 'line/ship-to-id',
  scheme: 'line/ship-to-scheme',
  plain: 'line/ship-to-id',
  global: 'line/ship-to-global',
};
export const LINE_SHIP_TO_ADDRESS: AddressTerms = {
  group: 'line/ship-to-address',
  line1: 'line/ship-to-address-line1',
  line2: 'line/ship-to-address-line2',
  line3: 'line/ship-to-address-line3',
  city: 'line/ship-to-city',
  postcode: 'line/ship-to-postcode',
  subdivision: 'line/ship-to-subdivision',
  country: 'line/ship-to-country',
};
/** Factur-X EXTENDED: the payee's address (no EN 16931 term; extended-fields.ts). */
export const PAYEE_ADDRESS: AddressTerms = {
  group: 'payee/address',
  line1: 'payee/address-line1',
  line2: 'payee/address-line2',
  line3: 'payee/address-line3',
  city: 'payee/city',
  postcode: 'payee/postcode',
  subdivision: 'payee/subdivision',
  country: 'payee/country',
};
/** BG-15 deliver to address. */
export const DELIVER_TO_ADDRESS: AddressTerms = {
  group: 'BG-15',
  line1: 'BT-75',
  line2: 'BT-76',
  line3: 'BT-165',
  city: 'BT-77',
  postcode: 'BT-78',
  subdivision: 'BT-79',
  country: 'BT-80',
};

/**
 * The forms of a party identifier: CII writes one without scheme as ram:ID and one with a scheme
 * as ram:GlobalID; UBL repeats cac:PartyIdentification (`list`).
 */
export interface IdentifierForms {
  readonly term: ValueKey;
  readonly scheme: ValueKey;
  readonly plain: ValueKey;
  readonly global: ValueKey;
  readonly list?: ValueKey;
}

/** BT-29 seller identifier. */
export const SELLER_IDS: IdentifierForms = {
  term: 'BT-29',
  scheme: 'BT-29-1',
  plain: 'BT-29/id',
  global: 'BT-29/global',
  list: 'BT-29/ids',
};
/** BT-46 buyer identifier. */
export const BUYER_IDS: IdentifierForms = {
  term: 'BT-46',
  scheme: 'BT-46-1',
  plain: 'BT-46/id',
  global: 'BT-46/global',
  list: 'BT-46/ids',
};
/** BT-60 payee identifier. */
export const PAYEE_IDS: IdentifierForms = {
  term: 'BT-60',
  scheme: 'BT-60-1',
  plain: 'BT-60/id',
  global: 'BT-60/global',
  list: 'BT-60/ids',
};
/** BT-71 deliver to location identifier. */
export const DELIVER_TO_IDS: IdentifierForms = {
  term: 'BT-71',
  scheme: 'BT-71-1',
  plain: 'BT-71/id',
  global: 'BT-71/global',
};

/** BG-4 seller (BT-32 and BT-33 are the seller's alone). */
export const SELLER: PartyTerms = {
  name: 'BT-27',
  trading: 'BT-28',
  ids: SELLER_IDS,
  legal: 'BT-30',
  legalScheme: 'BT-30-1',
  vat: 'BT-31',
  endpoint: 'BT-34',
  endpointScheme: 'BT-34-1',
  contact: {
    group: 'BG-6',
    point: 'BT-41',
    phone: 'BT-42',
    email: 'BT-43',
    department: 'BT-41/department',
  },
  address: SELLER_ADDRESS,
  ubl: {
    vatScheme: 'BT-31-scheme',
    gst: 'BT-31/gst',
    gstScheme: 'BT-31/gst-scheme',
    industry: 'BT-29/industry',
    industryName: 'BT-29/industry-name',
    legalAgency: 'BT-30/agency',
    legalAgencyName: 'BT-30/agency-name',
  },
};
/** BG-7 buyer. */
export const BUYER: PartyTerms = {
  name: 'BT-44',
  trading: 'BT-45',
  ids: BUYER_IDS,
  legal: 'BT-47',
  legalScheme: 'BT-47-1',
  vat: 'BT-48',
  endpoint: 'BT-49',
  endpointScheme: 'BT-49-1',
  contact: {
    group: 'BG-9',
    point: 'BT-56',
    phone: 'BT-57',
    email: 'BT-58',
    department: 'BT-56/department',
  },
  address: BUYER_ADDRESS,
  ubl: {
    vatScheme: 'BT-48-scheme',
    gst: 'BT-48/gst',
    gstScheme: 'BT-48/gst-scheme',
    industry: 'BT-46/industry',
    industryName: 'BT-46/industry-name',
    legalAgency: 'BT-47/agency',
    legalAgencyName: 'BT-47/agency-name',
  },
};

/** An allowance or charge; on the document with its VAT category and rate. */
export interface AllowanceChargeTerms {
  readonly group: TermId;
  readonly amount: TermId;
  readonly base: TermId;
  readonly percent: TermId;
  readonly reason: TermId;
  readonly reasonCode: TermId;
  readonly category?: TermId;
  readonly rate?: TermId;
}

/** BG-20 document level allowances. */
export const DOCUMENT_ALLOWANCE: AllowanceChargeTerms = {
  group: 'BG-20',
  amount: 'BT-92',
  base: 'BT-93',
  percent: 'BT-94',
  category: 'BT-95',
  rate: 'BT-96',
  reason: 'BT-97',
  reasonCode: 'BT-98',
};
/** BG-21 document level charges. */
export const DOCUMENT_CHARGE: AllowanceChargeTerms = {
  group: 'BG-21',
  amount: 'BT-99',
  base: 'BT-100',
  percent: 'BT-101',
  category: 'BT-102',
  rate: 'BT-103',
  reason: 'BT-104',
  reasonCode: 'BT-105',
};
/** BG-27 invoice line allowances. */
export const LINE_ALLOWANCE: AllowanceChargeTerms = {
  group: 'BG-27',
  amount: 'BT-136',
  base: 'BT-137',
  percent: 'BT-138',
  reason: 'BT-139',
  reasonCode: 'BT-140',
};
/** BG-28 invoice line charges. */
export const LINE_CHARGE: AllowanceChargeTerms = {
  group: 'BG-28',
  amount: 'BT-141',
  base: 'BT-142',
  percent: 'BT-143',
  reason: 'BT-144',
  reasonCode: 'BT-145',
};

/** A deliver-to party's keys: BG-13's, or a line's (Factur-X EXTENDED). */
export interface ShipToTerms {
  readonly name: ValueKey;
  readonly ids: IdentifierForms;
  readonly address: AddressTerms;
  /** Factur-X EXTENDED: the contact's department, the electronic address and its scheme, the VAT id. */
  readonly department: ValueKey;
  readonly endpoint: ValueKey;
  readonly endpointScheme: ValueKey;
  readonly vatId: ValueKey;
}

/** BG-13 deliver-to (BT-70, BT-71, BG-15; the rest Factur-X EXTENDED's). */
export const DELIVER_TO: ShipToTerms = {
  name: 'BT-70',
  ids: DELIVER_TO_IDS,
  address: DELIVER_TO_ADDRESS,
  department: 'BG-13/department',
  endpoint: 'BG-13/endpoint',
  endpointScheme: 'BG-13/endpoint-scheme',
  vatId: 'BG-13/vat-id',
};

/** Factur-X EXTENDED: a line's deliver-to party. */
export const LINE_SHIP_TO: ShipToTerms = {
  name: 'line/ship-to-name',
  ids: LINE_SHIP_TO_IDS,
  address: LINE_SHIP_TO_ADDRESS,
  department: 'line/ship-to-department',
  endpoint: 'line/ship-to-endpoint',
  endpointScheme: 'line/ship-to-endpoint-scheme',
  vatId: 'line/ship-to-vat-id',
};
