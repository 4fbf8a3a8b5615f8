import { parseArgs } from 'node:util';

/**
 * The `--name value` flags of an operator's command-line tool, read with Node's own parseArgs:
 * null on an unknown flag, a flag without its value, a flag given twice or a stray argument, so
 * a mistyped command changes nothing and prints the tool's usage.
 *
 * @example scriptFlags(['--to', '7', '--days', '30'], ['to', 'days', 'from']) // { to: '7', days: '30' }
 */
export function scriptFlags<F extends string>(args: readonly string[], names: readonly F[]): Partial<Record<F, string>> | null {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  try {
    const { values, tokens } = parseArgs({ args: [...args], options, strict: true, allowPositionals: false, tokens: true });
    const given = tokens.filter((token) => token.kind === 'option').map((token) => token.name);
    if (new Set(given).size !== given.length) return null;
    return values as Partial<Record<F, string>>;
  } catch {
    return null;
  }
}
