// The FatturaPA fields of the JSON end to end (the seller's RegimeFiscale, the payment
// conditions, the stamp duty) and the transmission format: generate reports the profile it writes
// (FPA12 to a public administration's office code), retrieve gives the fields back, convert into
// UBL lists them as lost by their paths; the official FPA01 example (a
// flat-rate seller, RF19, paying in instalments, TP01) converted into FatturaPA keeps its regime,
// payment conditions and transmission format, while converted into UBL it lists the regime and
// the conditions as lost by their JSON paths.
// A buyer reached by its electronic address (BT-49 of scheme 0201, the IPA office code, or 0205,
// the SDI code) is routed by it: a Peppol-style UBL converts into FatturaPA with that
// CodiceDestinatario and the TipoDocumento of its BT-3.
import test, { type ExecutionContext } from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { fatturaPaInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';

const fpa01 = corpusDir && join(corpusDir, 'fatturapa/examples/IT01234567890_FPA01.xml');
const withFpa01 = requires(
  fpa01 && existsSync(fpa01)
    ? undefined
    : 'the FatturaPA examples of the corpus (set EINVOICE_CORPUS)',
);

const service = serviceForFile(test);

/** The official FPA01 example converted into `format`. */
const convertFpa01 = (format: string) =>
  service.post('/v1/convert', { data_base64: readFileSync(fpa01!).toString('base64'), format });

const xmlOf = (res: { json: any }) => Buffer.from(res.json.xml_base64, 'base64').toString('utf8');

/**
 * A FatturaPA invoice generated as UBL (its recipient code as BT-49 of scheme 0205) and that UBL
 * converted back into FatturaPA: the convert answer.
 */
async function throughUbl(t: ExecutionContext, invoice: any) {
  const ubl = await service.post('/v1/generate', {
    format: 'ubl',
    invoice: {
      ...invoice,
      tipo_documento: undefined,
      buyer: { ...invoice.buyer, peppol_id: '0205:ABC1234' }, // BT-49: the SDI recipient code
    },
  });
  t.is(ubl.status, 200, ubl.text.slice(0, 600));
  const back = await service.post('/v1/convert', {
    data_base64: ubl.json.xml_base64,
    format: 'fatturapa',
  });
  t.is(back.status, 200, back.text.slice(0, 600));
  return back;
}

test('generate: a flat-rate seller to a public administration is FPA12 with RF19, and says FPA12', async (t) => {
  const invoice = fatturaPaInvoice(2);
  invoice.seller.regime_fiscale = 'RF19';
  invoice.buyer.codice_destinatario = 'UFY9MH';
  invoice.importo_bollo = 2;
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 200, res.text.slice(0, 600));
  t.is(res.json.format.profile, 'FPA12');
  t.is(res.json.validation.profile, 'FPA12');
  const xml = xmlOf(res);
  t.regex(xml, /versione="FPA12"/);
  t.regex(xml, /<RegimeFiscale>RF19<\/RegimeFiscale>/);
  t.regex(
    xml,
    /<DatiBollo><BolloVirtuale>SI<\/BolloVirtuale><ImportoBollo>2.00<\/ImportoBollo><\/DatiBollo>/,
  );
  const checked = await service.post('/v1/validate', { format: 'fatturapa', invoice });
  t.is(checked.json.format.profile, 'FPA12');
  const back = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(back.json.invoice.seller.regime_fiscale, 'RF19');
  t.is(back.json.invoice.importo_bollo, 2);
  // Into UBL the stamp duty and the regime are listed as lost by their paths.
  const ubl = await service.post('/v1/convert', {
    data_base64: res.json.xml_base64,
    format: 'ubl',
  });
  t.is(ubl.status, 200, ubl.text.slice(0, 600));
  const lost = ubl.json.lost_terms.map(
    (l: any) => `${l.business_term} ${l.source_path} ${l.value}`,
  );
  t.true(lost.includes('DatiBollo $.invoice.importo_bollo 2.00'), lost.join('; '));
  t.true(lost.includes('RegimeFiscale $.invoice.seller.regime_fiscale RF19'), lost.join('; '));
  t.is(back.json.format.profile, 'FPA12');
});

