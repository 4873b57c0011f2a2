/**
 * The one entry point the service, the CLI and tests use to check a document against official
 * rule sets: `createValidator(config)`. It refuses unsafe XML before any engine sees it, resolves
 * rule-set ids (failing closed when one is unknown or not installed), picks the engine (JVM when
 * Java and the worker jar exist, else saxon-js) and turns engine output into a ValidationReport.
 */
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertSafeXml, UnsafeXmlError, xmlText } from '../xml/safe-parse.js';
import { buildReport, type RawFinding } from './report.js';
import {
  assertInstalled,
  installedRuleSet,
  type InstalledRuleSet,
  isInstalled,
  RULE_SETS,
  ruleSet,
  RuleSetUnavailableError,
} from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';
import { defaultFormatRuleSets, ruleSetsFor } from './rule-sets-for.js';
import {
  datedReport,
  type DatedReport,
  documentIssueDate,
  rulesInForce,
} from './rule-set-releases.js';
import {
  type Engine,
  type ResolvedRuleSet,
  ValidationEngineError,
  ValidationShutdownError,
} from './engine/engine.js';
import { DEFAULT_JAR, findJava, JvmEngine, type WorkerRecovery } from './engine/jvm-engine.js';
import { SaxonJsEngine } from './engine/saxonjs-engine.js';
import { runInProcessXsd } from './engine/in-process-xsd.js';

/** How to build a validator. */
export interface ValidatorConfig {
  /** auto (default): JVM when `java` is on PATH and the worker jar is built, else saxon-js. */
  engine?: 'auto' | 'jvm' | 'saxonjs';
  /** Rules directory (default: rules/ at the repository root). */
  rulesDir?: string;
  /** Per-document deadline in ms (default 10 000), for each started MB of XML (deadlineFor). */
  deadlineMs?: number;
  /** JVM threads (default 2) or saxon-js worker threads (default 1, ~450 MB each when warm). */
  concurrency?: number;
  /** Path of the JVM worker jar (default java/validator/target/einvoice-validator.jar). */
  jar?: string;
  /** JVM flags instead of the default heap and GC flags (benchmarks add -Deinvoice.validator.reference=true). */
  jvmArgs?: string[];
  /** How a JVM worker that died is replaced (default `quick`; JVM engine only). */
  recovery?: WorkerRecovery;
}

/** Options of one check. */
export interface ValidateOptions {
  /** YYYY-MM-DD whose rule-set releases judge the document (the caller's rules_as_of); default the document's BT-2. */
  asOf?: string;
}

/** Which rule sets the warm-up loads: each format's default row's, or every installed one. */
export type WarmUpScope = 'defaults' | 'all';

/** A document checker bound to one engine. */
export interface Validator {
  /**
   * Checks a document against rule sets (ids from ruleSetsFor); throws when it cannot check. A rule
   * set with dated releases (rule-set-releases.ts) is checked in the release in force on
   * `options.asOf`, else on the document's issue date (BT-2), else today; the report says which
   * date (rulesAsOf) and names each release.
   */
  validate(
    xml: string | Uint8Array,
    ruleSetIds: string[],
    options?: ValidateOptions,
  ): Promise<DatedReport>;
  /**
   * Loads rule sets in the background, one at a time, so later requests are fast: those of each
   * format's default row (`defaults`: a worker holds about 70 MB of live heap instead of 187 with
   * every set) or every installed one (`all`). A request that needs a rule set not yet loaded
   * loads it first, and it stays loaded. Retried while the engine is down. One warm-up per
   * validator: a call while one runs or after it finished returns that one, whatever its scope.
   */
  warmUp(scope?: WarmUpScope): Promise<void>;
  /** Every installed rule set with the version and source of its files (for /readyz). */
  ruleSets(): InstalledRuleSet[];
  /**
   * Shutdown: every check still running at `at` (a performance.now() time), or started after it,
   * fails with ValidationShutdownError at that moment, whatever its own deadline, so that its
   * request is answered before the grace ends. Checks finishing before `at` are unaffected.
   */
  finishBy(at: number): void;
  /** True once warmUp has finished (for /readyz). */
  isWarm(): boolean;
  /** False while the engine cannot check anything (its worker crashed and is not back yet), for /readyz. */
  available(): boolean;
  close(): Promise<void>;
  readonly engine: 'jvm' | 'saxonjs';
  /** The JVM worker's process id (for memory figures), when the JVM engine runs. */
  workerPid(): number | undefined;
  /** JVM workers started to replace one that died (0 on saxon-js). */
  workerRestarts(): number;
  /** Validations waiting for the JVM worker's answer (0 on saxon-js). */
  queueDepth(): number;
  /** Whether a warm standby JVM worker could take over now. */
  standbyReady(): boolean;
  /** Whether the active JVM worker is a quick one (after start or a crash, until a full one replaces it). */
  quickWorker(): boolean;
}

