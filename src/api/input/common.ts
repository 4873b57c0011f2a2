/**
 * The small conversions every part of the public invoice shares: trimmed strings with blank →
 * undefined, upper-cased codes, optional JSON doubles → exact decimals (once, here), identifiers,
 * periods and addresses. Empty messages become undefined so that no writer sees a shell.
 */
import type {
  Address,
  Delivery,
  Identifier as IdentifierMessage,
  Period as PeriodMessage,
} from '../../../gen/einvoice/v1/invoice_pb.js';
import {
  fromNumber,
  type Decimal,
  type DeliverTo,
  type Identifier,
  type Period,
  type PostalAddress,
} from '../../domain/index.js';
import { parsePeppolId } from '../../domain/codelists/peppol-id.js';

/** The trimmed value, or undefined when missing or only whitespace. */
export function blank(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A VAT identifier (BT-31, BT-48, BT-63) as written, trimmed, with its ISO 3166 prefix upper-cased
 * (BR-CO-09 wants it so): inner spaces and the rest stay as given, so that a document read back
 * and generated again states the same BT-31 (validation normalises for its own checks only).
 */
export function vatIdentifier(value: string | undefined): string | undefined {
  const id = blank(value);
  return id && /^[a-z]{2}/i.test(id) ? id.slice(0, 2).toUpperCase() + id.slice(2) : id;
}

/** A code: trimmed and upper-cased, or undefined when blank. */
export function code(value: string | undefined): string | undefined {
  return blank(value)?.toUpperCase();
}

/** An optional JSON double as an exact decimal (the checks have refused non-finite numbers). */
export function decimal(value: number | undefined): Decimal | undefined {
  return value === undefined ? undefined : fromNumber(value);
}

/** An identifier with its scheme (scheme upper-cased: ICD and UNTDID codes); undefined when the id is blank. */
export function identifier(m: IdentifierMessage | undefined): Identifier | undefined {
  const id = blank(m?.id);
  if (!id) return undefined;
  const scheme = code(m?.scheme);
  return scheme ? { id, scheme } : { id };
}

/** BG-14 / BG-26 period; undefined when neither date is given. */
export function period(m: PeriodMessage | undefined): Period | undefined {
  const start = blank(m?.start);
  const end = blank(m?.end);
  if (!start && !end) return undefined;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** BG-12 / BG-15 postal address; undefined when every field is blank. */
export function postalAddress(m: Address | undefined): PostalAddress | undefined {
  if (!m) return undefined;
  const address: PostalAddress = {
    street: blank(m.street), // BT-64 / BT-75
    addressLine2: blank(m.addressLine2), // BT-65 / BT-76
    addressLine3: blank(m.addressLine3), // BT-164 / BT-165
    city: blank(m.city), // BT-66 / BT-77
    postalCode: blank(m.postalCode), // BT-67 / BT-78
    countrySubdivision: blank(m.countrySubdivision), // BT-68 / BT-79
    countrySubdivisionCode: code(m.countrySubdivisionCode), // PINT OM deliver-to zone (CL-13-OM)
    country: code(m.country) ?? '', // BT-69 / BT-80 (required when given: BR-20, BR-57; checked)
  };
  return Object.values(address).some((v) => v) ? address : undefined;
}

/** A list without its undefined entries, or undefined when nothing is left. */
export function nonEmpty<T>(items: (T | undefined)[]): T[] | undefined {
  const kept = items.filter((i): i is T => i !== undefined);
  return kept.length > 0 ? kept : undefined;
}

/** An electronic address given as <EAS code>:<identifier> (checked before): its scheme and id. */
function electronicAddress(value: string | undefined): Identifier | undefined {
  const v = blank(value);
  const parsed = v ? parsePeppolId(v, { peppol: false }) : undefined;
  return parsed?.ok ? { scheme: parsed.value.scheme, id: parsed.value.id } : undefined;
}

/** A deliver-to party (BG-13: BT-70 name, BT-71 location, BG-15 address); undefined when empty. */
export function deliverTo(m: Delivery | undefined): DeliverTo | undefined {
  const out = {
    partyName: blank(m?.partyName), // BT-70
    location: identifier(m?.location), // BT-71
    address: postalAddress(m?.address), // BG-15
    department: blank(m?.department), // Factur-X EXTENDED
    electronicAddress: electronicAddress(m?.electronicAddress), // Factur-X EXTENDED
    vatId: vatIdentifier(m?.vatId), // Factur-X EXTENDED
  };
  return Object.values(out).some((v) => v) ? out : undefined;
}
