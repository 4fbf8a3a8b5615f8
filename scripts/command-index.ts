/**
 * Renders sdk/commands/command-index.ts: what the SDK's core must know of every command before
 * its domain's module is loaded (the domain that holds it, and the codes whose headers differ).
 * Written by `npm run commands:doc` with docs/commands.md; tests/sdk/commands-reference.test.ts
 * fails while it is stale. Development tooling, outside sdk/.
 *
 * @example writeFileSync('sdk/commands/command-index.ts', renderCommandIndex(commands));
 */
import type { CommandDefinition } from '../sdk/commands';

export const COMMAND_INDEX_PATH = 'sdk/commands/command-index.ts';

const codeSet = (codes: string[]) => `new Set([${codes.sort().map((c) => `'${c}'`).join(', ')}])`;

export function renderCommandIndex(table: Readonly<Record<string, CommandDefinition>>): string {
  const all = Object.values(table);
  return [
    '// Generated from the command declarations by `npm run commands:doc`. Do not edit by hand:',
    '// tests/sdk/commands-reference.test.ts fails when this file differs from the table.',
    "import type { CommandName, DomainName } from './index';",
    '',
    '/**',
    " * The domain module of each command: the client core imports a command's module on its first",
    ' * call (./loaders.ts), so it must know where the command is without loading the table.',
    ' */',
    'export const COMMAND_DOMAINS = {',
    ...all.map((c) => `  ${c.name}: '${c.domain}',`),
    '} as const satisfies Record<CommandName, DomainName>;',
    '',
    '/** Sent without the session header even when a token is held (SPEC §6): login, codes, reset. */',
    `export const TRANSPORT_SESSION_EXEMPT_CODES: ReadonlySet<string> = ${codeSet(all.filter((c) => c.sessionExempt).map((c) => c.code))};`,
    '',
    "/** Carry the geo JWT when the player's geo status is not valid (SPEC §7): orders and card payments. */",
    `export const TRANSPORT_GEO_CHECKED_CODES: ReadonlySet<string> = ${codeSet(all.filter((c) => c.geoHeader).map((c) => c.code))};`,
    '',
  ].join('\n');
}
