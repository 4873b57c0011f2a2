/**
 * The three lifecycle-status operations behind StatusService, transport-free: validate (the
 * checks of check-status.ts, free), generate (checks, defaults, CDAR XML, then the official
 * verdict of the CDAR XSD and BR-FR-CDV rules: a message with a fatal finding is never returned)
 * and retrieve (safe parse, read, verdict). Charging and idempotency are the accounts guard's
 * (app.ts), as for invoices.
 */
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { FieldIssueSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  StatusMeaningSchema,
  type GenerateStatusRequest,
  type GenerateStatusResponseSchema,
  type RetrieveStatusRequest,
  type RetrieveStatusResponseSchema,
  type StatusFindingSchema,
  type ValidateStatusRequest,
  type ValidateStatusResponseSchema,
} from '../../../gen/einvoice/v1/status_service_pb.js';
import { apiError } from '../../errors/api-error.js';
import { checkStatus } from '../../status/check-status.js';
import { KNOWN_STATUS_CODES, statusMeaning } from '../../status/status-codes.js';
import { withDefaults } from '../../status/status-defaults.js';
import { NotCdarError, readCdar } from '../../syntax/cdar/read-cdar.js';
import { writeCdar } from '../../syntax/cdar/write-cdar.js';
import type { Finding } from '../../validation/report.js';
import { UnsafeXmlError } from '../../xml/safe-parse.js';
import type { DocumentValidator } from '../generate/validate-written.js';

/** The rule set of CDAR lifecycle statuses (CDAR D22B XSD + BR-FR-CDV Schematron). */
export const CDAR_RULE_SET = 'fr-cdar';

/** What the operations need. */
export interface StatusDependencies {
  validator: DocumentValidator;
  clock: () => Date;
  newTransactionId: () => string;
}

type Init<S extends Parameters<typeof create>[0]> = MessageInitShape<S>;
type FindingInit = { code: string; message: string; severity: string; location: string } & Init<
  typeof StatusFindingSchema
>;

function meaningOf(code: string) {
  const m = statusMeaning(code);
  return m
    ? create(StatusMeaningSchema, {
        code: m.code,
        nameFr: m.nameFr,
        nameEn: m.nameEn,
        phase: m.phase,
      })
    : undefined;
}

function findingOf(f: Finding): FindingInit {
  return {
    code: f.ruleId,
    message: f.message,
    severity: f.severity === 'fatal' || f.severity === 'error' ? 'error' : 'warning',
    location: f.location,
  };
}

/** validate: every problem with its JSON path; free. */
export function validateStatus(
  req: ValidateStatusRequest,
): Init<typeof ValidateStatusResponseSchema> {
  const problems = checkStatus(req.status);
  return {
    valid: problems.length === 0,
    errors: problems.map((p) => `${p.path}: ${p.message}`),
    issues: problems.map((p) =>
      create(FieldIssueSchema, {
        path: p.path,
        code: p.code,
        message: p.message,
        expected: p.expected ?? '',
      }),
    ),
    meaning: req.status ? meaningOf(req.status.statusCode) : undefined,
  };
}

/** The request checks of generate, run by the guard before a credit is held. */
export function checkGenerateStatus(req: GenerateStatusRequest): void {
  const problems = checkStatus(req.status);
  if (problems.length > 0) {
    throw apiError(
      'VALIDATION_FAILED',
      `the status cannot be written: ${problems
        .slice(0, 3)
        .map((p) => `${p.path}: ${p.message}`)
        .join('; ')}`,
      problems,
    );
  }
}

/** Formats `<id>@<version>` as the other answers do. */
function ruleSetNames(report: { ruleSets: { id: string; version: string }[] }): string[] {
  return report.ruleSets.map((r) => `${r.id}@${r.version}`);
}

/** The operations over their dependencies. */
export function statusOperations(deps: StatusDependencies) {
  return {
    validate: validateStatus,

    async generate(req: GenerateStatusRequest): Promise<Init<typeof GenerateStatusResponseSchema>> {
      checkGenerateStatus(req);
      const status = withDefaults(req.status!, deps.clock());
      const xml = writeCdar(status);
      const report = await deps.validator.validate(xml, [CDAR_RULE_SET]);
      const fatal = report.findings.filter((f) => f.severity === 'fatal' || f.severity === 'error');
      if (fatal.length > 0) {
        throw apiError(
          'DOCUMENT_REJECTED',
          `the generated CDAR message fails the official rules (${ruleSetNames(report).join(', ')}): ${fatal
            .slice(0, 3)
            .map((f) => `${f.ruleId}: ${f.message}`)
            .join('; ')}`,
          fatal.map((f) => ({ path: '$.status', code: f.ruleId, message: f.message })),
          { rule_sets: ruleSetNames(report) },
        );
      }
      return {
        xmlBase64: Buffer.from(xml, 'utf8'),
        meaning: meaningOf(status.statusCode),
        warnings: report.findings.filter((f) => f.severity === 'warning').map(findingOf),
        ruleSets: ruleSetNames(report),
        transactionId: deps.newTransactionId(),
        statusId: status.id,
      };
    },

    async retrieve(req: RetrieveStatusRequest): Promise<Init<typeof RetrieveStatusResponseSchema>> {
      const transactionId = deps.newTransactionId();
      const failed = (
        code: string,
        message: string,
      ): Init<typeof RetrieveStatusResponseSchema> => ({
        valid: false,
        errors: [{ code, message, severity: 'error', location: '' }],
        transactionId,
      });
      if (req.dataBase64.length === 0)
        return failed('NO_XML_FOUND', 'data_base64 is empty: send the CDAR XML');
      let read;
      try {
        read = readCdar(req.dataBase64);
      } catch (error) {
        if (error instanceof UnsafeXmlError) return failed(error.reason, error.message);
        if (error instanceof NotCdarError) return failed('UNKNOWN_XML_FORMAT', error.message);
        throw error;
      }
      const report = await deps.validator.validate(req.dataBase64, [CDAR_RULE_SET]);
      const warnings: FindingInit[] = report.findings
        .filter((f) => f.severity === 'warning' || f.severity === 'info')
        .map(findingOf);
      if (!KNOWN_STATUS_CODES.includes(read.status.statusCode)) {
        warnings.push({
          code: 'UNKNOWN_STATUS_CODE',
          message: `status code "${read.status.statusCode.slice(0, 20)}" is not in the XP Z12-012 list`,
          severity: 'warning',
          location: '',
        });
      }
      for (const d of read.dropped) {
        warnings.push({
          code: 'FIELD_DROPPED',
          message: `${d.path} ("${d.text}") has no place in the status data`,
          severity: 'warning',
          location: d.path,
        });
      }
      const errors = report.findings
        .filter((f) => f.severity === 'fatal' || f.severity === 'error')
        .map(findingOf);
      return {
        valid: errors.length === 0,
        status: read.status,
        meaning: meaningOf(read.status.statusCode),
        errors,
        warnings,
        ruleSets: ruleSetNames(report),
        transactionId,
      };
    },
  };
}

/** The operations as built by statusOperations. */
export type StatusOperations = ReturnType<typeof statusOperations>;
