/**
 * What FatturaPA cannot hold of a request for format fatturapa, as warnings naming the business
 * term (FATTURAPA_NOT_CARRIED): the document is still generated, and nothing is lost silently.
 * Which terms have a place is the FatturaPA terms table (src/syntax/fatturapa/fatturapa-places.ts,
 * shared with the writer and the reader); the conditions below are where a place holds only part
 * of a term (an ISO 6523 scheme, a two-letter province, a document-level reference block).
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import {
  FATTURAPA_PLACES,
  FORMATO_ATTACHMENT,
  LATIN_MAX_LENGTH,
  MAX_LENGTH,
  asciiPlaceText,
  contattiEmail,
  latinPlaceText,
  telefono,
  meansCodeOf,
  modalitaOf,
  type BoundedTerm,
  type LatinTerm,
} from '../../syntax/fatturapa/index.js';
import { CAP_FOREIGN, addressOf, recipientCode } from '../../formats/fatturapa-profile.js';
import { ownTypeCode } from '../../syntax/read/attachments.js';
import { blank, type CheckContext } from './context.js';
import { legalWarning } from './legal-warnings.js';

const BASIS =
  'FatturaPA 1.2.2 (Agenzia delle Entrate, Specifiche tecniche) and the Italian CIUS mapping of EN 16931-1 to FatturaPA: a term without a FatturaPA element is not transmitted through SDI';

/** One set field of the whole-invoice terms (format-carriage.ts). */
export interface CarriedField {
  path: string;
  key: string;
  term: string;
}

