/**
 * France (issue 41): the BR-FR rules that compare values (BR-FR-09, 22, CO-*, DEC-*, MV-06),
 * checked before generation. Per rule, a French invoice that breaks it: validate names the rule
 * at the field's JSON path and generate refuses the same data; and the independent checker finds
 * the same rule in the document the writers produce for that data. The document is written as
 * it would have been before the French rules came into force (issue date 2026-08-31: no BR-FR
 * checks), so nothing but the checker stands between the data and the rule. The checker starts a
 * JVM per document: a sample runs by default, every rule with EINVOICE_CONFORMANCE=1.
 */
import test from 'ava';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { describeError } from '../../src/errors/api-error.js';
import {
  checkerPath,
  corpusDir,
  exhaustive,
  limit,
  skipReason,
  tempFile,
  type CheckResult,
} from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { frenchInvoice, writeFrench } from './helpers.js';

interface Case {
  rule: string;
  path: string;
  change: (inv: any) => void;
  /** The type code of the base document (default 380). */
  type?: '380' | '381';
}

const SIREN = '303265045';

const CASES: readonly Case[] = [
  {
    rule: 'BR-FR-03',
    path: '$.invoice.due_date',
    change: (inv) => {
      inv.due_date = '2100-01-04';
    },
  },
  {
    rule: 'BR-FR-04',
    path: '$.invoice.type_code',
    change: (inv) => {
      inv.type_code = '326';
    },
  },
  {
    rule: 'BR-FR-06',
    path: '$.invoice.invoice_notes[4].subject_code',
    change: (inv) => {
      inv.invoice_notes.push({ text: 'Pénalités : 10 %', subject_code: 'PMT' });
    },
  },
  {
    rule: 'BR-FR-16',
    path: '$.invoice.items[0].vat_rate',
    change: (inv) => {
      inv.items[0].vat_rate = 6;
    },
  },
  {
    rule: 'BR-FR-17',
    path: '$.invoice.attachments[0].description',
    change: (inv) => {
      inv.attachments = [{ id: 'A1', description: 'Contrat', url: 'https://exemple.fr/a1.pdf' }];
    },
  },
  {
    rule: 'BR-FR-18',
    path: '$.invoice.attachments[1].description',
    change: (inv) => {
      inv.attachments = [
        { id: 'A1', description: 'LISIBLE', url: 'https://exemple.fr/a1.pdf' },
        { id: 'A2', description: 'LISIBLE', url: 'https://exemple.fr/a2.pdf' },
      ];
    },
  },
  {
    rule: 'BR-FR-20',
    path: '$.invoice.invoice_notes[3].text',
    change: (inv) => {
      inv.invoice_notes[3].text = 'B2G';
    },
  },
  {
    rule: 'BR-FR-31',
    path: '$.invoice.invoice_notes[4].subject_code',
    change: (inv) => {
      inv.invoice_notes.push({ text: 'B2C', subject_code: 'BAR' });
    },
  },
  {
    rule: 'BR-FR-23',
    path: '$.invoice.seller.peppol_id',
    change: (inv) => {
      inv.seller.peppol_id = '0225:303265045#compta';
    },
  },
  {
    rule: 'BR-FR-32',
    path: '$.invoice.buyer.identifiers[0].id',
    change: (inv) => {
      inv.buyer.identifiers = [{ id: '5420654', scheme: '0002' }];
    },
  },
  {
    rule: 'BR-FR-09',
    path: '$.invoice.seller.identifiers[0].id',
    change: (inv) => {
      inv.seller.identifiers = [{ id: '12345678900012', scheme: '0009' }];
    },
  },
  {
    rule: 'BR-FR-22',
    path: '$.invoice.seller.peppol_id',
    change: (inv) => {
      inv.type_code = '389';
      inv.seller.peppol_id = '0225:999999999';
    },
  },
  {
    rule: 'BR-FR-CO-03',
    path: '$.invoice.contract_reference',
    change: (inv) => {
      inv.type_code = '262';
      inv.preceding_invoices = [{ number: 'FA-2026-0001', date: '2026-09-15' }];
      inv.invoicing_period = { start: '2026-01-01', end: '2026-06-30' };
    },
  },
  {
    rule: 'BR-FR-CO-04',
    path: '$.invoice.preceding_invoices',
    change: (inv) => {
      inv.type_code = '384';
      delete inv.preceding_invoices;
    },
  },
  {
    rule: 'BR-FR-CO-05',
    path: '$.invoice.preceding_invoices',
    type: '381',
    change: (inv) => {
      delete inv.preceding_invoices;
    },
  },
  {
    rule: 'BR-FR-CO-07',
    path: '$.invoice.due_date',
    change: (inv) => {
      inv.due_date = '2026-08-01';
    },
  },
  {
    rule: 'BR-FR-CO-08',
    path: '$.invoice.type_code',
    change: (inv) => {
      inv.business_process = 'S4';
      inv.type_code = '386';
    },
  },
  {
    rule: 'BR-FR-CO-09',
    path: '$.invoice.paid_amount',
    change: (inv) => {
      inv.business_process = 'S2';
    },
  },
  {
    rule: 'BR-FR-CO-10',
    path: '$.invoice.seller.identifiers[1].scheme',
    change: (inv) => {
      inv.seller.identifiers = [
        { id: '3012345678901', scheme: '0088' },
        { id: '3012345678902', scheme: '0088' },
      ];
    },
  },
  {
    rule: 'BR-FR-CO-12',
    path: '$.invoice.tax_currency',
    change: (inv) => {
      inv.currency = 'USD';
    },
  },
  {
    rule: 'BR-FR-CO-14',
    path: '$.invoice.invoice_notes',
    change: (inv) => {
      inv.seller.identifiers = [{ id: 'FR123', scheme: '0231' }];
      inv.tax_representative = {
        name: 'Groupe TVA',
        vat_id: 'FR40303265045',
        address: { street: '1 rue', city: 'Paris', postal_code: '75001', country: 'FR' },
      };
    },
  },
  {
    rule: 'BR-FR-CO-15',
    path: '$.invoice.tax_representative.vat_id',
    change: (inv) => {
      inv.seller.identifiers = [{ id: 'FR123', scheme: '0231' }];
      inv.invoice_notes.push({ text: 'MEMBRE_ASSUJETTI_UNIQUE', subject_code: 'TXD' });
    },
  },
  {
    rule: 'BR-FR-DEC-02',
    path: '$.invoice.items[0].quantity',
    change: (inv) => {
      inv.items[0].quantity = 10.12345;
    },
  },
  {
    rule: 'BR-FR-DEC-03',
    path: '$.invoice.items[0].unit_price',
    change: (inv) => {
      inv.items[0].unit_price = 100.1234567;
    },
  },
  {
    rule: 'BR-FR-DEC-04',
    path: '$.invoice.items[0].vat_rate',
    change: (inv) => {
      inv.items[0].vat_rate = 5.555;
    },
  },
  {
    rule: 'BR-FR-MV-06',
    path: '$.invoice.business_process',
    change: (inv) => {
      inv.business_process = 'S8';
    },
  },
];