test('generate: a private buyer is FPR12, and a regime outside the list is a 400 naming it', async (t) => {
  const ok = await service.post('/v1/generate', {
    format: 'fatturapa',
    invoice: fatturaPaInvoice(1),
  });
  t.is(ok.json.format.profile, 'FPR12');
  t.regex(xmlOf(ok), /<RegimeFiscale>RF01<\/RegimeFiscale>/);
  const invoice = fatturaPaInvoice(1);
  invoice.seller.regime_fiscale = 'RF03';
  const bad = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(bad.status, 400);
  t.true(
    bad.json.details.some(
      (d: any) => d.path === '$.invoice.seller.regime_fiscale' && d.code === 'INVALID_CODE',
    ),
    bad.text,
  );
});

withFpa01(
  'convert: the official FPA01 (RF19, TP01, FPA12) into FatturaPA keeps all three',
  async (t) => {
    const res = await convertFpa01('fatturapa');
    t.is(res.status, 200, res.text.slice(0, 600));
    t.is(res.json.format.profile, 'FPA12');
    const xml = xmlOf(res);
    t.regex(xml, /<RegimeFiscale>RF19<\/RegimeFiscale>/);
    t.regex(xml, /<FormatoTrasmissione>FPA12<\/FormatoTrasmissione>/);
    t.regex(xml, /<CondizioniPagamento>TP01<\/CondizioniPagamento>/);
    const lost = res.json.lost_terms.map((l: any) => l.business_term);
    t.false(lost.includes('RegimeFiscale'), lost.join(', '));
    t.false(lost.includes('FormatoTrasmissione'), lost.join(', '));
    t.false(lost.includes('CondizioniPagamento'), lost.join(', '));
    // The contract's date (DatiContratto/Data, contract_date) is read and written again.
    t.regex(
      xml,
      /<DatiContratto>(<RiferimentoNumeroLinea>[^<]*<\/RiferimentoNumeroLinea>)*<IdDocumento>[^<]*<\/IdDocumento><Data>2016-09-01<\/Data>/,
    );
    t.false(
      res.json.lost_terms.some((l: any) => /DatiContratto\/Data$/.test(l.source_path)),
      JSON.stringify(res.json.lost_terms),
    );
  },
);

withFpa01(
  'convert: FPA01 into UBL lists the regime and the conditions as lost by their JSON paths',
  async (t) => {
    const res = await convertFpa01('ubl');
    t.is(res.status, 200, res.text.slice(0, 600));
    t.like(
      res.json.lost_terms.find((l: any) => l.business_term === 'RegimeFiscale'),
      { source_path: '$.invoice.seller.regime_fiscale', value: 'RF19' },
    );
    t.like(
      res.json.lost_terms.find((l: any) => l.business_term === 'CondizioniPagamento'),
      { source_path: '$.invoice.payment.condizioni_pagamento', value: 'TP01' },
    );
  },
);

/** An Italian invoice to a public administration whose routing is its electronic address only. */
function addressedInvoice(peppolId: string): any {
  const invoice = fatturaPaInvoice(1);
  delete invoice.buyer.codice_destinatario;
  delete invoice.tipo_documento;
  invoice.buyer.peppol_id = peppolId;
  return invoice;
}

test('convert: a UBL to an administration (BT-49 0201) into FatturaPA routes by it, TD01 from BT-3', async (t) => {
  const ubl = await service.post('/v1/generate', {
    format: 'ubl',
    invoice: addressedInvoice('0201:UFY9MH'),
  });
  t.is(ubl.status, 200, ubl.text.slice(0, 600));
  const res = await service.post('/v1/convert', {
    data_base64: ubl.json.xml_base64,
    format: 'fatturapa',
  });
  t.is(res.status, 200, res.text.slice(0, 600));
  t.is(res.json.format.profile, 'FPA12');
  const xml = xmlOf(res);
  t.regex(xml, /<CodiceDestinatario>UFY9MH<\/CodiceDestinatario>/);
  t.regex(xml, /<TipoDocumento>TD01<\/TipoDocumento>/);
  const lost = res.json.lost_terms.map((l: any) => l.business_term);
  t.false(lost.includes('BT-49'), lost.join(', '));
});

