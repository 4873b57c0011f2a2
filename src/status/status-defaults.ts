/**
 * The status as generate writes it: every default applied (identifier, time, business process,
 * sender role from the status code, issuer = sender, identifier and address schemes, currency),
 * so that reading the written message back gives exactly this value.
 */
import { create } from '@bufbuild/protobuf';
import {
  LifecycleStatusSchema,
  StatusPartySchema,
  type LifecycleStatus,
  type StatusParty,
} from '../../gen/einvoice/v1/status_service_pb.js';
import { parseIssuedAt } from './check-status.js';
import { DEFAULT_ADDRESS_SCHEME, STATUS_CODES, defaultIdScheme } from './status-codes.js';

/** An instant as the CDAR message carries it (seconds, UTC): YYYY-MM-DDTHH:MM:SSZ. */
export function instantText(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

function party(p: StatusParty, role: string): StatusParty {
  return create(StatusPartySchema, {
    role,
    id: p.id,
    idScheme: p.id === '' ? '' : p.idScheme || defaultIdScheme(role),
    name: p.name,
    electronicAddress: p.electronicAddress,
    electronicAddressScheme:
      p.electronicAddress === '' ? '' : p.electronicAddressScheme || DEFAULT_ADDRESS_SCHEME,
  });
}

/** The status with its defaults; call only on a status checkStatus accepts. */
export function withDefaults(status: LifecycleStatus, now: Date): LifecycleStatus {
  const at = status.issuedAt === '' ? now : (parseIssuedAt(status.issuedAt) ?? now);
  const issuedAt = instantText(at);
  const code = status.statusCode;
  const invoice = status.invoice!;
  const senderRole = status.sender?.role || STATUS_CODES[code]?.defaultRole || '';
  const sender = party(status.sender ?? create(StatusPartySchema), senderRole);
  const issuer = status.issuer
    ? party(status.issuer, status.issuer.role || senderRole)
    : create(StatusPartySchema, sender);
  const stamp = issuedAt.replace(/\D/g, '').slice(0, 14);
  const id = status.id || `${invoice.number.replace(/\s+/g, '_').slice(0, 150)}-${code}-${stamp}`;
  return create(LifecycleStatusSchema, {
    id,
    issuedAt,
    businessProcess: status.businessProcess || 'REGULATED',
    invoice: {
      number: invoice.number,
      issueDate: invoice.issueDate,
      typeCode: invoice.typeCode,
      sellerSiren: invoice.sellerSiren,
    },
    statusCode: code,
    reasons: status.reasons.map((r) => ({ code: r.code, text: r.text })),
    sender,
    issuer,
    recipients: status.recipients.map((r) => party(r, r.role)),
    amounts: status.amounts.map((a) => ({
      typeCode: a.typeCode,
      amount: a.amount,
      currency: a.currency || 'EUR',
      vatRate: a.vatRate,
    })),
    requestedAction: status.requestedAction,
    note: status.note,
  });
}
