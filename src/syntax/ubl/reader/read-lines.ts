/**
 * BG-25 invoice lines (cac:InvoiceLine, cac:CreditNoteLine) from the values of the UBL binding
 * table, every term as written: BT-146 with its base quantity BT-149, gross price and discount
 * (BT-148/147), line allowances and charges (BG-27/28), and BT-131 kept as the stated net
 * amount, so that a difference to what the line's terms compute is reported, never hidden.
 */
import { Decimal, round2 } from '../../../domain/decimal.js';
import type { AllowanceChargeInput, LineInput } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import type { Dropped } from '../../../retrieve/read-result.js';
import { allowancesCharges } from '../../cii/reader/read-lines.js';
import { date, dec, defined, identifier, list, obj, str } from '../../cii/reader/values.js';

/** BT-131 as the line's own terms compute it: qty × price ÷ base − allowances + charges. */
function computedNet(l: LineInput): Decimal {
  const base = l.baseQuantity && !l.baseQuantity.isZero() ? l.baseQuantity : new Decimal(1);
  const sum = (xs: AllowanceChargeInput[] | undefined) => (xs ?? []).reduce((s, x) => s.plus(x.amount ?? 0), new Decimal(0));
  return round2(l.quantity.times(l.unitPrice).dividedBy(base)).minus(sum(l.allowances)).plus(sum(l.charges));
}

/** One BG-25; `where` names it in reports ("InvoiceLine[2]"). */
export function readLine(v: Values, position: number, where: string, dropped: Dropped[]): LineInput {
  const period = obj(v, 'BG-26');
  const line: LineInput = defined({
    id: str(v, 'BT-126') ?? String(position),
    description: str(v, 'BT-153') ?? '',
    quantity: dec(v, 'BT-129') ?? new Decimal(1),
    unitCode: str(v, 'BT-130') ?? 'C62',
    unitPrice: dec(v, 'BT-146') ?? new Decimal(0),
    vatRate: dec(v, 'BT-152') ?? new Decimal(0),
    taxCategory: str(v, 'BT-151'),
    note: str(v, 'BT-127'),
    objectIdentifier: identifier(v, 'BT-128'),
    period: period ? defined({ start: date(period, 'BT-134'), end: date(period, 'BT-135') }) : undefined,
    orderLineReference: str(v, 'BT-132'),
    accountingCost: str(v, 'BT-133'),
    allowances: allowancesCharges(list(v, 'BG-27'), ['BT-138', 'BT-137', 'BT-136', 'BT-140', 'BT-139']),
    charges: allowancesCharges(list(v, 'BG-28'), ['BT-143', 'BT-142', 'BT-141', 'BT-145', 'BT-144']),
    grossPrice: dec(v, 'BT-148'),
    priceDiscount: dec(v, 'BT-147'),
    baseQuantity: dec(v, 'BT-149'),
    baseQuantityUnit: str(v, 'BT-150'),
    itemDescription: str(v, 'BT-154'),
    sellerItemId: str(v, 'BT-155'),
    buyerItemId: str(v, 'BT-156'),
    standardItemId: identifier(v, 'BT-157'),
    classifications: list(v, 'BT-158/classification')
      .filter((c) => str(c, 'BT-158'))
      .map((c) => defined({ code: str(c, 'BT-158')!, listId: str(c, 'BT-158-1') ?? '', listVersion: str(c, 'BT-158-2') })),
    originCountry: str(v, 'BT-159'),
    attributes: list(v, 'BG-32').map((a) => ({ name: str(a, 'BT-160') ?? '', value: str(a, 'BT-161') ?? '' })),
    statedNetAmount: dec(v, 'BT-131'),
  });
  const stated = line.statedNetAmount;
  if (stated) {
    let computed = computedNet(line);
    if (!computed.isZero() && computed.negated().equals(stated)) {
      // A return line written with a positive quantity and a negative amount: the sign goes to BT-129.
      line.quantity = line.quantity.negated();
      dropped.push({ bt: 'BT-129', path: `${where}/Quantity`, value: line.quantity.negated().toString(), reason: `negated to ${line.quantity.toString()}, the sign of the stated line net amount BT-131` });
      computed = computedNet(line);
    }
    if (!computed.equals(stated)) {
      dropped.push({ bt: 'BT-131', path: `${where}/LineExtensionAmount`, value: stated.toString(), reason: `the line's quantity, price, base quantity and allowances/charges give ${computed.toFixed(2)}` });
    }
  }
  return line;
}