test('generate: a buyer address of scheme 0205 is the CodiceDestinatario; another scheme is not', async (t) => {
  const routed = addressedInvoice('0205:ABC1234');
  routed.tipo_documento = 'TD01';
  const ok = await service.post('/v1/generate', { format: 'fatturapa', invoice: routed });
  t.is(ok.status, 200, ok.text.slice(0, 600));
  t.is(ok.json.format.profile, 'FPR12');
  t.regex(xmlOf(ok), /<CodiceDestinatario>ABC1234<\/CodiceDestinatario>/);
  t.false(ok.json.validation.warnings.some((w: any) => /BT-49/.test(w.message)));
  const other = addressedInvoice('0088:4000001000005');
  other.tipo_documento = 'TD01';
  const bad = await service.post('/v1/generate', { format: 'fatturapa', invoice: other });
  t.is(bad.status, 400);
  t.true(
    bad.json.details.some((d: any) => d.path === '$.invoice.buyer.codice_destinatario'),
    bad.text,
  );
});

test('convert: FatturaPA into UBL states the recipient code as the buyer address (0201), not lost', async (t) => {
  const invoice = fatturaPaInvoice(1);
  invoice.buyer.codice_destinatario = 'UFY9MH';
  const source = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(source.status, 200, source.text.slice(0, 600));
  for (const format of ['ubl', 'cii']) {
    const res = await service.post('/v1/convert', {
      data_base64: source.json.xml_base64,
      format,
    });
    t.is(res.status, 200, res.text.slice(0, 600));
    const lost = res.json.lost_terms.map((l: any) => l.business_term);
    t.false(lost.includes('CodiceDestinatario'), `${format}: ${lost.join(', ')}`);
    const back = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(back.json.invoice.buyer.peppol_id, '0201:UFY9MH', format);
    // And back into FatturaPA: the same CodiceDestinatario.
    const again = await service.post('/v1/convert', {
      data_base64: res.json.xml_base64,
      format: 'fatturapa',
    });
    t.is(again.status, 200, again.text.slice(0, 600));
    t.regex(xmlOf(again), /<CodiceDestinatario>UFY9MH<\/CodiceDestinatario>/);
  }
});

test('convert: FatturaPA with an SDI code into Peppol, whose 3.0.21 has no 0205 address: refused, naming BT-49; 3.0.19 keeps it', async (t) => {
  // Peppol BIS 3.0.21 (documents from 17 August 2026) dropped EAS 0205 from its participant
  // schemes; 3.0.19, which judges older documents, still lists it.
  const convert = async (date: string) => {
    const invoice = { ...fatturaPaInvoice(1), date, due_date: '2026-12-31' };
    const source = await service.post('/v1/generate', { format: 'fatturapa', invoice });
    t.is(source.status, 200, source.text.slice(0, 600));
    return service.post('/v1/convert', { data_base64: source.json.xml_base64, format: 'peppol' });
  };
  const current = await convert('2026-09-01');
  t.is(current.status, 400, current.text.slice(0, 600));
  t.like(
    current.json.details.find((d: any) => d.path === '$.invoice.buyer.peppol_id'),
    { code: 'REQUIRED' },
  );
  const older = await convert('2025-03-14');
  t.is(older.status, 400, older.text.slice(0, 600));
  t.falsy(
    older.json.details.find((d: any) => d.path === '$.invoice.buyer.peppol_id'),
    older.text.slice(0, 600),
  );
});

test('generate: TD29, a code the installed 1.2.2 schema refuses, is a 400 naming it, not a 422', async (t) => {
  const invoice = fatturaPaInvoice(1);
  invoice.tipo_documento = 'TD29';
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 400, res.text.slice(0, 600));
  t.like(
    res.json.details.find((d: any) => d.path === '$.invoice.tipo_documento'),
    { code: 'INVALID_VALUE' },
  );
});

