/**
 * Where each datum of a lifecycle status sits in a CDAR D22B message, as XP Z12-012 maps it (the
 * MDT / MDG ids the BR-FR-CDV rules name, beside each they name): the one table the writer (write-cdar.ts) and the reader
 * (read-cdar.ts) both read. Paths are relative to the element named in the comment; a path with
 * a slash is a chain of single elements. The order in which the writer emits them is the XSD's
 * sequence, kept in the writer.
 */

/** The message's top-level parts, children of the root. */
export const CDAR_PARTS = {
  /** The exchange context. */
  context: 'rsm:ExchangedDocumentContext',
  /** The status message itself (id, time, parties). */
  exchanged: 'rsm:ExchangedDocument',
  /** The acknowledgement of the invoice the status is about. */
  acknowledgement: 'rsm:AcknowledgementDocument',
} as const;

/** Under CDAR_PARTS.context. */
export const CDAR_CONTEXT = {
  /** MDT-2: the business process (REGULATED, NON_REGULATED, B2C, B2CINT, B2BINT, OUTOFSCOPE). */
  businessProcess: 'ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID',
  /** MDG-3 holding MDT-3: the guideline (status-codes.ts CDV_GUIDELINE). */
  guideline: 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
} as const;

/** Under CDAR_PARTS.exchanged. */
export const CDAR_EXCHANGED = {
  /** MDT-4: the status message's id. */
  id: 'ram:ID',
  /** MDG-4: when it was issued. */
  issueDateTime: 'ram:IssueDateTime',
  /** MDG-9: the platform or party sending it (its role MDT-21). */
  sender: 'ram:SenderTradeParty',
  /** The party whose status it is (its id MDT-38, its role MDT-40). */
  issuer: 'ram:IssuerTradeParty',
  /** Each party it is for (its role MDT-59, its address MDT-73). */
  recipient: 'ram:RecipientTradeParty',
} as const;

/** Under CDAR_PARTS.acknowledgement. */
export const CDAR_ACKNOWLEDGEMENT = {
  /** MDT-77: 305 for a platform's status, 23 for a party's (status-codes.ts PHASE_TYPE_CODE). */
  typeCode: 'ram:TypeCode',
  issueDateTime: 'ram:IssueDateTime',
  /** Several invoices referenced (not written: one status, one invoice). */
  multipleReferences: 'ram:MultipleReferencesIndicator',
  /** The invoice the status is about. */
  invoice: 'ram:ReferenceReferencedDocument',
} as const;

/** Under CDAR_ACKNOWLEDGEMENT.invoice. */
export const CDAR_INVOICE = {
  /** MDT-87: BT-1 of the invoice. */
  number: 'ram:IssuerAssignedID',
  /** MDT-91: BT-3 of the invoice. */
  typeCode: 'ram:TypeCode',
  /** MDG-35: BT-2 of the invoice, a qualified date (CDAR_DATE). */
  issueDate: 'ram:FormattedIssueDateTime',
  /** MDT-105: the status code (200–212). */
  statusCode: 'ram:ProcessConditionCode',
  /** Its name (written from status-codes.ts; read as a given). */
  statusName: 'ram:ProcessCondition',
  /** The invoice's seller, by SIREN (MDT-129, scheme 0002) and role SE (MDT-132). */
  seller: 'ram:IssuerTradeParty',
  /** MDG-37: one per reason; the first also carries the action, the note and the amounts. */
  detail: 'ram:SpecifiedDocumentStatus',
} as const;

/** Under CDAR_INVOICE.detail. */
export const CDAR_DETAIL = {
  /** MDT-113: the reason code. */
  reasonCode: 'ram:ReasonCode',
  /** MDT-114: the reason in words. */
  reasonText: 'ram:Reason',
  /** MDT-121: the action requested of the recipient. */
  requestedAction: 'ram:RequestedActionCode',
  /** MDT-124-2: the detail's number, from 1. */
  sequence: 'ram:SequenceNumeric',
  /** A free-text note. */
  note: 'ram:IncludedNote/ram:Content',
  /** MDG-43: an amount the status carries (211/212 payment). */
  amount: 'ram:SpecifiedDocumentCharacteristic',
} as const;

/** Under CDAR_DETAIL.amount. */
export const CDAR_AMOUNT = {
  /** MDT-207: what the amount is (MEN, MPA, …). */
  typeCode: 'ram:TypeCode',
  /** MDT-215: the amount, with its currency (currencyID). */
  value: 'ram:ValueAmount',
  /** MDT-224: the VAT rate it is for. */
  vatRate: 'ram:ValuePercent',
} as const;

/** Under any trade party (sender, issuer, recipient, seller). */
export const CDAR_PARTY = {
  /** Its id with a scheme (schemeID): SIREN 0002, or a platform's number. */
  globalId: 'ram:GlobalID',
  /** Its id without a scheme (read; the writer writes globalId). */
  id: 'ram:ID',
  name: 'ram:Name',
  /** Its role (UNTDID 3035: SE seller, BY buyer, WK platform, …). */
  role: 'ram:RoleCode',
  /** Its electronic address with a scheme (schemeID). */
  electronicAddress: 'ram:URIUniversalCommunication/ram:URIID',
} as const;

/** Under a date-time element (CDAR_EXCHANGED.issueDateTime, CDAR_ACKNOWLEDGEMENT.issueDateTime): its text, format 204. */
export const CDAR_DATE_TIME = 'udt:DateTimeString';
/** Under a formatted date (CDAR_INVOICE.issueDate): its text, format 102. */
export const CDAR_DATE = 'qdt:DateTimeString';

/** The whole table, as the writer and the reader use it. */
export const CDAR = {
  parts: CDAR_PARTS,
  context: CDAR_CONTEXT,
  exchanged: CDAR_EXCHANGED,
  acknowledgement: CDAR_ACKNOWLEDGEMENT,
  invoice: CDAR_INVOICE,
  detail: CDAR_DETAIL,
  amount: CDAR_AMOUNT,
  party: CDAR_PARTY,
  dateTime: CDAR_DATE_TIME,
  date: CDAR_DATE,
} as const;
