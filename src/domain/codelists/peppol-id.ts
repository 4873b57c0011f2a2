/**
 * Peppol participant ids (BT-34 Seller / BT-49 Buyer electronic address with its scheme): the
 * public API's shape `<EAS code>:<identifier>`, with the EAS code checked against the CEF EAS
 * list (BR-CL-25). The Peppol URL form `iso6523-actorid-upis::0088:123` is accepted too.
 *
 * Outside Peppol (CII and UBL electronic addresses) the identifier may have inner spaces and
 * letters outside ASCII (an e-mail address of an international domain), as the rules allow. The
 * retired EAS code 9958 (German Leitweg-ID, replaced by 0204, still in older FeRD samples) is
 * refused everywhere: no rule set in force accepts it (BR-CL-25 of EN 16931 1.3.16, Factur-X
 * 1.09.2's list, and so XRechnung 3.0).
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
// A Peppol participant identifier: printable ASCII without spaces (the proto bounds the length).
const ID = /^[\x21-\x7e]+$/;
// Outside Peppol the official rules set no character set: any printable text, inner spaces
// allowed (U+0020 only), none leading or trailing; no control or format character (\p{C}).
const LOOSE_ID = /^[^\p{C}\s](?:[^\p{C}\s]| )*$/u;
const LOOSE_END = /[^ ]$/;

/** Why `id` is no identifier of the form asked for, or undefined when it is one. */
function idProblem(id: string, peppol: boolean): string | undefined {
  if (id === '') return 'the identifier after the EAS code is empty';
  if (peppol ? ID.test(id) : LOOSE_ID.test(id) && LOOSE_END.test(id)) return undefined;
  if (/[\s\u200b-\u200d\u2060\ufeff]/u.test(id))
    return peppol
      ? 'the identifier after the EAS code contains a space'
      : 'the identifier after the EAS code has a leading or trailing space, or a space other than U+0020';
  return peppol
    ? 'a Peppol participant identifier is printable ASCII: the identifier after the EAS code has other characters'
    : 'the identifier after the EAS code has a control or format character';
}
/** How strictly to parse: Peppol (the default) or a CII/UBL electronic address of another format. */
export interface PeppolIdOptions {
  peppol?: boolean;
  /** A national CIUS that takes free schemes instead of the EAS list (CIUS-PT DT-CIUS-PT-032.2: 1 to 20 characters). */
  nationalScheme?: RegExp;
}

/** Parses `<EAS code>:<identifier>` and checks the EAS code against the official list. */
export function parsePeppolId(value: string, options: PeppolIdOptions = {}): PeppolIdResult {
  const peppol = options.peppol ?? true;
  const s = value.startsWith(PREFIX) ? value.slice(PREFIX.length) : value;
  const colon = s.indexOf(':');
  if (colon <= 0)
    return { ok: false, reason: 'expected <EAS code>:<identifier>, e.g. 0088:4000001000005' };
  const scheme = s.slice(0, colon);
  const id = s.slice(colon + 1);
  if (options.nationalScheme) {
    if (!options.nationalScheme.test(scheme))
      return { ok: false, reason: `scheme ${scheme} is not of the national form` };
  } else if (!EAS_CODES_SET.has(scheme)) return { ok: false, reason: `unknown EAS code ${scheme}` };
  const problem = idProblem(id, peppol);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, value: { scheme, id } };
}

/**
 * The EAS codes Peppol BIS Billing 3 accepts for an electronic address (PEPPOL-EN16931-CL008, the
 * rule set's `eaid` list, release 2026.5): the Peppol participant schemes. Narrower than the CEF
 * EAS list: EM (e-mail) and the other non-Peppol schemes are EN 16931 addresses but no Peppol ones.
 */
export const PEPPOL_BIS_EAS_CODES: ReadonlySet<string> = new Set(
  (
    '0002 0007 0009 0060 0088 0096 0097 0106 0130 0135 0142 0151 0183 0184 0188 0190 0191 0192 ' +
    '0195 0196 0198 0199 0200 0201 0204 0208 0209 0210 0211 0216 0218 0221 0225 0230 0235 0240 ' +
    '0242 0244 0245 0246 0248 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 ' +
    '9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 ' +
    '9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
  ).split(' '),
);
