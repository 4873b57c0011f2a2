/**
 * BG-32 item attributes. EN 16931 wants a name (BT-160) and a value (BT-161) in each (BR-54).
 * EXTENDED-CTC-FR (FNFE note 1.4.0) adds the attribute code EXT-FR-FE-159 and the value as a
 * measure EXT-FR-FE-160 with its unit EXT-FR-FE-161: a name or a code (BR-FREXT-54-1), a value or
 * a measure with its unit, not both (BR-FREXT-54-2), a code from UNTDID 6313 with the Factur-X
 * extension (BR-FREXT-04). The additions are written where the other EXTENDED-CTC-FR additions
 * are (ext-fr-fields.ts extFrCarried); elsewhere NOT_CARRIED, and name and value stay required.
 * CII EXTENDED-CTC-FR keeps CII-SR-069 and CII-SR-072 fatal (exactly one Description and one
 * Value in each attribute): there the code goes beside a name, and a measure, which BR-FREXT-54-2
 * forbids beside a Value, has no place. The UBL 2.1 XSD wants a cbc:Name in every
 * AdditionalItemProperty: UBL EXTENDED-CTC-FR takes the measure, the code beside a name. Factur-X /
 * CII EXTENDED (BT-X-11, BT-X-12) take both as the rules say. PINT OM takes the code beside a
 * name (cbc:NameCode, as its official examples state it), with no code list.
 */
import { ITEM_ATTRIBUTE_CODES_SET } from '../../domain/codelists/item-attribute-codes.js';
import { EXTENDED_CTC_FR } from '../../formats/format-registry.js';
import { UNIT_CODES_SET } from '../../domain/codelists/unit-codes.generated.js';
import { blank, peppolProfile, writtenCiiProfile, type CheckContext } from './context.js';
import { extFrCarried, extFrNotCarried } from './ext-fr-fields.js';
import { IssueCode } from './issues.js';
import { decimalsOf, DEFAULT_NUMBER_BOUNDS, powerOfTen } from './number-bounds.js';

/** Checks every item attribute of every line. */
export function checkItemAttributes(ctx: CheckContext): void {
  const carried = extFrCarried(ctx);
  // PINT OM states an attribute's code too (cbc:NameCode; its official examples do), as the
  // document's own code: no EXTENDED-CTC-FR code list applies there.
  const codeCarried = carried || peppolProfile(ctx)?.id === 'pint_om';
  const ciiFr = ctx.syntax === 'cii' && writtenCiiProfile(ctx) === EXTENDED_CTC_FR;
  ctx.invoice.items.forEach((item, i) =>
    item.attributes.forEach((a, j) => {
      const base = `$.invoice.items[${i}].attributes[${j}]`;
      const add = (field: string, code: IssueCode, message: string, expected?: string) => {
        const path = `${base}.${field}`;
        if (!ctx.out.has(path)) ctx.out.add(path, code, message, expected);
      };
      const code = a.code.trim();
      const unit = a.valueUnit.trim();
      const quantity = a.valueQuantity;
      if (!carried) {
        for (const [field, term, set] of [
          ['code', 'EXT-FR-FE-159', !codeCarried && code],
          ['value_quantity', 'EXT-FR-FE-160', quantity !== undefined],
          ['value_unit', 'EXT-FR-FE-161', unit],
        ] as const)
          if (set)
            add(field, IssueCode.NOT_CARRIED, extFrNotCarried(ctx, term, `${base}.${field}`));
      } else if (ciiFr)
        for (const [field, set] of [
          ['value_quantity', quantity !== undefined],
          ['value_unit', unit],
        ] as const)
          if (set)
            add(
              field,
              IssueCode.NOT_CARRIED,
              `profile ${EXTENDED_CTC_FR} in CII wants a Value in every item attribute (CII-SR-072) and no measure beside it (BR-FREXT-54-2): give the value as text, or generate it as ubl with profile ${EXTENDED_CTC_FR} or as cii with profile extended (facturx, zugferd too)`,
            );
      // A code alone names an attribute in CII EXTENDED only (CII-SR-069; the UBL XSD's cbc:Name).
      const codeNames = carried && ctx.syntax === 'cii' && !ciiFr;
      const why = ciiFr ? ', CII-SR-069' : carried && ctx.syntax === 'ubl' ? ', the UBL XSD' : '';
      if (blank(a.name) && !(codeNames && code))
        add(
          'name',
          IssueCode.REQUIRED,
          `an item attribute needs its name (BT-160, BR-54${why})${codeNames ? ' or its code (EXT-FR-FE-159, BR-FREXT-54-1)' : ''}`,
        );
      const measured = carried && !ciiFr && quantity !== undefined;
      if (!measured && blank(a.value))
        add(
          'value',
          IssueCode.REQUIRED,
          `an item attribute needs its value (BT-161, BR-54${ciiFr ? ', CII-SR-072' : ''})${carried && !ciiFr ? ' or value_quantity with value_unit (EXT-FR-FE-160, 161; BR-FREXT-54-2)' : ''}`,
        );
      if (!carried) return;
      if (code && !ITEM_ATTRIBUTE_CODES_SET.has(code))
        add(
          'code',
          IssueCode.INVALID_CODE,
          `item attribute code ${code} is not a code of UNTDID 6313 with the Factur-X extension (BR-FREXT-04)`,
          'e.g. COLOR_TEXT, SIZE_CODE, MATERIAL, AAA … (UNTDID 6313)',
        );
      if (ciiFr) return;
      if (measured && !blank(a.value))
        add(
          'value_quantity',
          IssueCode.INVALID_VALUE,
          'an item attribute states its value as text (value) or as a measure (value_quantity), not both (BR-FREXT-54-2)',
        );
      if (measured && !unit)
        add(
          'value_unit',
          IssueCode.REQUIRED,
          'value_quantity needs its unit (EXT-FR-FE-161, BR-FREXT-54-2)',
        );
      if (!measured && unit)
        add(
          'value_unit',
          IssueCode.INVALID_VALUE,
          'value_unit is the unit of value_quantity (EXT-FR-FE-161): give value_quantity, or leave it out',
        );
      if (unit && !UNIT_CODES_SET.has(unit))
        add(
          'value_unit',
          IssueCode.INVALID_CODE,
          `unit ${unit} is not a UN/ECE Recommendation 20 code (EXT-FR-FE-161)`,
        );
      // A double can say 1e308 or 1e-300: bounded as a quantity is.
      const bound = DEFAULT_NUMBER_BOUNDS.quantity;
      if (
        quantity !== undefined &&
        (!Number.isFinite(quantity) ||
          Math.abs(quantity) >= bound.maxAbs ||
          decimalsOf(quantity) > bound.maxDecimals)
      )
        add(
          'value_quantity',
          IssueCode.OUT_OF_RANGE,
          `value_quantity must be less than ${powerOfTen(bound.maxAbs)} with at most ${bound.maxDecimals} decimals`,
        );
    }),
  );
}
