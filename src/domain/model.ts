/**
 * The EN 16931 invoice model: what an invoice says, independent of any syntax (no XML, no PDF,
 * no protobuf). Every field carries the business term it stands for. Money, quantities and
 * rates are exact decimals (decimal.js), never JavaScript numbers.
 */
import type { Decimal } from 'decimal.js';

/** BG-4 Seller / BG-7 Buyer. */
export interface Party {
  /** BT-27 / BT-44 legal name. */
  name: string;
  /** BT-31 / BT-48 VAT identifier (with country prefix). */
  vatId?: string;
  /** BT-35 / BT-50 address line 1. */
  street?: string;
  /** BT-37 / BT-52 city. */
  city?: string;
  /** BT-38 / BT-53 post code. */
  postalCode?: string;
  /** BT-40 / BT-55 country code, ISO 3166-1 alpha-2. */
  country: string;
  /** BT-43 / BT-58 contact email. */
  email?: string;
  /** BT-42 / BT-57 contact telephone. */
  phone?: string;
  /** BT-34 / BT-49 electronic address, as EAS scheme and identifier (from peppol_id). */
  electronicAddress?: { scheme: string; id: string };
  /** FatturaPA CodiceFiscale. */
  codiceFiscale?: string;
  /** FatturaPA CodiceDestinatario (buyer only). */
  codiceDestinatario?: string;
  /** FatturaPA PECDestinatario (buyer only). */
  pec?: string;
}

/** BG-25 invoice line, as given. */
export interface LineInput {
  /** BT-126 line id (1-based position when not given). */
  id: string;
  /** BT-153 item name. */
  description: string;
  /** BT-129 invoiced quantity. */
  quantity: Decimal;
  /** BT-130 unit of measure code (UN/ECE Rec 20/21). */
  unitCode: string;
  /** BT-146 item net price. */
  unitPrice: Decimal;
  /** BT-152 VAT rate in percent. */
  vatRate: Decimal;
  /** BT-151 VAT category code (UNTDID 5305, or a PINT code such as SR); derived when absent. */
  taxCategory?: string;
  /** FatturaPA Natura (N1..N7), for zero-rated lines. */
  natura?: string;
}

/** BG-16 payment instructions. */
export interface PaymentInput {
  /** BT-84 IBAN (no spaces). */
  iban?: string;
  /** BT-86 BIC. */
  bic?: string;
  /** BT-20 payment terms. */
  terms?: string;
}

/** The invoice as given by the caller, already converted to exact decimals and defaults. */
export interface InvoiceInput {
  /** BT-1 invoice number. */
  number: string;
  /** BT-2 issue date, YYYY-MM-DD. */
  issueDate: string;
  /** BT-3 invoice type code (380 invoice, 381 credit note). */
  typeCode: string;
  /** BT-9 due date, YYYY-MM-DD. */
  dueDate?: string;
  /** BT-72 actual delivery date, YYYY-MM-DD (defaults to BT-2, BR-FX-EN-04). */
  deliveryDate: string;
  /** BT-5 currency code, ISO 4217. */
  currency: string;
  /** BT-22 invoice note. */
  note?: string;
  /** BG-4 seller. */
  seller: Party;
  /** BG-7 buyer. */
  buyer: Party;
  /** BG-25 lines (at least one). */
  lines: LineInput[];
  /** BG-16 payment instructions. */
  payment?: PaymentInput;
  /** BT-10 buyer reference (leitweg_id for XRechnung, buyer_reference otherwise). */
  buyerReference?: string;
  /** FatturaPA TipoDocumento. */
  tipoDocumento?: string;
  /** Tax scheme id (VAT or GST) for the Peppol country profile. */
  taxScheme?: string;
}

/** A line with its computed amounts. */
export interface CalculatedLine extends LineInput {
  /** BT-151 VAT category code, resolved (given code upper-cased, else S for rate > 0, Z for 0). */
  taxCategory: string;
  /** BT-152 as applied: 0 for the zero-rate categories (Z, E, AE, K, G, O) whatever was given. */
  vatRate: Decimal;
  /** BT-131 line net amount = BT-129 × BT-146 (÷ BT-149 base quantity, 1), rounded to 2 decimals half-up. */
  netAmount: Decimal;
}

/** BG-23 VAT breakdown, one per category and rate. */
export interface VatBreakdown {
  /** BT-118 VAT category code. */
  category: string;
  /** BT-119 VAT category rate in percent. */
  rate: Decimal;
  /** BT-116 taxable amount: sum of BT-131 of the lines in this category and rate. */
  taxableAmount: Decimal;
  /** BT-117 tax amount: BT-116 × BT-119 / 100, rounded to 2 decimals half-up. */
  taxAmount: Decimal;
  /** BT-120 exemption reason text (required for E, AE, K, G, O: BR-E-10, BR-AE-10, ...). */
  exemptionReason?: string;
  /** BT-121 exemption reason code (VATEX). */
  exemptionReasonCode?: string;
}

/** BG-22 document totals. */
export interface DocumentTotals {
  /** BT-106 sum of line net amounts (BR-CO-10). */
  lineTotal: Decimal;
  /** BT-107 sum of allowances on document level (BR-CO-11); always 0 here. */
  allowanceTotal: Decimal;
  /** BT-108 sum of charges on document level (BR-CO-12); always 0 here. */
  chargeTotal: Decimal;
  /** BT-109 total without VAT = BT-106 − BT-107 + BT-108 (BR-CO-13). */
  taxExclusive: Decimal;
  /** BT-110 total VAT = sum of BT-117 (BR-CO-14). */
  taxTotal: Decimal;
  /** BT-112 total with VAT = BT-109 + BT-110 (BR-CO-15). */
  taxInclusive: Decimal;
  /** BT-113 paid amount; always 0 here. */
  prepaid: Decimal;
  /** BT-114 rounding amount; always 0 here. */
  rounding: Decimal;
  /** BT-115 amount due = BT-112 − BT-113 + BT-114 (BR-CO-16). */
  payable: Decimal;
}

/** An invoice with every derived value: what the writers and the renderer consume. */
export interface CalculatedInvoice extends Omit<InvoiceInput, 'lines'> {
  lines: CalculatedLine[];
  /** BG-23, ordered by category then rate (descending). */
  vatBreakdown: VatBreakdown[];
  /** BG-22. */
  totals: DocumentTotals;
}
