/**
 * Words wider than their column, cut into pieces that fit, one per line, before pdfkit wraps the
 * text. pdfkit's wrapper splits such a word itself, but for every line it fills it measures the
 * whole rest of the word again (a fresh fontkit shaping of a new string each time): a 5,000-letter
 * word in the notes cost about a second of CPU per document, and the caller chooses the word.
 * Here the pieces come from one pass over the letters' widths, so the cost is linear in the text.
 * Text without such a word is returned as it is (the same string: the same PDF as before).
 */

/** No glyph of the embedded fonts is wider than this many ems (DejaVu's widest is under 2). */
const WIDEST_GLYPH_EM = 3;
/**
 * Kerning moves a word's width from the sum of its letters' by far less than this: a word whose
 * letters add up to more than this times the column is too wide without shaping it whole.
 */
const KERNING_MARGIN = 1.1;

/** Runs of characters the wrapper does not break inside (it breaks at spaces and soft hyphens). */
const WORD = /[^\s\u00ad]+/g;

/**
 * `text` with every word wider than `width` (points, at the document's current font and `size`)
 * cut by line breaks into pieces whose letters add up to at most `width - 1`.
 */
export function breakLongWords(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
): string {
  // Shorter words cannot be wider than the column: they are not measured at all.
  const shortest = Math.max(1, Math.floor(width / (WIDEST_GLYPH_EM * size)));
  if (text.length <= shortest) return text;
  const letters = new Map<string, number>();
  const letterWidth = (char: string) => {
    let w = letters.get(char);
    if (w === undefined) letters.set(char, (w = doc.widthOfString(char)));
    return w;
  };
  return text.replace(WORD, (word) => {
    if (word.length <= shortest) return word;
    const chars = Array.from(word);
    const sum = chars.reduce((total, char) => total + letterWidth(char), 0);
    // Near the column's width only the shaped word tells (as the wrapper measures it).
    if (sum <= (width - 1) * KERNING_MARGIN && doc.widthOfString(word) <= width - 1) return word;
    const pieces: string[] = [];
    let piece = '';
    let pieceWidth = 0;
    for (const char of chars) {
      const w = letterWidth(char);
      if (piece && pieceWidth + w > width - 1) {
        pieces.push(piece);
        piece = '';
        pieceWidth = 0;
      }
      piece += char;
      pieceWidth += w;
    }
    pieces.push(piece);
    return pieces.join('\n');
  });
}
