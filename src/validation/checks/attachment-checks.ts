/**
 * BG-24 additional supporting documents: an embedded file (BT-125) is base64 that decodes, at
 * most 10 MB decoded, with a MIME code of BR-CL-24 (BT-125-1) and a filename (BT-125-2:
 * both are mandatory attributes of the binary object); BT-124 is a URL: an absolute http(s) one,
 * or else a URI reference without spaces (ZUGFeRD's "#ef=name.pdf" names a file embedded in the
 * PDF; EN 16931 and the official rules ask no more), which is accepted with a warning
 * (ATTACHMENT_URL_RELATIVE): only a receiver holding what it points to can follow it.
 * XRechnung also wants every embedded file's name unique (BR-DE-22).
 */
import { legalWarning } from './legal-warnings.js';
import { MIME_CODES_SET } from '../../domain/codelists/mime-codes.generated.js';
import { blank, judgedBy, XRECHNUNG_RULE_SETS, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { nationalCodeList } from './national-code-lists.js';

/** The largest embedded document, decoded (the proto bounds the base64 text at 14,000,000 characters). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Base64 alphabet with up to two padding characters; one character class, so linear on 14 MB (no group repetition). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Checks every attachment. */
export function checkAttachments(ctx: CheckContext): void {
  const { out } = ctx;
  // BT-125-1: BR-CL-24's list, or the national CIUS's own (CIUS-PT DT-CIUS-PT-112).
  const national = nationalCodeList(ctx, 'mimeCodes');
  const mimeCodes = national
    ? { codes: national.codes, rule: national.ruleIds.join(', ') }
    : { codes: MIME_CODES_SET, rule: 'BR-CL-24' };
  ctx.invoice.attachments.forEach((a, i) => {
    const base = `$.invoice.attachments[${i}]`;
    const url = a.url.trim();
    if (!blank(a.url) && !out.has(`${base}.url`) && !/^https?:\/\/[^\s/]+/i.test(url)) {
      if (/\s/.test(url)) {
        out.add(
          `${base}.url`,
          IssueCode.INVALID_FORMAT,
          'the external location must be a URL (no spaces)',
          'e.g. https://example.com/timesheet.pdf',
        );
      } else {
        ctx.notes.push(
          legalWarning(
            'ATTACHMENT_URL_RELATIVE',
            'warning',
            `${base.slice(2)}.url ${url}: not an absolute http(s) URL; written as given, but only a receiver holding what it points to can follow it (generate embeds no file it names, e.g. #ef=…)`,
            'EN 16931-1 BT-124 External document location (a URL); ZUGFeRD 2.x: #ef= references a file embedded in the hybrid PDF',
          ),
        );
      }
    }
    if (blank(a.contentBase64)) {
      if (!blank(a.mimeCode) || !blank(a.filename))
        out.add(
          `${base}.content_base64`,
          IssueCode.REQUIRED,
          'mime_code and filename describe embedded content: give content_base64',
        );
      return;
    }
    const content = a.contentBase64.replace(/\s+/g, '');
    if (content.length % 4 !== 0 || !BASE64.test(content)) {
      out.add(
        `${base}.content_base64`,
        IssueCode.INVALID_FORMAT,
        'content_base64 is not valid base64',
        'standard base64 (RFC 4648), padded',
      );
    } else if (
      Math.floor(content.length / 4) * 3 - (content.match(/=+$/)?.[0].length ?? 0) >
      MAX_ATTACHMENT_BYTES
    ) {
      out.add(
        `${base}.content_base64`,
        IssueCode.OUT_OF_RANGE,
        'an attached document may have at most 10 MB',
        'at most 10,485,760 bytes decoded',
      );
    }
    if (blank(a.mimeCode))
      out.add(
        `${base}.mime_code`,
        IssueCode.REQUIRED,
        'embedded content needs its MIME code (BT-125-1)',
        [...mimeCodes.codes].join(', '),
      );
    else if (!mimeCodes.codes.has(a.mimeCode.trim().toLowerCase()))
      out.add(
        `${base}.mime_code`,
        IssueCode.INVALID_CODE,
        `MIME code ${a.mimeCode} is not allowed (${mimeCodes.rule})`,
        [...mimeCodes.codes].join(', '),
      );
    if (blank(a.filename))
      out.add(
        `${base}.filename`,
        IssueCode.REQUIRED,
        'embedded content needs its filename (BT-125-2)',
      );
  });
  if (judgedBy(ctx, XRECHNUNG_RULE_SETS)) checkUniqueFilenames(ctx);
}

/** BR-DE-22: no two embedded files of an XRechnung share a filename (as written: trimmed). */
function checkUniqueFilenames(ctx: CheckContext): void {
  const first = new Map<string, number>();
  ctx.invoice.attachments.forEach((a, i) => {
    const path = `$.invoice.attachments[${i}].filename`;
    if (blank(a.contentBase64) || blank(a.filename) || ctx.out.has(path)) return;
    const name = a.filename.trim();
    const earlier = first.get(name);
    if (earlier === undefined) first.set(name, i);
    else
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `filename ${name.slice(0, 80)} is already attachments[${earlier}]'s: XRechnung needs each embedded file's name unique (BR-DE-22)`,
      );
  });
}
