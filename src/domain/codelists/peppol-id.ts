/**
 * Peppol participant ids (BT-34 Seller / BT-49 Buyer electronic address with its scheme): the
 * public API's shape `<EAS code>:<identifier>`, with the EAS code checked against the CEF EAS
 * list (BR-CL-25). The Peppol URL form `iso6523-actorid-upis::0088:123` is accepted too.
 */
import { EAS_CODES_SET } from './eas-codes.generated.js';

/** A parsed participant id. */
export interface PeppolId {
  /** BT-34-1 / BT-49-1 scheme identifier (EAS code), e.g. 0088. */
  scheme: string;
  /** BT-34 / BT-49 identifier. */
  id: string;
}

/** The result of parsing: the id, or why it failed. */
export type PeppolIdResult = { ok: true; value: PeppolId } | { ok: false; reason: string };

const PREFIX = 'iso6523-actorid-upis::';
// The identifier: printable ASCII without spaces (the proto bounds the length).
const ID = /^[\x21-\x7e]+$/;

/** Parses `<EAS code>:<identifier>` and checks the EAS code against the official list. */
export function parsePeppolId(value: string): PeppolIdResult {
  const s = value.startsWith(PREFIX) ? value.slice(PREFIX.length) : value;
  const colon = s.indexOf(':');
  if (colon <= 0) return { ok: false, reason: 'expected <EAS code>:<identifier>, e.g. 0088:1234567890123' };
  const scheme = s.slice(0, colon);
  const id = s.slice(colon + 1);
  if (!EAS_CODES_SET.has(scheme)) return { ok: false, reason: `unknown EAS code ${scheme}` };
  if (!ID.test(id)) return { ok: false, reason: 'the identifier after the EAS code is empty or contains spaces' };
  return { ok: true, value: { scheme, id } };
}
