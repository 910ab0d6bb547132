import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * A command's arguments, as every `npm run` command takes them: an unknown or malformed option prints its
 * message and the usage (exit code 2), `--help`/`-h` prints the usage (exit code 0).
 */
export function parseCommandLine<T extends ParseArgsOptionsConfig>(
  options: T,
  usage: string,
  opts: { positionals?: boolean } = {},
) {
  let parsed: ReturnType<typeof parseArgs<{ options: T; allowPositionals: boolean }>>;
  try {
    // `help` is every command's, so it is not in T: the values stay typed by the command's own options.
    parsed = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h' } } as T,
      allowPositionals: opts.positionals ?? false,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
