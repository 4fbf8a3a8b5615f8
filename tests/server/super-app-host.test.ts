import { describe, expect, it } from 'vitest';
import { availableBackends } from './helpers/backends';
import { playerWithSession } from './helpers/gateway';
import { betBalance, openDeposit, rechargeStatus } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';

const AMOUNT = 25_000;

describe.each(availableBackends())('the super-app simulator and its payment hand-off on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const settle = (tradeId: string, decision: unknown) =>
    t.app.inject({ method: 'POST', url: `/simulators/super-app/trades/${encodeURIComponent(tradeId)}`, payload: { decision } });

  it('serves a page that says it is a simulator, frames the product with host=mpadapter and loads its bridge script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/simulators/super-app?path=/lottery/pick3&lang=ar' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('محاكي');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('src="/lottery/pick3?host=mpadapter"');
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/simulators/super-app/host.js' });
    expect(script.body).toContain('mpadapter = api');
    for (const name of ['requestPayment', 'getLocation', 'chooseFile', 'uploadFile', 'openLocationPermission', 'getAuthToken', 'openAuthorization']) expect(script.body).toContain(`${name}:`);
  });

  it('never frames another origin: a path like //evil.example falls back to home', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const page = await t.app.inject({ method: 'GET', url: `/simulators/super-app?path=${encodeURIComponent(path)}` });
      expect(page.body).toContain('src="/?host=mpadapter"');
    }
  });

  it('an approved trade credits the deposit 420544 opened, and 420545 then says SUCCESS', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const tradeId = await openDeposit(t.app, token, AMOUNT);
    const answer = await settle(tradeId, 'approve');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ tradeId, state: 'SUCCESS', credited: true });
    expect(await betBalance(t.app, token)).toBe(AMOUNT);
    expect((await rechargeStatus(t.app, token, tradeId)).envelope.data).toMatchObject({ rechargeStatus: 'SUCCESS' });
  });

  it('a declined trade ends the deposit as FAILURE with nothing credited', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const tradeId = await openDeposit(t.app, token, AMOUNT);
    expect((await settle(tradeId, 'decline')).json()).toMatchObject({ state: 'FAILURE', credited: false });
    expect(await betBalance(t.app, token)).toBe(0);
    expect((await rechargeStatus(t.app, token, tradeId)).envelope.data).toMatchObject({ rechargeStatus: 'FAILURE' });
    // The trade has ended: an approval after it finds nothing to pay.
    expect((await settle(tradeId, 'approve')).statusCode).toBe(404);
    expect(await betBalance(t.app, token)).toBe(0);
  });

  it('20 approvals of one trade fired together credit it once', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const tradeId = await openDeposit(t.app, token, AMOUNT);
    const answers = await Promise.all(Array.from({ length: 20 }, () => settle(tradeId, 'approve')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::bigint as n from ledger_movements m join ledger_entries e on e.movement_id = m.id join ledger_accounts a on a.id = e.account_id
        where m.kind = 'deposit' and a.player_id = $1 and e.amount > 0`,
      [playerId],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await betBalance(t.app, token)).toBe(AMOUNT);
  });

  it('refuses a bad decision or trade id with 400 and an unknown trade with 404, changing nothing', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const tradeId = await openDeposit(t.app, token, AMOUNT);
    expect((await settle(tradeId, 'maybe')).statusCode).toBe(400);
    expect((await settle(tradeId, undefined)).statusCode).toBe(400);
    expect((await settle('x'.repeat(65), 'approve')).statusCode).toBe(400);
    expect((await settle('no-such-trade', 'approve')).statusCode).toBe(404);
    expect(await betBalance(t.app, token)).toBe(0);
    expect((await rechargeStatus(t.app, token, tradeId)).envelope.data).toMatchObject({ rechargeStatus: 'PENDING' });
  });

  it('serves the native-shell simulator with the platform in the webview\'s address (1 iOS, 2 Android)', async () => {
    const ios = await t.app.inject({ method: 'GET', url: '/simulators/native-shell?platform=1' });
    expect(ios.body).toContain('src="/app?platform=1"');
    expect(ios.body).toContain('SIMULATOR');
    expect((await t.app.inject({ method: 'GET', url: '/simulators/native-shell?platform=9' })).body).toContain('src="/app?platform=2"');
  });
});

describe.each(availableBackends())('the super-app OAuth simulator (SPEC §7 host-app OAuth) on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const query = 'response_type=code&scope=kyc_info&client_id=nl-lottery&state=s1&redirect_uri=%2Fbotim%2FloginMethod&lang=en';
  const authorize = (token = 'sim-host-token', q = query) =>
    t.app.inject({ method: 'POST', url: `/simulators/super-app/oauth/kycAuthorize?${q}`, headers: { authorization: `Bearer ${token}` } });
  const consent = () => t.app.inject({ method: 'POST', url: '/simulators/super-app/oauth/consent?client_id=nl-lottery&state=s1', headers: { authorization: 'Bearer sim-host-token' } });
  const exchange = (code: unknown) => t.app.inject({ method: 'POST', url: '/simulators/super-app/oauth/token', payload: { code } });

  it('asks for authorisation until the user consents, then kycAuthorize answers type authCode with a code', async () => {
    expect((await authorize()).json()).toEqual({ data: { type: 'authorize' } });
    const granted = (await consent()).json() as { data: { type: string; code: string } };
    expect(granted.data.type).toBe('authCode');
    const again = (await authorize()).json() as { data: { type: string; code: string } };
    expect(again.data.type).toBe('authCode');
    expect(again.data.code).not.toBe(granted.data.code);
  });

  it('exchanges a code for the host user once; a replayed, unknown or over-long code is invalid_grant or invalid_request', async () => {
    const { code } = ((await consent()).json() as { data: { code: string } }).data;
    const first = await exchange(code);
    expect(first.json()).toEqual({ data: { hostUserId: 'sim-user-1', countryCode: '971', mobile: '500000000', email: 'demo.player@example.com' } });
    expect((await exchange(code)).json()).toEqual({ error: 'invalid_grant' });
    expect((await exchange('not-a-code')).statusCode).toBe(400);
    expect((await exchange('x'.repeat(129))).json()).toEqual({ error: 'invalid_request' });
    expect((await exchange(42)).statusCode).toBe(400);
  });

  it('an expired code is refused (5 minutes)', async () => {
    const { code } = ((await consent()).json() as { data: { code: string } }).data;
    t.clock.advance(5 * 60_000);
    expect((await exchange(code)).json()).toEqual({ error: 'invalid_grant' });
  });

  it('20 exchanges of one code fired together: exactly one gets the user', async () => {
    const { code } = ((await consent()).json() as { data: { code: string } }).data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(19);
  });

  it('refuses an unknown host token with 401 and a request without response_type=code or client_id with 400', async () => {
    expect((await authorize('forged')).statusCode).toBe(401);
    expect((await authorize('sim-host-token', 'response_type=token&client_id=nl-lottery')).statusCode).toBe(400);
    expect((await authorize('sim-host-token', 'response_type=code')).statusCode).toBe(400);
    expect((await authorize('sim-host-token', `response_type=code&client_id=${'a'.repeat(65)}`)).statusCode).toBe(400);
  });
});
