/**
 * What a lifecycle status needs before a CDAR message is written: every code against its list
 * (status-codes.ts), what the status code requires (reasons, amounts, roles, identifiers) and the
 * shape of every value, each problem with its JSON path under `$.status`. validate answers these,
 * generate refuses with them: the two agree by construction. Bounds too: every input is hostile.
 */
import type { LifecycleStatus, StatusParty } from '../../gen/einvoice/v1/status_service_pb.js';
import type { FieldProblem } from '../errors/api-error.js';
import {
  ADDRESSLESS_ROLES,
  BUSINESS_PROCESSES,
  PROCESSING_ISSUER_ROLES,
  PROCESSING_SENDER_ROLES,
  RECIPIENT_ROLES,
  REFERENCED_TYPE_CODES,
  PLATFORM_SCHEME,
  REQUESTED_ACTION_CODES,
  SIREN_SCHEME,
  SIRET_SCHEME,
  defaultIdScheme,
  STATUS_AMOUNT_TYPES,
  STATUS_CODES,
  STATUS_REASON_CODES,
} from './status-codes.js';

/** Bounds of a status (far above any real one). */
export const STATUS_LIMITS = {
  reasons: 20,
  recipients: 20,
  amounts: 50,
  idLength: 200,
  textLength: 2000,
} as const;

const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const AMOUNT = /^-?\d{1,17}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const SCHEME = /^[A-Za-z0-9]{1,10}$/;

