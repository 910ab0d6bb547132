/** The benches' command lines: a bad option prints the usage and exits 2, `--help` prints it and exits 0. */

export function fail(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/** Runs a bench's `parseArgs(…).values`, handling a parse error and `--help`. */
export function readOptions<T extends { help?: boolean }>(parse: () => T, usage: string): T {
  let values: T;
  try {
    values = parse();
  } catch (error) {
    fail((error as Error).message, usage);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** The whole number an option names, within `min`…`max`. */
export function wholeNumberOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  usage: string,
): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`--${name} must be a whole number from ${min} to ${max.toLocaleString('en')}`, usage);
  return n;
}
