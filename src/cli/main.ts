/**
 * The `einvoice` command line: the service's operations from a shell or a pipeline, against a
 * running service (--server URL --key …) or in-process, plus the operator's commands (keys,
 * migrate). `einvoice --help` says everything; exit codes are 0 done (and valid), 1 the invoice
 * or document is not valid, 2 could not do it (usage, unreadable file, service error).
 */
import { packageVersion } from '../package-version.js';
import { FORMAT_IDS } from '../formats/index.js';
import {
  CONVERT_MEMBERS,
  DATED_MEMBERS,
  convertCommand,
  FileError,
  generateCommand,
  previewCommand,
  REQUEST_MEMBERS,
  retrieveCommand,
  validateInvoiceCommand,
  type CommandContext,
} from './invoice-commands.js';
import { optionOf, parseArgs, UsageError } from './options.js';
import { EXIT, printFailure, type Sink } from './output.js';
import { rulesCheck } from './rules-check.js';
import { openService, UnreachableError } from './service.js';

/** The formats, as the options name them (one list: the format registry's). */
const FORMATS = FORMAT_IDS.join('|');

export const USAGE = `einvoice — EN 16931 e-invoices: generate, validate, read back, preview

Usage:
  einvoice validate <invoice.json>          check invoice data (free; the format auto would choose)
  einvoice validate <file.xml|file.pdf>     check an e-invoice against the official rule sets
                                            (or a French lifecycle status, CDAR: fr-cdar rules)
                                            [--rules <id>[,<id>…]] [--engine auto|jvm|saxonjs]
  einvoice generate <invoice.json>          write the e-invoice: PDF and/or XML files
                                            [--format auto|${FORMATS}]
                                            [--profile …] [--template …] [--locale …] [--out-dir DIR]
                                            [--rules-as-of YYYY-MM-DD]
  einvoice retrieve <file.pdf|file.xml>     read an e-invoice back into invoice JSON
                                            [-o invoice.json] [--source-xml] [--locale …]
                                            [--rules-as-of YYYY-MM-DD]
  einvoice convert <file.pdf|file.xml>      convert an e-invoice into another format, listing every
                                            business term the target cannot carry
                                            --to ${FORMATS}
                                            [--profile …] [--country-profile …] [--syntax ubl|cii]
                                            [--strict] [--gross-price-per-net-base] [--out-dir DIR]
                                            [--rules-as-of YYYY-MM-DD]
  einvoice preview <invoice.json|tx_…>      render a page as PNG [--page N] [--dpi 72-300] [-o page.png]
  einvoice keys <command>                   accounts and API keys of a server's database (einvoice keys --help)
  einvoice migrate                          bring the accounts database to the current schema

An input JSON file holds a generate request ({"format": "ubl", "invoice": {…}}) or a bare invoice;
--format and the other options override its members. "-" reads standard input.

Options of validate <invoice.json>, generate, retrieve, convert and preview:
  --server URL     call a running service (default: EINVOICE_SERVER; without it the service runs
                   in-process, with the public sandbox key: documents carry the sandbox watermark)
  --key KEY        the API key for --server (default: EINVOICE_API_KEY), e.g. env_live_…
  --timeout SEC    give up after SEC seconds (default 120)
  --json           print the service's JSON answer instead of readable lines
  -h, --help       this help          --version    the version

--rules-as-of: the date whose official rule releases judge the document (default: its issue date).

Exit codes: 0 done (and valid), 1 the invoice or document is not valid (validate, retrieve, or
generate or convert refused the data), 2 could not do it (wrong usage, unreadable file, unreachable service,
missing or invalid key, quota, service error). Errors name a stable code, e.g.
"einvoice: missing_api_key: …"; with --json they are the service's error body.
`;

const SERVICE_OPTIONS = ['--server', '--key', '--timeout'];
const REQUEST_OPTIONS = REQUEST_MEMBERS.map(optionOf);
const COMMANDS: Record<string, { valued: string[]; flags: string[] }> = {
  validate: {
    valued: [...SERVICE_OPTIONS, ...REQUEST_OPTIONS, '--rules', '--engine'],
    flags: ['--json'],
  },
  generate: {
    valued: [...SERVICE_OPTIONS, ...REQUEST_OPTIONS, ...DATED_MEMBERS.map(optionOf), '--out-dir'],
    flags: ['--json'],
  },
  retrieve: {
    valued: [...SERVICE_OPTIONS, '--locale', ...DATED_MEMBERS.map(optionOf), '-o', '--out'],
    flags: ['--json', '--source-xml'],
  },
  convert: {
    valued: [...SERVICE_OPTIONS, '--to', '--format', ...CONVERT_MEMBERS.map(optionOf), '--out-dir'],
    flags: ['--json', '--strict', '--gross-price-per-net-base'],
  },
  preview: {
    valued: [...SERVICE_OPTIONS, ...REQUEST_OPTIONS, '--page', '--dpi', '-o', '--out'],
    flags: ['--json'],
  },
};

