import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { endSession, hashToken } from '../../host-demo/server/domains/sessions/sessions';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const ALIVE_MS = 1800 * 1000;

describe.each(availableBackends())('sessions on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const lastSeen = async (sessionId: number) =>
    (await t.db.query<{ last_seen_at: Date; ended_at: Date | null; end_reason: string | null }>(
      'select last_seen_at, ended_at, end_reason from sessions where id = $1',
      [sessionId],
    )).rows[0]!;

  it('refuses a balance request without a session with a session-invalid code', async () => {
    const { envelope } = await callHapi(t.app, '100124', {});
    expect(envelope).toMatchObject({ code: ErrorCode.sessionMissing, command: '100124', data: null });
  });

  it('refuses an unknown token with 401000002', async () => {
    const { envelope } = await callHapi(t.app, '100124', {}, { token: 'no-such-token' });
    expect(envelope.code).toBe(ErrorCode.sessionInvalid);
  });

  it('refuses an ended (logged out) session with 401000002', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    await endSession(t.db, sessionId, t.clock.now());
    expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionInvalid);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    const { rows } = await t.db.query<{ token_hash: string }>('select token_hash from sessions where id = $1', [sessionId]);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify((await t.db.query('select * from sessions')).rows)).not.toContain(token);
  });

  it('refreshes last_seen_at when a call comes after the refresh step, keeping an active session alive', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(ALIVE_MS - 1000); // just inside the limit each time
      expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(0);
      expect((await lastSeen(sessionId)).last_seen_at.getTime()).toBe(t.clock.now());
    }
  });

  it('refuses a stale session with 401000003, ends it, then treats it as unknown', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    t.clock.advance(ALIVE_MS + 1000);
    expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionExpired);
    expect(await lastSeen(sessionId)).toMatchObject({ ended_at: new Date(t.clock.now()), end_reason: 'expired' });
    t.clock.set(t.clock.now() - ALIVE_MS); // even if time went back, an ended session stays ended
    expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionInvalid);
  });

  it('ends a session 12 hours after login however active it is, with 401000003', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    const twelveHours = 12 * 3600_000;
    const step = ALIVE_MS - 60_000;
    let elapsed = 0;
    while (elapsed + step < twelveHours) {
      t.clock.advance(step);
      elapsed += step;
      expect((await callHapi(t.app, '100124', {}, { token })).envelope.code, `after ${elapsed / 60_000} minutes`).toBe(0);
    }
    t.clock.advance(twelveHours - elapsed);
    expect((await callHapi(t.app, '100124', {}, { token })).envelope).toMatchObject({ code: ErrorCode.sessionExpired, message: 'Your session has expired, please log in again' });
    expect(await lastSeen(sessionId)).toMatchObject({ ended_at: new Date(t.clock.now()), end_reason: 'expired' });
  });

  it('honours the configured sessionMaxAgeSeconds', async () => {
    const app = testApp(t.db, t.clock, { config: { sessionMaxAgeSeconds: 120 } });
    const { token } = await playerWithSession(t.db, t.clock);
    t.clock.advance(119_000);
    expect((await callHapi(app, '100124', {}, { token })).envelope.code).toBe(0);
    t.clock.advance(1_000);
    expect((await callHapi(app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionExpired);
    await app.close();
  });

  it('honours the configured userAliveDurationSecond', async () => {
    const app = testApp(t.db, t.clock, { config: { userAliveDurationSecond: 60 } });
    const { token } = await playerWithSession(t.db, t.clock);
    t.clock.advance(61_000);
    expect((await callHapi(app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionExpired);
    await app.close();
  });

  it('reads the token from the header named by config authKey', async () => {
    const app = testApp(t.db, t.clock, { config: { authKey: 'X-Lottery-Session' } });
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionMissing);
    expect((await callHapi(app, '100124', {}, { token, authHeader: 'X-Lottery-Session' })).envelope.code).toBe(0);
    expect((await callHapi(app, '010001', { productType: 61 })).envelope.data).toMatchObject({ authKey: 'X-Lottery-Session' });
    await app.close();
  });

  it('answers public commands even with a bad or stale token, and ends the stale session', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '700014', {}, { token: 'garbage' })).envelope.code).toBe(0);
    t.clock.advance(ALIVE_MS + 1);
    expect((await callHapi(t.app, '700014', {}, { token })).envelope.code).toBe(0);
    expect((await lastSeen(sessionId)).end_reason).toBe('expired');
  });
});
