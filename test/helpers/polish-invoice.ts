/** The Polish seller of the KSeF FA(3) tests (NIP 9999999999), in the public invoice JSON. */
export const polishSeller = (): any => ({
  name: 'ABC AGD sp. z o.o.',
  vat_id: 'PL9999999999',
  street: 'ul. Kwiatowa 1 m. 2',
  city: 'Warszawa',
  postal_code: '00-001',
  country: 'PL',
});

/** The Polish buyer of the KSeF FA(3) tests (NIP 1111111111). */
export const polishBuyer = (): any => ({
  name: 'F.H.U. Jan Kowalski',
  vat_id: 'PL1111111111',
  street: 'ul. Polna 1',
  city: 'Kraków',
  postal_code: '30-001',
  country: 'PL',
});

/** A domestic Polish invoice at 23 % and 8 % (the public invoice JSON), as KSeF FA(3) tests state it. */
export function polishInvoice(): any {
  return {
    number: 'FV/2026/03/001',
    date: '2026-03-02',
    due_date: '2026-03-16',
    currency: 'PLN',
    seller: polishSeller(),
    buyer: polishBuyer(),
    items: [
      { description: 'Lodówka', quantity: 1, unit: 'C62', unit_price: 1000, vat_rate: 23 },
      { description: 'Książka', quantity: 2, unit: 'C62', unit_price: 50, vat_rate: 8 },
    ],
    payment: { iban: 'PL61109010140000071219812874', means_code: '58' },
  };
}
