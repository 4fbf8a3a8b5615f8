import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../sdk/errors/codes';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { refreshStepMs } from '../../host-demo/server/domains/sessions/session-cache';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_SESSION_TOKEN, seedDemo } from '../../host-demo/server/seed/seed-demo';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const STEP_MS = refreshStepMs(1800);

describe.each(availableBackends())('a read does not write: sessions on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const lastSeen = async (sessionId: number) =>
    (await t.db.query<{ last_seen_at: Date }>('select last_seen_at from sessions where id = $1', [sessionId])).rows[0]!.last_seen_at.getTime();

  /** Two gateway processes on one database sharing one bus, each with its own session cache. */
  function twoProcesses(): { a: FastifyInstance; b: FastifyInstance; events: GatewayEvent[]; close(): Promise<void> } {
    const bus = new InProcessEventBus();
    const events: GatewayEvent[] = [];
    bus.subscribe((e) => events.push(e));
    const a = testApp(t.db, t.clock, { events: bus });
    const b = testApp(t.db, t.clock, { events: bus });
    return { a, b, events, close: async () => void (await Promise.all([a.close(), b.close()])) };
  }

  it('answers repeated balance requests without writing the session, then refreshes it once the step has passed', async () => {
    const { token, sessionId } = await playerWithSession(t.db, t.clock);
    const opened = await lastSeen(sessionId);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(Math.floor(STEP_MS / 6));
      expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(0);
    }
    expect(await lastSeen(sessionId)).toBe(opened);
    t.clock.advance(STEP_MS);
    expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(0);
    expect(await lastSeen(sessionId)).toBe(t.clock.now());
  });

  it('checks a session with at most one indexed read, and none while this process has it cached', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const counted = countingDb(t.db);
    // The session check itself. The responsible-play guard (rg_restriction, one more indexed read
    // per call) is not counted here: folding it into this read and this cache is still to do.
    const sessionStatements = () => counted.statements.filter((s) => /\bsessions\b/.test(s.sql) && !s.sql.includes('rg_restriction'));
    const uncached = testApp(counted, t.clock, { config: { sessionCacheSize: 0 } });
    for (let i = 0; i < 3; i++) expect((await callHapi(uncached, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    expect(sessionStatements().map((s) => s.sql.trim().split(/\s+/)[0])).toEqual(['select', 'select', 'select']);
    await uncached.close();

    counted.statements.length = 0;
    const cached = testApp(counted, t.clock);
    for (let i = 0; i < 3; i++) expect((await callHapi(cached, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    expect(sessionStatements()).toHaveLength(1);
    // And 100124 itself is one read of the balance rows.
    expect(counted.statements.filter((s) => s.sql.includes('ledger'))).toHaveLength(3);
    await cached.close();
  });

  it('a logout in one process ends the session at once in another that had it cached', async () => {
    const { a, b, events, close } = twoProcesses();
    const { token, sessionId, playerId } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(0);
    expect((await callHapi(a, '100002', {}, { token })).envelope.code).toBe(0);
    expect(events).toEqual([{ kind: 'session-ended', sessionId, playerId, reason: 'logout' }]);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionInvalid);
    await close();
  });

  it('a login elsewhere makes the cached old token answer 403000618 at once in every process', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const { a, b, events, close } = twoProcesses();
    expect((await callHapi(a, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    expect((await callHapi(b, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    t.clock.advance(1_000);
    const login = await callHapi(b, '100200', { accountType: 'email', email: DEMO_PLAYER_EMAIL, password: DEMO_PASSWORD });
    expect(login.envelope.code).toBe(0);
    expect(events).toMatchObject([{ kind: 'session-ended', reason: 'replaced' }]);
    for (const app of [a, b]) {
      expect((await callHapi(app, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope).toMatchObject({
        code: ErrorCode.loggedInElsewhere,
        data: { loginTime: t.clock.now() },
      });
    }
    await close();
  });

  it('a password change ends the other cached sessions at once in every process and keeps this one', async () => {
    const { playerId } = await seedDemo(t.db, { now: t.clock.now() });
    const { a, b, events, close } = twoProcesses();
    // Another device of the same player (a session opened without replacing this one).
    const other = await openSession(t.db, playerId, t.clock.now());
    for (const token of [DEMO_SESSION_TOKEN, other.token]) expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(0);
    const change = await callHapi(a, '100113', { currentPassword: DEMO_PASSWORD, newPassword: 'N3w&better-pass', confirmPassword: 'N3w&better-pass' }, { token: DEMO_SESSION_TOKEN });
    expect(change.envelope.code).toBe(0);
    expect(events).toEqual([{ kind: 'session-ended', sessionId: other.sessionId, playerId, reason: 'password-changed' }]);
    expect((await callHapi(b, '100124', {}, { token: other.token })).envelope.code).toBe(ErrorCode.sessionInvalid);
    expect((await callHapi(b, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    await close();
  });

  it('an expired session is ended once and announced, and its token stays refused', async () => {
    const { a, b, events, close } = twoProcesses();
    const { token, sessionId, playerId } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(0);
    t.clock.advance(1800 * 1000 + 1);
    expect((await callHapi(a, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionExpired);
    expect(events).toEqual([{ kind: 'session-ended', sessionId, playerId, reason: 'expired' }]);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionInvalid);
    await close();
  });
});
