/**
 * The code lists of French lifecycle statuses (AFNOR XP Z12-012, CDAR D22B, FNFE-MPE BR-FR-CDV
 * rules 1.4.0.03): every status code with its French and English name, the phase it belongs to
 * (which fixes the CDAR document type and the roles allowed), whether it needs a reason and which
 * reasons it allows, and the amounts it carries. One fact, one place: the writer, the reader and
 * the checks read these tables; nothing else names a status code.
 */

/** transmission: a platform's status (CDAR type 305, sender and issuer WK); processing: a party's (type 23). */
export type StatusPhase = 'transmission' | 'processing';

/** One status code of the list. */
export interface StatusCodeInfo {
  nameFr: string;
  nameEn: string;
  phase: StatusPhase;
  /** The role that usually sends it (the default of sender.role). */
  defaultRole: string;
  /** A reason (MDT-113) is required (BR-FR-CDV-15). */
  reasonRequired: boolean;
  /** The reasons the code allows (BR-FR-CDV-CL-09); absent: any reason of the list. */
  reasons?: readonly string[];
  /** Amounts of these types are required, each with its VAT rate (BR-FR-CDV-14: 212 and MEN). */
  requiredAmount?: string;
}

const REFUSAL_REASONS = [
  'TX_TVA_ERR',
  'MONTANTTOTAL_ERR',
  'CALCUL_ERR',
  'NON_CONFORME',
  'DOUBLON',
  'DEST_ERR',
  'TRANSAC_INC',
  'EMMET_INC',
  'CONTRAT_TERM',
  'DOUBLE_FACT',
  'CMD_ERR',
  'ADR_ERR',
  'REF_CT_ABSENT',
] as const;
const DISPUTE_REASONS = [
  'AUTRE',
  'COORD_BANC_ERR',
  'TX_TVA_ERR',
  'MONTANTTOTAL_ERR',
  'CALCUL_ERR',
  'NON_CONFORME',
  'DOUBLON',
  'DEST_INC',
  'DEST_ERR',
  'TRANSAC_INC',
  'EMMET_INC',
  'CONTRAT_TERM',
  'DOUBLE_FACT',
  'CMD_ERR',
  'ADR_ERR',
  'SIRET_ERR',
  'CODE_ROUTAGE_ERR',
  'REF_CT_ABSENT',
  'REF_ERR',
  'PU_ERR',
  'REM_ERR',
  'QTE_ERR',
  'ART_ERR',
  'MODPAI_ERR',
  'QUALITE_ERR',
  'LIVR_INCOMP',
] as const;
const PARTIAL_APPROVAL_REASONS = [
  'AUTRE',
  'CMD_ERR',
  'SIRET_ERR',
  'CODE_ROUTAGE_ERR',
  'REF_CT_ABSENT',
  'REF_ERR',
  'PU_ERR',
  'REM_ERR',
  'QTE_ERR',
  'ART_ERR',
  'MODPAI_ERR',
  'QUALITE_ERR',
  'LIVR_INCOMP',
] as const;
const SUSPENSION_REASONS = [
  'JUSTIF_ABS',
  'COORD_BANC_ERR',
  'CMD_ERR',
  'SIRET_ERR',
  'CODE_ROUTAGE_ERR',
  'REF_CT_ABSENT',
  'REF_ERR',
] as const;

const platform = (
  nameFr: string,
  nameEn: string,
  extra: Partial<StatusCodeInfo> = {},
): StatusCodeInfo => ({
  nameFr,
  nameEn,
  phase: 'transmission',
  defaultRole: 'WK',
  reasonRequired: false,
  ...extra,
});
const party = (
  nameFr: string,
  nameEn: string,
  defaultRole: string,
  extra: Partial<StatusCodeInfo> = {},
): StatusCodeInfo => ({
  nameFr,
  nameEn,
  phase: 'processing',
  defaultRole,
  reasonRequired: false,
  ...extra,
});

/** The status codes 200–212 generate writes (MDT-105). */
export const STATUS_CODES: Readonly<Record<string, StatusCodeInfo>> = {
  '200': platform('Déposée', 'Submitted', { reasons: ['NON_TRANSMISE'] }),
  '201': platform('Émise par la plateforme', 'Issued by the platform'),
  '202': platform('Reçue par la plateforme', 'Received by the platform'),
  '203': platform('Mise à disposition', 'Made available'),
  '204': party('Prise en charge', 'Taken over', 'BY'),
  '205': party('Approuvée', 'Approved', 'BY'),
  '206': party('Approuvée partiellement', 'Partially approved', 'BY', {
    reasonRequired: true,
    reasons: PARTIAL_APPROVAL_REASONS,
  }),
  '207': party('En litige', 'Disputed', 'BY', { reasonRequired: true, reasons: DISPUTE_REASONS }),
  '208': party('Suspendue', 'Suspended', 'BY', {
    reasonRequired: true,
    reasons: SUSPENSION_REASONS,
  }),
  '209': party('Complétée', 'Completed', 'SE'),
  '210': party('Refusée', 'Refused', 'BY', { reasonRequired: true, reasons: REFUSAL_REASONS }),
  '211': party('Paiement transmis', 'Payment sent', 'BY'),
  '212': party('Encaissée', 'Payment received', 'SE', { requiredAmount: 'MEN' }),
};

