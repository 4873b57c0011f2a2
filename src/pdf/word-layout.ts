/**
 * pdfkit's EmbeddedFont.layout (text → glyphs, positions and width, shaped word by word through a
 * cache), with the same splitting and the same results but without its two costs per call:
 * fontkit's GlyphRun sums every position again each time its `advanceWidth` is read, and the
 * glyphs and positions of a line are rebuilt with `concat` once per word. Measuring and writing
 * a 10-line invoice calls layout about 500 times; in the server's CPU profile these made
 * about a third of pdfkit's time. Relies on pdfkit 0.17's EmbeddedFont (`layoutRun`);
 * test/pdf/word-layout.test.ts compares the results with pdfkit's own layout.
 */

/** A shaped word, as pdfkit's layoutRun returns it (positions already in 1/1000 em). */
interface Run {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}

/** A word's run with its width read once. */
interface Word {
  glyphs: unknown[];
  positions: unknown[];
  width: number;
}

/** pdfkit's EmbeddedFont.layoutRun: one word shaped by fontkit, positions in 1/1000 em. */
export interface WordShaper {
  layoutRun(text: string, features?: unknown): Run;
}

/** The shaped words of one font, shared by every document of the process (bounded by the caller). */
export type WordCache = Map<string, Word>;

function shape(ef: WordShaper, words: WordCache, text: string): Word {
  let word = words.get(text);
  if (!word) {
    const run = ef.layoutRun(text);
    word = { glyphs: run.glyphs, positions: run.positions, width: run.advanceWidth };
    words.set(text, word);
  }
  return word;
}

/**
 * pdfkit's EmbeddedFont.layout through a shared word cache. Words end after a space or a tab,
 * which stays part of the word, as in pdfkit: kerning and ligatures never cross a word boundary.
 */
export function layoutWords(
  ef: WordShaper,
  words: WordCache,
  text: string,
  features?: unknown,
  onlyWidth?: boolean,
): { glyphs: unknown[] | null; positions: unknown[] | null; advanceWidth: number } {
  // Features (not used by our templates) bypass the cache, as in pdfkit.
  if (features) return ef.layoutRun(text, features);
  const glyphs: unknown[] | null = onlyWidth ? null : [];
  const positions: unknown[] | null = onlyWidth ? null : [];
  let advanceWidth = 0;
  let last = 0;
  for (let index = 0; index < text.length; index++) {
    const c = text.charCodeAt(index);
    if (c !== 0x20 && c !== 0x09) continue;
    const word = shape(ef, words, text.slice(last, index + 1));
    advanceWidth += word.width;
    if (glyphs && positions) append(glyphs, positions, word);
    last = index + 1;
  }
  if (last < text.length) {
    const word = shape(ef, words, text.slice(last));
    advanceWidth += word.width;
    if (glyphs && positions) append(glyphs, positions, word);
  }
  return { glyphs, positions, advanceWidth };
}

function append(glyphs: unknown[], positions: unknown[], word: Word): void {
  for (let i = 0; i < word.glyphs.length; i++) {
    glyphs.push(word.glyphs[i]);
    positions.push(word.positions[i]);
  }
}
