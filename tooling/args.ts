/**
 * Command-line arguments with Node's `util.parseArgs`, for every script. npm keeps a flag given
 * without `--` (`npm run content:confirm de --by Ana`) and sets `npm_config_<flag>` instead:
 * those are read back too, so both spellings work.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

export function commandLine<O extends Options>(options: O, argv: readonly string[] = process.argv.slice(2)) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  for (const [name, option] of Object.entries(options)) {
    if (values[name] !== undefined) continue;
    const fromNpm = process.env[`npm_config_${name.replace(/-/g, '_')}`];
    if (fromNpm === undefined || fromNpm === '') continue;
    values[name] = option.type === 'boolean' ? fromNpm === 'true' : fromNpm;
  }
  return { values: values as typeof parsed.values, positionals: parsed.positionals };
}

/** What a usage error prints: its message, then the usage. */
function explain(error: UsageError, usage: string): string {
  return `${error.message}\n\nUsage: ${usage}`;
}

/** Runs a command's body: a UsageError prints its message and the usage, and exits 2. */
export async function runCommand(usage: string, body: () => void | Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(explain(error, usage));
    process.exitCode = 2;
  }
}

/** commandLine at a script's top level: a usage error prints its message and the usage, and exits 2 at once. */
export function commandLineOrExit<O extends Options>(usage: string, options: O, argv: readonly string[] = process.argv.slice(2)) {
  try {
    return commandLine(options, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(explain(error, usage));
    return process.exit(2);
  }
}
