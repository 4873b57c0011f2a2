/**
 * A Dutch supplier's Peppol BIS 3 invoice to a Dutch buyer that meets the Dutch rules (NL-R-001 to
 * NL-R-009), and one case per rule that breaks it, with the JSON path the checks name. The unit
 * tests hold the checks to these cases; the conformance test holds the official Peppol rules to
 * them (the document the writer makes of each case without the checks).
 */

/** One broken rule: the request body and where the checks say so. */
export interface DutchRuleCase {
  name: string;
  rule: string;
  path: string;
  body: any;
}

/** The complete invoice (a generate/validate request body, format peppol). */
export function dutchInvoice(): any {
  return {
    format: 'peppol',
    invoice: {
      number: 'NL-2025-0042',
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'EUR',
      buyer_reference: 'PO-4711',
      purchase_order_reference: 'PO-4711',
      seller: {
        name: 'Voorbeeld Software B.V.',
        vat_id: 'NL123456789B01',
        street: 'Keizersgracht 1',
        city: 'Amsterdam',
        postal_code: '1015 AA',
        country: 'NL',
        email: 'factuur@voorbeeld.nl',
        peppol_id: '0106:12345678',
        legal_registration: { id: '12345678', scheme: '0106' },
      },
      buyer: {
        name: 'Gemeente Voorbeeld',
        vat_id: 'NL987654321B01',
        street: 'Markt 1',
        city: 'Utrecht',
        postal_code: '3511 AA',
        country: 'NL',
        peppol_id: '0190:00000000000000000001',
        legal_registration: { id: '00000000000000000001', scheme: '0190' },
      },
      items: [
        {
          description: 'Software development',
          quantity: 1,
          unit: 'HUR',
          unit_price: 100,
          vat_rate: 21,
          order_line_reference: '1',
        },
      ],
      payment: {
        iban: 'NL91ABNA0417164300',
        terms: 'Payable within 30 days',
      },
    },
  };
}

/** One case per Dutch rule, each breaking only that rule. */
export function dutchRuleCases(): DutchRuleCase[] {
  const make = (
    name: string,
    rule: string,
    path: string,
    edit: (inv: any) => void,
  ): DutchRuleCase => {
    const body = dutchInvoice();
    edit(body.invoice);
    return { name, rule, path, body };
  };
  return [
    make(
      'a credit note without the invoice it corrects',
      'NL-R-001',
      '$.invoice.preceding_invoices',
      (inv) => {
        inv.type_code = '381';
      },
    ),
    make("the supplier's street missing", 'NL-R-002', '$.invoice.seller.street', (inv) => {
      inv.seller.street = '';
    }),
    make("the supplier's post code missing", 'NL-R-002', '$.invoice.seller.postal_code', (inv) => {
      inv.seller.postal_code = '';
    }),
    make(
      "the supplier's registration with GLN",
      'NL-R-003',
      '$.invoice.seller.legal_registration.scheme',
      (inv) => {
        inv.seller.legal_registration = { id: '4000001000005', scheme: '0088' };
      },
    ),
    make("a Dutch buyer's city missing", 'NL-R-004', '$.invoice.buyer.city', (inv) => {
      inv.buyer.city = '';
    }),
    make(
      "a Dutch buyer's registration with GLN",
      'NL-R-005',
      '$.invoice.buyer.legal_registration.scheme',
      (inv) => {
        inv.buyer.legal_registration = { id: '4000001000005', scheme: '0088' };
      },
    ),
    make(
      "a Dutch tax representative's street missing",
      'NL-R-006',
      '$.invoice.tax_representative.address.street',
      (inv) => {
        inv.tax_representative = {
          name: 'Fiscaal Vertegenwoordiger B.V.',
          vat_id: 'NL111222333B01',
          address: { city: 'Rotterdam', postal_code: '3011 AA', country: 'NL' },
        };
      },
    ),
    make(
      'an amount due without payment instructions',
      'NL-R-007',
      '$.invoice.payment.iban',
      (inv) => {
        inv.payment = { terms: 'Payable within 30 days' };
      },
    ),
    make(
      'payment means 31 between Dutch parties',
      'NL-R-008',
      '$.invoice.payment.means_code',
      (inv) => {
        inv.payment.means_code = '31';
      },
    ),
    make(
      "a credit note's due date without a payment means code",
      'NL-R-008',
      '$.invoice.payment.means_code',
      (inv) => {
        // The due date goes in a payment means of its own, code 1 when nothing names another.
        inv.type_code = '381';
        inv.preceding_invoices = [{ number: 'NL-2025-0041', date: '2025-03-01' }];
        inv.payment = { terms: 'Refunded within 30 days' };
      },
    ),
    make(
      'an order line reference without the order',
      'NL-R-009',
      '$.invoice.purchase_order_reference',
      (inv) => {
        inv.purchase_order_reference = '';
      },
    ),
  ];
}
