/**
 * The most lines (BG-25) an invoice may have. The fact lives in invoice.proto (`max_items` of
 * `items`, enforced by protovalidate); this reads it from the generated descriptor so messages,
 * docs checks and tests never repeat the number. Sized so a ZUGFeRD EN16931 generate at the limit
 * (official validation, PDF/A-3) finishes well inside its deadline on a 2-core machine.
 */
import { getExtension } from '@bufbuild/protobuf';
import { field } from '../../../gen/buf/validate/validate_pb.js';
import { InvoiceSchema } from '../../../gen/einvoice/v1/invoice_pb.js';

function maxItems(): number {
  const rules = getExtension(InvoiceSchema.field.items.proto.options!, field);
  if (rules.type.case !== 'repeated' || !rules.type.value.maxItems)
    throw new Error('invoice.proto: items has no max_items');
  return Number(rules.type.value.maxItems);
}

export const MAX_INVOICE_ITEMS = maxItems();
