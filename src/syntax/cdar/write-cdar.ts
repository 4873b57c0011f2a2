/**
 * Writes a lifecycle status (with its defaults, status-defaults.ts) as a CDAR D22B message in XSD
 * sequence order, as XP Z12-012 maps it: MDT-2 business process and MDT-3 guideline in the
 * context; MDT-4 id, issue time, sender, issuer and recipients in ExchangedDocument; the
 * acknowledgement (type 305 for a platform's status, 23 for a party's) with the referenced
 * invoice (BT-1, BT-2, BT-3, the seller's SIREN), the status code (MDT-105) and one
 * SpecifiedDocumentStatus per reason (MDT-113/114, numbered by MDT-124-2), the first one carrying
 * the requested action, the note and the amounts (MDG-43).
 */
import { create } from 'xmlbuilder2';
type XMLBuilder = ReturnType<typeof create>;
import type { LifecycleStatus, StatusParty } from '../../../gen/einvoice/v1/status_service_pb.js';
import { CDV_GUIDELINE, PHASE_TYPE_CODE, STATUS_CODES } from '../../status/status-codes.js';
import { CDAR } from './cdar-binding.js';
import { CDAR_NS, CDAR_ROOT, DATE_FORMAT, DATE_TIME_FORMAT } from './cdar-names.js';

/** Adds the elements of a binding path (`a/b`: `a` holding `b`), the attributes on the last; returns the last. */
function add(parent: XMLBuilder, path: string, attributes?: Record<string, string>): XMLBuilder {
  const steps = path.split('/');
  let el = parent;
  steps.forEach((step, i) => {
    el = i === steps.length - 1 && attributes ? el.ele(step, attributes) : el.ele(step);
  });
  return el;
}

function dateTime(parent: XMLBuilder, path: string, instant: string): void {
  // YYYY-MM-DDTHH:MM:SSZ → CCYYMMDDHHMMSS (UTC)
  add(add(parent, path), CDAR.dateTime, { format: DATE_TIME_FORMAT }).txt(
    instant.replace(/\D/g, '').slice(0, 14),
  );
}

function tradeParty(parent: XMLBuilder, path: string, party: StatusParty): void {
  const el = add(parent, path);
  if (party.id !== '') add(el, CDAR.party.globalId, { schemeID: party.idScheme }).txt(party.id);
  if (party.name !== '') add(el, CDAR.party.name).txt(party.name);
  if (party.role !== '') add(el, CDAR.party.role).txt(party.role);
  if (party.electronicAddress !== '')
    add(el, CDAR.party.electronicAddress, { schemeID: party.electronicAddressScheme }).txt(
      party.electronicAddress,
    );
}

/** The CDAR XML of a status with its defaults applied. */
export function writeCdar(status: LifecycleStatus): string {
  const info = STATUS_CODES[status.statusCode]!;
  const invoice = status.invoice!;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(CDAR_NS.rsm, `rsm:${CDAR_ROOT}`, {
    'xmlns:ram': CDAR_NS.ram,
    'xmlns:qdt': CDAR_NS.qdt,
    'xmlns:udt': CDAR_NS.udt,
  });
  const context = add(root, CDAR.parts.context);
  add(context, CDAR.context.businessProcess).txt(status.businessProcess);
  add(context, CDAR.context.guideline).txt(CDV_GUIDELINE);

  const exchanged = add(root, CDAR.parts.exchanged);
  add(exchanged, CDAR.exchanged.id).txt(status.id);
  dateTime(exchanged, CDAR.exchanged.issueDateTime, status.issuedAt);
  tradeParty(exchanged, CDAR.exchanged.sender, status.sender!);
  tradeParty(exchanged, CDAR.exchanged.issuer, status.issuer!);
  for (const recipient of status.recipients)
    tradeParty(exchanged, CDAR.exchanged.recipient, recipient);

  const ack = add(root, CDAR.parts.acknowledgement);
  add(ack, CDAR.acknowledgement.typeCode).txt(PHASE_TYPE_CODE[info.phase]);
  dateTime(ack, CDAR.acknowledgement.issueDateTime, status.issuedAt);
  const ref = add(ack, CDAR.acknowledgement.invoice);
  add(ref, CDAR.invoice.number).txt(invoice.number);
  if (invoice.typeCode !== '') add(ref, CDAR.invoice.typeCode).txt(invoice.typeCode);
  add(add(ref, CDAR.invoice.issueDate), CDAR.date, { format: DATE_FORMAT }).txt(
    invoice.issueDate.replace(/-/g, ''),
  );
  add(ref, CDAR.invoice.statusCode).txt(status.statusCode);
  add(ref, CDAR.invoice.statusName).txt(info.nameFr);
  const seller = add(ref, CDAR.invoice.seller);
  add(seller, CDAR.party.globalId, { schemeID: '0002' }).txt(invoice.sellerSiren);
  add(seller, CDAR.party.role).txt('SE');

  const details = Math.max(
    status.reasons.length,
    status.amounts.length > 0 || status.requestedAction !== '' || status.note !== '' ? 1 : 0,
  );
  for (let i = 0; i < details; i++) {
    const detail = add(ref, CDAR.invoice.detail);
    const reason = status.reasons[i];
    if (reason) {
      add(detail, CDAR.detail.reasonCode).txt(reason.code);
      if (reason.text !== '') add(detail, CDAR.detail.reasonText).txt(reason.text);
    }
    if (i === 0 && status.requestedAction !== '')
      add(detail, CDAR.detail.requestedAction).txt(status.requestedAction);
    add(detail, CDAR.detail.sequence).txt(String(i + 1));
    if (i === 0 && status.note !== '') add(detail, CDAR.detail.note).txt(status.note);
    if (i === 0) {
      for (const amount of status.amounts) {
        const characteristic = add(detail, CDAR.detail.amount);
        add(characteristic, CDAR.amount.typeCode).txt(amount.typeCode);
        add(characteristic, CDAR.amount.value, { currencyID: amount.currency }).txt(amount.amount);
        if (amount.vatRate !== '') add(characteristic, CDAR.amount.vatRate).txt(amount.vatRate);
      }
    }
  }
  return root.end({ prettyPrint: true });
}
