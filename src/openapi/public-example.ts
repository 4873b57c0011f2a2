/**
 * The public example request (a German seller invoicing a French buyer, valid as it stands):
 * the example of validate and generate in the OpenAPI document, so Swagger UI's "Try it out"
 * starts from a request that works. test/fixtures/public-example.json is the same data (a test
 * keeps them equal).
 */
export default {
  format: 'auto',
  profile: 'en16931',
  template: 'minimal',
  locale: 'en',
  invoice: {
    number: 'INV-2025-0042',
    date: '2025-03-14',
    due_date: '2025-04-13',
    currency: 'EUR',
    notes: 'Project Atlas, March 2025',
    seller: {
      name: 'Muster Software GmbH',
      vat_id: 'DE123456789',
      street: 'Friedrichstraße 123',
      city: 'Berlin',
      postal_code: '10117',
      country: 'DE',
      email: 'billing@muster-software.de',
      phone: '+49 30 1234567',
    },
    buyer: {
      name: 'Exemple Conseil SARL',
      vat_id: 'FR40303265045',
      street: '12 rue de la Paix',
      city: 'Paris',
      postal_code: '75002',
      country: 'FR',
      email: 'compta@exemple-conseil.fr',
    },
    items: [
      {
        description: 'Software development',
        quantity: 12,
        unit: 'HUR',
        unit_price: 95.0,
        vat_rate: 19.0,
      },
      {
        description: 'Hosting, March 2025',
        quantity: 1,
        unit: 'MON',
        unit_price: 49.9,
        vat_rate: 19.0,
      },
    ],
    payment: {
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      terms: 'Payable within 30 days',
    },
  },
};
