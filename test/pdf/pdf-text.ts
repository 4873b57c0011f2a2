/**
 * Reads back the text of a rendered PDF with pdfjs (an independent parser): per page, the text
 * items with their boxes, and the page's text as one string with whitespace collapsed (no-break
 * spaces included), so tests can look for phrases that wrap across lines.
 */
export interface TextItem {
  str: string;
  x: number;
  /** Baseline, PDF user space (from the bottom of the page). */
  y: number;
  width: number;
  height: number;
}

export interface PageText {
  items: TextItem[];
  text: string;
}

/** Collapses every kind of space, so "1 234,00 €" matches whatever space the formatter used. */
export function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** The text of every page. */
export async function pdfText(pdf: Uint8Array): Promise<PageText[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: PageText[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      const items: TextItem[] = [];
      for (const it of content.items) {
        if (!('str' in it)) continue;
        items.push({
          str: it.str,
          x: it.transform[4],
          y: it.transform[5],
          width: it.width,
          height: it.height,
        });
      }
      pages.push({ items, text: normalise(items.map((i) => i.str).join(' ')) });
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}

/** The whole document's text. */
export async function documentText(pdf: Uint8Array): Promise<string> {
  return (await pdfText(pdf)).map((p) => p.text).join(' ');
}
