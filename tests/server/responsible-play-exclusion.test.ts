import { describe, expect, it } from 'vitest';
import type { LoginReply } from '../../sdk/commands/accounts';
import { ErrorCode } from '../../sdk/errors/codes';
import { runFamilyReview } from '../../host-demo/server/dev/review-family-exclusion';
import { runRestrict } from '../../host-demo/server/dev/restrict-player';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { PASSWORD, PNG_BASE64, codeFor, registerPlayer, registration, type Target } from './helpers/accounts';
import { recharge } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';
import { setSelfExclusion } from './helpers/responsible-play';

const HOUR = 3_600_000;
const EMAIL: Target = { channel: 'email', email: 'aisha.khan@example.com' };

describe.each(availableBackends())('self-exclusion, breaks and restrictions on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const login = (purpose?: 'withdraw') =>
    callHapi<LoginReply>(t.app, '100200', { accountType: 'email', email: EMAIL.channel === 'email' ? EMAIL.email : '', password: PASSWORD, ...(purpose ? { purpose } : {}) });
  const balanceCode = async (token: string) => (await callHapi(t.app, '100124', {}, { token })).envelope.code;
  const openSessions = async (playerId: number) =>
    Number((await t.db.query<{ n: number }>('select count(*)::bigint as n from sessions where player_id = $1 and ended_at is null', [playerId])).rows[0]!.n);
  const playerIdOf = async (openId: string) => (await t.db.query<{ id: number }>('select id from players where open_id = $1', [openId])).rows[0]!.id;

  it('a 72-hour break ends every session of the player, and a login answers 403000619 type 5 with its end', async () => {
    const reply = await registerPlayer(t.app);
    const playerId = await playerIdOf(reply.userOpenId);
    const second = (await login()).envelope.data!.sessionToken;
    const { envelope } = await setSelfExclusion(t.app, second, 5, 72);
    expect(envelope.code).toBe(0);
    expect(envelope.data).toEqual({ exclusionEndTime: t.clock.now() + 72 * HOUR, unFinishChaseOrder: 0 });
    expect(await openSessions(playerId)).toBe(0);
    expect(await balanceCode(second)).toBe(ErrorCode.sessionInvalid);

    const refused = (await login()).envelope;
    expect(refused.code).toBe(ErrorCode.selfExcluded);
    expect(refused.data).toMatchObject({ userExclusionType: 5, exclusionEndTimestamp: t.clock.now() + 72 * HOUR, canLoginToWithdraw: true });
    expect(await openSessions(playerId)).toBe(0);
  });

  it('during a break, a login to withdraw opens a session that reads the wallet and withdraws but cannot deposit or set limits', async () => {
    const reply = await registerPlayer(t.app);
    await setSelfExclusion(t.app, reply.sessionToken, 5, 72);
    const { envelope } = await login('withdraw');
    expect(envelope.code).toBe(0);
    const token = envelope.data!.sessionToken;
    expect(await balanceCode(token)).toBe(0);
    expect((await callHapi(t.app, '420601', {}, { token })).envelope.code).toBe(0);
    const deposit = (await recharge(t.app, token, 5_000)).envelope;
    expect(deposit.code).toBe(ErrorCode.selfExcluded);
    expect(deposit.data).toMatchObject({ userExclusionType: 5 });
    expect((await callHapi(t.app, '100156', { exclusionType: 2, exclusionValue: 5_000, exclusionDuration: 1440 }, { token })).envelope.code).toBe(ErrorCode.selfExcluded);
  });

  it('an exclusion cannot be shortened or lifted early, only lengthened; after it ends a login is ordinary', async () => {
    const reply = await registerPlayer(t.app);
    await setSelfExclusion(t.app, reply.sessionToken, 5, 7 * 24);
    let token = (await login('withdraw')).envelope.data!.sessionToken;
    expect((await setSelfExclusion(t.app, token, 5, 72)).envelope.code).toBe(ErrorCode.exclusionNotShortened);
    expect((await setSelfExclusion(t.app, token, 5, 7 * 24)).envelope.code).toBe(ErrorCode.exclusionNotShortened);
    expect((await setSelfExclusion(t.app, token, 1, 4_320)).envelope.code).toBe(0);

    t.clock.advance(4_320 * HOUR - 1000);
    expect((await login()).envelope).toMatchObject({ code: ErrorCode.selfExcluded, data: { userExclusionType: 1 } });
    t.clock.advance(2000);
    token = (await login()).envelope.data!.sessionToken;
    expect((await callHapi(t.app, '100156', { exclusionType: 2, exclusionValue: 5_000, exclusionDuration: 1440 }, { token })).envelope.code).toBe(0);
  });

  it('refuses durations that are not offered and leaves the player logged in', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await setSelfExclusion(t.app, token, 5, 73)).envelope.code).toBe(ErrorCode.durationNotOffered);
    expect((await setSelfExclusion(t.app, token, 1, 72)).envelope.code).toBe(ErrorCode.durationNotOffered);
    expect(await balanceCode(token)).toBe(0);
  });

  it('publishes a session-ended event for each session the exclusion ends', async () => {
    const events = new InProcessEventBus();
    const seen: GatewayEvent[] = [];
    events.subscribe((e) => void seen.push(e));
    const { testApp } = await import('./helpers/gateway');
    const app = testApp(t.db, t.clock, { events });
    try {
      const { token, playerId, sessionId } = await playerWithSession(t.db, t.clock);
      expect((await setSelfExclusion(app, token, 5, 72)).envelope.code).toBe(0);
      const end = t.clock.now() + 72 * 3_600_000;
      expect(seen).toEqual([
        {
          kind: 'session-ended', sessionId, playerId, reason: 'self-excluded',
          // What the closing socket tells every open page (the break's dialog with its end).
          data: { userExclusionType: 5, exclusionType: 5, exclusionStartTime: t.clock.now(), exclusionEndTime: end, exclusionEndTimestamp: end },
        },
      ]);
    } finally {
      await app.close();
    }
  });

  it('AML: the player logs in and sees restrictedReason 1; a deposit answers 403000720 and ends the session', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    // The session is checked (and cached) before the restriction: it must hold at once all the same.
    expect(await balanceCode(token)).toBe(0);
    expect(await runRestrict([String(playerId), 'aml'], t.db, t.events)).toEqual({ exitCode: 0, line: `player ${playerId}: aml` });
    expect(await balanceCode(token)).toBe(0);
    expect((await callHapi(t.app, '100163', {}, { token })).envelope.data).toMatchObject({ isRestricted: true, restrictedReason: 1 });
    expect((await recharge(t.app, token, 5_000)).envelope.code).toBe(ErrorCode.amlRestricted);
    expect(await balanceCode(token)).toBe(ErrorCode.sessionInvalid);
    expect((await runRestrict([String(playerId), 'clear'], t.db, t.events)).exitCode).toBe(0);
  });

  it('pay limit: a live session answers 403000717 (518000221 on a payment) and ends; a login answers 403000717', async () => {
    const reply = await registerPlayer(t.app);
    const playerId = await playerIdOf(reply.userOpenId);
    expect(await balanceCode(reply.sessionToken)).toBe(0);
    await runRestrict([String(playerId), 'pay-limit'], t.db, t.events);
    expect((await recharge(t.app, reply.sessionToken, 5_000)).envelope.code).toBe(ErrorCode.payLimitFailed);
    expect(await balanceCode(reply.sessionToken)).toBe(ErrorCode.sessionInvalid);
    expect((await login()).envelope.code).toBe(ErrorCode.payLimitLogout);
    await runRestrict([String(playerId), 'clear'], t.db, t.events);
    const token = (await login()).envelope.data!.sessionToken;
    expect(await balanceCode(token)).toBe(0);
    expect((await runRestrict(['x', 'aml'], t.db, t.events)).exitCode).toBe(1);
  });

  it('global restrictions: the deposit-limit setup popup until a limit is set; the responsible-gaming popup for a player at risk until answered', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '100163', {}, { token })).envelope.data).toEqual({
      isRestricted: false,
      restrictedReason: null,
      exclusionInfo: null,
      showDepositLimitConfigPopup: true,
      showDepositLimitPopup: false,
      showHighRiskUserPopup: false,
    });
    const atRisk = [...Array<boolean>(5).fill(true), ...Array<boolean>(9).fill(false)];
    expect((await callHapi(t.app, '100306', { answers: atRisk }, { token })).envelope.data).toEqual({ result: 'at-risk' });
    expect((await callHapi(t.app, '100163', {}, { token })).envelope.data).toMatchObject({ showHighRiskUserPopup: true });
    t.clock.advance(1_000);
    await callHapi(t.app, '100316', { bizType: 1, clickType: 0 }, { token });
    await callHapi(t.app, '100156', { exclusionType: 2, exclusionValue: 10_000, exclusionDuration: 1440 }, { token });
    expect((await callHapi(t.app, '100163', {}, { token })).envelope.data).toMatchObject({ showDepositLimitConfigPopup: false, showHighRiskUserPopup: false });
  });

  it('global restrictions: the set-a-deposit-limit popup only for a player who can deposit; "Not now" (100316 0/1) keeps it away for 30 days; an expired limit asks for renewal', async () => {
    const { playerId, token: first } = await playerWithSession(t.db, t.clock);
    let token = first;
    const popups = async () => {
      const data = (await callHapi<Record<string, unknown>>(t.app, '100163', {}, { token })).envelope.data!;
      return { config: data.showDepositLimitConfigPopup, expired: data.showDepositLimitPopup };
    };
    expect(await popups()).toEqual({ config: true, expired: false });
    // Not before the player can deposit: an unverified player is not asked.
    await t.db.query('update players set verified_status = 1 where id = $1', [playerId]);
    expect(await popups()).toEqual({ config: false, expired: false });
    await t.db.query('update players set verified_status = 3 where id = $1', [playerId]);
    expect((await callHapi(t.app, '100316', { bizType: 0, clickType: 1 }, { token })).envelope.code).toBe(0);
    expect(await popups()).toEqual({ config: false, expired: false });
    t.clock.advance(30 * 24 * HOUR + 1);
    token = (await openSession(t.db, playerId, t.clock.now())).token;
    expect(await popups()).toEqual({ config: true, expired: false });

    await callHapi(t.app, '100156', { exclusionType: 2, exclusionValue: 10_000, exclusionDuration: 1440 }, { token });
    expect(await popups()).toEqual({ config: false, expired: false });
    t.clock.advance(24 * HOUR);
    token = (await openSession(t.db, playerId, t.clock.now())).token;
    expect(await popups()).toEqual({ config: false, expired: true });
  });

  it('family exclusion: documents without a session, the applicant code, a receipt, review by script; approval excludes the account', async () => {
    const target = await registerPlayer(t.app);
    const applicant: Target = { channel: 'mobile', countryCode: '971', mobile: '509876543' };
    const upload = async () =>
      (await callHapi<{ documentId: string }>(t.app, '100136', { purpose: 'family-exclusion', fileName: 'id.png', contentType: 'image/png', dataBase64: PNG_BASE64 })).envelope.data!
        .documentId;
    const [idPhotoId, evidenceId] = [await upload(), await upload()];
    const application = {
      account: registration().email,
      holderName: 'Aisha Khan',
      applicantName: 'Omar Khan',
      countryCode: '971',
      mobile: '509876543',
      relationship: 'spouse',
      duration: -1,
      email: 'omar.khan@example.com',
      idPhotoId,
      evidenceId,
    };
    const code = await codeFor(t.app, applicant, 'family');
    expect((await callHapi(t.app, '100181', { ...application, code, evidenceId: 'not-a-document' })).envelope.code).toBe(ErrorCode.documentNotFound);
    expect((await callHapi(t.app, '100181', { ...application, code: code === '000000' ? '000001' : '000000' })).envelope.code).toBe(ErrorCode.incorrectCode);
    const filed = (await callHapi<{ receiptNumber: string }>(t.app, '100181', { ...application, code })).envelope;
    expect(filed.code).toBe(0);
    const receiptNumber = filed.data!.receiptNumber;
    expect((await callHapi(t.app, '100182', { receiptNumber })).envelope.data).toMatchObject({ state: 'underReview', submittedAt: t.clock.now(), decidedAt: null });
    expect((await callHapi(t.app, '100182', { receiptNumber: 'FE0000000000' })).envelope.data).toMatchObject({ state: 'noRecord' });

    const deps = { db: t.db, clock: t.clock, events: new InProcessEventBus() };
    const approved = await runFamilyReview([receiptNumber, 'approve'], deps);
    expect(approved.exitCode).toBe(0);
    expect(await balanceCode(target.sessionToken)).toBe(ErrorCode.sessionInvalid);
    const refused = (await login()).envelope;
    expect(refused).toMatchObject({ code: ErrorCode.selfExcluded, data: { userExclusionType: 1 } });
    expect((refused.data as unknown as { exclusionEndTimestamp: number }).exclusionEndTimestamp).toBeGreaterThan(t.clock.now() + 99 * 365 * 24 * HOUR);
    expect((await callHapi(t.app, '100182', { receiptNumber })).envelope.data).toMatchObject({ state: 'approved', decidedAt: t.clock.now() });
    expect((await runFamilyReview([receiptNumber, 'deny-incorrect'], deps)).exitCode).toBe(2);
  });

  it('a family application naming no player can only be denied ineligible', async () => {
    const applicant: Target = { channel: 'mobile', countryCode: '971', mobile: '509876543' };
    const upload = async () =>
      (await callHapi<{ documentId: string }>(t.app, '100136', { purpose: 'family-exclusion', fileName: 'id.png', contentType: 'image/png', dataBase64: PNG_BASE64 })).envelope.data!
        .documentId;
    const code = await codeFor(t.app, applicant, 'family');
    const { envelope } = await callHapi<{ receiptNumber: string }>(t.app, '100181', {
      account: 'nobody@example.com',
      holderName: 'No Body',
      applicantName: 'Omar Khan',
      countryCode: '971',
      mobile: '509876543',
      code,
      relationship: 'parent',
      duration: 259_200,
      email: 'omar.khan@example.com',
      idPhotoId: await upload(),
      evidenceId: await upload(),
    });
    const deps = { db: t.db, clock: t.clock, events: new InProcessEventBus() };
    expect((await runFamilyReview([envelope.data!.receiptNumber, 'approve'], deps)).exitCode).toBe(1);
    expect((await runFamilyReview([envelope.data!.receiptNumber, 'deny-ineligible'], deps)).exitCode).toBe(0);
    expect((await callHapi(t.app, '100182', { receiptNumber: envelope.data!.receiptNumber })).envelope.data).toMatchObject({ state: 'deniedIneligible' });
  });

  it('the self-assessment stores its answers: 5 yes is at-risk, 4 low-risk; 13 answers are refused', async () => {
    const yes = (n: number) => Array.from({ length: 14 }, (_, i) => i < n);
    expect((await callHapi(t.app, '100306', { answers: yes(5) })).envelope.data).toEqual({ result: 'at-risk' });
    expect((await callHapi(t.app, '100306', { answers: yes(4) })).envelope.data).toEqual({ result: 'low-risk' });
    expect((await callHapi(t.app, '100306', { answers: yes(4).slice(1) })).envelope.code).toBe(ErrorCode.validationFailed);
    const { rows } = await t.db.query<{ answers: string; result: string }>('select answers, result from assessments order by id');
    expect(rows).toEqual([
      { answers: 'YYYYYNNNNNNNNN', result: 'at-risk' },
      { answers: 'YYYYNNNNNNNNNN', result: 'low-risk' },
    ]);
  });
});