test('the order and contract dates are FatturaPA Data: kept with their reference, refused without', async (t) => {
  const issues = async (edit: Record<string, string>) => {
    const invoice = { ...fatturaPaInvoice(1), ...edit };
    const res = await service.post('/v1/validate', { format: 'fatturapa', invoice });
    return (res.json.issues ?? res.json.details ?? [])
      .filter((i: any) => /_date$/.test(i.path))
      .map((i: any) => `${i.code} ${i.path}`);
  };
  t.deepEqual(
    await issues({
      contract_reference: 'CTR-1',
      contract_date: '2024-12-01',
      purchase_order_reference: 'PO-1',
      purchase_order_date: '2025-01-20',
    }),
    [],
  );
  t.deepEqual(await issues({ contract_date: '2024-12-01' }), [
    'INVALID_VALUE $.invoice.contract_date',
  ]);
  // The despatch advice's date has no FatturaPA place of its own (DataDDT is the delivery date).
  t.deepEqual(
    await issues({ despatch_advice_reference: 'DDT-1', despatch_advice_date: '2025-01-02' }),
    ['NOT_CARRIED $.invoice.despatch_advice_date'],
  );
});

test('generate: a reference outside Basic Latin is spelled in ASCII for its String20Type place, with a warning, not a 422', async (t) => {
  const invoice = fatturaPaInvoice(2);
  invoice.purchase_order_reference = 'Ordine-è€';
  invoice.items[0].accounting_cost = 'Centro 😀';
  invoice.payment.remittance_information = 'Pagamento ò';
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 200, res.text.slice(0, 600));
  t.regex(res.json.validation.status, /^valid/);
  const xml = xmlOf(res);
  t.regex(xml, /<IdDocumento>Ordine-eEUR<\/IdDocumento>/);
  t.regex(xml, /<RiferimentoAmministrazione>Centro \?<\/RiferimentoAmministrazione>/);
  t.regex(xml, /<CodicePagamento>Pagamento o<\/CodicePagamento>/);
  const checked = await service.post('/v1/validate', { format: 'fatturapa', invoice });
  t.true(checked.json.valid, checked.text.slice(0, 600));
  const warned = checked.json.format.warnings.map((w: any) => w.message);
  t.true(
    warned.includes(
      'invoice.purchase_order_reference (BT-13) is written as "Ordine-eEUR": the Basic Latin characters its FatturaPA place takes',
    ),
    warned.join('\n'),
  );
  // Convert lists the respelled term as lost, never silently.
  const back = await throughUbl(t, invoice);
  t.true(
    back.json.lost_terms.some((l: any) => l.business_term === 'BT-13'),
    JSON.stringify(back.json.lost_terms),
  );
});

test('generate: a document dated before 1970 is refused at its date (DataFatturaType), not a 422', async (t) => {
  const invoice = { ...fatturaPaInvoice(1), date: '1969-12-31', due_date: '1970-01-31' };
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 400, res.text.slice(0, 600));
  t.like(
    res.json.details.find((d: any) => d.path === '$.invoice.date'),
    { code: 'INVALID_VALUE' },
  );
  const taken = await service.post('/v1/generate', {
    format: 'fatturapa',
    invoice: { ...invoice, date: '1970-01-01' },
  });
  t.is(taken.status, 200, taken.text.slice(0, 600));
});

