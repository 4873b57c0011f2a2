/**
 * The command line's own argument parser: positional arguments and `--name value` or
 * `--name=value` options, with flags (no value) declared. Unknown options are usage errors, so a
 * misspelt option never does something else silently.
 */

/** Positional arguments and options of one command. */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string>;
  flags: Set<string>;
}

/** A wrong command line: exit code 2 with the message and the command's usage. */
export class UsageError extends Error {}

/** Parses `args` given the options that take a value and the flags of the command. */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
): ParsedArgs {
  const parsed: ParsedArgs = { positional: [], options: new Map(), flags: new Set() };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      parsed.positional.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      parsed.positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (flags.includes(name)) {
      if (inline !== undefined) throw new UsageError(`${name} takes no value`);
      parsed.flags.add(name);
    } else if (valued.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new UsageError(`${name} needs a value`);
      parsed.options.set(name, value);
    } else {
      throw new UsageError(`unknown option ${name}`);
    }
  }
  return parsed;
}

/** The option naming a request member: `country_profile` is `--country-profile`. */
export function optionOf(member: string): string {
  return `--${member.replaceAll('_', '-')}`;
}

/** The request members among `members` that options set, keyed by member name. */
export function membersFromOptions(
  options: Map<string, string>,
  members: readonly string[],
): Record<string, string> {
  const set: Record<string, string> = {};
  for (const member of members) {
    const value = options.get(optionOf(member));
    if (value !== undefined) set[member] = value;
  }
  return set;
}