/** A valid calendar date YYYY-MM-DD in the years the rules accept (2000–2099). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2099 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** The instant of issued_at (RFC 3339, or a date meaning its midnight UTC), or undefined when unreadable. */
export function parseIssuedAt(text: string): Date | undefined {
  const m = DATE_TIME.exec(text);
  if (!m || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59))
    return undefined;
  const zone = m[4] === undefined ? 'Z' : (m[7] ?? 'Z');
  const time = m[4] === undefined ? '00:00:00' : `${m[4]}:${m[5]}:${m[6] ?? '00'}`;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${time}${zone}`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

class Problems {
  readonly list: FieldProblem[] = [];
  add(path: string, code: string, message: string, expected?: string): void {
    this.list.push(expected ? { path, code, message, expected } : { path, code, message });
  }
  /** A free text: bounded, without characters XML cannot carry. */
  text(path: string, value: string, max: number = STATUS_LIMITS.textLength): boolean {
    if (value.length > max) {
      this.add(path, 'TOO_LONG', `at most ${max} characters`);
      return false;
    }
    if (FORBIDDEN.test(value)) {
      this.add(
        path,
        'INVALID_CHARACTER',
        'contains a character XML cannot carry (control character or lone surrogate)',
      );
      return false;
    }
    return true;
  }
  required(path: string, value: string, what: string): boolean {
    if (value.trim() !== '') return true;
    this.add(path, 'REQUIRED', `${what} is required`);
    return false;
  }
  code(path: string, value: string, list: readonly string[], what: string): boolean {
    if (list.includes(value)) return true;
    this.add(
      path,
      'INVALID_CODE',
      `${what} "${value.slice(0, 40)}" is not one of ${list.join(', ')}`,
      list.join(' | '),
    );
    return false;
  }
}

function checkIdentifier(
  p: Problems,
  path: string,
  id: string,
  given: string,
  scheme: string,
): void {
  if (!p.text(`${path}.id`, id, STATUS_LIMITS.idLength) || id === '') return;
  if (given !== '' && !SCHEME.test(given))
    p.add(
      `${path}.id_scheme`,
      'INVALID_FORMAT',
      'a scheme code of 1 to 10 letters or digits, e.g. 0002',
      '0002',
    );
  if (scheme === SIREN_SCHEME && !/^\d{9}$/.test(id))
    p.add(`${path}.id`, 'INVALID_FORMAT', 'a SIREN (scheme 0002) is 9 digits', '9 digits');
  if (scheme === SIRET_SCHEME && !/^\d{14}$/.test(id))
    p.add(`${path}.id`, 'INVALID_FORMAT', 'a SIRET (scheme 0009) is 14 digits', '14 digits');
}

function checkParty(p: Problems, path: string, party: StatusParty, role: string): void {
  p.text(`${path}.role`, party.role, 10);
  checkIdentifier(p, path, party.id, party.idScheme, party.idScheme || defaultIdScheme(role));
  p.text(`${path}.name`, party.name);
  p.text(`${path}.electronic_address`, party.electronicAddress, STATUS_LIMITS.idLength);
  if (party.electronicAddressScheme !== '' && !SCHEME.test(party.electronicAddressScheme)) {
    p.add(
      `${path}.electronic_address_scheme`,
      'INVALID_FORMAT',
      'an EAS code of 1 to 10 letters or digits, e.g. 0225',
      '0225',
    );
  }
}

/**
 * Every problem of a status as generate would write it (defaults applied: the sender's role from
 * the status code, the issuer from the sender); empty when it can be written.
 */
export function checkStatus(
  status: LifecycleStatus | undefined,
  root = '$.status',
): FieldProblem[] {
  const p = new Problems();
  if (!status) {
    p.add(root, 'REQUIRED', 'the status is required');
    return p.list;
  }
  if (status.id !== '') p.text(`${root}.id`, status.id, STATUS_LIMITS.idLength);
  if (
    status.issuedAt !== '' &&
    p.text(`${root}.issued_at`, status.issuedAt, 40) &&
    !parseIssuedAt(status.issuedAt)
  ) {
    p.add(
      `${root}.issued_at`,
      'INVALID_FORMAT',
      'an RFC 3339 date-time (or a date) in the years 2000–2099',
      'YYYY-MM-DDTHH:MM:SSZ',
    );
  }
  if (status.businessProcess !== '')
    p.code(
      `${root}.business_process`,
      status.businessProcess,
      BUSINESS_PROCESSES,
      'business process',
    );

  const invoice = status.invoice;
  if (!invoice) {
    p.add(
      `${root}.invoice`,
      'REQUIRED',
      'the invoice the status refers to (number, issue date, seller SIREN) is required',
    );
  } else {
    const at = `${root}.invoice`;
    if (p.required(`${at}.number`, invoice.number, 'the invoice number (BT-1, BR-FR-CDV-10)'))
      p.text(`${at}.number`, invoice.number, STATUS_LIMITS.idLength);
    if (
      p.required(
        `${at}.issue_date`,
        invoice.issueDate,
        'the invoice issue date (BT-2, BR-FR-CDV-11)',
      ) &&
      !isCalendarDate(invoice.issueDate)
    ) {
      p.add(
        `${at}.issue_date`,
        'INVALID_FORMAT',
        'a date YYYY-MM-DD in the years 2000–2099',
        'YYYY-MM-DD',
      );
    }
    if (
      p.required(
        `${at}.seller_siren`,
        invoice.sellerSiren,
        'the SIREN of the seller (BT-30, BR-FR-CDV-13)',
      ) &&
      !/^\d{9}$/.test(invoice.sellerSiren)
    ) {
      p.add(`${at}.seller_siren`, 'INVALID_FORMAT', 'a SIREN is 9 digits', '9 digits');
    }
    if (invoice.typeCode !== '')
      p.code(
        `${at}.type_code`,
        invoice.typeCode,
        REFERENCED_TYPE_CODES,
        'invoice type code (BR-FR-04)',
      );
  }

  const code = status.statusCode;
  const info = Object.hasOwn(STATUS_CODES, code) ? STATUS_CODES[code] : undefined;
  if (p.required(`${root}.status_code`, code, 'the status code (200–212)') && !info) {
    p.code(`${root}.status_code`, code, Object.keys(STATUS_CODES), 'status code');
  }

  // Reasons: the list, what the code allows, and whether it needs one (BR-FR-CDV-15, CL-09).
  if (status.reasons.length > STATUS_LIMITS.reasons)
    p.add(`${root}.reasons`, 'TOO_MANY', `at most ${STATUS_LIMITS.reasons} reasons`);
  status.reasons.slice(0, STATUS_LIMITS.reasons).forEach((reason, i) => {
    const at = `${root}.reasons[${i}]`;
    if (
      p.required(`${at}.code`, reason.code, 'the reason code (MDT-113)') &&
      p.code(`${at}.code`, reason.code, STATUS_REASON_CODES, 'reason code') &&
      info?.reasons &&
      !info.reasons.includes(reason.code)
    ) {
      p.add(
        `${at}.code`,
        'INVALID_CODE',
        `status ${code} (${info.nameEn}) allows the reasons ${info.reasons.join(', ')} only (BR-FR-CDV-CL-09)`,
        info.reasons.join(' | '),
      );
    }
    p.text(`${at}.text`, reason.text);
  });
  if (info?.reasonRequired && status.reasons.length === 0) {
    p.add(
      `${root}.reasons`,
      'REQUIRED',
      `status ${code} (${info.nameEn}) needs a reason (BR-FR-CDV-15), one of ${info.reasons?.join(', ')}`,
    );
  }

  // Parties and their roles, by phase (BR-FR-CDV-07, CL-02, CL-03, CL-04, 08).
  const sender = status.sender;
  const senderRole = sender?.role || info?.defaultRole || '';
  if (sender) checkParty(p, `${root}.sender`, sender, senderRole);
  if (status.issuer)
    checkParty(p, `${root}.issuer`, status.issuer, status.issuer.role || senderRole);
  const issuerPath = status.issuer ? `${root}.issuer` : `${root}.sender`;
  const issuer = status.issuer ?? sender;
  const issuerRole = status.issuer ? status.issuer.role || senderRole : senderRole;
  if (info?.phase === 'transmission') {
    if (senderRole !== 'WK')
      p.add(
        `${root}.sender.role`,
        'INVALID_CODE',
        `status ${code} is a platform status: its sender is the platform, role WK (BR-FR-CDV-CL-02)`,
        'WK',
      );
    if (status.issuer && issuerRole !== 'WK')
      p.add(
        `${root}.issuer.role`,
        'INVALID_CODE',
        `status ${code} is a platform status: its issuer is the platform, role WK (BR-FR-CDV-CL-03)`,
        'WK',
      );
  } else if (info?.phase === 'processing') {
    if (sender?.role)
      p.code(
        `${root}.sender.role`,
        sender.role,
        PROCESSING_SENDER_ROLES,
        'sender role (BR-FR-CDV-CL-02)',
      );
    if (!PROCESSING_ISSUER_ROLES.includes(issuerRole)) {
      p.add(
        `${issuerPath}.role`,
        'INVALID_CODE',
        `the issuer of status ${code} is a party of the invoice: one of ${PROCESSING_ISSUER_ROLES.join(', ')} (BR-FR-CDV-CL-03); give an issuer when a platform sends it`,
        PROCESSING_ISSUER_ROLES.join(' | '),
      );
    }
    if (!issuer || issuer.id === '') {
      p.add(
        `${issuerPath}.id`,
        'REQUIRED',
        `the identifier of who issues status ${code} (its SIREN) is required (BR-FR-CDV-07)`,
      );
    }
  }

  // BR-FR-CDV-CL-09 (210): the rule reads the sender's identifier as a platform's (scheme 0238); a
  // sender identified otherwise fails it whatever the reason.
  if (
    code === '210' &&
    sender &&
    sender.id !== '' &&
    (sender.idScheme || defaultIdScheme(senderRole)) !== PLATFORM_SCHEME
  ) {
    p.add(
      `${root}.sender.id_scheme`,
      'INVALID_CODE',
      'a refusal (210) is sent by a platform identified by its registration number (role WK, scheme 0238) or by a sender without identifier (BR-FR-CDV-CL-09); put the buyer in issuer',
      PLATFORM_SCHEME,
    );
  }

  if (status.recipients.length === 0)
    p.add(`${root}.recipients`, 'REQUIRED', 'at least one recipient is required');
  if (status.recipients.length > STATUS_LIMITS.recipients)
    p.add(`${root}.recipients`, 'TOO_MANY', `at most ${STATUS_LIMITS.recipients} recipients`);
  status.recipients.slice(0, STATUS_LIMITS.recipients).forEach((recipient, i) => {
    const at = `${root}.recipients[${i}]`;
    checkParty(p, at, recipient, recipient.role);
    if (
      p.required(`${at}.role`, recipient.role, 'the recipient role (MDT-59)') &&
      p.code(`${at}.role`, recipient.role, RECIPIENT_ROLES, 'recipient role (BR-FR-CDV-CL-04)')
    ) {
      if (!ADDRESSLESS_ROLES.includes(recipient.role) && recipient.electronicAddress === '') {
        p.add(
          `${at}.electronic_address`,
          'REQUIRED',
          `a recipient with role ${recipient.role} needs its electronic address (BR-FR-CDV-08)`,
        );
      }
    }
  });

  // Amounts (BR-FR-CDV-14, CL-11).
  if (status.amounts.length > STATUS_LIMITS.amounts)
    p.add(`${root}.amounts`, 'TOO_MANY', `at most ${STATUS_LIMITS.amounts} amounts`);
  status.amounts.slice(0, STATUS_LIMITS.amounts).forEach((amount, i) => {
    const at = `${root}.amounts[${i}]`;
    if (p.required(`${at}.type_code`, amount.typeCode, 'the amount type (MDT-207)'))
      p.code(
        `${at}.type_code`,
        amount.typeCode,
        STATUS_AMOUNT_TYPES,
        'amount type (BR-FR-CDV-CL-11)',
      );
    if (p.required(`${at}.amount`, amount.amount, 'the amount') && !AMOUNT.test(amount.amount)) {
      p.add(
        `${at}.amount`,
        'INVALID_FORMAT',
        'a decimal with at most 2 decimals, e.g. "1200.00"',
        '1200.00',
      );
    }
    if (amount.currency !== '' && !CURRENCY.test(amount.currency))
      p.add(`${at}.currency`, 'INVALID_FORMAT', 'an ISO 4217 code, e.g. EUR', 'EUR');
    if (amount.vatRate !== '' && !RATE.test(amount.vatRate))
      p.add(
        `${at}.vat_rate`,
        'INVALID_FORMAT',
        'a percentage with at most 2 decimals, e.g. "20"',
        '20',
      );
    if (info?.requiredAmount === amount.typeCode && amount.vatRate === '') {
      p.add(
        `${at}.vat_rate`,
        'REQUIRED',
        `a ${amount.typeCode} amount of status ${code} needs its VAT rate (BR-FR-CDV-14)`,
      );
    }
  });
  if (info?.requiredAmount && !status.amounts.some((a) => a.typeCode === info.requiredAmount)) {
    p.add(
      `${root}.amounts`,
      'REQUIRED',
      `status ${code} (${info.nameEn}) needs at least one ${info.requiredAmount} amount with its VAT rate (BR-FR-CDV-14)`,
    );
  }

  if (status.requestedAction !== '')
    p.code(
      `${root}.requested_action`,
      status.requestedAction,
      REQUESTED_ACTION_CODES,
      'requested action (BR-FR-CDV-CL-10)',
    );
  p.text(`${root}.note`, status.note);
  return p.list;
}
