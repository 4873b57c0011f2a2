/**
 * Repeated terms where the target's rules bound them, refused at the field instead of a 422 from
 * the official rules (each was valid in validate and document_rejected in generate before):
 * - BT-46 buyer identifiers in the Factur-X profiles: one ram:ID (FX-SCH-A-000163) and, below
 *   EXTENDED, one ram:GlobalID (FX-SCH-A-000164); the CEN CII rules set no bound;
 * - BG-24 embedded files of an XRechnung: each filename once (BR-DE-22).
 * The independent checker confirms that the Factur-X EXTENDED rules take several GlobalIDs.
 */
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueAt, request, type Edit } from './helpers.js';
import { requires } from '../../helpers/requires.js';
import { check, skipReason } from '../../syntax/ubl/helpers/checker.js';
import { written } from '../../syntax/cii/helpers/write.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';

const buyerIds =
  (...schemes: string[]): Edit =>
  (b) => {
    b.invoice.buyer.identifiers = schemes.map((scheme, i) => ({ id: `B-${i}`, scheme }));
  };
const as =
  (format: string, profile?: string): Edit =>
  (b) => {
    b.format = format;
    if (profile) b.profile = profile;
    else delete b.profile;
  };
const ID_1 = '$.invoice.buyer.identifiers[1]';

test('FX-SCH-A-000163: a Factur-X buyer has one identifier without a scheme, in every profile', (t) => {
  for (const profile of ['basic', 'en16931', 'extended']) {
    const issue = issueAt(request(as('facturx', profile), buyerIds('', '')), ID_1);
    t.is(issue?.code, 'NOT_CARRIED', profile);
    t.regex(issue?.message ?? '', /FX-SCH-A-000163/);
  }
  // One of each form is two elements, each once.
  t.is(issueAt(request(as('zugferd', 'en16931'), buyerIds('', '0088')), ID_1), undefined);
});

test('FX-SCH-A-000164: one buyer GlobalID below EXTENDED; EXTENDED and the CEN CII rules take more', (t) => {
  const issue = issueAt(request(as('facturx', 'en16931'), buyerIds('0088', '0060')), ID_1);
  t.is(issue?.code, 'NOT_CARRIED');
  t.regex(issue?.message ?? '', /FX-SCH-A-000164/);
  t.is(issueAt(request(as('facturx', 'extended'), buyerIds('0088', '0060')), ID_1), undefined);
  t.is(issueAt(request(as('cii', 'en16931'), buyerIds('', '')), ID_1), undefined);
});

requires(skipReason())(
  'the Factur-X EXTENDED rules accept two buyer GlobalIDs as written',
  async (t) => {
    const inv = invoice([line(1, 1)]);
    inv.buyer.identifiers = [
      { id: '4000001000005', scheme: '0088' },
      { id: '123456789', scheme: '0060' },
    ];
    const file = join(mkdtempSync(join(tmpdir(), 'einvoice-room-')), 'extended.xml');
    writeFileSync(file, written(inv, 'extended').xml);
    const verdict = await check('facturx-extended', file);
    t.true(verdict.xsd_ok, verdict.xsd_errors.join('; '));
    t.deepEqual(verdict.fatal, []);
  },
);

test('BR-DE-22: the embedded files of an XRechnung have distinct filenames', (t) => {
  const attach =
    (...names: string[]): Edit =>
    (b) => {
      b.invoice.attachments = names.map((filename, i) => ({
        id: `A-${i}`,
        content_base64: 'JVBERi0=',
        mime_code: 'application/pdf',
        filename,
      }));
    };
  const xrechnung: Edit = (b) => {
    as('xrechnung')(b);
    b.invoice.leitweg_id = '04011000-1234512345-06';
  };
  const path = '$.invoice.attachments[1].filename';
  const issue = issueAt(request(xrechnung, attach('a.pdf', ' a.pdf')), path);
  t.is(issue?.code, 'INVALID_VALUE');
  t.regex(issue?.message ?? '', /BR-DE-22/);
  t.is(issueAt(request(xrechnung, attach('a.pdf', 'b.pdf')), path), undefined);
  t.is(issueAt(request(as('ubl'), attach('a.pdf', 'a.pdf')), path), undefined);
});