test('generate: names, addresses and descriptions outside Latin-1 or over their length are written with a warning each, and convert lists them', async (t) => {
  const invoice = fatturaPaInvoice(2);
  invoice.buyer.name = 'ООО Ромашка'; // BT-44: Cyrillic has no Latin-1 spelling
  invoice.seller.street = `Via ${'Lunga '.repeat(12)}1`; // BT-35: over Indirizzo's 60
  invoice.items[0].description = 'Łódź ✓ consulenza'; // BT-153: Ł spelled L, ź z (ó is Latin-1), ✓ has none
  invoice.items[1].description = 'Consulenza è già Latin-1'; // as given: no warning
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 200, res.text.slice(0, 600));
  // Generate says so itself, at the field's path.
  t.is(res.json.validation.status, 'valid_with_warnings');
  t.like(
    res.json.validation.warnings.find((w: any) => w.location === '$.invoice.buyer.name'),
    { rule_id: 'FATTURAPA_NOT_CARRIED', severity: 'warning', business_terms: ['BT-44'] },
  );
  const xml = xmlOf(res);
  t.regex(xml, /<Denominazione>\?\?\? \?\?\?\?\?\?\?<\/Denominazione>/);
  t.regex(xml, /<Descrizione>Lódz \? consulenza<\/Descrizione>/);
  t.regex(xml, /<Descrizione>Consulenza è già Latin-1<\/Descrizione>/);
  const checked = await service.post('/v1/validate', { format: 'fatturapa', invoice });
  t.true(checked.json.valid, checked.text.slice(0, 600));
  const warned = checked.json.format.warnings
    .map((w: any) => w.message)
    .filter((m: string) => / is written /.test(m));
  t.deepEqual(warned.sort(), [
    'invoice.buyer.name (BT-44) is written as "??? ???????": the Latin-1 characters its FatturaPA place takes',
    'invoice.items[0].description (BT-153) is written as "Lódz ? consulenza": the Latin-1 characters its FatturaPA place takes',
    'invoice.seller.street (BT-35) is written cut to the 60 characters its FatturaPA place takes',
  ]);
  // The same invoice in UBL converted into FatturaPA: each rewritten term is listed as lost.
  const back = await throughUbl(t, invoice);
  const lost = back.json.lost_terms.map((l: any) => `${l.business_term} ${l.source_path}`);
  for (const term of [
    'BT-44 $.invoice.buyer.name',
    'BT-35 $.invoice.seller.street',
    'BT-153 $.invoice.items[0].description',
  ])
    t.true(lost.includes(term), lost.join('\n'));
  t.false(lost.includes('BT-153 $.invoice.items[1].description'), lost.join('\n'));
});

test('generate: an invoice number Numero cannot hold as given is refused, never cut or respelled', async (t) => {
  const refused = async (number: string) => {
    const invoice = { ...fatturaPaInvoice(1), number };
    const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
    t.is(res.status, 400, res.text.slice(0, 600));
    return res.json.details.find((d: any) => d.path === '$.invoice.number');
  };
  t.like(await refused('FT-2026-000000000000001'), { code: 'TOO_LONG' }); // 23 > String20Type
  t.like(await refused('Fatt-è-1'), {
    code: 'INVALID_VALUE',
    message:
      'FatturaPA Numero (String20Type) takes Basic Latin characters only: the number would read "Fatt-e-1"',
  });
  // 20 Basic Latin characters are written as given; other formats take the longer number.
  const invoice = { ...fatturaPaInvoice(1), number: 'FT/2026-0000000000/1' };
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 200, res.text.slice(0, 600));
  t.regex(xmlOf(res), /<Numero>FT\/2026-0000000000\/1<\/Numero>/);
});

test('generate: a seller phone or e-mail Contatti cannot hold and a CAP abroad are warned, not dropped silently', async (t) => {
  const base = fatturaPaInvoice(1);
  const invoice = {
    ...base,
    seller: { ...base.seller, phone: '+39 02 1234 5678 999', email: 'a@b' },
    buyer: {
      ...base.buyer,
      country: 'DE',
      postal_code: '10115',
      city: 'Berlin',
      vat_id: 'DE123456789',
      codice_fiscale: undefined,
      codice_destinatario: 'XXXXXXX',
    },
  };
  const res = await service.post('/v1/generate', { format: 'fatturapa', invoice });
  t.is(res.status, 200, res.text.slice(0, 600));
  const xml = xmlOf(res);
  t.notRegex(xml, /<Contatti>/);
  t.regex(xml, /<CAP>00000<\/CAP>/);
  const checked = await service.post('/v1/validate', { format: 'fatturapa', invoice });
  const warned = checked.json.format.warnings.map((w: any) => w.message);
  for (const expected of [
    'invoice.seller.phone (BT-42) is not written: Telefono takes 5 to 12 Basic Latin characters (written without spaces and separators when longer)',
    'invoice.seller.email (BT-43) is not written: Email takes 7 to 256 characters of the form name@domain.tld',
    'invoice.buyer.postal_code (BT-53) is not written: CAP holds an Italian postal code: an address abroad states 00000',
  ])
    t.true(warned.includes(expected), warned.join('\n'));
  // The Italian seller's CAP is written: no warning for it.
  t.false(
    warned.some((m: string) => m.startsWith('invoice.seller.postal_code')),
    warned.join('\n'),
  );
});
