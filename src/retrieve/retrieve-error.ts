/**
 * Why a document could not be read. Each failure has one stable UPPER_SNAKE reason that callers
 * map to the public error codes and HTTP statuses; the message is for humans and may change.
 */

/** Stable reasons for a refused or unreadable input. */
export type RetrieveReason =
  | 'UNSUPPORTED_FORMAT'
  | 'PDF_ENCRYPTED'
  | 'PDF_CORRUPT'
  | 'NO_XML_FOUND'
  | 'ATTACHMENT_TOO_LARGE'
  | 'INPUT_TOO_LARGE';

/** A typed, expected failure while reading untrusted input (never a crash). */
export class RetrieveError extends Error {
  constructor(
    readonly reason: RetrieveReason,
    message: string,
  ) {
    super(message);
    this.name = 'RetrieveError';
  }
}
