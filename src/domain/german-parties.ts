/**
 * Whether seller (BT-40) and buyer (BT-55) are both in Germany: Peppol BIS Billing 3 then runs
 * its German rules (DE-R-*, the XRechnung rules) and lifts some of its own (R002, P0112).
 */
export function bothGerman(
  sellerCountry: string | undefined,
  buyerCountry: string | undefined,
): boolean {
  const isDe = (country: string | undefined) => country?.trim().toUpperCase() === 'DE';
  return isDe(sellerCountry) && isDe(buyerCountry);
}
