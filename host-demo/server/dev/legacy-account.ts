/**
 * The operator's import of one account of the previous lottery platform (SPEC §2 accountMigration):
 *
 *   npm run legacy:account -- --ref EL-2019-004512 --email player@example.com --balance 12550 --last-active 2025-06-30
 *   npm run legacy:account -- --ref EL-2020-000077 --mobile 971:501234567 --balance 0 --last-active 2024-01-15
 *
 * The player it is registered to (by verified e-mail or mobile) then sees it on /account/migration
 * (001006) and migrates it (600701), which credits --balance (fils) to the withdrawable balance
 * once. A reference imported again is left as it is (exit code 2).
 */
import type { Database } from '../db/database';
import { LEGACY_MAX_BALANCE, importLegacyAccount } from '../domains/accounts/legacy-accounts';
import { runOperatorScript, type ScriptOutcome } from './operator-script';

export const USAGE =
  'usage: npm run legacy:account -- --ref <EL-YYYY-NNNNNN> (--email <address> | --mobile <country code>:<number>) --balance <fils> --last-active <ISO date>';

const FLAGS = ['ref', 'email', 'mobile', 'balance', 'last-active'] as const;
type Flag = (typeof FLAGS)[number];

function parseFlags(args: readonly string[]): Partial<Record<Flag, string>> | null {
  const flags: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') as Flag;
    const value = args[i + 1];
    if (!args[i]?.startsWith('--') || !FLAGS.includes(name) || value === undefined || name in flags) return null;
    flags[name] = value;
  }
  return flags;
}

/** @example await runLegacyImport(['--ref', 'EL-2019-004512', '--email', 'a@b.c', '--balance', '100', '--last-active', '2025-06-30'], db) */
export async function runLegacyImport(args: readonly string[], db: Database): Promise<ScriptOutcome> {
  const flags = parseFlags(args);
  if (!flags?.ref || (!flags.email && !flags.mobile)) return { exitCode: 1, line: USAGE };
  if (!/^[A-Z0-9][A-Z0-9-]{3,31}$/.test(flags.ref)) return { exitCode: 1, line: `--ref must be 4 to 32 capital letters, digits and dashes\n${USAGE}` };
  if (flags.email !== undefined && !/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/.test(flags.email)) return { exitCode: 1, line: `--email is not an e-mail address\n${USAGE}` };
  const mobile = flags.mobile === undefined ? undefined : /^(\d{1,4}):([1-9]\d{5,11})$/.exec(flags.mobile);
  if (mobile === null) return { exitCode: 1, line: `--mobile must be <country code>:<number>, e.g. 971:501234567\n${USAGE}` };
  const balance = flags.balance !== undefined && /^\d{1,9}$/.test(flags.balance) ? Number(flags.balance) : NaN;
  if (!(balance >= 0 && balance <= LEGACY_MAX_BALANCE)) return { exitCode: 1, line: `--balance must be a whole number of fils from 0 to ${LEGACY_MAX_BALANCE}\n${USAGE}` };
  const lastActiveAt = flags['last-active'] === undefined ? NaN : Date.parse(flags['last-active']);
  if (!Number.isFinite(lastActiveAt)) return { exitCode: 1, line: `--last-active must be a date such as 2025-06-30\n${USAGE}` };
  const added = await importLegacyAccount(db, {
    legacyRef: flags.ref,
    ...(flags.email ? { email: flags.email } : {}),
    ...(mobile ? { mobile: { countryCode: mobile[1]!, number: mobile[2]! } } : {}),
    balance,
    lastActiveAt,
  });
  return added ? { exitCode: 0, line: `legacy account ${flags.ref}: imported` } : { exitCode: 2, line: `legacy account ${flags.ref}: already imported, nothing changed` };
}

await runOperatorScript({ url: import.meta.url, run: (args, { db }) => runLegacyImport(args, db) });
