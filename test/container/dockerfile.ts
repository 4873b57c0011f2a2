/**
 * Reads the Dockerfile's runtime stage into what a container engine would do with it, so the
 * container test reproduces the image from the Dockerfile itself (no engine runs here): the
 * environment, working directory, files copied from the build stage, RUN steps, volumes, user,
 * health check and command. Only the instruction forms the Dockerfile uses are understood.
 */

/** One `COPY --from=<stage> [--chown=u:g] <source> <target>`. */
export interface StageCopy {
  from: string;
  source: string;
  target: string;
  chown?: string;
}

/** The runtime stage as a container engine sees it. */
export interface RuntimeStage {
  env: Record<string, string>;
  workdir: string;
  copies: StageCopy[];
  /** RUN shell commands, in order. */
  runs: string[];
  volumes: string[];
  user: string;
  /** The HEALTHCHECK's shell command. */
  healthcheck?: string;
  cmd: string[];
}

/** Instructions with their arguments: continuation lines joined, comments dropped. */
function instructions(text: string): { name: string; args: string }[] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, args] = /^(\S+)\s*(.*)$/.exec(line)!;
      return { name: name!.toUpperCase(), args: args!.replace(/\s+/g, ' ').trim() };
    });
}

function unquote(value: string): string {
  return /^".*"$/.test(value) ? JSON.parse(value) : value;
}

/** Parses the stage named `stage` (default runtime) of a Dockerfile's text. */
export function runtimeStage(dockerfile: string, stage = 'runtime'): RuntimeStage {
  const all = instructions(dockerfile);
  const start = all.findIndex(
    (i) => i.name === 'FROM' && new RegExp(`\\bAS ${stage}$`, 'i').test(i.args),
  );
  if (start < 0) throw new Error(`no stage "${stage}" in the Dockerfile`);
  const end = all.findIndex((i, n) => n > start && i.name === 'FROM');
  const result: RuntimeStage = {
    env: {},
    workdir: '/',
    copies: [],
    runs: [],
    volumes: [],
    user: 'root',
    cmd: [],
  };
  for (const { name, args } of all.slice(start + 1, end < 0 ? undefined : end)) {
    switch (name) {
      case 'ENV':
        for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g))
          result.env[key!] = unquote(value!);
        break;
      case 'WORKDIR':
        result.workdir = args;
        break;
      case 'COPY': {
        const words = args.split(' ');
        const flags = Object.fromEntries(
          words
            .filter((w) => w.startsWith('--'))
            .map((w) => w.slice(2).split('=') as [string, string]),
        );
        const [source, target] = words.filter((w) => !w.startsWith('--'));
        if (!flags.from || !source || !target)
          throw new Error(`COPY the test does not understand: ${args}`);
        result.copies.push({ from: flags.from, source, target, chown: flags.chown });
        break;
      }
      case 'RUN':
        result.runs.push(args);
        break;
      case 'VOLUME':
        result.volumes.push(
          ...(args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(' ')),
        );
        break;
      case 'USER':
        result.user = args;
        break;
      case 'HEALTHCHECK':
        result.healthcheck = /\bCMD (.*)$/.exec(args)?.[1];
        break;
      case 'CMD':
        result.cmd = JSON.parse(args) as string[];
        break;
      default:
        break; // EXPOSE, STOPSIGNAL: nothing to reproduce
    }
  }
  return result;
}