/** Why FatturaPA loses this field, or undefined when the writer carries it. */
function loss(inv: Invoice, field: CarriedField): string | undefined {
  const index = Number(/\[(\d+)\]/.exec(field.path)?.[1] ?? -1);
  switch (field.key) {
    case 'invoice.project_reference':
    case 'invoice.tender_reference':
    case 'invoice.items.order_line_reference':
      return blank(inv.purchaseOrderReference)
        ? 'FatturaPA writes it in DatiOrdineAcquisto, which needs the purchase order reference (BT-13)'
        : undefined;
    case 'invoice.seller.country_subdivision':
    case 'invoice.buyer.country_subdivision': {
      const party = field.key.startsWith('invoice.seller') ? inv.seller : inv.buyer;
      return /^[A-Z]{2}$/.test(party?.countrySubdivision.trim() ?? '')
        ? undefined
        : 'FatturaPA Provincia holds the two-letter sigla of an Italian province only';
    }
    case 'invoice.payment.means_code': {
      const code = inv.payment?.meansCode.trim() ?? '';
      const modalita = modalitaOf(code);
      if (!modalita)
        return `payment means ${code} has no ModalitaPagamento${blank(inv.payment?.iban) ? '' : ': written as MP05 (bank transfer) with the IBAN'}`;
      const back = meansCodeOf(modalita);
      return back === code
        ? undefined
        : `payment means ${code} is written as ${modalita}, which reads back as ${back}`;
    }
    case 'invoice.attachments': {
      const lost = inv.attachments.filter(
        (a) =>
          blank(a.contentBase64) || !Object.values(FORMATO_ATTACHMENT).includes(a.mimeCode.trim()),
      );
      // PINT terms of a written one (supporting-document-terms.ts): Allegati has no place for them.
      const typed = inv.attachments.filter(
        (a) =>
          !lost.includes(a) &&
          (!blank(a.uuid) || ownTypeCode(a.typeCode.trim()) || !blank(a.documentType)),
      );
      const reasons = [
        lost.length &&
          `Allegati holds embedded files of the types ${Object.keys(FORMATO_ATTACHMENT).join(', ')} only; not written: ${lost.map((a) => a.id).join(', ')} (BT-124 has no place)`,
        typed.length &&
          `Allegati has no place for a document's UUID, type code or type: written without them: ${typed.map((a) => a.id).join(', ')}`,
      ].filter(Boolean);
      return reasons.length ? reasons.join('; ') : undefined;
    }
    case 'invoice.items.gross_price':
    case 'invoice.items.price_discount': {
      const item = inv.items[index];
      const perUnit = item.baseQuantity === undefined || item.baseQuantity === 1;
      const written =
        item.grossPrice !== undefined &&
        (item.quantity ?? 1) > 0 &&
        perUnit &&
        item.grossPrice > (item.unitPrice ?? 0);
      return written
        ? undefined
        : 'FatturaPA states a gross price only as a positive per-unit discount (ScontoMaggiorazione SC) on a line of positive quantity without base_quantity';
    }
    // Contatti and the CAP take only some values; the writer leaves the others out.
    case 'invoice.seller.phone':
      return telefono(inv.seller?.phone)
        ? undefined
        : 'Telefono takes 5 to 12 Basic Latin characters (written without spaces and separators when longer)';
    case 'invoice.seller.email':
      return contattiEmail(inv.seller?.email)
        ? undefined
        : 'Email takes 7 to 256 characters of the form name@domain.tld';
    case 'invoice.seller.postal_code':
    case 'invoice.buyer.postal_code':
    case 'invoice.delivery.address.postal_code': {
      const address =
        field.key === 'invoice.seller.postal_code'
          ? inv.seller
          : field.key === 'invoice.buyer.postal_code'
            ? inv.buyer
            : inv.delivery?.address;
      return address?.country.trim() === 'IT'
        ? undefined
        : `CAP holds an Italian postal code: an address abroad states ${CAP_FOREIGN}`;
    }
    // The line's amounts stay whole: FatturaPA states them in its price (line-price.ts).
    case 'invoice.items.allowances':
    case 'invoice.items.charges':
      return inv.items[index]?.quantity === 0
        ? 'FatturaPA has no place for it'
        : `written as ScontoMaggiorazione ${field.key.endsWith('allowances') ? 'SC' : 'MG'} of its amount per unit; its reason, reason code, base amount and percentage have no place`;
    case 'invoice.items.base_quantity':
    case 'invoice.items.base_quantity_unit':
      return 'FatturaPA has no base quantity: the price is written per unit (BT-146 ÷ BT-149)';
    case 'invoice.vat_exemptions':
      return inv.vatExemptions.some((e) => !blank(e.reasonCode))
        ? 'RiferimentoNormativo holds the reason text (BT-120); the reason code (BT-121) has no place'
        : undefined;
    case 'invoice.invoiced_object':
      return blank(inv.invoicedObject?.scheme)
        ? undefined
        : 'DatiConvenzione/IdDocumento holds the identifier without its scheme (BT-18-1)';
    case 'invoice.tax_representative': {
      const a = inv.taxRepresentative?.address;
      const more =
        a &&
        [a.street, a.addressLine2, a.addressLine3, a.city, a.postalCode, a.countrySubdivision].some(
          (v) => !blank(v),
        );
      return more
        ? 'RappresentanteFiscale has no address: BG-12 is not written beyond its country'
        : undefined;
    }
    case 'invoice.delivery': {
      const d = inv.delivery;
      const parts = [
        !blank(d?.partyName) && 'BT-70',
        d?.location && !blank(d.location.id) && 'BT-71',
        d?.address &&
          (blank(d.address.street) || blank(d.address.city)) &&
          'BG-15 without street and city',
        // Factur-X EXTENDED's additions to the deliver-to party.
        !blank(d?.department) && 'the contact department',
        !blank(d?.electronicAddress) && 'the electronic address',
        !blank(d?.vatId) && 'the VAT identifier',
      ].filter(Boolean);
      return parts.length ? `DatiTrasporto has no place for ${parts.join(', ')}` : undefined;
    }
    case 'invoice.allowances':
    case 'invoice.charges': {
      const list = field.key === 'invoice.allowances' ? inv.allowances : inv.charges;
      const partial = list.some(
        (a) => a.baseAmount !== undefined || a.percentage !== undefined || !blank(a.reasonCode),
      );
      return partial
        ? 'written as SC / AC lines with their amount, reason and rate; base amount, percentage and reason code have no place'
        : undefined;
    }
    default:
      if (index >= 0 && field.key === 'invoice.items.id')
        return inv.items[index].id === String(index + 1)
          ? undefined
          : 'FatturaPA NumeroLinea is the line position';
      return field.term in FATTURAPA_PLACES ? undefined : 'FatturaPA has no place for it';
  }
}

