/**
 * PINT JP and AE want the national tax number itself (a JP T-number, a 15-digit AE TRN), in the
 * form their rules check (aligned-ibr-jp-01, ibr-132-ae): a vat_id given with the ISO prefix or
 * with spaces is written as that number (the form the documents of these profiles have, and the
 * one validation checks); any other value is written as given. Validation compares what is
 * written (ibr-176-ae compares the seller's tax ids with the principal), so both read this.
 */
const NATIONAL_TAX_IDS: Readonly<Record<string, RegExp>> = {
  pint_jp: /^(?:JP)?(T\d{13})$/,
  pint_ae: /^(?:AE)?(\d{15})$/,
};

/** BT-31 / BT-48 as the profile (a country profile key: pint_jp, pint_ae, …) writes it. */
export function writtenTaxId(vatId: string, profileKey: string): string {
  return NATIONAL_TAX_IDS[profileKey]?.exec(vatId.replace(/\s+/g, '').toUpperCase())?.[1] ?? vatId;
}
