/**
 * A negative item net price (BT-146) in EXTENDED-CTC-FR: FNFE-MPE's rules lift BR-27 in both
 * syntaxes, and the French rules take a negative one in a two-way invoice only (BT-23 B9, S9, M9;
 * BR-FR-DEC-03_BT-146, isSpecialContractBD). Every other profile keeps BR-27.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { checkFrench } from './french-checker.js';
import { frenchInvoice, writeFrench } from './helpers.js';
import { twoWay, withAvv } from './multi-vendor-invoices.js';

const validate = (body: any) => validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));

/** A two-way invoice whose partner sub-invoice returns a deposit: a line at -100 under group 4. */
function withReturnedDeposit(inv: any): any {
  const group = inv.items.find((i: any) => i.id === '4');
  group.unit_price -= 100;
  inv.items.push({
    ...inv.items.find((i: any) => i.id === '5'),
    id: '6',
    description: 'Consigne retournée',
    quantity: 1,
    unit_price: -100,
  });
  return inv;
}

test('a two-way invoice takes a negative net price in CII and UBL EXTENDED-CTC-FR', (t) => {
  for (const [format, invoice] of [
    ['cii', withReturnedDeposit(twoWay())],
    ['ubl', withAvv(withReturnedDeposit(twoWay()))],
  ] as const) {
    const answer = validate({ format, profile: 'extended_ctc_fr', invoice });
    t.deepEqual(answer.issues, [], format);
  }
});

test('elsewhere a negative net price is refused: BR-FR-DEC-03 for other French frameworks, BR-27 for other profiles', (t) => {
  const plain = frenchInvoice('domestic');
  plain.items.push({ ...plain.items[0], description: 'Remise', quantity: 1, unit_price: -10 });
  const at = plain.items.length - 1;
  const issue = (format: string, profile: string) =>
    validate({ format, profile, invoice: plain }).issues.find(
      (i) => i.path === `$.invoice.items[${at}].unit_price`,
    )?.message ?? '';
  t.regex(issue('cii', 'extended_ctc_fr'), /BR-FR-DEC-03_BT-146/);
  t.regex(issue('cii', 'en16931'), /BR-27/);
  t.regex(issue('facturx', 'extended'), /BR-27/);
});

requires(skipReason(true))(
  'the checker agrees: the two-way invoice with a negative net price passes fr-cii-extended with 0 fatal',
  async (t) => {
    t.timeout(5 * 60_000);
    const { xml } = writeFrench({
      format: 'cii',
      profile: 'extended_ctc_fr',
      invoice: withReturnedDeposit(twoWay()),
    });
    t.regex(xml, /<ram:ChargeAmount>-100(\.0+)?<\/ram:ChargeAmount>/);
    const result = await checkFrench('fr-cii-extended', tempFile('negative-price.xml', xml));
    t.deepEqual(result.fatal, []);
  },
);
