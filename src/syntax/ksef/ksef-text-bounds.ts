/**
 * FA(3) text places shorter than the request's own bound on the field they are written from: the
 * XSD's maxLength (TZnakowy 256, TZnakowy50, TZnakowy512, TTekstowy 3500). A longer value fails
 * the XSD after writing, so validate and generate refuse it first, at the request field, as
 * TOO_LONG (the writer never cuts a value: FA(3) is the invoice of record).
 */
import type { CalculatedInvoice } from '../../domain/model.js';
import { ksefExemptionText } from './ksef-places.js';
import type { KsefFinding } from './ksef-requirements.js';

/** The longest value of each place, by its FA(3) field id. */
const KSEF_TEXT_MAX = {
  'FaWiersz/P_7': 512, // TZnakowy512: the line's name of goods or service (BT-153)
  'FaWiersz/Indeks': 50, // TZnakowy50: the seller's item id (BT-155)
  'Adnotacje/Zwolnienie/P_19A': 256, // TZnakowy: the legal basis of the exemption (BT-120)
  'Stopka/Informacje/StopkaFaktury': 3500, // TTekstowy: the invoice note (BT-22)
} as const;

type BoundedPlace = keyof typeof KSEF_TEXT_MAX;

/** The values of the invoice written to a bounded place, with their request paths. */
function boundedValues(inv: CalculatedInvoice): [BoundedPlace, string, string | undefined][] {
  const exemption = ksefExemptionText(inv);
  return [
    ...inv.lines.flatMap((l, i): [BoundedPlace, string, string | undefined][] => [
      ['FaWiersz/P_7', `items[${i}].description`, l.description],
      ['FaWiersz/Indeks', `items[${i}].seller_item_id`, l.sellerItemId],
    ]),
    ['Adnotacje/Zwolnienie/P_19A', exemption?.path ?? 'vat_exemptions', exemption?.text],
    ['Stopka/Informacje/StopkaFaktury', 'notes', inv.note],
  ];
}

/** A finding for each value longer than its FA(3) place takes. */
export function ksefTextBoundFindings(inv: CalculatedInvoice): KsefFinding[] {
  return boundedValues(inv)
    .filter(([place, , value]) => (value?.length ?? 0) > KSEF_TEXT_MAX[place])
    .map(([place, path, value]) => ({
      id: place,
      path,
      notCarried: false,
      tooLong: true,
      message: `FA(3) ${place.split('/').pop()} takes at most ${KSEF_TEXT_MAX[place]} characters, not ${value!.length}`,
    }));
}
