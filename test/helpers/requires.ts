/**
 * What a test needs from the machine, said where the test is declared. `requires(...reasons)`
 * takes the reasons a dependency is missing (undefined when it is there) and returns the function
 * to declare tests with: ava's own `test` when nothing is missing; otherwise each test becomes a
 * real ava skip with the reason in its title, so the runner counts it and prints it. Under
 * CI=true it becomes a failing test with the same reason instead: CI installs everything the suite
 * needs (`npm run setup`), so a missing dependency there is a broken set-up, never a pass.
 * A test that cannot run must never pass by an explicit pass assertion or an early `return`.
 */
import test, { type ExecutionContext } from 'ava';

/** Whether this is CI's run, where nothing may be skipped for want of a dependency. */
export const inCi = process.env.CI === 'true';

/** A test body, as ava takes it. */
export type Implementation = (t: ExecutionContext) => unknown;

/** Declares tests like ava's `test` (and `test.serial`), gated on what they need. */
export interface GatedTest {
  (title: string, implementation: Implementation): void;
  serial(title: string, implementation: Implementation): void;
}

/** The first missing dependency of a list of probe results, or undefined when none is missing. */
export function firstMissing(...reasons: (string | undefined)[]): string | undefined {
  return reasons.find((r) => r !== undefined && r !== '');
}

function declare(
  serial: boolean,
  reason: string,
  title: string,
  implementation: Implementation,
): void {
  if (inCi) {
    const failing = (t: ExecutionContext) =>
      t.fail(`${reason}; under CI=true a missing dependency fails instead of skipping`);
    (serial ? test.serial : test)(`${title} [missing: ${reason}]`, failing);
  } else {
    (serial ? test.serial.skip : test.skip)(`${title} [skipped: ${reason}]`, implementation);
  }
}

/**
 * Why a test that needs root cannot run here (`what` it does as root, e.g. "to mount a tmpfs"),
 * or undefined when it runs as root.
 */
export function rootMissing(what: string): string | undefined {
  return process.getuid?.() === 0 ? undefined : `needs root ${what}`;
}

/** The test function for tests that need everything the reasons describe (undefined = present). */
export function requires(...reasons: (string | undefined)[]): GatedTest {
  const reason = firstMissing(...reasons);
  if (reason === undefined) {
    const gated = (title: string, implementation: Implementation) =>
      void test(title, implementation);
    gated.serial = (title: string, implementation: Implementation) =>
      void test.serial(title, implementation);
    return gated;
  }
  const gated = (title: string, implementation: Implementation) =>
    declare(false, reason, title, implementation);
  gated.serial = (title: string, implementation: Implementation) =>
    declare(true, reason, title, implementation);
  return gated;
}

/**
 * Stands in for a group of tests that cannot even be declared without the dependency (their
 * set-up needs it): one skip, or under CI=true one failure, titled with the group and the reason.
 */
export function unavailable(group: string, reason: string): void {
  declare(false, reason, group, () => undefined);
}
