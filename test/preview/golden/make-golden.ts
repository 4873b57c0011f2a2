/**
 * Regenerates the golden preview image: page 1 of the known invoice (test/preview/fixtures.ts)
 * at 72 dpi, rendered by the service's own rasteriser. Review the image before committing it.
 * Run: npx tsx test/preview/golden/make-golden.ts
 */
import { writeFileSync } from 'node:fs';
import { rasterise } from '../../../src/preview/render/rasterise.js';
import { previewPdf } from '../fixtures.js';

const result = await rasterise({ pdf: await previewPdf(), page: 1, dpi: 72 });
if (!result.ok) throw new Error('the known invoice has no page 1');
const out = new URL('./known-invoice-72dpi.png', import.meta.url);
writeFileSync(out, result.png);
console.log(`${out.pathname}: ${result.width} × ${result.height}, ${result.png.byteLength} bytes`);
