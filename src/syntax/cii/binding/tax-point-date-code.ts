/**
 * BT-8 Value added tax point date code in CII: the semantic model (and UBL) uses UNTDID 2005 (3
 * invoice date, 35 delivery date, 432 paid to date); CII's DueDateTypeCode uses UNTDID 2475 for
 * the same three events (5, 29, 72), as the EN 16931-3-3 CII binding and the official CII rules'
 * code list for DueDateTypeCode require. The invoice JSON carries the semantic code.
 */

/** UNTDID 2005 (JSON, UBL) → UNTDID 2475 (CII). */
const TO_CII: Readonly<Record<string, string>> = { '3': '5', '35': '29', '432': '72' };

/** UNTDID 2475 (CII) → UNTDID 2005 (JSON, UBL). */
const FROM_CII: Readonly<Record<string, string>> = { '5': '3', '29': '35', '72': '432' };

/** The CII DueDateTypeCode for a BT-8 of the JSON; a code outside the list is written as given. */
export function taxPointDateCodeToCii(code: string | undefined): string | undefined {
  return code === undefined ? undefined : (TO_CII[code.trim()] ?? code);
}

/** The BT-8 of the JSON for a CII DueDateTypeCode; a code outside the list is read as written. */
export function taxPointDateCodeFromCii(code: string | undefined): string | undefined {
  return code === undefined ? undefined : (FROM_CII[code.trim()] ?? code);
}
