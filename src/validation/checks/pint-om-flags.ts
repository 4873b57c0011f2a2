/** PINT OM BTOM-001: the positions (1-based) of the transaction types, as the OM rules name them. */
export const T = {
  fullTax: 1,
  simplified: 2,
  selfBilled: 3,
  thirdParty: 4,
  summary: 5,
  continuous: 6,
  export: 7,
  deemed: 8,
  importRcm: 9,
  profitMargin: 10,
  profitMarginSelf: 11,
  ecommerce: 12,
  importGoods: 13,
  specialZone: 14,
  prepayment: 15,
} as const;
