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
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { describeError } from '../../src/errors/api-error.js';
import { check, exhaustive, limit, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { frenchInvoice, writeFrench } from './helpers.js';

interface Case {
  rule: string;
  path: string;
  change: (inv: any) => void;
  /** The type code of the base document (default 380). */
  type?: '380' | '381';
  /** EXTENDED-CTC-FR, for data only that profile carries (line groups, further BT-18); default EN16931. */
  profile?: 'extended_ctc_fr';
  /** The syntaxes whose documents carry the data (default CII and UBL). */
  syntaxes?: readonly Syntax[];
}

type Syntax = 'cii' | 'ubl';

/** Multi-vendor lines: two group lines, each with its sub-invoice number (BT-128, AFL), and a detail line. */
function groupLines(inv: any, afl: [string, string]): void {
  const [first, second] = afl;
  inv.items = [
    {
      description: 'Vendeur A',
      quantity: 1,
      unit: 'C62',
      unit_price: 0,
      vat_rate: 20,
      line_status: 'GROUP',
      object_identifier: { id: first, scheme: 'AFL' },
    },
    {
      description: 'Vendeur B',
      quantity: 1,
      unit: 'C62',
      unit_price: 0,
      vat_rate: 20,
      line_status: 'GROUP',
      object_identifier: { id: second, scheme: 'AFL' },
    },
    {
      description: 'Conseil',
      quantity: 10,
      unit: 'HUR',
      unit_price: 100,
      vat_rate: 20,
      parent_line_id: '2',
      object_identifier: { id: second, scheme: 'AFL' },
    },
  ];
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
    rule: 'BR-FR-24',
    path: '$.invoice.seller.identifiers[0].id',
    change: (inv) => {
      inv.seller.identifiers = [{ id: 'CLIENT#42', scheme: '0224' }];
    },
  },
  {
    rule: 'BR-FR-26',
    path: '$.invoice.buyer.identifiers[0].id',
    change: (inv) => {
      inv.buyer.identifiers = [{ id: 'C'.repeat(101), scheme: '0224' }];
    },
  },
  {
    rule: 'BR-FR-29',
    path: '$.invoice.further_invoiced_objects[0].scheme',
    profile: 'extended_ctc_fr',
    syntaxes: ['cii'],
    change: (inv) => {
      inv.invoiced_object = { id: 'SF-1', scheme: 'AFL' };
      inv.further_invoiced_objects = [{ id: 'SF-2', scheme: 'AFL' }];
    },
  },
  {
    rule: 'BR-FR-MV-13',
    path: '$.invoice.type_code',
    change: (inv) => {
      inv.business_process = 'S8';
      inv.type_code = '389';
    },
  },
  {
    rule: 'BR-FR-BD-13',
    path: '$.invoice.type_code',
    change: (inv) => {
      inv.business_process = 'S9';
    },
  },
  {
    rule: 'BR-FR-MV-02',
    path: '$.invoice.items',
    change: (inv) => {
      inv.business_process = 'S8';
    },
  },
  {
    rule: 'BR-FR-BD-02',
    path: '$.invoice.items',
    change: (inv) => {
      inv.business_process = 'S9';
      inv.type_code = '389';
    },
  },
  {
    rule: 'BR-FR-MV-07',
    path: '$.invoice.items[0].object_identifier',
    change: (inv) => {
      inv.business_process = 'S8';
    },
  },
  {
    rule: 'BR-FR-MV-05',
    path: '$.invoice.items[1]',
    profile: 'extended_ctc_fr',
    syntaxes: ['cii'],
    change: (inv) => {
      inv.business_process = 'S8';
      groupLines(inv, ['SF-1', 'SF-2']);
    },
  },
  {
    rule: 'BR-FR-MV-12',
    path: '$.invoice.items[1].object_identifier.id',
    profile: 'extended_ctc_fr',
    syntaxes: ['cii'],
    change: (inv) => {
      inv.business_process = 'S8';
      groupLines(inv, ['SF-1', 'SF-1']);
    },
  },
  {
    rule: 'BR-FR-MV-06',
    path: '$.invoice.items[0].seller.legal_registration',
    change: (inv) => {
      inv.business_process = 'S8';
    },
  },
];