/**
 * The installed rule sets a warm-up loads, in order: the default format's first (ZUGFeRD EN16931,
 * what `auto` writes for most EU sellers: the first generate after a start most likely needs
 * them), then the other formats' default rows' (`defaults`) or every other one (`all`).
 */
export function warmUpRuleSetIds(
  scope: WarmUpScope,
  rulesDir: string = DEFAULT_RULES_DIR,
): string[] {
  const wanted = scope === 'all' ? undefined : new Set(defaultFormatRuleSets(rulesDir));
  const ids = RULE_SETS.filter(
    (s) => isInstalled(s, rulesDir) && (!wanted || wanted.has(s.id)),
  ).map((s) => s.id);
  const first = ruleSetsFor('zugferd').filter((id) => ids.includes(id));
  return ids.sort((a, b) => Number(first.includes(b)) - Number(first.includes(a)));
}

/** Which engine `auto` resolves to on this machine. */
export function chooseEngine(config: ValidatorConfig = {}): 'jvm' | 'saxonjs' {
  const wanted = config.engine ?? 'auto';
  if (wanted !== 'auto') return wanted;
  return findJava() && existsSync(config.jar ?? DEFAULT_JAR) ? 'jvm' : 'saxonjs';
}

/** The files of rule sets by id, under a rules directory; fails closed when one is unknown or missing. */
export function resolveRuleSets(ids: string[], rulesDir: string): ResolvedRuleSet[] {
  if (ids.length === 0)
    throw new RuleSetUnavailableError(
      '',
      'UNKNOWN_RULE_SET',
      'No rule set given: nothing would be checked',
    );
  return ids.map((id) => {
    const set = ruleSet(id);
    assertInstalled(set, rulesDir);
    return {
      id,
      xsd: set.xsd.map((x) => ({ root: x.root, path: join(rulesDir, x.path) })),
      xslt: set.xslt.map((x) => join(rulesDir, x)),
      ...(set.schemaUriRewrites
        ? {
            schemaUriRewrites: set.schemaUriRewrites.map((r) => ({
              prefix: r.prefix,
              dir: join(rulesDir, r.dir),
            })),
          }
        : {}),
      ...(set.xsdInProcess ? { xsdInProcess: true } : {}),
    };
  });
}

/** The XML size the base deadline covers; larger documents get the deadline once per started step. */
export const DEADLINE_STEP_BYTES = 1024 * 1024;

/**
 * The deadline of one check: the base deadline for each started MB of XML. The rules run over
 * every invoice line, so the check's time grows with the document (about a second of CPU per
 * 1,000 lines, ~1.2 MB, for ZUGFeRD EN16931 on the JVM): a fixed deadline sized for ordinary
 * invoices would turn every large but legitimate one into a 504 on a busy machine.
 */
export function deadlineFor(baseMs: number, xmlBytes: number): number {
  return baseMs * Math.max(1, Math.ceil(xmlBytes / DEADLINE_STEP_BYTES));
}

