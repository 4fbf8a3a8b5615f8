import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlerLocation, kebabCase, loadHandlers, loadHandlersFor } from '../../host-demo/server/domains';
import { ErrorCode } from '../../sdk/errors/codes';
import { commands } from '../../sdk/commands';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const domainsDir = fileURLToPath(new URL('../../host-demo/server/domains/', import.meta.url));

// Every declared command is served: its handler is found by convention (domains/index.ts), so
// there is no list of served commands to keep beside the table.
const handlers = await loadHandlers();

describe('the command table and the handlers', () => {
  it('has a handler for every declared command, in the folder of its domain, named after it', () => {
    for (const def of Object.values(commands)) {
      expect(typeof (handlers as Record<string, unknown>)[def.name], def.name).toBe('function');
      expect(existsSync(join(domainsDir, `${handlerLocation(def).module}.ts`)), `${def.name}: ${handlerLocation(def).module}.ts`).toBe(true);
    }
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(commands).sort());
  });

  it('names each handler file after its command', () => {
    expect(kebabCase('placeOrder')).toBe('place-order');
    expect(handlerLocation(commands.ibanAccounts)).toEqual({ module: './withdrawals/iban-accounts', exportName: 'ibanAccountsHandler' });
    expect(handlerLocation(commands.logout)).toEqual({ module: './sessions/logout', exportName: 'logoutHandler' });
  });

  it('refuses to start, naming the file it expects, when a declared command has no handler', async () => {
    await expect(loadHandlersFor({ ...commands.balance, name: 'balanceOfNothing' })).rejects.toThrow(
      'host-demo/server/domains/wallet/balance-of-nothing.ts must export balanceOfNothingHandler',
    );
  });
});

// Every declared command is served today, so the router's answer to a declared command without a
// handler is checked on a gateway built without one (balance), as a slice in progress would be.
const { balance: _withoutBalance, ...handlersWithoutBalance } = handlers;

describe.each(availableBackends())('a declared command without a handler on $name', (backend) => {
  const t = gatewayPerTest(backend, { handlers: handlersWithoutBalance });

  it.each(['balance'])('answers %s as an unknown command, even with a session', async (name) => {
    const { token } = await playerWithSession(t.db, t.clock);
    const code = commands[name as keyof typeof commands].code;
    const { envelope } = await callHapi(t.app, code, {}, { token });
    expect(envelope).toMatchObject({ code: ErrorCode.unknownCommand, command: code });
  });
});