const broken = (c: Case, date = '2026-10-05', syntax: Syntax = 'cii'): any => {
  const inv = frenchInvoice('domestic', c.type ?? '380');
  inv.date = date;
  c.change(inv);
  return { format: syntax, ...(c.profile ? { profile: c.profile } : {}), invoice: inv };
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

const syntaxesOf = (c: Case): readonly Syntax[] => c.syntaxes ?? ['cii', 'ubl'];

test('each rule: validate names it at the field, and generate refuses the same data', (t) => {
  for (const syntax of ['cii', 'ubl'] as const)
    t.deepEqual(validate({ format: syntax, invoice: frenchInvoice('domestic') }).issues, []);
  for (const c of CASES) {
    for (const syntax of syntaxesOf(c)) {
      const id = `${c.rule} (${syntax})`;
      const issues = validate(broken(c, undefined, syntax)).issues;
      const hit = issues.find((i) => i.path === c.path && i.message.includes(`(${c.rule}`));
      t.truthy(hit, `${id}: ${JSON.stringify(issues.map((i) => [i.path, i.message]))}`);
      t.true(
        generateProblems(broken(c, undefined, syntax)).some(
          (p) => p.path === c.path && p.message.includes(c.rule),
        ),
        `${id}: generate`,
      );
      // Before the French rules are in force, nothing refuses it (the checker's document below).
      t.false(
        validate(broken(c, '2026-08-31', syntax)).issues.some((i) => i.message.includes(c.rule)),
        `${id}: before 2026-09-01`,
      );
    }
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
      inv.seller.identifiers = [{ id: 'FOURNISSEUR-42_A.b+c', scheme: '0224' }];
      inv.buyer.identifiers = [{ id: 'C'.repeat(100), scheme: '0224' }];
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

test('BR-FR-MV-05 takes a group line equal to its sub-lines, information lines left out', (t) => {
  const inv = frenchInvoice('domestic');
  inv.business_process = 'S8';
  groupLines(inv, ['SF-1', 'SF-2']);
  inv.items[1].unit_price = 1000;
  inv.items.push({
    description: 'Note',
    quantity: 1,
    unit: 'C62',
    unit_price: 5,
    vat_rate: 20,
    parent_line_id: '2',
    line_status: 'INFORMATION',
    object_identifier: { id: 'SF-2', scheme: 'AFL' },
  });
  const issues = validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv }).issues;
  t.false(
    issues.some((i) => i.message.includes('BR-FR-MV-05')),
    JSON.stringify(issues.map((i) => i.message)),
  );
  t.false(issues.some((i) => /BR-FR-MV-(02|07|12|13)/.test(i.message)));
});

/**
 * Rules the general checks already keep: a request cannot state what they forbid, so the French
 * rule never has the last word. BR-FR-DEC-01 (amounts of at most 19 digits with 2 decimals): every
 * amount a request gives is refused beyond 2 decimals, and amounts stay below 10^15 (17 digits).
 * BR-FR-27 and BR-FR-28 (an item attribute, BG-32, with its name and value): both are required.
 */
test('BR-FR-DEC-01, 27 and 28: the general checks refuse the data first, at the field', (t) => {
  const cases: [string, (inv: any) => void][] = [
    [
      '$.invoice.allowances[0].amount',
      (inv) => {
        inv.allowances = [{ amount: 10.555, tax_category: 'S', vat_rate: 20, reason: 'Remise' }];
      },
    ],
    [
      '$.invoice.charges[0].base_amount',
      (inv) => {
        inv.charges = [
          { base_amount: 100.123, percentage: 10, tax_category: 'S', vat_rate: 20, reason: 'Port' },
        ];
      },
    ],
    [
      '$.invoice.items[0].allowances[0].amount',
      (inv) => {
        inv.items[0].allowances = [{ amount: 1.555, reason: 'Remise' }];
      },
    ],
    [
      '$.invoice.paid_amount',
      (inv) => {
        inv.paid_amount = 1.234;
      },
    ],
    [
      '$.invoice.rounding_amount',
      (inv) => {
        inv.rounding_amount = 0.001;
      },
    ],
    [
      '$.invoice.items[0]',
      (inv) => {
        inv.items[0].quantity = 1e14;
        inv.items[0].unit_price = 9999;
      },
    ],
    [
      '$.invoice.items[0].attributes[0].name',
      (inv) => {
        inv.items[0].attributes = [{ name: '', value: 'bleu' }];
      },
    ],
    [
      '$.invoice.items[0].attributes[0].value',
      (inv) => {
        inv.items[0].attributes = [{ name: 'Couleur', value: '' }];
      },
    ],
  ];
  for (const syntax of ['cii', 'ubl'] as const)
    for (const [path, change] of cases) {
      const inv = frenchInvoice('domestic');
      change(inv);
      const issues = validate({ format: syntax, invoice: inv }).issues;
      t.true(
        issues.some((i) => i.path === path),
        `${syntax} ${path}: ${JSON.stringify(issues.map((i) => [i.path, i.message]))}`,
      );
    }
});

/** Which rules the checker runs on by default (every one with EINVOICE_CONFORMANCE=1). */
const SAMPLE = new Set(['BR-FR-09', 'BR-FR-CO-05', 'BR-FR-CO-07', 'BR-FR-MV-06', 'BR-FR-MV-13']);

/**
 * Assert ids the published Schematron gives a rule under another name, in FNFE's UBL version:
 * pattern BR-FR-31 names its assert BR-FR-30_BT-21 (its message says BR-FR-31), pattern
 * BR-FR-BD-13 names it BR-FR-MV-BD_BT-3.
 */
const PUBLISHED_IDS: Readonly<Record<string, Partial<Record<Syntax, string>>>> = {
  'BR-FR-31': { ubl: 'BR-FR-30_BT-21' },
  'BR-FR-BD-13': { ubl: 'BR-FR-MV-BD_BT-3' },
};

/** Whether a checker finding is the case's rule (its id, or an assert of it: BR-FR-09_BT-29). */
const findsRule = (c: Case, syntax: Syntax, id: string): boolean =>
  id === c.rule ||
  (/^[_-]/.test(id.slice(c.rule.length)) && id.startsWith(c.rule)) ||
  id === PUBLISHED_IDS[c.rule]?.[syntax];

/** The checker's kind for a case's document in a syntax. */
const kindOf = (c: Case, syntax: Syntax): string =>
  `fr-${syntax}${c.profile === 'extended_ctc_fr' ? '-extended' : ''}`;

requires(skipReason(true))(
  'the checker finds each rule in the document written for the same data, in CII and UBL',
  async (t) => {
    t.timeout(30 * 60_000);
    const chosen = CASES.filter((c) => exhaustive || SAMPLE.has(c.rule)).flatMap((c) =>
      syntaxesOf(c).map((syntax) => ({ c, syntax })),
    );
    const results = await limit(
      2,
      chosen.map(({ c, syntax }) => async () => {
        const { xml } = writeFrench(broken(c, '2026-08-31', syntax));
        const file = tempFile(`fr-rule-${c.rule}-${syntax}.xml`, xml);
        return check(kindOf(c, syntax), file);
      }),
    );
    chosen.forEach(({ c, syntax }, i) => {
      const r = results[i]!;
      const fatal = [...new Set(r.fatal)];
      t.log(`${c.rule} (${kindOf(c, syntax)}): checker fatal [${fatal.join(' ')}]`);
      t.true(
        fatal.some((id) => findsRule(c, syntax, id)),
        `${c.rule} (${syntax}): ${fatal.join(' ')}`,
      );
    });
  },
);
