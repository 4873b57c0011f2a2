/**
 * A rule violation found by the domain (not by XML validation): the rule id it breaks and the
 * public JSON path it concerns, so the validate layer can report it as a field violation.
 */
import type { Decimal } from './decimal.js';

/** One domain finding; `rule` is a stable EN 16931 / Factur-X rule id such as "BR-CO-25". */
export interface DomainProblem {
  /** Business rule id (BR-*, BR-CO-*, BR-FX-*). */
  rule: string;
  /** Path in the public request JSON, e.g. "invoice.items[2].vat_rate". */
  path: string;
  /** A sentence for humans; may change between versions, `rule` does not. */
  message: string;
  /**
   * 'warning': the data is accepted as given and the finding is reported beside the document
   * (e.g. a stated BT-131 that the line formula does not reproduce); absent: the data is refused.
   */
  severity?: 'warning';
  /** For an amount finding: the given amount minus the computed one, so a format can apply its own tolerance. */
  difference?: Decimal;
  /** The finding holds where a CII document is written only (its rule reads otherwise in UBL). */
  ciiOnly?: boolean;
}
