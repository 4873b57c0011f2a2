/** BG-5 / BG-8 / BG-12 / BG-15 from the values of any syntax's binding table, by the term map's address shape. */
import type { PostalAddress } from '../../domain/model.js';
import type { Values } from '../binding/binding.js';
import type { AddressTerms } from '../binding/term-shapes.js';
import { defined, str } from './values.js';

/** The address an address group's values give (country '' when the document has none). */
export function readAddress(a: Values | undefined, t: AddressTerms): PostalAddress {
  return defined({
    street: str(a, t.line1),
    addressLine2: str(a, t.line2),
    addressLine3: str(a, t.line3),
    city: str(a, t.city),
    postalCode: str(a, t.postcode),
    countrySubdivision: str(a, t.subdivision),
    country: str(a, t.country) ?? '',
  });
}