/** Terms of the base contract that FatturaPA has no place for. */
function baseFields(inv: Invoice): CarriedField[] {
  const out: CarriedField[] = [];
  const add = (set: boolean, path: string, term: string) =>
    set && out.push({ path, key: path.slice(2), term });
  add(!blank(inv.buyerReference), '$.invoice.buyer_reference', 'BT-10');
  add(!blank(inv.payment?.terms), '$.invoice.payment.terms', 'BT-20');
  add(!blank(inv.buyer?.email), '$.invoice.buyer.email', 'BT-58');
  add(!blank(inv.seller?.phone), '$.invoice.seller.phone', 'BT-42');
  add(!blank(inv.seller?.email), '$.invoice.seller.email', 'BT-43');
  add(!blank(inv.seller?.postalCode), '$.invoice.seller.postal_code', 'BT-38');
  add(!blank(inv.buyer?.postalCode), '$.invoice.buyer.postal_code', 'BT-53');
  const delivery = inv.delivery?.address;
  add(
    !blank(delivery?.postalCode) && !blank(delivery?.street) && !blank(delivery?.city),
    '$.invoice.delivery.address.postal_code',
    'BT-78',
  );
  add(!blank(inv.buyer?.phone), '$.invoice.buyer.phone', 'BT-57');
  add(!blank(inv.seller?.peppolId), '$.invoice.seller.peppol_id', 'BT-34');
  // An address of scheme 0201 / 0205 is the CodiceDestinatario (where none other is given).
  const routing = addressOf(inv.buyer?.peppolId);
  const fromAddress = recipientCode(undefined, routing)?.toUpperCase();
  const written = recipientCode(inv.buyer?.codiceDestinatario, routing)?.toUpperCase();
  add(
    !blank(inv.buyer?.peppolId) && (fromAddress === undefined || written !== fromAddress),
    '$.invoice.buyer.peppol_id',
    'BT-49',
  );
  add(!blank(inv.payment?.card?.networkId), '$.invoice.payment.card.network_id', 'BG-18');
  // A card's or direct debit's payment means of its own (UBL): FatturaPA states one code.
  const own = (code: string | undefined) =>
    !blank(code) && code!.trim() !== inv.payment?.meansCode.trim();
  add(own(inv.payment?.card?.meansCode), '$.invoice.payment.card.means_code', 'BT-81');
  add(
    own(inv.payment?.directDebit?.meansCode),
    '$.invoice.payment.direct_debit.means_code',
    'BT-81',
  );
  add(!blank(inv.payment?.card?.meansText), '$.invoice.payment.card.means_text', 'BT-82');
  add(inv.payee?.address !== undefined, '$.invoice.payee.address', 'EXT-PayeeAddress');
  inv.invoiceNotes.forEach((n, i) =>
    add(!blank(n.contentCode), `$.invoice.invoice_notes[${i}].content_code`, 'EXT-NoteContentCode'),
  );
  inv.payment?.creditTransfers.forEach((t, i) => {
    add(own(t.meansCode), `$.invoice.payment.credit_transfers[${i}].means_code`, 'BT-81');
    add(
      !blank(t.accountScheme),
      `$.invoice.payment.credit_transfers[${i}].account_scheme`,
      'ibt-084-1',
    );
    add(
      !blank(t.meansText) && t.meansText.trim() !== inv.payment?.meansText.trim(),
      `$.invoice.payment.credit_transfers[${i}].means_text`,
      'BT-82',
    );
  });
  add(
    !blank(inv.payment?.directDebit?.meansText),
    '$.invoice.payment.direct_debit.means_text',
    'BT-82',
  );
  return out;
}

/** A value the document states otherwise than given: its path, term and the text written. */
interface Rewritten {
  path: string;
  term: string;
  /** Why: "cut to the n characters" or "as "…": the … characters". */
  how: string;
}

