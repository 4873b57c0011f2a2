/**
 * A price discount (BT-147) without its gross price (BT-148), as UBL states it (the discount's
 * cbc:Amount, no cbc:BaseAmount; KoSIT's PEPPOL-EN16931-R044 instance is such an invoice): no
 * EN 16931 rule wants the gross price, so UBL writes it as given. CII states the
 * discount inside the gross price, whose ChargeAmount its schema requires: written with the gross
 * price it implies (BT-146 = BT-148 − BT-147), in standalone CII and in the CII an XRechnung PDF
 * embeds. FatturaPA states a gross price and its discount or the net price alone: refused there,
 * naming gross_price. Every document passes the official rules (the service's verdict) and the
 * independent checker.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { euInvoice } from '../conformance/helpers/invoices.js';
import { scratchDir } from '../conformance/helpers/service.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { check, skipReason } from '../syntax/ubl/helpers/checker.js';
import { extractInvoiceXml } from '../../src/retrieve/index.js';

const service = serviceForFile(test);

/** An EU invoice whose first line has a net price of 8.75 after a discount of 1.25. */
function discounted(format: string, extra: Record<string, unknown> = {}): any {
  const invoice = euInvoice(1);
  invoice.items[0] = { ...invoice.items[0], unit_price: 8.75, price_discount: 1.25 };
  delete invoice.items[0].gross_price;
  return { format, ...extra, invoice };
}

const gated = requires(skipReason());

gated(
  'UBL and Peppol: the discount alone (no BaseAmount); CII and the XRechnung PDF: with the gross price it implies',
  async (t) => {
    const scratch = scratchDir('price-discount');
    t.teardown(scratch.remove);
    const cases: [string, Record<string, unknown>, string][] = [
      ['ubl', {}, 'ubl'],
      ['cii', { profile: 'en16931' }, 'cii'],
      ['xrechnung', { syntax: 'ubl' }, 'xrechnung-ubl'],
    ];
    for (const [format, extra, kind] of cases) {
      const body = discounted(format, extra);
      if (format === 'xrechnung') {
        body.invoice.leitweg_id = '04011000-12345-03';
        body.invoice.seller.email ??= 'billing@example.com';
        body.invoice.seller.phone ??= '+49 30 1234567';
      }
      const res = await service.post('/v1/generate', body);
      t.is(res.status, 200, `${format}: ${res.text.slice(0, 800)}`);
      const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
      if (kind === 'cii') {
        t.regex(
          xml,
          /<ram:GrossPriceProductTradePrice>\s*<ram:ChargeAmount>10(\.0+)?<\/ram:ChargeAmount>/,
        );
        t.regex(xml, /<ram:ActualAmount>1\.25<\/ram:ActualAmount>/);
      } else {
        const price = /<cac:Price>([\s\S]*?)<\/cac:Price>/.exec(xml)![1]!;
        t.regex(price, /<cbc:Amount currencyID="EUR">1\.25<\/cbc:Amount>/);
        t.notRegex(price, /BaseAmount/);
      }
      const file = join(scratch.dir, `${format}.xml`);
      writeFileSync(file, xml);
      const verdict = await check(kind, file);
      t.true(verdict.xsd_ok, `${format}: ${verdict.xsd_errors.join('; ')}`);
      t.deepEqual(verdict.fatal, [], format);
      if (format === 'xrechnung') {
        const embedded = await extractInvoiceXml(Buffer.from(res.json.pdf_base64, 'base64'));
        const ciiFile = join(scratch.dir, 'xrechnung-embedded.xml');
        writeFileSync(ciiFile, embedded!.xml);
        t.regex(Buffer.from(embedded!.xml).toString('utf8'), /<ram:ChargeAmount>10(\.0+)?</);
        const ciiVerdict = await check('xrechnung-cii', ciiFile);
        t.true(ciiVerdict.xsd_ok, ciiVerdict.xsd_errors.join('; '));
        t.deepEqual(ciiVerdict.fatal, []);
      }
    }
  },
);

test('FatturaPA: a discount without its gross price is refused, naming gross_price', async (t) => {
  const res = await service.post('/v1/validate', discounted('fatturapa'));
  t.is(res.status, 200);
  t.false(res.json.valid);
  t.true(
    res.json.errors.some((e: string) =>
      e.startsWith(
        '$.invoice.items[0].gross_price: a price discount (BT-147) needs the gross price',
      ),
    ),
    JSON.stringify(res.json.errors).slice(0, 800),
  );
});
