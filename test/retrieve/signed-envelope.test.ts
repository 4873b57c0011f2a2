/**
 * Signed documents (CAdES .p7m, FatturaPA's usual form): retrieve and convert read the content
 * of the CMS envelope, in DER or BER, raw, base64 or PEM, signed once or twice, and say that the
 * signature is neither verified nor carried; a detached signature, another content type and
 * malformed or hostile envelopes are a clear refusal, never a crash. The envelopes are built here
 * (signed-envelope.ts reads no signature, so none is needed).
 */
import test from 'ava';
import { openSignedEnvelopes } from '../../src/retrieve/signed-envelope.js';
import { RetrieveError } from '../../src/retrieve/retrieve-error.js';
import { serviceForFile, withDemoKey } from '../helpers/server.js';
import { fatturaPaInvoice } from '../conformance/helpers/invoices.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { DATA, der, envelope, oid, PKCS7, SHA256, SIGNED_DATA } from '../helpers/cms-envelope.js';

const XML = Buffer.from('<?xml version="1.0"?><Invoice>signed content</Invoice>');

// --- the envelope reader ------------------------------------------------------------------------

test('the content of an envelope in DER, BER in chunks, base64, PEM, and of an envelope in an envelope', (t) => {
  const der1 = envelope(XML);
  const forms: [string, Uint8Array, number][] = [
    ['DER', der1, 1],
    ['BER, 7-byte chunks', envelope(XML, { chunks: 7 }), 1],
    ['base64 in lines', Buffer.from(der1.toString('base64').replace(/.{64}/g, '$&\r\n')), 1],
    [
      'PEM',
      Buffer.from(`-----BEGIN PKCS7-----\n${der1.toString('base64')}\n-----END PKCS7-----\n`),
      1,
    ],
    ['signed twice', envelope(envelope(XML, { chunks: 5 })), 2],
  ];
  for (const [name, bytes, envelopes] of forms) {
    const opened = openSignedEnvelopes(bytes);
    t.is(Buffer.from(opened.content).toString(), XML.toString(), name);
    t.is(opened.envelopes, envelopes, name);
  }
  // What is no envelope passes as it is.
  for (const plain of [XML, Buffer.from('%PDF-1.7'), Buffer.from('MIIx not base64 at all!')])
    t.deepEqual(openSignedEnvelopes(plain), { content: plain, envelopes: 0 });
});

test('refused with a reason: a detached signature, another content type, four envelopes deep', (t) => {
  const refusal = (bytes: Uint8Array) =>
    t.throws(() => openSignedEnvelopes(bytes), { instanceOf: RetrieveError })?.message;
  t.regex(refusal(envelope(XML, { detached: true })) ?? '', /signature only.*detached/);
  t.regex(
    refusal(envelope(XML, { contentType: oid(...PKCS7, 0x03) })) ?? '',
    /content type is not id-data/,
  );
  t.regex(refusal(envelope(envelope(envelope(envelope(XML))))) ?? '', /more than 3 envelopes/);
});

test('hostile envelopes: truncated anywhere, bytes flipped, nesting bombs and lengths past the end end in a RetrieveError or a passed-through input, never another error', (t) => {
  const sample = envelope(envelope(XML, { chunks: 3 }));
  const random = seededRandom(42);
  const inputs: Uint8Array[] = [];
  for (let n = 1; n < sample.length; n++) inputs.push(sample.subarray(0, n));
  for (let i = 0; i < 2000; i++) {
    const mutated = Buffer.from(sample);
    for (let k = 0; k < 3; k++) mutated[random.int(mutated.length)] = random.int(256);
    inputs.push(mutated);
  }
  // 100,000 nested indefinite-length OCTET STRINGs, and a length of 4 GiB − 1.
  const bomb = Buffer.concat([
    Buffer.from([0x30, 0x80]),
    SIGNED_DATA,
    Buffer.from([0xa0, 0x80, 0x30, 0x80]),
    der(0x02, Buffer.from([1])),
    der(0x31, SHA256),
    Buffer.from([0x30, 0x80]),
    DATA,
    Buffer.from([0xa0, 0x80]),
    Buffer.alloc(200_000, 0x24).map((_, i) => (i % 2 ? 0x80 : 0x24)),
  ]);
  inputs.push(bomb);
  inputs.push(Buffer.concat([Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff]), SIGNED_DATA]));
  let refused = 0;
  for (const input of inputs) {
    try {
      openSignedEnvelopes(input);
    } catch (error) {
      t.true(error instanceof RetrieveError, String(error));
      refused++;
    }
  }
  t.true(refused > 100, `refused ${refused} of ${inputs.length}`);
  t.throws(() => openSignedEnvelopes(bomb), { message: /nested too deeply|without its end/ });
});

// --- retrieve and convert -----------------------------------------------------------------------

const service = serviceForFile(test);

test('retrieve and convert read a signed FatturaPA (.xml.p7m): the invoice, the signature named as not carried; a detached one is a 422', async (t) => {
  const generated = await service.post('/v1/generate', {
    format: 'fatturapa',
    invoice: fatturaPaInvoice(2),
  });
  t.is(generated.status, 200, generated.text.slice(0, 800));
  const xml = Buffer.from(generated.json.xml_base64, 'base64');
  const plain = await service.post('/v1/retrieve', { data_base64: xml.toString('base64') });
  const signed = envelope(xml, { chunks: 1000 });
  const read = await service.post('/v1/retrieve', { data_base64: signed.toString('base64') });
  t.is(read.status, 200, read.text.slice(0, 800));
  t.is(read.json.format.detected_format, 'fatturapa');
  t.deepEqual(read.json.invoice, plain.json.invoice);
  t.true(
    read.json.warnings.some(
      (w: any) =>
        w.code === 'FIELD_DROPPED' && /signature \(p7m\).*neither verified/.test(w.message),
    ),
  );
  const converted = await service.post('/v1/convert', {
    data_base64: signed.toString('base64'),
    format: 'ubl',
  });
  t.is(converted.status, 200, converted.text.slice(0, 800));
  t.true(converted.json.lost_terms.some((l: any) => l.business_term === 'signature (p7m)'));
  // A raw body of application/pkcs7-mime, to retrieve and to convert.
  for (const [path, extra] of [
    ['/v1/retrieve', {}],
    ['/v1/convert', { 'x-format': 'ubl' }],
  ] as const) {
    const raw = await fetch(`${service.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...withDemoKey(), ...extra, 'content-type': 'application/pkcs7-mime' },
      body: new Uint8Array(signed),
    });
    t.is(raw.status, 200, `${path}: ${(await raw.clone().text()).slice(0, 400)}`);
    t.regex(await raw.text(), /signature \(p7m\)/, path);
  }
  const detached = await service.post('/v1/retrieve', {
    data_base64: envelope(xml, { detached: true }).toString('base64'),
  });
  t.is(detached.status, 422);
  t.is(detached.json.errors[0].code, 'UNSUPPORTED_FORMAT');
  t.regex(detached.json.errors[0].message, /detached/);
});
