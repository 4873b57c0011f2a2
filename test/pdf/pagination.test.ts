/**
 * A 200-line invoice with an allowance on every line (and item details, charges, a long
 * footer) paginates in every template: each page carries the footer with its page number, every
 * page after the first the running header, every page with lines the table header; no line or
 * allowance is lost, and no two pieces of text overlap.
 */
import test from 'ava';
import { renderInvoicePdf, TEMPLATES } from '../../src/pdf/index.js';
import { labelsFor } from '../../src/pdf/locale/labels.js';
import { CLOCK } from './fixtures.js';
import { FULL, fullInvoice } from './full-invoice.js';
import { pdfText, type TextItem } from './pdf-text.js';

/** Pairs of text items whose boxes intersect (baseline to about the cap height). */
function overlaps(items: TextItem[]): Array<[string, string]> {
  const boxes = items
    .filter((i) => i.str.trim() && i.width > 0)
    .map((i) => ({ str: i.str, x1: i.x, x2: i.x + i.width, y1: i.y, y2: i.y + i.height * 0.7 }));
  const out: Array<[string, string]> = [];
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const p = boxes[a];
      const q = boxes[b];
      const dx = Math.min(p.x2, q.x2) - Math.max(p.x1, q.x1);
      const dy = Math.min(p.y2, q.y2) - Math.max(p.y1, q.y1);
      if (dx > 0.5 && dy > 0.5) out.push([p.str, q.str]);
    }
  }
  return out;
}

for (const template of TEMPLATES) {
  test(`${template}: 200 lines with allowances paginate with header and footer on every page and no overlap`, async (t) => {
    const locale = 'de';
    const l = labelsFor(locale);
    const pdf = await renderInvoicePdf(fullInvoice(200), {
      template,
      locale,
      watermark: false,
      creationDate: CLOCK,
    });
    const pages = await pdfText(pdf);
    t.true(pages.length >= 5, `${pages.length} pages`);
    let allowances = 0;
    pages.forEach((page, i) => {
      const where = `${template} page ${i + 1}`;
      t.true(page.text.includes(l.page(i + 1, pages.length)), `${where}: footer page number`);
      t.true(page.text.includes(FULL.sellerRegistration), `${where}: footer legal details`);
      if (i > 0) t.true(page.text.includes(l.continued), `${where}: running header`);
      const onPage = page.text.split(`${l.allowance}: ${FULL.lineAllowanceReason}`).length - 1;
      if (onPage > 0)
        t.true(page.text.includes(`${l.pos} ${l.description}`), `${where}: table header`);
      allowances += onPage;
      t.deepEqual(overlaps(page.items), [], `${where}: overlapping text`);
    });
    t.is(allowances, 200, 'one allowance per line, none lost at a page break');
    const all = pages.map((p) => p.text).join(' ');
    t.true(all.includes(labelsFor(locale).amountDue), 'the summary follows the lines');
  });
}

test('the overlap check finds overlapping text (it can fail)', (t) => {
  const item = (str: string, x: number, y: number): TextItem => ({
    str,
    x,
    y,
    width: 30,
    height: 9,
  });
  t.is(overlaps([item('a', 0, 100), item('b', 20, 103)]).length, 1);
  t.is(overlaps([item('a', 0, 100), item('b', 0, 110), item('c', 31, 100)]).length, 0);
});