const broken = (c: Case, date = '2026-10-05'): any => {
  const inv = frenchInvoice('domestic', c.type ?? '380');
  inv.date = date;
  c.change(inv);
  return { format: 'cii', invoice: inv };
};

const validate = (body: any) => validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
const generateProblems = (body: any): { path: string; message: string }[] => {
  try {
    checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
    return [];
  } catch (e: any) {
    return describeError(e).problems.map((p: any) => ({ path: p.path, message: p.message }));
  }
};

test('each rule: validate names it at the field, and generate refuses the same data', (t) => {
  t.deepEqual(validate({ format: 'cii', invoice: frenchInvoice('domestic') }).issues, []);
  for (const c of CASES) {
    const issues = validate(broken(c)).issues;
    const hit = issues.find((i) => i.path === c.path && i.message.includes(`(${c.rule}`));
    t.truthy(hit, `${c.rule}: ${JSON.stringify(issues.map((i) => [i.path, i.message]))}`);
    t.true(
      generateProblems(broken(c)).some((p) => p.path === c.path && p.message.includes(c.rule)),
      `${c.rule}: generate`,
    );
    // Before the French rules are in force, nothing refuses it (the checker's document below).
    t.false(
      validate(broken(c, '2026-08-31')).issues.some((i) => i.message.includes(c.rule)),
      `${c.rule}: before 2026-09-01`,
    );
  }
});

test('the rules do not touch what they allow', (t) => {
  const ok = (change: (inv: any) => void, type: '380' | '381' = '380') => {
    const inv = frenchInvoice('domestic', type);
    change(inv);
    return validate({ format: 'ubl', invoice: inv }).issues.map((i) => i.message);
  };
  t.deepEqual(
    ok((inv) => {
      inv.seller.identifiers = [{ id: `${SIREN}00012`, scheme: '0009' }];
    }),
    [],
  );
  t.deepEqual(
    ok((inv) => {
      inv.type_code = '386';
      inv.due_date = '2026-09-01';
    }),
    [],
  );
  t.deepEqual(
    ok((inv) => {
      inv.items[0].quantity = 10.1234;
      inv.items[0].unit_price = 100.123456;
    }),
    [],
  );
});

/** Which rules the checker runs on by default (every one with EINVOICE_CONFORMANCE=1). */
const SAMPLE = new Set(['BR-FR-09', 'BR-FR-CO-05', 'BR-FR-CO-07', 'BR-FR-MV-06']);

requires(skipReason(true))(
  'the checker finds each rule in the document written for the same data',
  async (t) => {
    t.timeout(30 * 60_000);
    const chosen = CASES.filter((c) => exhaustive || SAMPLE.has(c.rule));
    const results = await limit(
      2,
      chosen.map((c) => async () => {
        const { xml } = writeFrench(broken(c, '2026-08-31'));
        const file = tempFile(`fr-rule-${c.rule}.xml`, xml);
        const r = await promisify(execFile)(
          'python3',
          [checkerPath, 'fr-cii', file, '--corpus', corpusDir],
          { maxBuffer: 1 << 24 },
        ).catch((e: { code?: number; stdout?: string }) => {
          if (e.code === 1 && e.stdout) return { stdout: e.stdout };
          throw e;
        });
        return JSON.parse(r.stdout) as CheckResult;
      }),
    );
    chosen.forEach((c, i) => {
      const r = results[i]!;
      const fatal = [...new Set(r.fatal)];
      t.log(`${c.rule}: checker fatal [${fatal.join(' ')}]`);
      t.true(
        fatal.some(
          (id) => id === c.rule || (/^[_-]/.test(id.slice(c.rule.length)) && id.startsWith(c.rule)),
        ),
        `${c.rule}: ${fatal.join(' ')}`,
      );
    });
  },
);
