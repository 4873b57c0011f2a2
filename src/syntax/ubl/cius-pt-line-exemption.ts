/**
 * CIUS-PT 2.1.1 states an exempt line's VAT exemption reason in the line's item properties
 * (cac:AdditionalItemProperty), under names of its own (BR-CIUS-PT-17, 18: a line of category E
 * or ISE needs the code or the text): "#TAXEXEMPTIONREASONCODE@CLASSIFIEDTAXCATEGORY#" and
 * "#TAXEXEMPTIONREASON@CLASSIFIEDTAXCATEGORY#". The writer adds them from the line's exemption
 * (its group's reason, BT-120/121); the reader takes them off again where they restate it, so a
 * CIUS-PT document reads back without two item attributes (BG-32) it did not state as such.
 */
import type { ItemAttribute } from '../../domain/model.js';

/** The property names, by what they carry. */
export const PT_EXEMPTION_PROPERTY = {
  code: '#TAXEXEMPTIONREASONCODE@CLASSIFIEDTAXCATEGORY#',
  reason: '#TAXEXEMPTIONREASON@CLASSIFIEDTAXCATEGORY#',
} as const;

/** The categories BR-CIUS-PT-17/18 look at. */
export const PT_EXEMPT_CATEGORIES: ReadonlySet<string> = new Set(['E', 'ISE']);

/** The item properties an exempt CIUS-PT line states its exemption in. */
export function ptExemptionProperties(exemption: {
  reason?: string;
  reasonCode?: string;
}): ItemAttribute[] {
  return [
    ...(exemption.reasonCode
      ? [{ name: PT_EXEMPTION_PROPERTY.code, value: exemption.reasonCode }]
      : []),
    ...(exemption.reason ? [{ name: PT_EXEMPTION_PROPERTY.reason, value: exemption.reason }] : []),
  ];
}

/**
 * A line's attributes without the exemption properties that restate its category's reason
 * (`category`: the document's BT-120/121 for the line's category); one that says otherwise stays.
 */
export function withoutPtExemptionProperties(
  attributes: readonly ItemAttribute[],
  category: { reason?: string; reasonCode?: string },
): ItemAttribute[] {
  return attributes.filter(
    (a) =>
      !(
        (a.name === PT_EXEMPTION_PROPERTY.code && a.value === (category.reasonCode ?? a.value)) ||
        (a.name === PT_EXEMPTION_PROPERTY.reason && a.value === (category.reason ?? a.value))
      ),
  );
}
