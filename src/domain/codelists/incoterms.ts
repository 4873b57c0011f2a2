/**
 * The Incoterms 2020 rules (ICC; UN/ECE Recommendation 5 codes): the delivery terms PINT OM
 * (CL-09-OM), the EXTENDED-CTC-FR rules (BR-FREXT-CL-27, beside UNTDID 4053 1 and 2) and KSeF
 * FA(3) WarunkiDostawy take.
 */

/** The eleven rules, in the ICC's order: any mode of transport, then sea and inland waterway. */
export const INCOTERMS_2020: readonly string[] = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
];

export const INCOTERMS_2020_SET: ReadonlySet<string> = new Set(INCOTERMS_2020);
