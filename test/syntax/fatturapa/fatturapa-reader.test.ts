/**
 * The FatturaPA reader: any root prefix, parties with IdFiscaleIVA and CodiceFiscale, the SDI
 * routing fields, lines with Natura, and the dropped list.
 */
import test from 'ava';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readFatturaPa } from '../../../src/syntax/fatturapa/reader/read-fatturapa.js';

const fpa = (prefix: string) =>
  parseXmlSafely(`<?xml version="1.0"?>
<${prefix}:FatturaElettronica versione="FPR12" xmlns:${prefix}="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
<FatturaElettronicaHeader>
 <DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdTrasmittente><ProgressivoInvio>1</ProgressivoInvio>
  <FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>ABC1234</CodiceDestinatario></DatiTrasmissione>
 <CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdFiscaleIVA><CodiceFiscale>01234567890</CodiceFiscale>
  <Anagrafica><Denominazione>Alfa SRL</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici>
  <Sede><Indirizzo>Via Roma</Indirizzo><NumeroCivico>1</NumeroCivico><CAP>00100</CAP><Comune>Roma</Comune><Nazione>IT</Nazione></Sede></CedentePrestatore>
 <CessionarioCommittente><DatiAnagrafici><CodiceFiscale>RSSMRA80A01H501U</CodiceFiscale><Anagrafica><Nome>Mario</Nome><Cognome>Rossi</Cognome></Anagrafica></DatiAnagrafici>
  <Sede><Indirizzo>Via Po 2</Indirizzo><CAP>10100</CAP><Comune>Torino</Comune><Nazione>IT</Nazione></Sede></CessionarioCommittente>
</FatturaElettronicaHeader>
<FatturaElettronicaBody>
 <DatiGenerali><DatiGeneraliDocumento><TipoDocumento>TD04</TipoDocumento><Divisa>EUR</Divisa><Data>2024-05-02</Data><Numero>FPR 7/24</Numero>
  <Causale>Prima parte</Causale><Causale>seconda parte</Causale></DatiGeneraliDocumento></DatiGenerali>
 <DatiBeniServizi>
  <DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>Consulenza</Descrizione><Quantita>2.00</Quantita><UnitaMisura>ore</UnitaMisura><PrezzoUnitario>50.00000000</PrezzoUnitario><PrezzoTotale>100.00</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>
  <DettaglioLinee><NumeroLinea>2</NumeroLinea><Descrizione>Bollo</Descrizione><UnitaMisura>MTK</UnitaMisura><PrezzoUnitario>2.00</PrezzoUnitario><PrezzoTotale>2.00</PrezzoTotale><AliquotaIVA>0.00</AliquotaIVA><Natura>N1</Natura></DettaglioLinee>
  <DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>100.00</ImponibileImporto><Imposta>22.00</Imposta></DatiRiepilogo>
 </DatiBeniServizi>
 <DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>2024-06-01</DataScadenzaPagamento><ImportoPagamento>124.00</ImportoPagamento><IBAN>IT60 X054 2811 1010 0000 0123 456</IBAN></DettaglioPagamento></DatiPagamento>
</FatturaElettronicaBody></${prefix}:FatturaElettronica>`);

for (const prefix of ['p', 'ns2', 'FPA']) {
  test(`reads the document with root prefix ${prefix}`, (t) => {
    const { invoice } = readFatturaPa(fpa(prefix));
    t.is(invoice.number, 'FPR 7/24');
    t.is(invoice.tipoDocumento, 'TD04');
    t.is(invoice.typeCode, '381');
  });
}

test('parties: vat id from IdFiscaleIVA, codice fiscale, person name, SDI code', (t) => {
  const { invoice } = readFatturaPa(fpa('p'));
  t.like(invoice.seller, {
    name: 'Alfa SRL',
    vatId: 'IT01234567890',
    codiceFiscale: '01234567890',
    street: 'Via Roma 1',
    country: 'IT',
  });
  t.like(invoice.buyer, {
    name: 'Mario Rossi',
    codiceFiscale: 'RSSMRA80A01H501U',
    codiceDestinatario: 'ABC1234',
    city: 'Torino',
  });
});

test('Causale parts form one note; payment IBAN and due date', (t) => {
  const { invoice } = readFatturaPa(fpa('p'));
  t.is(invoice.note, 'Prima parte seconda parte');
  t.is(invoice.dueDate, '2024-06-01');
  t.deepEqual(invoice.payment, { meansCode: '58', iban: 'IT60X0542811101000000123456' });
});

test('lines: unit word mapped to Rec 20, quantity 1 when absent, Natura kept', (t) => {
  const [a, b] = readFatturaPa(fpa('p')).invoice.lines;
  t.is(a.unitCode, 'HUR');
  t.is(a.unitPrice.toString(), '50');
  t.is(b.quantity.toString(), '1');
  t.is(b.unitCode, 'MTK', 'a UN/ECE code in UnitaMisura is kept');
  t.is(b.natura, 'N1');
});

test('ModalitaPagamento is BT-81; RegimeFiscale RF01 and CondizioniPagamento TP02, the defaults, are read as no value', (t) => {
  const { invoice, dropped } = readFatturaPa(fpa('p'));
  const values = dropped.map((d) => d.value);
  for (const v of ['MP05', 'RF01', 'TP02', 'FPR12']) t.false(values.includes(v), v);
  t.is(
    invoice.seller.regimeFiscale,
    undefined,
    'RF01 is read as no value: the writer writes it so',
  );
  t.is(invoice.payment?.condizioniPagamento, undefined, 'TP02 likewise');
});