/** Whether a file holds JSON (invoice data) rather than an e-invoice (XML or PDF). */
function looksLikeJson(file: string): boolean {
  return /\.json$/i.test(file) || file === '-';
}

/** Runs the CLI with the given arguments; returns the exit code. */
export async function main(
  args: string[],
  out: Sink = process.stdout,
  err: Sink = process.stderr,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    if (command === undefined) {
      err.write(USAGE);
      return EXIT.failed;
    }
    out.write(USAGE);
    return EXIT.ok;
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    out.write(`einvoice ${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (command === 'keys') return (await import('./keys.js')).keysCommand(rest, out, err);
  if (command === 'migrate') return (await import('./migrate.js')).migrateCommand(out, err);
  const spec = COMMANDS[command];
  const json = rest.includes('--json');
  if (!spec) {
    printFailure(
      {
        error: 'usage_error',
        message: `unknown command "${command}"; einvoice --help lists the commands`,
      },
      json,
      out,
      err,
    );
    return EXIT.failed;
  }
  if (rest.includes('-h') || rest.includes('--help')) {
    out.write(USAGE);
    return EXIT.ok;
  }
  let service: Awaited<ReturnType<typeof openService>> | undefined;
  try {
    const parsed = parseArgs(rest, spec.valued, spec.flags);
    const [input, extra] = parsed.positional;
    if (!input)
      throw new UsageError(
        `${command} needs a file${command === 'preview' ? ' or a transaction id' : ''}`,
      );
    if (extra) throw new UsageError(`unexpected argument "${extra}"`);
    if (command === 'validate' && !looksLikeJson(input)) {
      const engine = parsed.options.get('--engine') as 'auto' | 'jvm' | 'saxonjs' | undefined;
      if (engine && !['auto', 'jvm', 'saxonjs'].includes(engine))
        throw new UsageError('--engine is auto, jvm or saxonjs');
      return await rulesCheck(
        input,
        parsed.options.get('--rules')?.split(',').filter(Boolean),
        engine,
        json,
        out,
        err,
      );
    }
    const server = parsed.options.get('--server') ?? process.env.EINVOICE_SERVER;
    const key = parsed.options.get('--key') ?? process.env.EINVOICE_API_KEY;
    if (parsed.options.has('--key') && !server)
      throw new UsageError(
        '--key is for a running service: add --server URL (in-process runs use the sandbox key)',
      );
    const timeout = Number(parsed.options.get('--timeout') ?? 120);
    if (!Number.isFinite(timeout) || timeout <= 0)
      throw new UsageError('--timeout is a number of seconds');
    service = await openService({
      server,
      key: server ? key : undefined,
      timeoutMs: timeout * 1000,
    });
    const ctx: CommandContext = {
      service,
      json,
      out,
      err,
      options: parsed.options,
      flags: parsed.flags,
    };
    switch (command) {
      case 'validate':
        return await validateInvoiceCommand(ctx, input);
      case 'generate':
        return await generateCommand(ctx, input);
      case 'retrieve':
        return await retrieveCommand(ctx, input);
      case 'convert':
        return await convertCommand(ctx, input);
      default:
        return await previewCommand(ctx, input);
    }
  } catch (error) {
    if (error instanceof UsageError)
      printFailure(
        { error: 'usage_error', message: `${error.message}; einvoice --help shows the usage` },
        json,
        out,
        err,
      );
    else if (error instanceof FileError)
      printFailure({ error: 'file_not_readable', message: error.message }, json, out, err);
    else if (error instanceof UnreachableError)
      printFailure({ error: 'server_unreachable', message: error.message }, json, out, err);
    else
      printFailure({ error: 'internal_error', message: (error as Error).message }, json, out, err);
    return EXIT.failed;
  } finally {
    await service?.close();
  }
}
