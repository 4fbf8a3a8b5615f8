import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MODULES, commands, type CommandDefinition } from '../../sdk/commands';
import { COMMAND_DOMAINS } from '../../sdk/commands/command-index';
import { DOMAIN_LOADERS } from '../../sdk/commands/loaders';

// One name per domain: the module that declares its commands (sdk/commands/<d>.ts), each command's
// `domain` field, the server folder of its handlers (host-demo/server/domains/<d>/) and the folder
// of its elements (elements/<d>/). A contributor who knows where one part of a domain is finds the
// others under the same name.

const root = fileURLToPath(new URL('../../', import.meta.url));
const folders = (dir: string) => readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());

/** Modules of sdk/commands that declare no command: the table's own machinery. */
const COMMAND_MACHINERY = ['command-index.ts', 'define-command.ts', 'envelope.ts', 'index.ts', 'loaders.ts'];

/** Server folders that answer no command: code shared by the domains that do. */
const SERVER_SHARED = { players: "a player's standing, read once by the geo, KYC and responsible-play gates" };

/** Element folders that belong to no one domain: the kit every element is built with, and what all share. */
const ELEMENTS_SHARED = {
  base: 'the element kit: element factory, shadow root, hooks, dialogs, emit',
  forms: 'form fields and their validation messages',
  layout: "the page's chrome every domain shares: header, footer, the native app's in-app header, the player's card, the contact dialog",
  games: "the play screens, built from the SDK's game catalogue (sdk/games)",
};

describe('the domain vocabulary', () => {
  const domains = Object.keys(DOMAIN_MODULES).sort();

  it('has a module in sdk/commands for each domain, named after it, and no module of commands outside the table', () => {
    const modules = readdirSync(join(root, 'sdk/commands')).filter((f) => f.endsWith('.ts') && !COMMAND_MACHINERY.includes(f));
    expect(modules.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(domains);
    expect(Object.keys(DOMAIN_LOADERS).sort()).toEqual(domains);
  });

  it("gives every command the domain of the module that declares it, under the command's own name", () => {
    const mismatches = Object.entries(DOMAIN_MODULES).flatMap(([domain, module]) =>
      Object.entries(module as Record<string, unknown>)
        .filter((entry): entry is [string, CommandDefinition] => typeof entry[1] === 'object' && entry[1] !== null && 'code' in entry[1] && 'request' in entry[1])
        .filter(([exportName, def]) => def.domain !== domain || def.name !== exportName)
        .map(([exportName, def]) => `sdk/commands/${domain}.ts exports ${exportName} as ${def.name} of domain '${def.domain}'`),
    );
    expect(mismatches).toEqual([]);
    for (const def of Object.values(commands)) expect(COMMAND_DOMAINS[def.name as keyof typeof COMMAND_DOMAINS], def.name).toBe(def.domain);
  });

  it('has a server folder of the same name for each domain, and no other server folder but the shared ones', () => {
    const server = folders('host-demo/server/domains');
    expect(server.filter((f) => !(f in SERVER_SHARED)).sort()).toEqual(domains);
  });

  it("puts a domain's elements in the folder of the domain's name, and no element outside a domain but the shared ones", () => {
    const strays = folders('elements').filter((f) => !(f in ELEMENTS_SHARED) && !domains.includes(f));
    expect(strays).toEqual([]);
    for (const shared of Object.keys(ELEMENTS_SHARED)) expect(domains, `${shared} is shared, not a domain`).not.toContain(shared);
  });
});
