import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../sdk/errors/codes';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { runRestrict } from '../../host-demo/server/dev/restrict-player';
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
  function twoProcesses(): { a: FastifyInstance; b: FastifyInstance; bus: InProcessEventBus; events: GatewayEvent[]; close(): Promise<void> } {
    const bus = new InProcessEventBus();
    const events: GatewayEvent[] = [];
    bus.subscribe((e) => events.push(e));
    const a = testApp(t.db, t.clock, { events: bus });
    const b = testApp(t.db, t.clock, { events: bus });
    return { a, b, bus, events, close: async () => void (await Promise.all([a.close(), b.close()])) };
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

  it('a session command costs at most one read besides its own work (the session and its restrictions), none while cached', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const counted = countingDb(t.db);
    // Every statement of the call, the gateway's and the handler's alike; 100124's own work is
    // one read of the balance rows and one of the unread-count row, so anything else is the gateway's.
    const verbs = () => counted.statements.map((s) => s.sql.trim().split(/\s+/)[0]!.toLowerCase());
    const balanceReads = () => counted.statements.filter((s) => /\bledger_accounts\b/.test(s.sql));
    const unreadReads = () => counted.statements.filter((s) => /\bnotification_counts\b/.test(s.sql));
    const uncached = testApp(counted, t.clock, { config: { sessionCacheSize: 0, balanceCacheMs: 0 } });
    for (let i = 0; i < 3; i++) expect((await callHapi(uncached, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    expect(verbs()).toEqual(Array(9).fill('select'));
    expect(balanceReads()).toHaveLength(3);
    expect(unreadReads()).toHaveLength(3);
    // The one read of the session check: the session by its token hash, with the player's restriction.
    expect(counted.statements.filter((s) => /\bsessions\b/.test(s.sql))).toHaveLength(3);
    await uncached.close();

    counted.statements.length = 0;
    // The balance cache off: this counts the session's statements beside the handler's two reads a call.
    const cached = testApp(counted, t.clock, { config: { balanceCacheMs: 0 } });
    for (let i = 0; i < 3; i++) expect((await callHapi(cached, '100124', {}, { token: DEMO_SESSION_TOKEN })).envelope.code).toBe(0);
    // The first call reads the session; the next two read nothing but their balance and unread rows.
    expect(verbs()).toEqual(Array(7).fill('select'));
    expect(balanceReads()).toHaveLength(3);
    expect(unreadReads()).toHaveLength(3);
    await cached.close();
  });

  it('an operator restriction reaches at once a process that had the session cached', async () => {
    const { b, bus, close } = twoProcesses();
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(0);
    // npm run player:restrict, run beside the gateway processes, publishes on the bus they share.
    expect((await runRestrict([String(playerId), 'pay-limit'], t.db, bus)).exitCode).toBe(0);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(ErrorCode.payLimitLogout);
    expect((await callHapi(b, '100124', {}, { token })).envelope.code).toBe(ErrorCode.sessionInvalid);
    await close();
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
