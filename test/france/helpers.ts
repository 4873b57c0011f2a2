/**
 * French invoices for the France tests: a seller in FR with what the BR-FR Flux 2 rules ask
 * (SIREN with scheme 0002, electronic addresses with scheme 0225, the notes PMT, PMD and AAB,
 * BT-23 billing framework), in three shapes (domestic B2B, with an exempt line, with document
 * allowances and charges), as an invoice (380) or a credit note (381), in the Factur-X
 * profiles, CII, UBL and EXTENDED-CTC-FR in both syntaxes; and the generate path
 * without the service: the field checks, then the XML the writers produce.
 */
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';

export type FrenchShape = 'domestic' | 'international' | 'exempt' | 'allowances';
export const FRENCH_SHAPES: readonly FrenchShape[] = [
  'domestic',
  'international',
  'exempt',
  'allowances',
];

/** The French output formats of the matrix: format, profile and the checker's fr-* kind. */
export const FRENCH_FORMATS = [
  { id: 'facturx-basicwl', format: 'facturx', profile: 'basic_wl', kind: 'fr-facturx-basicwl' },
  { id: 'facturx-en16931', format: 'facturx', profile: 'en16931', kind: 'fr-facturx-en16931' },
  { id: 'facturx-extended', format: 'facturx', profile: 'extended', kind: 'fr-facturx-extended' },
  { id: 'cii', format: 'cii', profile: 'en16931', kind: 'fr-cii' },
  { id: 'ubl', format: 'ubl', profile: '', kind: 'fr-ubl' },
  { id: 'cii-ctc-fr', format: 'cii', profile: 'extended_ctc_fr', kind: 'fr-cii-extended' },
  { id: 'ubl-ctc-fr', format: 'ubl', profile: 'extended_ctc_fr', kind: 'fr-ubl-extended' },
] as const;

const SELLER_SIREN = '303265045';
const BUYER_SIREN = '542065479';

/** A French seller's invoice (380) or credit note (381) of one shape, as public JSON. */
export function frenchInvoice(shape: FrenchShape, typeCode: '380' | '381' = '380'): any {
  const credit = typeCode === '381';
  const inv: any = {
    number: `FA-2026-${shape}-${typeCode}`,
    date: '2026-10-05',
    ...(credit ? {} : { due_date: '2026-11-04' }),
    currency: 'EUR',
    type_code: typeCode,
    business_process: 'S1',
    seller: {
      name: 'Exemple Conseil SARL',
      vat_id: 'FR40303265045',
      street: '12 rue de la Paix',
      city: 'Paris',
      postal_code: '75002',
      country: 'FR',
      email: 'compta@exemple-conseil.fr',
      legal_registration: { id: SELLER_SIREN, scheme: '0002' },
      peppol_id: `0225:${SELLER_SIREN}`,
    },
    buyer: {
      name: 'Client Industrie SAS',
      vat_id: 'FR82542065479',
      street: '1 avenue de Lyon',
      city: 'Lyon',
      postal_code: '69001',
      country: 'FR',
      legal_registration: { id: BUYER_SIREN, scheme: '0002' },
      peppol_id: `0225:${BUYER_SIREN}`,
    },
    invoice_notes: [
      { text: "Pénalités de retard : trois fois le taux d'intérêt légal", subject_code: 'PMT' },
      { text: 'Indemnité forfaitaire pour frais de recouvrement : 40 EUR', subject_code: 'PMD' },
      { text: "Pas d'escompte pour paiement anticipé", subject_code: 'AAB' },
      { text: 'B2B', subject_code: 'BAR' },
    ],
    items: [
      { description: 'Conseil', quantity: 10, unit: 'HUR', unit_price: 100, vat_rate: 20 },
      { description: 'Formation', quantity: 2, unit: 'DAY', unit_price: 450, vat_rate: 20 },
    ],
    payment: { iban: 'FR7630006000011234567890189', terms: 'Paiement à 30 jours' },
  };
  if (credit) inv.preceding_invoices = [{ number: 'FA-2026-0001', date: '2026-09-15' }];
  if (shape === 'international') international(inv);
  if (shape === 'exempt') {
    inv.items.push({
      description: 'Formation professionnelle continue',
      quantity: 1,
      unit: 'DAY',
      unit_price: 800,
      vat_rate: 0,
      tax_category: 'E',
    });
    inv.vat_exemptions = [
      {
        tax_category: 'E',
        reason: 'Exonération de TVA, article 261-4-4° du CGI',
        reason_code: 'VATEX-EU-132',
      },
    ];
  }
  if (shape === 'allowances') {
    inv.allowances = [
      {
        amount: 50,
        tax_category: 'S',
        vat_rate: 20,
        reason: 'Remise commerciale',
        reason_code: '95',
      },
    ];
    inv.charges = [
      {
        amount: 30,
        tax_category: 'S',
        vat_rate: 20,
        reason: 'Frais de déplacement',
        reason_code: 'FC',
      },
    ];
  }
  return inv;
}

/**
 * B2BINT (BAR note): a buyer in Germany, identified by its VAT number (no SIREN), addressed by
 * it (EAS 9930); consulting under the reverse charge (AE, VATEX-EU-AE) and goods delivered to
 * Germany as an intra-community supply (K, VATEX-EU-IC: BR-IC-11/12 ask the delivery date and
 * the deliver-to country).
 */
function international(inv: any): void {
  inv.buyer = {
    name: 'Kunde Maschinenbau GmbH',
    vat_id: 'DE136695976',
    street: 'Friedrichstraße 10',
    city: 'Berlin',
    postal_code: '10117',
    country: 'DE',
    peppol_id: '9930:DE136695976',
  };
  inv.invoice_notes = inv.invoice_notes.map((n: any) =>
    n.subject_code === 'BAR' ? { ...n, text: 'B2BINT' } : n,
  );
  inv.items = [
    {
      description: 'Conseil',
      quantity: 10,
      unit: 'HUR',
      unit_price: 100,
      vat_rate: 0,
      tax_category: 'AE',
    },
    {
      description: 'Pièces détachées',
      quantity: 4,
      unit: 'C62',
      unit_price: 250,
      vat_rate: 0,
      tax_category: 'K',
    },
  ];
  inv.delivery_date = '2026-10-01';
  inv.delivery = { address: { city: 'Berlin', postal_code: '10117', country: 'DE' } };
  inv.vat_exemptions = [
    { tax_category: 'AE', reason: 'Autoliquidation', reason_code: 'VATEX-EU-AE' },
    {
      tax_category: 'K',
      reason: 'Exonération de TVA, article 262 ter I du CGI',
      reason_code: 'VATEX-EU-IC',
    },
  ];
}

/** A generate request of a French invoice in one format of the matrix. */
export function frenchRequest(f: (typeof FRENCH_FORMATS)[number], invoice: any): any {
  return { format: f.format, ...(f.profile ? { profile: f.profile } : {}), invoice };
}

/** The XML generate writes for a request (after its field checks, which throw when they refuse it), with the rule sets it names. */
export function writeFrench(body: any): { xml: string; ruleSetIds: string[] } {
  const req = fromJson(GenerateInvoiceRequestSchema, body);
  const checked = checkGenerateRequest(req);
  const written = writeDocumentXml(checked.invoice, checked.plan);
  const doc = written.embedded ?? written.standalone!;
  return { xml: doc.xml, ruleSetIds: doc.ruleSetIds };
}
