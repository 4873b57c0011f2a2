/**
 * Known blocking issues of the Peppol preview profiles: official rules (by rule id) that a
 * document written from the public JSON still fails, because the JSON has no field for the data
 * the rule wants. Everything the JSON gives enough data for is fixed in the writer (scheme ids
 * from peppol_id, InvoicePeriod from the delivery date, deterministic UUIDs, ProfileExecutionID,
 * emirate codes from the city, line VAT amounts); what is left is listed here and returned to the
 * caller as warnings. With an invoice, only the issues that apply to it are returned.
 */
import type { CalculatedInvoice } from '../../../domain/model.js';
import { PINT_PROFILES } from '../../../formats/ubl-profiles.js';
import { legalRegistration } from './party-values.js';

/** One rule the document is expected to fail, with the reason. */
export interface ProfileIssue {
  ruleId: string;
  message: string;
}

interface IssueRule extends ProfileIssue {
  /** Whether the issue applies to this invoice (always, when absent). */
  applies?: (inv: CalculatedInvoice) => boolean;
}

/** Whether a line, or a document allowance or charge, is of the category (each writes it). */
const hasCategory =
  (code: string) =>
  (inv: CalculatedInvoice): boolean =>
    [...inv.lines, ...inv.allowances, ...inv.charges].some((l) => l.taxCategory === code);
const noEmirate =
  (role: 'seller' | 'buyer') =>
  (inv: CalculatedInvoice): boolean =>
    !PINT_PROFILES.ae.countrySubentity?.(inv[role].country, inv[role].city);
const hasFraction = (inv: CalculatedInvoice): boolean =>
  inv.vatBreakdown.some((v) => !v.taxAmount.isInteger() || !v.taxableAmount.isInteger()) ||
  !inv.totals.payable.isInteger();

/**
 * A-NZ (aligned-ibr-001/002/004/005-aunz, the rules of each country's LegalIdRule.required): the
 * party's BT-30 / BT-47 as partyValues writes it (the given legal registration, else one derived
 * from peppol_id or vat_id) is not of the register the rule asks for.
 */
const AUNZ: readonly IssueRule[] = PINT_PROFILES.au.legalIds.flatMap((rule) =>
  (['seller', 'buyer'] as const).flatMap((role): IssueRule[] => {
    const required = rule.required;
    if (!required) return [];
    const place = rule.country === 'AU' ? 'an Australian' : 'a New Zealand';
    return [
      {
        ruleId: required[role],
        message: `PINT A-NZ requires ${place} ${role}'s ${required.register} (IBT-0${role === 'seller' ? '30' : '47'}, scheme ${rule.schemes.join('/')}): give a ${rule.schemes[0]} peppol_id${rule.fromVatId ? ` or the ${required.register} as vat_id` : ''}`,
        applies: (inv) => {
          const party = inv[role];
          const written = party.legalRegistration ?? legalRegistration(party, PINT_PROFILES.au);
          return party.country === rule.country && !rule.schemes.includes(written?.scheme ?? '');
        },
      },
    ];
  }),
);

const ISSUES: Readonly<Record<string, readonly IssueRule[]>> = {
  pint_au: AUNZ,
  pint_nz: AUNZ,
  pint_sg: [
    {
      ruleId: 'BR-113-GST-SG',
      message:
        'PINT SG invoices in another currency than SGD need the tax accounting currency SGD and the GST total in SGD (exchange rate); the public JSON has no exchange rate',
      applies: (inv) => inv.currency !== 'SGD',
    },
  ],
  pint_ae: [
    {
      ruleId: 'ibr-150-ae',
      message:
        'PINT AE requires the seller legal registration identifier (IBT-030, e.g. the trade licence) when the endpoint scheme is 0235: give seller.legal_registration with seller.legal_registration_authority_type (TL, EID, PAS, CD, ibr-181-ae)',
      applies: (inv) => !inv.seller.legalRegistration,
    },
    {
      ruleId: 'ibr-143-ae',
      message:
        'PINT AE requires the seller emirate code (IBT-039: AUH, DXB, SHJ, UAQ, FUJ, AJM, RAK); derived from seller.city only when it names an emirate',
      applies: noEmirate('seller'),
    },
    {
      ruleId: 'ibr-144-ae',
      message:
        'PINT AE requires the buyer emirate code (IBT-054); derived from buyer.city only when it names an emirate',
      applies: noEmirate('buyer'),
    },
    {
      ruleId: 'ibr-167-ae',
      message:
        'PINT AE requires a VAT exemption reason code (IBT-186) on exempt lines: give items[].vat_exemption_reason_code',
      applies: (inv) => inv.lines.some((l) => l.taxCategory === 'E' && !l.exemptionReasonCode),
    },
    {
      ruleId: 'ibr-055-ae',
      message:
        'PINT AE credit notes require the preceding invoice reference (IBG-03) with a credit note reason code other than VD, or reason code VD without one: give preceding_invoices and credit_note_reason_code',
      // For 381 and 81: a preceding invoice with a reason other than VD, or VD without one.
      applies: (inv) => {
        if (inv.typeCode !== '381' && inv.typeCode !== '81') return false;
        const reason = inv.creditNoteReasonCode;
        const preceding = Boolean(inv.precedingInvoices?.length);
        return preceding ? !reason || reason === 'VD' : reason !== 'VD';
      },
    },
    {
      ruleId: 'ibr-158-ae',
      message:
        'PINT AE credit notes require a credit note reason code (BTAE-03): give credit_note_reason_code',
      applies: (inv) => inv.typeCode === '381' && !inv.creditNoteReasonCode,
    },
  ],
  pint_jp: [
    {
      ruleId: 'aligned-ibrp-cl-01-jp',
      message:
        'PINT JP tax categories are AA, E, S, G, O: zero-rated lines, allowances or charges (Z) are not in the Japanese code list',
      applies: hasCategory('Z'),
    },
    {
      ruleId: 'aligned-ibr-jp-06',
      message:
        'PINT JP: JPY tax amounts must be whole numbers; this invoice has fractional yen amounts',
      applies: (inv) => inv.currency === 'JPY' && hasFraction(inv),
    },
  ],
};

/** The known issues of a country profile (pint_au, pint_ae, ...), filtered to an invoice when given. */
export function knownProfileIssues(profile: string, inv?: CalculatedInvoice): ProfileIssue[] {
  const rules = ISSUES[profile] ?? [];
  return rules
    .filter((r) => !inv || !r.applies || r.applies(inv))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}