/** Creates a validator; engines start lazily (the JVM on first load or validate). */
export function createValidator(config: ValidatorConfig = {}): Validator {
  const rulesDir = config.rulesDir ?? process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;
  const deadlineMs = config.deadlineMs ?? 10_000;
  const kind = chooseEngine(config);
  const engine: Engine =
    kind === 'jvm'
      ? new JvmEngine({
          rulesDir,
          jar: config.jar,
          threads: config.concurrency,
          jvmArgs: config.jvmArgs,
          recovery: config.recovery,
        })
      : new SaxonJsEngine({ rulesDir, poolSize: config.concurrency });
  let warm = false;
  let closed = false;
  let warming: Promise<void> | undefined;
  // Aborted when checks must give up (finishBy): each running check listens on it.
  const finishing = new AbortController();
  setMaxListeners(0, finishing.signal);
  let finishTimer: NodeJS.Timeout | undefined;
  /** The check, unless the shutdown's moment comes first (the engine's work is abandoned then, its answer dropped). */
  const beforeFinish = <T>(work: Promise<T>): Promise<T> => {
    if (finishing.signal.aborted) {
      work.catch(() => undefined);
      return Promise.reject(new ValidationShutdownError());
    }
    return new Promise<T>((resolve, reject) => {
      const stop = () => reject(new ValidationShutdownError());
      finishing.signal.addEventListener('abort', stop, { once: true });
      work.then(
        (value) => {
          finishing.signal.removeEventListener('abort', stop);
          resolve(value);
        },
        (error) => {
          finishing.signal.removeEventListener('abort', stop);
          reject(error);
        },
      );
    });
  };

  // Rule sets found installed, by id: their files are looked for once, not on every check (a set
  // found missing is looked for again, so installing it later needs no restart).
  const resolved = new Map<string, ResolvedRuleSet>();
  const resolve = (ids: string[]): ResolvedRuleSet[] => {
    const cached = ids.map((id) => resolved.get(id));
    if (ids.length > 0 && cached.every((set) => set !== undefined))
      return cached as ResolvedRuleSet[];
    const sets = resolveRuleSets(ids, rulesDir);
    for (const set of sets) resolved.set(set.id, set);
    return sets;
  };

  return {
    engine: kind,
    async validate(xml, ruleSetIds, options = {}) {
      resolve(ruleSetIds); // unknown or missing rule sets fail closed before anything else
      let text: string;
      try {
        text = xmlText(xml);
        assertSafeXml(text);
      } catch (error) {
        if (!(error instanceof UnsafeXmlError)) throw error;
        const raw = [
          {
            ruleSet: ruleSetIds[0]!,
            kind: 'xml',
            id: error.reason,
            flag: 'fatal',
            location: '/',
            test: '',
            text: error.message,
          },
        ];
        return buildReport(ruleSetIds, raw, kind, rulesDir);
      }
      const dated = rulesInForce(ruleSetIds, options.asOf ?? documentIssueDate(text), (id) =>
        isInstalled(ruleSet(id), rulesDir),
      );
      const copies = sameAssertCopies(dated.ids);
      const sets = resolve(dated.ids).filter((s) => !copies.has(s.id));
      const bytes = typeof xml === 'string' ? new TextEncoder().encode(text) : xml;
      // Under the JVM, the XSD its validator cannot hold runs in-process (in-process-xsd.ts).
      const inProcess = kind === 'jvm' ? sets.filter((s) => s.xsdInProcess) : [];
      const onEngine = sets.filter((s) => !inProcess.includes(s));
      const raw = [
        ...(onEngine.length > 0
          ? await beforeFinish(
              engine.run(bytes, onEngine, deadlineFor(deadlineMs, bytes.byteLength)),
            )
          : []),
        ...runInProcessXsd(text, inProcess),
      ];
      return datedReport(
        buildReport(dated.ids, withCopiedFindings(raw, copies), kind, rulesDir),
        dated,
      );
    },
    warmUp(scope = 'defaults') {
      warming ??= (async () => {
        const installed = warmUpRuleSetIds(scope, rulesDir);
        for (let attempt = 1; ; attempt++) {
          try {
            const sets = resolveRuleSets(installed, rulesDir);
            await engine.warmUp(kind === 'jvm' ? sets.filter((s) => !s.xsdInProcess) : sets);
            warm = true;
            return;
          } catch (error) {
            // A worker that died mid-way is restarted by its engine: finish the warm-up then.
            if (closed) return; // stopped while warming: nothing to report
            if (!(error instanceof ValidationEngineError)) throw error;
            console.error(`validation warm-up interrupted (${error.message}); retrying`);
            await new Promise((resolve) =>
              setTimeout(resolve, Math.min(1000 * attempt, 30_000)).unref(),
            );
          }
        }
      })();
      warming.catch(() => {
        warming = undefined;
      });
      return warming;
    },
    finishBy(at) {
      clearTimeout(finishTimer);
      finishTimer = setTimeout(() => finishing.abort(), Math.max(0, at - performance.now()));
      finishTimer.unref();
    },
    ruleSets: () =>
      RULE_SETS.filter((s) => isInstalled(s, rulesDir)).map((s) => installedRuleSet(s, rulesDir)),
    isWarm: () => warm,
    available: () => engine.available(),
    workerPid: () => (engine instanceof JvmEngine ? engine.pid : undefined),
    workerRestarts: () => (engine instanceof JvmEngine ? engine.restarts : 0),
    queueDepth: () => (engine instanceof JvmEngine ? engine.queueDepth : 0),
    standbyReady: () => engine instanceof JvmEngine && engine.standbyPid !== undefined,
    quickWorker: () => engine instanceof JvmEngine && engine.quickWorker,
    close: () => {
      closed = true;
      clearTimeout(finishTimer);
      return engine.close();
    },
  };
}

/**
 * The rule sets among `ids` whose asserts are those of another one among them (RuleSet.sameAssertsAs),
 * by id, with the id of that other one: their findings are copied from it, not computed twice.
 */
function sameAssertCopies(ids: readonly string[]): Map<string, string> {
  const copies = new Map<string, string>();
  for (const id of ids) {
    const source = ruleSet(id).sameAssertsAs;
    if (source && ids.includes(source)) copies.set(id, source);
  }
  return copies;
}

/** The raw findings plus, for each copy, its source's findings under the copy's id (its own flags apply in buildReport). */
function withCopiedFindings(raw: RawFinding[], copies: Map<string, string>): RawFinding[] {
  if (copies.size === 0) return raw;
  const copied = [...copies].flatMap(([id, source]) =>
    raw.filter((f) => f.ruleSet === source).map((f) => ({ ...f, ruleSet: id })),
  );
  return [...raw, ...copied];
}
