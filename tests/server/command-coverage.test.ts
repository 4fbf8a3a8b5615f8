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

// Every code SPEC §7 names (its table and its list of other commands), copied from the
// specification: each is in the command table, so served by the handler found above. Where SPEC
// gives only a code, the declaration's doc comment (docs/commands.md) says which job it was given.
const SPEC_SECTION_7_CODES = [
  '001001', '001006', '001012', '001013', '001016', '010001', '100002', '100107', '100111', '100113', '100117', '100124',
  '100134', '100136', '100137', '100138', '100140', '100145', '100146', '100147', '100155', '100156', '100160', '100161',
  '100163', '100171', '100172', '100177', '100181', '100201', '100202', '100203', '100206', '100306', '100316', '101063',
  '101065', '101066', '101071', '101077', '101078', '101101', '101105', '102004', '102011', '102012', '102027', '103001',
  '103005', '200022', '200025', '200029', '200030', '420505', '420543', '420544', '420550', '420551', '420607', '600701',
  '660003', '660004', '660009', '660100', '660200', '660400', '700005', '700014',
];

describe('the commands of SPEC §7', () => {
  it.each(SPEC_SECTION_7_CODES)('serves %s', (code) => {
    const def = Object.values(commands).find((c) => c.code === code);
    expect(def, `SPEC §7 code ${code} is not in the command table`).toBeDefined();
    expect(typeof (handlers as Record<string, unknown>)[def!.name]).toBe('function');
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
