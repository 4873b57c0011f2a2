/**
 * National VAT identifier patterns (BT-31 / BT-48 / BT-63), after the two-letter prefix.
 * Source: European Commission, VIES "VAT number validation" format table (EU member states and
 * XI Northern Ireland); GB: HMRC VAT registration number format (9 or 12 digits, GD/HA for
 * government departments and health authorities); CH: Swiss UID (CHE + 9 digits, with optional
 * MWST/TVA/IVA/TPV suffix, Federal Act on the UID); NO: Brønnøysund organisation number
 * (9 digits) with optional MVA suffix. Greece uses the prefix EL, not GR.
 * These are shape checks only: no national check-digit algorithms.
 */

/** Prefix → pattern of the rest (upper case, no spaces, dots or hyphens). */
export const VAT_ID_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  GB: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  CH: /^E\d{9}(MWST|TVA|IVA|TPV)?$/,
  NO: /^\d{9}(MVA)?$/,
};

/** A human description of the expected shape per prefix, for error messages. */
export const VAT_ID_EXAMPLES: Readonly<Record<string, string>> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE123456789',
  EL: 'EL123456789',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FRXX123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567890',
  SE: 'SE123456789001',
  SI: 'SI12345678',
  SK: 'SK1234567890',
  XI: 'XI123456789',
  GB: 'GB123456789',
  CH: 'CHE123456789MWST',
  NO: 'NO123456789MVA',
};