/** Every status code the BR-FR-CDV rules accept (BR-FR-CDV-CL-06), read without a warning. */
export const KNOWN_STATUS_CODES: readonly string[] = [
  '200',
  '201',
  '202',
  '203',
  '204',
  '205',
  '206',
  '207',
  '208',
  '209',
  '210',
  '211',
  '212',
  '213',
  '214',
  '220',
  '221',
  '224',
  '225',
  '226',
  '227',
  '228',
  '250',
  '251',
  '300',
  '301',
  '400',
  '401',
  '500',
  '501',
  '601',
];

/** The reasons of the list (BR-FR-CDV-CL-09, MDT-113). */
export const STATUS_REASON_CODES: readonly string[] = [
  'RETRAIT_MAN_SERV',
  'ST_CT_NON_DECLAR',
  'SUPPR_COMP_AVOIR',
  'TRANSF_PMNT_REGIE',
  'CONTACT_ACHTR',
  'NON_TRANSMISE',
  'JUSTIF_ABS',
  'ROUTAGE_ERR',
  // The reasons a dispute (207) allows, in the list's order.
  ...DISPUTE_REASONS,
  'REJ_SEMAN',
  'REJ_UNI',
  'REJ_COH',
  'REJ_ADR',
  'REJ_CONT_B2G',
  'REJ_REF_PJ',
  'REJ_ASS_PJ',
  'IRR_VIDE_F',
  'IRR_TYPE_F',
  'IRR_SYNTAX',
  'IRR_TAILLE_PJ',
  'IRR_NOM_PJ',
  'IRR_VID_PJ',
  'IRR_EXT_DOC',
  'IRR_TAILLE_F',
  'IRR_ANTIVIRUS',
  'IRR_NOM_F',
];

/** What the issuer asks of the recipient (BR-FR-CDV-CL-10, MDT-121). */
export const REQUESTED_ACTION_CODES: readonly string[] = [
  'NOA',
  'PIN',
  'NIN',
  'CNF',
  'CNP',
  'CNA',
  'OTH',
];

/** Amount types of a status (BR-FR-CDV-CL-11, MDT-207). */
export const STATUS_AMOUNT_TYPES: readonly string[] = [
  'MEN',
  'MPA',
  'RAP',
  'ESC',
  'RAB',
  'REM',
  'MAP',
  'MAPTTC',
  'MNA',
  'MNATTC',
  'CBB',
  'DIV',
  'DVA',
  'MAJ',
];

/** Business processes (BR-FR-CDV-CL-01, MDT-2). */
export const BUSINESS_PROCESSES: readonly string[] = [
  'REGULATED',
  'NON_REGULATED',
  'B2C',
  'B2CINT',
  'B2BINT',
  'OUTOFSCOPE',
];

/** Sender roles of a processing status (BR-FR-CDV-CL-02); a transmission status is sent by WK. */
export const PROCESSING_SENDER_ROLES: readonly string[] = [
  'BY',
  'AB',
  'DL',
  'SE',
  'SR',
  'WK',
  'PE',
  'PR',
  'II',
  'IV',
];
/** Issuer roles of a processing status (BR-FR-CDV-CL-03): as the sender's, without WK. */
export const PROCESSING_ISSUER_ROLES: readonly string[] = [
  'BY',
  'AB',
  'DL',
  'SE',
  'SR',
  'PE',
  'PR',
  'II',
  'IV',
];
/** Recipient roles (BR-FR-CDV-CL-04). */
export const RECIPIENT_ROLES: readonly string[] = [
  'BY',
  'AB',
  'DL',
  'SE',
  'SR',
  'PE',
  'PR',
  'II',
  'IV',
  'WK',
  'DFH',
];
/** Recipient roles that need no electronic address (BR-FR-CDV-08). */
export const ADDRESSLESS_ROLES: readonly string[] = ['WK', 'DFH'];

/** Invoice type codes a status may refer to (BR-FR-04). */
export const REFERENCED_TYPE_CODES: readonly string[] = [
  '380',
  '389',
  '393',
  '501',
  '386',
  '500',
  '384',
  '471',
  '472',
  '473',
  '261',
  '262',
  '381',
  '396',
  '502',
  '503',
];

/** The CDAR document type (MDT-77) of each phase. */
export const PHASE_TYPE_CODE: Readonly<Record<StatusPhase, string>> = {
  transmission: '305',
  processing: '23',
};

/** Identifier schemes: SIREN, SIRET, platform registration number. */
export const SIREN_SCHEME = '0002';
export const SIRET_SCHEME = '0009';
export const PLATFORM_SCHEME = '0238';

/** The scheme of a party identifier given without one: a platform's registration number, else a SIREN. */
export function defaultIdScheme(role: string): string {
  return role === 'WK' ? PLATFORM_SCHEME : SIREN_SCHEME;
}
/** The electronic address scheme written when none is given (French SIREN-based addressing). */
export const DEFAULT_ADDRESS_SCHEME = '0225';
/** MDT-3: the guideline of lifecycle statuses between platforms. */
export const CDV_GUIDELINE = 'urn.cpro.gouv.fr:1p0:CDV:invoice';

/** The meaning of a code, or undefined when it is not one generate writes. */
export function statusMeaning(
  code: string,
): { code: string; nameFr: string; nameEn: string; phase: StatusPhase } | undefined {
  const info = Object.hasOwn(STATUS_CODES, code) ? STATUS_CODES[code] : undefined;
  return info && { code, nameFr: info.nameFr, nameEn: info.nameEn, phase: info.phase };
}
