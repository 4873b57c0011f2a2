/**
 * `format: auto`: the rule table of src/formats/README.md, rule by rule, and the precedence
 * between rules; explicit formats are kept.
 */
import test from 'ava';
import { chooseFormat, type ChoiceRequest } from '../../src/formats/index.js';

const cases: Array<[string, ChoiceRequest, string, string]> = [
  [
    'IT buyer with codice fiscale',
    {
      invoice: {
        seller: { country: 'DE' },
        buyer: { country: 'IT', codiceFiscale: 'RSSMRA85T10A562S' },
      },
    },
    'fatturapa',
    'it-buyer-sdi',
  ],
  [
    'IT buyer with codice destinatario',
    {
      invoice: {
        seller: { country: 'FR' },
        buyer: { country: 'IT', codiceDestinatario: '0000000' },
      },
    },
    'fatturapa',
    'it-buyer-sdi',
  ],
  [
    'IT buyer with PEC',
    { invoice: { buyer: { country: 'IT', pec: 'x@pec.it' } } },
    'fatturapa',
    'it-buyer-sdi',
  ],
  [
    'IT seller and IT buyer without SDI data',
    { invoice: { seller: { country: 'IT' }, buyer: { country: 'IT' } } },
    'fatturapa',
    'it-domestic',
  ],
  [
    'IT buyer without SDI data, DE seller',
    { invoice: { seller: { country: 'DE' }, buyer: { country: 'IT' } } },
    'zugferd',
    'seller-de',
  ],
  [
    'leitweg_id',
    {
      invoice: {
        leitwegId: '04011000-12345-03',
        seller: { country: 'DE' },
        buyer: { country: 'DE' },
      },
    },
    'xrechnung',
    'leitweg-id',
  ],
  [
    'leitweg_id beats peppol ids',
    {
      invoice: {
        leitwegId: '04011000-12345-03',
        seller: { peppolId: '0088:1' },
        buyer: { peppolId: '0088:2' },
      },
    },
    'xrechnung',
    'leitweg-id',
  ],
  [
    'both peppol ids',
    {
      invoice: {
        seller: { country: 'NL', peppolId: '0106:1' },
        buyer: { country: 'BE', peppolId: '0208:2' },
      },
    },
    'peppol',
    'peppol-ids',
  ],
  [
    'only the seller peppol id',
    { invoice: { seller: { country: 'FR', peppolId: '0009:1' }, buyer: {} } },
    'facturx',
    'seller-fr',
  ],
  [
    'BE seller without peppol ids',
    { invoice: { seller: { country: 'BE' }, buyer: { country: 'BE' } } },
    'peppol',
    'seller-be',
  ],
  [
    'BE seller, NL buyer',
    { invoice: { seller: { country: 'BE' }, buyer: { country: 'NL' } } },
    'peppol',
    'seller-be',
  ],
  [
    'FR seller',
    { invoice: { seller: { country: 'FR' }, buyer: { country: 'DE' } } },
    'facturx',
    'seller-fr',
  ],
  [
    'DE seller',
    { invoice: { seller: { country: 'DE' }, buyer: { country: 'FR' } } },
    'zugferd',
    'seller-de',
  ],
  ['no country (default DE)', { invoice: { seller: {}, buyer: {} } }, 'zugferd', 'seller-de'],
  ['no invoice at all', {}, 'zugferd', 'seller-de'],
  [
    'AT seller (default rule)',
    { invoice: { seller: { country: 'AT' }, buyer: {} } },
    'zugferd',
    'default',
  ],
  [
    'format auto spelled out',
    { format: 'auto', invoice: { seller: { country: 'FR' } } },
    'facturx',
    'seller-fr',
  ],
  [
    'explicit ubl kept',
    { format: 'ubl', invoice: { leitwegId: '04011000-12345-03' } },
    'ubl',
    'requested',
  ],
  ['explicit pdf kept', { format: 'pdf' }, 'pdf', 'requested'],
];

for (const [name, req, format, rule] of cases) {
  test(`auto format: ${name} → ${format}`, (t) => {
    const choice = chooseFormat(req);
    t.is(choice.format as string, format);
    t.is(choice.rule, rule);
    t.true(choice.reason.length > 10);
  });
}

test('auto format: the default reason names the seller country', (t) => {
  t.regex(chooseFormat({ invoice: { seller: { country: 'US' } } }).reason, /seller country US/);
});

test('auto format: a Belgian seller gets Peppol BIS with the 2026 B2B default as its reason', (t) => {
  t.regex(
    chooseFormat({ invoice: { seller: { country: 'BE' } } }).reason,
    /seller country BE: Peppol BIS Billing 3\.0, the Belgian B2B default since 1 January 2026/,
  );
});
