import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GEO_CHECKED_CODES, GEO_HEADER } from '../../sdk/commands';
import { ErrorCode } from '../../sdk/errors/codes';
import { DEFAULT_GEO_SETTINGS } from '../../host-demo/server/config';
import { runGeoWhitelist } from '../../host-demo/server/dev/geo-whitelist-player';
import { signGeoToken } from '../../host-demo/server/providers/geo/geo-token';
import { GEO_SIMULATOR_ISSUER, GEO_VERIFIER_SIMULATOR_PATH } from '../../host-demo/server/providers/geo/simulator';
import { availableBackends } from './helpers/backends';
import { CARDS, RETURN_URL, payWithNewCard, payWithSavedCard, recharge } from './helpers/deposits';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { announceDraws, buy, buyer, PICK3_EXACT, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';

const KEY = 'geo-test-key-0123456789abcdef';
const GEO = { ...DEFAULT_GEO_SETTINGS, restrict: true, cacheSeconds: 20 * 60, verifierKey: KEY };

/** Places the verifier simulator judges (providers/geo/territory.ts). */
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
const DOHA = { latitude: 25.2854, longitude: 51.531 };

/** A valid request of each geo-checked command; the test below holds the keys to the command table. */
function geoCheckedRequests(gatewayId: string): Record<string, unknown> {
  return {
    '101105': PICK3_EXACT,
    '101101': { ...PICK3_EXACT, idempotencyKey: randomUUID() },
    '101301': { appKey: 'golden-falcon', amount: 500, idempotencyKey: randomUUID() }, // a scratch card (issue 20)
    '101310': { appKey: 'pearl-diver' }, // an e-instant's real-money launch (issue 20): the location is proved there
    '420544': { amount: 5_000, channelType: 710, orderType: 1, mode: 104, returnUrl: RETURN_URL, idempotencyKey: randomUUID() },
    '420550': { gatewayId, money: 5_000, cardNo: CARDS.approved, expireDate: '12/30', cvv: '737', holderName: 'Test Player', email: 'test.player@example.com' },
    '420551': { gatewayId, money: 5_000, bankCardId: '1', cvv: '737' },
  };
}

/** Asks the verifier simulator for a token, as the SDK's browser bridge does. */
async function verifierToken(app: FastifyInstance, session: string | null, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: GEO_VERIFIER_SIMULATOR_PATH,
    headers: session ? { 'Api-Access-Token': session } : {},
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { token: string; verdict: string; expiresAt: number; error?: string } };
}

