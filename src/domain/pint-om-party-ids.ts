/**
 * PINT OM states the scheme of a seller or buyer identifier (BTOM-015 / BTOM-018) as the
 * identifier's schemeName, from CL-06-OM: CR commercial registration, TIN, CID civil id, PASNUM
 * passport, OTHID other, ICID importer customs id (IBR-153-OM), SZLN special zone licence
 * (IBR-151-OM, IBR-152-OM). An ISO 6523 scheme (four digits) stays the schemeID.
 */
export const OM_PARTY_ID_SCHEMES: ReadonlySet<string> = new Set([
  'CR',
  'TIN',
  'CID',
  'PASNUM',
  'OTHID',
  'ICID',
  'SZLN',
]);
