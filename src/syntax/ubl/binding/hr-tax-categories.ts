/**
 * HR-CIUS HR-TB-2: the HR tax categories of lines that do not enter the VAT base, amounts passed
 * on under art. 33(3) of the Croatian VAT act. Such a line is E in the EN 16931 part (BT-151) and
 * O in the HR extension (HR-BT-18, HR-BR-29), whose tax scheme names the charge.
 */
export const HR_OUT_OF_SCOPE_SCHEMES: Readonly<Record<string, string>> = {
  'HR:POVNAK': 'OTH', // a refundable deposit on single-use packaging
  'HR:PP': 'LOC', // the special tax on consumption in hospitality
  'HR:PPMV': 'CAR', // the special tax on motor vehicles
};

/** Whether an HR tax category (HR-BT-12) keeps its line out of the VAT base. */
export function isHrOutOfScope(name: string | undefined): name is string {
  return name !== undefined && name in HR_OUT_OF_SCOPE_SCHEMES;
}
