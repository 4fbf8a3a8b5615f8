/**
 * Micro-apps (issue 22; sdk/routes/micro-apps.ts) as the gateway hands them a session: a one-time
 * token for the player (or a guest), spent once by the micro-app's signed call; a micro-app
 * switched off answers 403000949 and writes nothing; each reference micro-app page says what it is.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { walletSignature } from '../../sdk/instant';
import { MICRO_APP_NAMES } from '../../sdk/routes/micro-apps';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { buyer } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';

const KEY = 'a-studio-key-of-the-reference-micro-apps-012345';

describe.each(availableBackends())('micro-apps on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { eInstantStudioKey: KEY, microAppsOff: ['casino'] } });
  const spend = async (handoffToken: string, key = KEY) =>
    (await callHapi<{ app: string; loggedIn: boolean; firstName: string | null; balance: number | null }>(t.app, '700021', { handoffToken, signature: await walletSignature(key, { handoffToken }) }, { clientInfo: null })).envelope;
  const tokenOf = (url: string) => new URL(url).hash.replace('#handoff=', '');

  it('hands the player’s session over once, and a guest’s as a guest', async () => {
    const p = await buyer(t.db, t.clock, 2_500);
    const open = (await callHapi<{ appUrl: string }>(t.app, '700020', { app: 'sport' }, { token: p.token })).envelope;
    expect(open.code).toBe(0);
    expect(open.data!.appUrl).toMatch(/^http:\/\/localhost:80\/studio\/micro-apps\/sport\/#handoff=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(open.data!.appUrl);
    const twice = await Promise.all([spend(token), spend(token), spend(token)]);
    expect(twice.map((e) => e.code).sort()).toEqual([0, ErrorCode.eInstantSessionInvalid, ErrorCode.eInstantSessionInvalid]);
    expect(twice.find((e) => e.code === 0)!.data).toMatchObject({ app: 'sport', loggedIn: true, balance: 2_500 });

    const guest = (await callHapi<{ appUrl: string }>(t.app, '700020', { app: 'hulm' })).envelope.data!;
    expect((await spend(tokenOf(guest.appUrl))).data).toEqual({ app: 'hulm', loggedIn: false, firstName: null, balance: null });
    const other = (await callHapi<{ appUrl: string }>(t.app, '700020', { app: 'virtual' })).envelope.data!;
    expect((await spend(tokenOf(other.appUrl), 'not-the-studio-key-0123456789abcdef')).code).toBe(ErrorCode.eInstantSignatureInvalid);
  });

  it('refuses a micro-app switched off with the sales suspension, and an unknown one, writing nothing', async () => {
    const before = await tableSnapshot(t.db);
    expect((await callHapi(t.app, '700020', { app: 'casino' })).envelope.code).toBe(ErrorCode.gameSalesSuspended);
    expect((await callHapi(t.app, '700020', { app: 'bingo' })).envelope.code).toBe(ErrorCode.validationFailed);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('serves a reference page for every micro-app of the registry, saying it is one', async () => {
    for (const app of MICRO_APP_NAMES) {
      const page = await t.app.inject({ method: 'GET', url: `/studio/micro-apps/${app}/` });
      expect(page.statusCode, app).toBe(200);
      expect(page.body).toContain('reference micro-app');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect((await t.app.inject({ method: 'GET', url: '/studio/micro-apps/bingo/' })).statusCode).toBe(404);
  });
});
