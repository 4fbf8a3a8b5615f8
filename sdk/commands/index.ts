/**
 * The command catalogue: every gateway command the product uses, declared once, in the module of
 * its domain (`sdk/commands/<domain>.ts`, whose name is each command's `domain`). The table below
 * is derived from those modules: a new command is one `defineCommand` export in its domain's
 * module, nothing here. The reference server's router and handlers, docs/commands.md and the SDK's
 * types are built from `commands`; the SDK's `client.call` loads each definition on demand
 * through ./loaders.ts. Importing this module loads every schema: the SDK's main entry exports
 * only its types (the values are the entry `@nl/lottery/sdk/commands`).
 *
 * @example
 * import { commands } from '@nl/lottery/sdk/commands';
 * commands.placeOrder.code; // '101101'
 */
import * as accounts from './accounts';
import * as apps from './apps';
import * as compliance from './compliance';
import * as content from './content';
import * as deposits from './deposits';
import * as draws from './draws';
import * as geo from './geo';
import * as instant from './instant';
import * as kyc from './kyc';
import * as notifications from './notifications';
import * as orders from './orders';
import * as profile from './profile';
import * as responsiblePlay from './responsible-play';
import * as sessions from './sessions';
import * as system from './system';
import * as transactions from './transactions';
import * as wallet from './wallet';
import * as withdrawals from './withdrawals';
import type { CommandDefinition } from './define-command';

/**
 * Each domain's module by its name; ./loaders.ts holds the same names with `import()` (a test
 * keeps the two, and the files of this folder, equal).
 */
export const DOMAIN_MODULES = {
  system,
  content,
  apps,
  draws,
  wallet,
  transactions,
  orders,
  instant,
  'responsible-play': responsiblePlay,
  deposits,
  withdrawals,
  accounts,
  sessions,
  kyc,
  profile,
  compliance,
  geo,
  notifications,
} as const;

/** A domain's name: its module `sdk/commands/<name>.ts`, its server folder and its elements folder. */
export type DomainName = keyof typeof DOMAIN_MODULES;

type Modules = typeof DOMAIN_MODULES;
type Union<T> = T[keyof T];
/** The command definitions a module exports, by export name (which is the command's name). */
type CommandsOf<M> = { [K in keyof M as M[K] extends CommandDefinition ? K : never]: M[K] };
type Merge<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flatten<T> = { [K in keyof T]: T[K] };

/** Every command by name. */
export type Commands = Flatten<Merge<Union<{ [D in keyof Modules]: CommandsOf<Modules[D]> }>>>;
export type CommandName = keyof Commands;

function isCommandDefinition(value: unknown): value is CommandDefinition {
  return typeof value === 'object' && value !== null && 'code' in value && 'request' in value && 'response' in value && 'domain' in value;
}

/** Every command, by name, in the order of the domains above, then by name. */
export const commands = Object.fromEntries(
  Object.values(DOMAIN_MODULES).flatMap((module) =>
    // Sorted by name: the order of a module's exports differs between bundlers and Node.
    Object.entries(module)
      .filter(([, value]) => isCommandDefinition(value))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ),
) as Commands;

/** Lookup by six-digit code. */
export const commandsByCode: ReadonlyMap<string, CommandDefinition> = new Map(
  Object.values(commands).map((c) => [c.code, c as CommandDefinition]),
);

const codesWhere = (flag: (c: CommandDefinition) => boolean | undefined): ReadonlySet<string> =>
  new Set([...commandsByCode.values()].filter(flag).map((c) => c.code));

/** Codes sent without the session header even when a token is held (SPEC §6: login, 100202 ...). */
export const SESSION_EXEMPT_CODES = codesWhere((c) => c.sessionExempt);

/** Commands that carry the geo JWT when the player's geo status is not valid (SPEC §7). */
export const GEO_CHECKED_CODES = codesWhere((c) => c.geoHeader);

/** Commands whose message is encrypted when the gateway turns encryption on (config `encryptCommand`). */
export const ENCRYPTED_CODES = codesWhere((c) => c.encrypted);

export * from './define-command';
export * from './envelope';
export * from './system';
export * from './content';
export * from './apps';
export * from './draws';
export * from './wallet';
export * from './transactions';
export * from './orders';
export * from './instant';
export * from './deposits';
export * from './withdrawals';
export * from './responsible-play';
export * from './accounts';
export * from './kyc';
export * from './profile';
export * from './compliance';
export * from './geo';
export * from './notifications';
export * from './sessions';
