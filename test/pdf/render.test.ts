/**
 * renderInvoicePdf over every template × locale for 1, 15 and 60 lines (mixed 19/7/0 % rates):
 * each PDF parses, paginates, carries PDF/A-3b XMP (pdfaid part 3, conformance B) and the
 * Factur-X extension schema, an sRGB output intent, only embedded fonts, and the XML as an
 * associated file byte-identical to the input. Output is deterministic for a fixed clock.
 */
import test from 'ava';
import {
  facturXXmp,
  LOCALES,
  renderInvoicePdf,
  TEMPLATES,
  type RenderOptions,
} from '../../src/pdf/index.js';
import { CLOCK, invoice, SAMPLE_XML } from './fixtures.js';
import { inspectPdf } from './inspect.js';

const attachment: RenderOptions['attachment'] = {
  xml: SAMPLE_XML,
  filename: 'factur-x.xml',
  relationship: 'Alternative',
  xmp: facturXXmp('EN 16931'),
};

for (const template of TEMPLATES) {
  for (const n of [1, 15, 60]) {
    test(`${template}: ${n} lines in every locale is a PDF/A-3b hybrid with the XML embedded`, async (t) => {
      for (const locale of LOCALES) {
        const pdf = await renderInvoicePdf(invoice(n), {
          template,
          locale,
          watermark: false,
          creationDate: CLOCK,
          attachment,
        });
        const facts = await inspectPdf(pdf);
        const where = `${template}/${locale}/${n}`;
        t.true(facts.pages >= 1, where);
        if (n === 60) t.true(facts.pages >= 2, `${where}: 60 lines paginate`);
        if (n === 1) t.is(facts.pages, 1, `${where}: one line fits one page`);
        t.regex(facts.xmp, /<pdfaid:part>3<\/pdfaid:part>/, where);
        t.regex(facts.xmp, /<pdfaid:conformance>B<\/pdfaid:conformance>/, where);
        t.regex(facts.xmp, /<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/, where);
        t.regex(facts.xmp, /<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/, where);
        t.regex(facts.xmp, /<pdfaSchema:prefix>fx<\/pdfaSchema:prefix>/, where);
        t.deepEqual(facts.outputIntents, [{ s: 'GTS_PDFA1', hasProfile: true }], where);
        t.true(facts.fonts.length >= 1, where);
        t.true(
          facts.fonts.every((f) => f.embedded && f.subtype === 'Type0'),
          `${where}: ${JSON.stringify(facts.fonts)}`,
        );
        t.true(
          facts.fonts.every((f) => /^[A-Z]{6}\+DejaVu/.test(f.baseFont)),
          `${where}: subset tags`,
        );
        t.is(facts.attachments.length, 1, where);
        const [a] = facts.attachments;
        t.is(a.name, 'factur-x.xml');
        t.is(a.relationship, 'Alternative');
        t.is(a.subtype, 'text/xml');
        t.deepEqual(
          Buffer.from(a.bytes),
          Buffer.from(SAMPLE_XML, 'utf8'),
          `${where}: attachment bytes`,
        );
        t.is(facts.catalogAf, 1, `${where}: /AF in the catalog`);
      }
    });
  }
}

test('same input and clock give byte-identical output; another clock does not', async (t) => {
  const opts: RenderOptions = {
    template: 'compact',
    locale: 'de',
    watermark: true,
    creationDate: CLOCK,
    attachment,
  };
  const a = await renderInvoicePdf(invoice(15), opts);
  const b = await renderInvoicePdf(invoice(15), opts);
  t.deepEqual(Buffer.from(a), Buffer.from(b));
  const c = await renderInvoicePdf(invoice(15), {
    ...opts,
    creationDate: new Date('2027-01-01T00:00:00Z'),
  });
  t.notDeepEqual(Buffer.from(a), Buffer.from(c));
  t.regex(Buffer.from(a).toString('latin1'), /\/CreationDate \(D:20261120103000Z\)/);
  t.regex(Buffer.from(a).toString('latin1'), /\/ModDate \(D:20261120103000Z\)/);
});