describe.each(availableBackends())('geo restriction of bets and card deposits on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { geo: GEO } });

  async function ready(deposit = 10_000) {
    await announceDraws(t.db, t.clock);
    return buyer(t.db, t.clock, deposit);
  }
  const geoStatus = (token: string) => callHapi<{ userInWitheList: boolean; userGeoCacheExpireTime: number | null }>(t.app, '100206', {}, { token });
  const insideToken = async (session: string) => (await verifierToken(t.app, session, DUBAI)).body.token;
  const buyWith = (session: string, geoToken?: string) => callHapi<{ id: string }>(t.app, '101101', { ...PICK3_EXACT, idempotencyKey: randomUUID() }, { token: session, headers: geoToken === undefined ? {} : { [GEO_HEADER]: geoToken } });

  /** Every table's rows as tableSnapshot sees them, but the sessions' last-seen times (any request is activity). */
  async function rows() {
    const { sessionTimes: _activity, ...snapshot } = await tableSnapshot(t.db);
    return snapshot;
  }

  /** Sends `send`, expects `code`, and shows the refusal changed no row of any table. */
  async function refusedUnchanged(playerId: number, code: number, send: () => Promise<{ envelope: { code: number } }>) {
    const balance = await totalBalance(t.db, playerId);
    const before = await rows();
    const { envelope } = await send();
    expect(envelope.code).toBe(code);
    expect(await totalBalance(t.db, playerId)).toBe(balance);
    expect(await rows()).toEqual(before);
  }

  it('refuses every geo-checked command of the table without a token (403001022), before any row is written', async () => {
    const p = await ready();
    // A deposit opened while the player was proved inside, so the card payments have a real deposit to pay.
    const opened = await callHapi<{ gatewayId: string }>(t.app, '420544', geoCheckedRequests('')['420544'], { token: p.token, headers: { [GEO_HEADER]: await insideToken(p.token) } });
    expect(opened.envelope.code).toBe(0);
    t.clock.advance(GEO.cacheSeconds * 1000 + 1);

    const requests = geoCheckedRequests(opened.envelope.data!.gatewayId);
    expect(Object.keys(requests).sort()).toEqual([...GEO_CHECKED_CODES].sort());
    for (const code of GEO_CHECKED_CODES) {
      await refusedUnchanged(p.playerId, ErrorCode.geoTokenMissing, () => callHapi(t.app, code, requests[code], { token: p.token }));
    }
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(rows[0]!.n).toBe(0);
  });

  it('answers the refusal in the player\'s language, for the geo popup', async () => {
    const p = await ready();
    const en = await buyWith(p.token);
    expect(en.envelope).toMatchObject({ code: ErrorCode.geoTokenMissing, message: expect.stringMatching(/location/) });
    const ar = await callHapi(t.app, '101101', { ...PICK3_EXACT, idempotencyKey: randomUUID() }, { token: p.token, clientInfo: { platform: 3, product: 61, language: 'ar-AE' } });
    expect(ar.envelope.message).toMatch(/موقع/);
  });

  it('buys with a token saying inside, charging once; the location then counts for geo.cacheSeconds without a token', async () => {
    const p = await ready();
    expect((await geoStatus(p.token)).envelope.data).toEqual({ userInWitheList: false, userGeoCacheExpireTime: null });

    const first = await buyWith(p.token, await insideToken(p.token));
    expect(first.envelope.code).toBe(0);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    const expiresAt = t.clock.now() + GEO.cacheSeconds * 1000;
    expect((await geoStatus(p.token)).envelope.data).toEqual({ userInWitheList: false, userGeoCacheExpireTime: expiresAt });

    t.clock.advance(GEO.cacheSeconds * 1000 - 1);
    expect((await buyWith(p.token)).envelope.code).toBe(0);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_600);

    t.clock.advance(1);
    expect((await geoStatus(p.token)).envelope.data).toEqual({ userInWitheList: false, userGeoCacheExpireTime: null });
    await refusedUnchanged(p.playerId, ErrorCode.geoTokenMissing, () => buyWith(p.token));
  });

  it('refuses a token saying outside (Doha, or a UAE position from a network abroad) with 403001024', async () => {
    const p = await ready();
    const doha = await verifierToken(t.app, p.token, DOHA);
    expect(doha.body.verdict).toBe('outside');
    await refusedUnchanged(p.playerId, ErrorCode.geoOutsideTerritory, () => buyWith(p.token, doha.body.token));
    const vpn = await verifierToken(t.app, p.token, { ...DUBAI, ipCountry: 'OM' });
    expect(vpn.body.verdict).toBe('outside');
    await refusedUnchanged(p.playerId, ErrorCode.geoOutsideTerritory, () => buyWith(p.token, vpn.body.token));
    expect((await geoStatus(p.token)).envelope.data!.userGeoCacheExpireTime).toBeNull();
  });

  it('refuses an expired, forged, altered or another player\'s token with 403001023', async () => {
    const p = await ready();
    const other = await ready();
    const now = Math.floor(t.clock.now() / 1000);
    const forged = signGeoToken({ iss: GEO_SIMULATOR_ISSUER, sub: 'anyone', verdict: 'inside', iat: now, exp: now + 300 }, 'not-the-verifier-key-0123');
    const genuine = await insideToken(p.token);
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: now + 86_400 })).toString('base64url')}.${signature}`;
    const othersToken = await insideToken(other.token);

    for (const bad of [forged, altered, othersToken, 'not.a.token', 'x'.repeat(5_000)]) {
      await refusedUnchanged(p.playerId, ErrorCode.geoTokenInvalid, () => buyWith(p.token, bad));
    }
    t.clock.advance(5 * 60_000);
    await refusedUnchanged(p.playerId, ErrorCode.geoTokenInvalid, () => buyWith(p.token, genuine));
  });

  it('lets a whitelisted player bet and deposit with no location, until taken off (npm run player:geo-whitelist)', async () => {
    const p = await ready();
    expect(await runGeoWhitelist([String(p.playerId), 'on'], t.db)).toEqual({ exitCode: 0, line: `player ${p.playerId}: on the geo whitelist` });
    expect((await geoStatus(p.token)).envelope.data).toEqual({ userInWitheList: true, userGeoCacheExpireTime: null });
    expect((await buyWith(p.token)).envelope.code).toBe(0);
    expect((await recharge(t.app, p.token, 5_000)).envelope.code).toBe(0);

    expect((await runGeoWhitelist([String(p.playerId), 'off'], t.db)).exitCode).toBe(0);
    await refusedUnchanged(p.playerId, ErrorCode.geoTokenMissing, () => recharge(t.app, p.token, 5_000));
    expect((await runGeoWhitelist(['999999', 'on'], t.db)).line).toBe('player 999999: not found');
    expect((await runGeoWhitelist(['1', 'maybe'], t.db)).exitCode).toBe(1);
  });

  it('pays a card deposit end to end with a token, and refuses the saved-card payment once the location has lapsed', async () => {
    const p = await ready();
    const geo = { [GEO_HEADER]: await insideToken(p.token) };
    const opened = await callHapi<{ gatewayId: string }>(t.app, '420544', geoCheckedRequests('')['420544'], { token: p.token, headers: geo });
    const gatewayId = opened.envelope.data!.gatewayId;
    expect((await payWithNewCard(t.app, p.token, gatewayId, 5_000, CARDS.approved)).envelope.data).toMatchObject({ status: 'SUCCESS' });
    expect(await totalBalance(t.db, p.playerId)).toBe(15_000);

    t.clock.advance(GEO.cacheSeconds * 1000);
    const card = (await callHapi<{ cards: { bankCardId: string }[] }>(t.app, '420552', {}, { token: p.token })).envelope.data!.cards[0]!;
    await refusedUnchanged(p.playerId, ErrorCode.geoTokenMissing, () => payWithSavedCard(t.app, p.token, gatewayId, 5_000, card.bankCardId));
  });

  it('keeps one cached location when several purchases with tokens arrive at once, and never shortens it', async () => {
    const p = await ready();
    const tokens = await Promise.all([0, 1, 2, 3].map(() => insideToken(p.token)));
    const replies = await Promise.all(tokens.map((token) => buyWith(p.token, token)));
    expect(replies.map((r) => r.envelope.code)).toEqual([0, 0, 0, 0]);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_200);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from player_geo_cache where player_id = $1', [p.playerId]);
    expect(rows[0]!.n).toBe(1);
  });

  it('leaves the other commands alone: balance, order list and 100206 need no location', async () => {
    const p = await ready();
    expect((await callHapi(t.app, '100124', {}, { token: p.token })).envelope.code).toBe(0);
    expect((await geoStatus(p.token)).envelope.code).toBe(0);
    expect((await callHapi(t.app, '100206', {}, {})).envelope.code).toBe(ErrorCode.sessionMissing);
  });

  it('publishes geoRestrict and where the SDK gets a token in 010001', async () => {
    const { envelope } = await callHapi<{ geoRestrict: boolean; geoVerifyPath: string }>(t.app, '010001', { productType: 61 });
    expect(envelope.data).toMatchObject({ geoRestrict: true, geoVerifyPath: GEO_VERIFIER_SIMULATOR_PATH });
  });

  describe('the verifier simulator\'s token endpoint', () => {
    it('names the session\'s player, says inside for Dubai, and lasts 5 minutes', async () => {
      const p = await ready(0);
      const { status, body } = await verifierToken(t.app, p.token, DUBAI);
      expect(status).toBe(200);
      expect(body.verdict).toBe('inside');
      expect(body.expiresAt).toBe(Math.floor((t.clock.now() + 5 * 60_000) / 1000) * 1000);
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as { sub: string; verdict: string };
      const { rows } = await t.db.query<{ open_id: string }>('select open_id from players where id = $1', [p.playerId]);
      expect(claims).toMatchObject({ sub: rows[0]!.open_id, verdict: 'inside' });
    });

    it('refuses a request without a valid session (401) or with a location out of range (400)', async () => {
      const p = await ready(0);
      expect(await verifierToken(t.app, null, DUBAI)).toEqual({ status: 401, body: { error: 'session' } });
      expect(await verifierToken(t.app, 'not-a-session', DUBAI)).toEqual({ status: 401, body: { error: 'session' } });
      for (const bad of [{ latitude: 91, longitude: 55 }, { latitude: 25 }, { ...DUBAI, ipCountry: 'UAE!' }, { ...DUBAI, extra: 1 }, { latitude: '25', longitude: '55' }]) {
        expect(await verifierToken(t.app, p.token, bad)).toEqual({ status: 400, body: { error: 'invalid-location' } });
      }
    });
  });
});

describe.each(availableBackends())('geoRestrict off on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { geo: { ...GEO, restrict: false } } });

  it('checks no location: a player with none buys, and 010001 says geoRestrict false', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    expect((await callHapi<{ geoRestrict: boolean }>(t.app, '010001', { productType: 61 })).envelope.data!.geoRestrict).toBe(false);
    // The test app of every other suite has it off too; the server's default is on.
    expect(DEFAULT_GEO_SETTINGS.restrict).toBe(true);
  });
});
