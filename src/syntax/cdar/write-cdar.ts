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
import { CDAR_NS, CDAR_ROOT, DATE_FORMAT, DATE_TIME_FORMAT } from './cdar-names.js';

function dateTime(parent: XMLBuilder, name: string, instant: string): void {
  // YYYY-MM-DDTHH:MM:SSZ → CCYYMMDDHHMMSS (UTC)
  parent
    .ele(`ram:${name}`)
    .ele('udt:DateTimeString', { format: DATE_TIME_FORMAT })
    .txt(instant.replace(/\D/g, '').slice(0, 14));
}

function tradeParty(parent: XMLBuilder, name: string, party: StatusParty): void {
  const el = parent.ele(`ram:${name}`);
  if (party.id !== '') el.ele('ram:GlobalID', { schemeID: party.idScheme }).txt(party.id);
  if (party.name !== '') el.ele('ram:Name').txt(party.name);
  if (party.role !== '') el.ele('ram:RoleCode').txt(party.role);
  if (party.electronicAddress !== '') {
    el.ele('ram:URIUniversalCommunication')
      .ele('ram:URIID', { schemeID: party.electronicAddressScheme })
      .txt(party.electronicAddress);
  }
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
  const context = root.ele('rsm:ExchangedDocumentContext');
  context
    .ele('ram:BusinessProcessSpecifiedDocumentContextParameter')
    .ele('ram:ID')
    .txt(status.businessProcess);
  context.ele('ram:GuidelineSpecifiedDocumentContextParameter').ele('ram:ID').txt(CDV_GUIDELINE);

  const exchanged = root.ele('rsm:ExchangedDocument');
  exchanged.ele('ram:ID').txt(status.id);
  dateTime(exchanged, 'IssueDateTime', status.issuedAt);
  tradeParty(exchanged, 'SenderTradeParty', status.sender!);
  tradeParty(exchanged, 'IssuerTradeParty', status.issuer!);
  for (const recipient of status.recipients)
    tradeParty(exchanged, 'RecipientTradeParty', recipient);

  const ack = root.ele('rsm:AcknowledgementDocument');
  ack.ele('ram:TypeCode').txt(PHASE_TYPE_CODE[info.phase]);
  dateTime(ack, 'IssueDateTime', status.issuedAt);
  const ref = ack.ele('ram:ReferenceReferencedDocument');
  ref.ele('ram:IssuerAssignedID').txt(invoice.number);
  if (invoice.typeCode !== '') ref.ele('ram:TypeCode').txt(invoice.typeCode);
  ref
    .ele('ram:FormattedIssueDateTime')
    .ele('qdt:DateTimeString', { format: DATE_FORMAT })
    .txt(invoice.issueDate.replace(/-/g, ''));
  ref.ele('ram:ProcessConditionCode').txt(status.statusCode);
  ref.ele('ram:ProcessCondition').txt(info.nameFr);
  const seller = ref.ele('ram:IssuerTradeParty');
  seller.ele('ram:GlobalID', { schemeID: '0002' }).txt(invoice.sellerSiren);
  seller.ele('ram:RoleCode').txt('SE');

  const details = Math.max(
    status.reasons.length,
    status.amounts.length > 0 || status.requestedAction !== '' || status.note !== '' ? 1 : 0,
  );
  for (let i = 0; i < details; i++) {
    const detail = ref.ele('ram:SpecifiedDocumentStatus');
    const reason = status.reasons[i];
    if (reason) {
      detail.ele('ram:ReasonCode').txt(reason.code);
      if (reason.text !== '') detail.ele('ram:Reason').txt(reason.text);
    }
    if (i === 0 && status.requestedAction !== '')
      detail.ele('ram:RequestedActionCode').txt(status.requestedAction);
    detail.ele('ram:SequenceNumeric').txt(String(i + 1));
    if (i === 0 && status.note !== '')
      detail.ele('ram:IncludedNote').ele('ram:Content').txt(status.note);
    if (i === 0) {
      for (const amount of status.amounts) {
        const characteristic = detail.ele('ram:SpecifiedDocumentCharacteristic');
        characteristic.ele('ram:TypeCode').txt(amount.typeCode);
        characteristic.ele('ram:ValueAmount', { currencyID: amount.currency }).txt(amount.amount);
        if (amount.vatRate !== '') characteristic.ele('ram:ValuePercent').txt(amount.vatRate);
      }
    }
  }
  return root.end({ prettyPrint: true });
}