test('the /ID depends on the content', async (t) => {
  const id = (pdf: Uint8Array) =>
    /\/ID \[(<[0-9a-f]+>)/.exec(Buffer.from(pdf).toString('latin1'))?.[1];
  const opts: RenderOptions = {
    template: 'minimal',
    locale: 'en',
    watermark: false,
    creationDate: CLOCK,
  };
  const one = id(await renderInvoicePdf(invoice(1), opts));
  const two = id(await renderInvoicePdf(invoice(2), opts));
  t.truthy(one);
  t.not(one, two);
});

test('Data relationship, other conformance level and a binary XML are passed through', async (t) => {
  const xml = new Uint8Array(Buffer.from(SAMPLE_XML.replace('Ä', 'Ö'), 'utf8'));
  const pdf = await renderInvoicePdf(invoice(1), {
    template: 'minimal',
    locale: 'fr',
    watermark: false,
    creationDate: CLOCK,
    attachment: {
      xml,
      filename: 'factur-x.xml',
      relationship: 'Data',
      xmp: facturXXmp('BASIC WL'),
    },
  });
  const facts = await inspectPdf(pdf);
  t.is(facts.attachments[0].relationship, 'Data');
  t.deepEqual(Buffer.from(facts.attachments[0].bytes), Buffer.from(xml));
  t.regex(facts.xmp, /<fx:ConformanceLevel>BASIC WL<\/fx:ConformanceLevel>/);
});

test('the plain pdf format has PDF/A XMP but no attachment and no fx schema', async (t) => {
  const pdf = await renderInvoicePdf(invoice(3), {
    template: 'classic',
    locale: 'it',
    watermark: false,
    creationDate: CLOCK,
  });
  const facts = await inspectPdf(pdf);
  t.is(facts.attachments.length, 0);
  t.is(facts.catalogAf, 0);
  t.regex(facts.xmp, /<pdfaid:part>3<\/pdfaid:part>/);
  t.notRegex(facts.xmp, /fx:/);
});

test('the sandbox watermark adds transparency; live output has none', async (t) => {
  const base: RenderOptions = {
    template: 'minimal',
    locale: 'es',
    watermark: false,
    creationDate: CLOCK,
  };
  t.false((await inspectPdf(await renderInvoicePdf(invoice(2), base))).softMaskOrOpacity);
  t.true(
    (await inspectPdf(await renderInvoicePdf(invoice(2), { ...base, watermark: true })))
      .softMaskOrOpacity,
  );
});

test('XML-special characters in the title are escaped in the XMP', async (t) => {
  const pdf = await renderInvoicePdf(invoice(1), {
    template: 'minimal',
    locale: 'en',
    watermark: false,
    creationDate: CLOCK,
    title: 'A & B <C>',
  });
  const facts = await inspectPdf(pdf);
  t.regex(facts.xmp, /A &amp; B &lt;C&gt;/);
});

test('an invalid XMP prefix is refused', async (t) => {
  await t.throwsAsync(
    renderInvoicePdf(invoice(1), {
      template: 'minimal',
      locale: 'en',
      watermark: false,
      creationDate: CLOCK,
      attachment: { ...attachment!, xmp: { ...facturXXmp('EN 16931'), prefix: 'f x' } },
    }),
    { message: /prefix/ },
  );
});

test('letters outside the shared subset (Greek, Cyrillic) still embed as a per-document subset', async (t) => {
  const inv = invoice(2);
  inv.buyer = { ...inv.buyer, name: 'Ελληνική Εταιρεία ΑΕ', city: 'Москва' };
  const opts: RenderOptions = {
    template: 'minimal',
    locale: 'en',
    watermark: false,
    creationDate: CLOCK,
  };
  const greek = await renderInvoicePdf(inv, opts);
  const latin = await renderInvoicePdf(invoice(2), opts);
  const facts = await inspectPdf(greek);
  t.true(facts.fonts.every((f) => f.embedded));
  t.notDeepEqual(Buffer.from(greek), Buffer.from(latin));
  // Determinism holds on the per-document path too.
  t.deepEqual(Buffer.from(greek), Buffer.from(await renderInvoicePdf(inv, opts)));
});

test('a bare invoice (no addresses, VAT ids, payment, note, due date) and a CHF credit note render in every template', async (t) => {
  const { calculate } = await import('../../src/domain/index.js');
  const { invoiceInput } = await import('./fixtures.js');
  const input = invoiceInput(1);
  const bare = calculate({
    ...input,
    seller: { name: 'Solo Seller', country: 'DE' },
    buyer: { name: 'Solo Buyer', country: 'AT' },
    payment: undefined,
    note: undefined,
    dueDate: undefined,
    buyerReference: undefined,
  });
  const credit = calculate({ ...invoiceInput(4), typeCode: '381', currency: 'CHF' });
  for (const template of TEMPLATES) {
    for (const inv of [bare, credit]) {
      const facts = await inspectPdf(
        await renderInvoicePdf(inv, {
          template,
          locale: 'es',
          watermark: true,
          creationDate: CLOCK,
        }),
      );
      t.is(facts.pages, 1, `${template} ${inv.typeCode}`);
    }
  }
});

test('another process renders the same bytes (no per-process state leaks into the output)', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const { createHash } = await import('node:crypto');
  const { fileURLToPath } = await import('node:url');
  const script = fileURLToPath(new URL('./render-hash.ts', import.meta.url));
  const opts: RenderOptions = {
    template: 'classic',
    locale: 'fr',
    watermark: true,
    creationDate: CLOCK,
    attachment,
  };
  const here = createHash('sha256')
    .update(await renderInvoicePdf(invoice(12), opts))
    .digest('hex');
  const child = spawnSync(process.execPath, ['--import=tsx', script], { encoding: 'utf8' });
  t.is(child.status, 0, child.stderr);
  t.is(child.stdout.trim(), here);
});

test('BT-107/BT-108 allowances and charges, BT-113 paid and BT-114 rounding are printed when present', async (t) => {
  const { Decimal } = await import('decimal.js');
  const base = invoice(3);
  const opts: RenderOptions = {
    template: 'minimal',
    locale: 'de',
    watermark: false,
    creationDate: CLOCK,
  };
  const plain = Buffer.from(await renderInvoicePdf(base, opts));
  const totals = {
    ...base.totals,
    allowanceTotal: new Decimal('10'),
    prepaid: new Decimal('100'),
    rounding: new Decimal('0.01'),
  };
  const extra = Buffer.from(await renderInvoicePdf({ ...base, totals }, opts));
  t.notDeepEqual(extra, plain);
  t.is((await inspectPdf(extra)).pages, 1);
});