/** A value of the request at its JSON path, and the term whose place holds it. */
type Placed<T> = readonly [path: string, term: T, value: string | undefined];

/** The value's text as a normalizedString (what a writer keeps of whitespace), or undefined. */
function given(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** A written text quoted in a warning, shortened when long. */
function quoted(text: string): string {
  const chars = [...text];
  return `"${chars.length > 80 ? `${chars.slice(0, 80).join('')}…` : text}"`;
}

/**
 * Values their Basic Latin place (MAX_LENGTH) does not hold as given: written cut to its length,
 * or spelled in ASCII (asciiPlaceText), the text the document then states.
 */
function asciiNotAsGiven(inv: Invoice): Rewritten[] {
  const values: Placed<BoundedTerm>[] = [
    ['$.invoice.project_reference', 'BT-11', inv.projectReference],
    ['$.invoice.tender_reference', 'BT-17', inv.tenderReference],
    ['$.invoice.contract_reference', 'BT-12', inv.contractReference],
    ['$.invoice.purchase_order_reference', 'BT-13', inv.purchaseOrderReference],
    ['$.invoice.receiving_advice_reference', 'BT-15', inv.receivingAdviceReference],
    ['$.invoice.despatch_advice_reference', 'BT-16', inv.despatchAdviceReference],
    ['$.invoice.invoiced_object.id', 'BT-18', inv.invoicedObject?.id],
    ['$.invoice.accounting_cost', 'BT-19', inv.accountingCost],
    ['$.invoice.payment.remittance_information', 'BT-83', inv.payment?.remittanceInformation],
    ...inv.precedingInvoices.map(
      (p, i): Placed<BoundedTerm> => [
        `$.invoice.preceding_invoices[${i}].number`,
        'BT-25',
        p.number,
      ],
    ),
    ...inv.items.flatMap((item, i): Placed<BoundedTerm>[] => [
      [`$.invoice.items[${i}].order_line_reference`, 'BT-132', item.orderLineReference],
      [`$.invoice.items[${i}].accounting_cost`, 'BT-133', item.accountingCost],
    ]),
  ];
  return rewritten(values, MAX_LENGTH, asciiPlaceText, 'Basic Latin');
}

/**
 * Values their Latin place (LATIN_MAX_LENGTH: names, addresses, descriptions, item identifiers)
 * does not hold as given: cut to its length, or letters outside Latin-1 spelled by their base
 * letter (or "?"), the text the document then states. Only values the writer writes are listed.
 */
function latinNotAsGiven(inv: Invoice): Rewritten[] {
  const address = (
    path: string,
    a: { street: string; city: string } | undefined,
    street: LatinTerm,
    city: LatinTerm,
  ): Placed<LatinTerm>[] => [
    [`${path}.street`, street, a?.street],
    [`${path}.city`, city, a?.city],
  ];
  const delivery = inv.delivery?.address;
  const written = (a: { street: string; city: string; country: string } | undefined) =>
    a && !blank(a.street) && !blank(a.city) && !blank(a.country);
  const values: Placed<LatinTerm>[] = [
    ['$.invoice.notes', 'BT-22', inv.notes],
    ['$.invoice.seller.name', 'BT-27', inv.seller?.name],
    ...address('$.invoice.seller', inv.seller, 'BT-35', 'BT-37'),
    ['$.invoice.buyer.name', 'BT-44', inv.buyer?.name],
    ...address('$.invoice.buyer', inv.buyer, 'BT-50', 'BT-52'),
    ...(blank(inv.taxRepresentative?.vatId)
      ? []
      : [['$.invoice.tax_representative.name', 'BT-62', inv.taxRepresentative?.name] as const]),
    ...(written(delivery) ? address('$.invoice.delivery.address', delivery, 'BT-75', 'BT-77') : []),
    ['$.invoice.payment.account_name', 'BT-85', inv.payment?.accountName],
    ...inv.allowances.map(
      (a, i): Placed<LatinTerm> => [`$.invoice.allowances[${i}].reason`, 'BT-97', a.reason],
    ),
    ...inv.charges.map(
      (c, i): Placed<LatinTerm> => [`$.invoice.charges[${i}].reason`, 'BT-104', c.reason],
    ),
    ...inv.vatExemptions.map(
      (e, i): Placed<LatinTerm> => [`$.invoice.vat_exemptions[${i}].reason`, 'BT-120', e.reason],
    ),
    ...inv.attachments.flatMap((a, i): Placed<LatinTerm>[] =>
      blank(a.contentBase64)
        ? []
        : [
            blank(a.filename)
              ? [`$.invoice.attachments[${i}].id`, 'BT-122', a.id]
              : [`$.invoice.attachments[${i}].filename`, 'BT-125-2', a.filename],
            [`$.invoice.attachments[${i}].description`, 'BT-123', a.description],
          ],
    ),
    ...inv.items.flatMap((item, i): Placed<LatinTerm>[] => [
      [`$.invoice.items[${i}].description`, 'BT-153', item.description],
      [`$.invoice.items[${i}].seller_item_id`, 'BT-155', item.sellerItemId],
      [`$.invoice.items[${i}].buyer_item_id`, 'BT-156', item.buyerItemId],
      ...(blank(item.standardItemId?.scheme)
        ? []
        : ([
            [`$.invoice.items[${i}].standard_item_id.id`, 'BT-157', item.standardItemId?.id],
            [
              `$.invoice.items[${i}].standard_item_id.scheme`,
              'BT-157-1',
              item.standardItemId?.scheme,
            ],
          ] as const)),
    ]),
  ];
  return rewritten(values, LATIN_MAX_LENGTH, latinPlaceText, 'Latin-1');
}

/** The values of `values` their place's text (`placeText`, at most `max[term]` characters) changes. */
function rewritten<T extends string>(
  values: readonly Placed<T>[],
  max: Readonly<Record<T, number>>,
  placeText: (term: T, text: string) => string,
  charset: string,
): Rewritten[] {
  return values.flatMap(([path, term, value]) => {
    const text = given(value);
    if (!text) return [];
    const written = placeText(term, value!);
    if (written === text) return [];
    const how =
      [...text].length > max[term]
        ? `cut to the ${max[term]} characters`
        : `as ${quoted(written)}: the ${charset} characters`;
    return [{ path, term, how }];
  });
}

/** What a FATTURAPA_NOT_CARRIED warning names: the JSON path, the business term and why. */
export interface FatturaPaNote {
  path: string;
  term: string;
  reason: string;
}

/**
 * The parts of a FATTURAPA_NOT_CARRIED warning ("invoice.x (BT-n) is not written: why", or
 * "… is written cut to …", "… is written as …", as warnFatturaPaLosses words them).
 */
export function fatturaPaNoteParts(message: string): FatturaPaNote | undefined {
  const m = /^(\S+) \(([^)]+)\) (?:is not written: (.*)|(is written (?:cut|as) .*))$/s.exec(
    message,
  );
  return m ? { path: `$.${m[1]}`, term: m[2]!, reason: m[3] ?? m[4]! } : undefined;
}

/** Warns for every field of the request FatturaPA loses. */
export function warnFatturaPaLosses(ctx: CheckContext, fields: readonly CarriedField[]): void {
  for (const field of [...fields, ...baseFields(ctx.invoice)]) {
    const why = loss(ctx.invoice, field);
    if (!why) continue;
    ctx.notes.push(
      legalWarning(
        'FATTURAPA_NOT_CARRIED',
        'warning',
        `${field.path.slice(2)} (${field.term}) is not written: ${why}`,
        BASIS,
      ),
    );
  }
  for (const { path, term, how } of [
    ...asciiNotAsGiven(ctx.invoice),
    ...latinNotAsGiven(ctx.invoice),
  ]) {
    ctx.notes.push(
      legalWarning(
        'FATTURAPA_NOT_CARRIED',
        'warning',
        `${path.slice(2)} (${term}) is written ${how} its FatturaPA place takes`,
        BASIS,
      ),
    );
  }
}
