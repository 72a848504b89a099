/** A mistake in how the CLI was called: printed with the usage and exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** Flags that take a value; every other flag is a switch. */
const valued = new Set(['reason', 'actor', 'url', 'limit', 'category', 'product']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '-h') {
      flags.set('help', true);
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (!valued.has(name)) {
      if (name !== 'help') throw new UsageError(`unknown option --${name}`);
      flags.set(name, true);
      continue;
    }
    const value = inline ?? argv[++index];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return { positionals, flags };
}

export function flag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

export function requireReason(args: ParsedArgs): string {
  const reason = flag(args, 'reason')?.trim();
  if (!reason) throw new UsageError('a change needs --reason "why" (it is kept in the audit log)');
  return reason;
}

/** key=value words ("name=GCash" "min=100"), the way a shell passes them without quoting trouble. */
export function assignments(words: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) throw new UsageError(`expected key=value, got ${word}`);
    values.set(word.slice(0, at), word.slice(at + 1));
  }
  return values;
}
