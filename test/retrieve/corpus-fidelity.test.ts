/**
 * Named official samples whose round trip showed a retrieve fidelity bug or a gap of the public
 * JSON (issue 6): each test pins what retrieve now gives back for that file. Skips when the
 * corpus is absent.
 */
import test from 'ava';
import { corpusFile, corpusMissing } from './corpus.js';
import { unavailable } from '../helpers/requires.js';
import { retrieveDocument, type RetrieveOutcome } from '../../src/retrieve/retrieve.js';
import { specVersion } from '../../src/validation/spec-version.js';

const retrieve = (path: string): Promise<RetrieveOutcome> =>
  retrieveDocument(corpusFile(path), { locale: 'en' });
const dropped = (r: RetrieveOutcome, bt: string) =>
  r.warnings.filter((w) => w.code === 'FIELD_DROPPED' && w.message.startsWith(`${bt} `));

if (corpusMissing) {
  unavailable('corpus fidelity samples', corpusMissing);
} else {
  test("hybrid naming: a German seller's PDF with the shared Factur-X XMP schema is ZUGFeRD, of the release whose rules judged it (FeRD's own 2.1 sample)", async (t) => {
    const r = await retrieve(
      'zugferd/pdf/ferd-2.1-official/BASIC WL/zugferd_2p1_BASIC-WL_Einfach.pdf',
    );
    t.true(r.ok);
    t.like(r.format, {
      detectedFormat: 'zugferd',
      profile: 'BASIC WL',
      version: specVersion('zugferd'),
      hasPdf: true,
    });
    t.is((r.invoice as any).seller.country, 'DE');
  });

  test('BR-DE-18: XRechnung Skonto terms come back verbatim, with the closing line break', async (t) => {
    const r = await retrieve(
      'xrechnung/testsuite/business-cases/standard/01.10a-INVOICE_uncefact.xml',
    );
    t.is(
      (r.invoice as any).payment.terms,
      '#SKONTO#TAGE=7#PROZENT=2.00#\n#SKONTO#TAGE=14#PROZENT=1.00#\n#SKONTO#TAGE=30#PROZENT=0.00#\n',
    );
  });

  test("MINIMUM with two VAT rates: one line at rate 0 and BT-110 carried as vat_total, so the totals are the document's", async (t) => {
    const r = await retrieve('facturx/pdf/fnfe-valid/Facture_FR_MINIMUM.pdf');
    t.deepEqual(
      (r.invoice as any).items.map((i: any) => [i.unit_price, i.vat_rate]),
      [[624.9, 0]],
    );
    t.is((r.invoice as any).vat_total, 46.25);
    t.is(dropped(r, 'BT-110').length, 0);
    t.true(r.warnings.some((w) => w.code === 'LINES_SYNTHESIZED'));
    // With BT-110 carried, BT-112 and BT-115 come back as stated: no TOTAL_MISMATCH.
    const mismatches = r.warnings.filter((w) => w.code === 'TOTAL_MISMATCH').map((w) => w.message);
    t.deepEqual(mismatches, []);
  });

  // BR-CO-26 and DK-R-002 on regeneration: the seller's only identifier is a BT-29 identifier or
  // BT-30 legal registration: both readers (CII and UBL, on their binding tables) carry it into
  // the JSON, without a FIELD_DROPPED warning.
  test('BR-CO-26: a CII seller with only BT-29 (no VAT id) keeps it in seller.identifiers', async (t) => {
    const r = await retrieve('en16931/cii/examples/CII_example7.xml');
    t.falsy((r.invoice as any).seller.vat_id);
    t.true((r.invoice as any).seller.identifiers?.length > 0);
    t.false(r.warnings.some((w) => w.code === 'FIELD_DROPPED' && /^BT-29\b/.test(w.message)));
  });

  test('BR-CO-26: a UBL seller with only BT-29 (no VAT id) keeps it in seller.identifiers', async (t) => {
    for (const path of [
      'en16931/ubl/examples/ubl-tc434-example7.xml',
      'peppol-bis3/examples/vat-category-O.xml',
    ]) {
      const r = await retrieve(path);
      t.falsy((r.invoice as any).seller.vat_id, path);
      t.true((r.invoice as any).seller.identifiers?.length > 0, path);
      t.false(
        r.warnings.some((w) => w.code === 'FIELD_DROPPED' && /^BT-29\b/.test(w.message)),
        path,
      );
    }
  });

  test("BR-CO-26 / DK-R-002: a UBL seller's BT-30 legal registration id is kept in seller.legal_registration", async (t) => {
    const r = await retrieve('en16931/ubl/examples/BIS3_Invoice_positive.XML');
    t.truthy((r.invoice as any).seller.legal_registration?.id);
    t.false(r.warnings.some((w) => w.code === 'FIELD_DROPPED' && /^BT-30\b/.test(w.message)));
  });
}
