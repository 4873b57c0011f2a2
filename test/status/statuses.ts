/**
 * One lifecycle status per code 200–212, each with the data its code requires (reasons for 206,
 * 207, 208, 210; a MEN amount with its VAT rate for 212; platforms as sender of 200–203).
 */
import { create } from '@bufbuild/protobuf';
import {
  LifecycleStatusSchema,
  type LifecycleStatus,
} from '../../gen/einvoice/v1/status_service_pb.js';
import { STATUS_CODES } from '../../src/status/status-codes.js';

const SELLER = {
  role: 'SE',
  id: '123456789',
  name: 'Atelier Dupont SAS',
  electronicAddress: '123456789',
  electronicAddressScheme: '0225',
};
const BUYER = {
  role: 'BY',
  id: '987654321',
  name: 'Maison Martin SARL',
  electronicAddress: '987654321_ACHATS',
  electronicAddressScheme: '0225',
};
const PLATFORM = { role: 'WK', id: '0042', idScheme: '0238', name: 'PA Exemple' };

const REASON: Record<string, { code: string; text: string }> = {
  '200': { code: 'NON_TRANSMISE', text: 'Facture déposée, pas encore transmise' },
  '206': { code: 'QTE_ERR', text: 'Deux articles sur dix non livrés' },
  '207': { code: 'PU_ERR', text: 'Prix unitaire différent de la commande' },
  '208': { code: 'JUSTIF_ABS', text: 'Bon de livraison manquant' },
  '210': { code: 'DOUBLON', text: 'Facture déjà reçue' },
};

/** The status JSON (as generate takes it) of one code, with what it requires. */
export function statusFor(code: string): LifecycleStatus {
  const info = STATUS_CODES[code]!;
  const fromPlatform = info.phase === 'transmission';
  const fromSeller = info.defaultRole === 'SE';
  return create(LifecycleStatusSchema, {
    id: `CDV-${code}-0001`,
    issuedAt: '2026-09-15T10:30:00Z',
    businessProcess: 'REGULATED',
    invoice: {
      number: 'FA-2026-0042',
      issueDate: '2026-09-01',
      typeCode: '380',
      sellerSiren: '123456789',
    },
    statusCode: code,
    reasons: REASON[code] && (info.reasonRequired || code === '200') ? [REASON[code]] : [],
    // A refusal is sent by the buyer's platform on the buyer's behalf (BR-FR-CDV-CL-09 reads the
    // sender as a platform); the others by the party itself.
    sender: fromPlatform || code === '210' ? PLATFORM : fromSeller ? SELLER : BUYER,
    issuer: code === '210' ? BUYER : undefined,
    recipients: [fromSeller ? BUYER : SELLER],
    amounts:
      code === '212'
        ? [
            { typeCode: 'MEN', amount: '1000.00', vatRate: '20' },
            { typeCode: 'MEN', amount: '105.50', vatRate: '5.5' },
          ]
        : code === '211'
          ? [{ typeCode: 'MPA', amount: '1105.50' }]
          : [],
    requestedAction: code === '207' ? 'NIN' : '',
    note: code === '205' ? 'Bon pour paiement' : '',
  });
}

/** Every code generate writes. */
export const ALL_CODES = Object.keys(STATUS_CODES);
