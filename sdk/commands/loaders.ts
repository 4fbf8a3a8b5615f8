import type { CommandName, Commands, DomainName } from './index';
import { COMMAND_DOMAINS } from './command-index';
import { systemConfig } from './system';
import { balance } from './wallet';
import { logout } from './sessions';

/**
 * Where the client finds each command's definition (its schemas), by name. The client core calls
 * only the system configuration, the balance and logout, so those three are here from the start;
 * every other command is in its domain's module, loaded with `import()` the first time the client
 * calls one of its commands. A partner's page thus carries the schemas of the commands it uses,
 * not the whole table: the table (`commands` in ./index) stays the one declaration, for the
 * server, the docs and the types.
 *
 * The loaders derive from the generated index of which domain holds each command
 * (./command-index.ts); tests/sdk/lazy-commands.test.ts and command-table.test.ts check each
 * loader answers the very definition of the table.
 *
 * @example
 * const definition = await commandLoaders.placeOrder(); // loads ./orders once
 */
export type CommandLoaders = { readonly [N in CommandName]: () => Promise<Commands[N]> };

/**
 * Each domain's module, loaded on demand. Literal `import()`s, so bundlers split a chunk per
 * domain; the same names as `DOMAIN_MODULES` in ./index (a test keeps them equal).
 */
export const DOMAIN_LOADERS = {
  system: () => import('./system'),
  content: () => import('./content'),
  apps: () => import('./apps'),
  draws: () => import('./draws'),
  wallet: () => import('./wallet'),
  transactions: () => import('./transactions'),
  orders: () => import('./orders'),
  instant: () => import('./instant'),
  'responsible-play': () => import('./responsible-play'),
  deposits: () => import('./deposits'),
  withdrawals: () => import('./withdrawals'),
  accounts: () => import('./accounts'),
  sessions: () => import('./sessions'),
  kyc: () => import('./kyc'),
  profile: () => import('./profile'),
  compliance: () => import('./compliance'),
  geo: () => import('./geo'),
  notifications: () => import('./notifications'),
} as const satisfies Record<DomainName, () => Promise<object>>;

const loaded = <T>(definition: T) => () => Promise.resolve(definition);
const core: Partial<Record<CommandName, () => Promise<unknown>>> = {
  systemConfig: loaded(systemConfig),
  balance: loaded(balance),
  logout: loaded(logout),
};

export const commandLoaders = Object.fromEntries(
  (Object.entries(COMMAND_DOMAINS) as [CommandName, DomainName][]).map(([name, domain]) => [
    name,
    core[name] ?? (() => DOMAIN_LOADERS[domain]().then((module) => (module as Record<string, unknown>)[name])),
  ]),
) as unknown as CommandLoaders;
