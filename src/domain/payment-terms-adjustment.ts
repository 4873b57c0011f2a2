/**
 * A cash discount or late payment penalty of Factur-X EXTENDED payment terms (no EN 16931 term):
 * the default the writer states and the API documents.
 */

/** The unit of a basis period given without one (UN/ECE Recommendation 20: days). */
export const DEFAULT_PERIOD_UNIT = 'DAY';
