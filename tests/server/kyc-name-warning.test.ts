import { describe, expect, it } from 'vitest';
import type { KycStatus } from '../../sdk/commands/kyc';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { callHapi, WEB_CLIENT } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';
import { JPEG_BASE64, PNG_BASE64 } from './helpers/accounts';
import { recharge } from './helpers/deposits';
import { announceDraws, buy, buyer, totalBalance } from './helpers/orders';
import { accountId, creditWinnings, withdrawCall, withdrawalCode, withdrawableOf } from './helpers/withdrawals';
import type { EkycTestIdentity } from '../../host-demo/server/providers/ekyc/test-identities';

/**
 * SPEC §5: "Name-mismatch warning affects later deposits and wagers." A player the eKYC provider
 * verifies with the warning (the name on the ID is spelt otherwise than the account's) stays
 * verified and may withdraw, but deposits and wagers are refused with 403000803, before anything
 * is written, until a new verification without the warning clears it.
 */
describe.each(availableBackends())('the KYC name-mismatch warning on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** Runs one attempt through the eKYC simulator with a test identity; answers the 100147 envelope. */
  async function verifyAs(token: string, identity: EkycTestIdentity) {
    const opened = await callHapi<{ ticketId: string }>(t.app, '100145', {}, { token });
    expect(opened.envelope.code).toBe(0);
    const { ticketId } = opened.envelope.data!;
    const { redirectUrl } = (await callHapi<{ redirectUrl: string }>(t.app, '100146', { ticketId, returnUrl: '/account/kycIframe' }, { token })).envelope.data!;
    const exchanged = await t.app.inject({ method: 'GET', url: redirectUrl });
    const cookie = String(exchanged.headers['set-cookie']).split(';')[0]!;
    await t.app.inject({ method: 'POST', url: `/simulators/ekyc/${ticketId}`, payload: { identity, front: PNG_BASE64, back: JPEG_BASE64 }, headers: { cookie } });
    return callHapi<{ status: number; subtitle: string }>(t.app, '100147', { ticketId }, { token });
  }

  /** A player with AED 100 to bet and AED 2,000 of winnings, an IBAN account, verified with the warning. */
  async function warnedPlayer() {
    const p = await buyer(t.db, t.clock, 10_000, 1);
    await creditWinnings(t.db, t.clock, p.playerId, 200_000);
    const verdict = await verifyAs(p.token, 'name-warning');
    expect(verdict.envelope).toMatchObject({ code: 0, data: { status: 3 } });
    return p;
  }

  const status = async (token: string) => (await callHapi<KycStatus>(t.app, '100111', {}, { token })).envelope.data!;
  const count = async (table: string) => Number((await t.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

  it('keeps the player verified and tells them so in 100111 and 100147', async () => {
    const p = await buyer(t.db, t.clock, 0, 1);
    const { envelope } = await verifyAs(p.token, 'name-warning');
    expect(envelope.data!.subtitle).toBe(
      'Your identity has been verified, but the name on your ID does not fully match the name on your account. Deposits and purchases are paused until you verify again with matching details; you can still withdraw.',
    );
    expect(await status(p.token)).toMatchObject({ status: 3, nameMismatchWarnStatus: 1 });
  });

  it('refuses deposits and wagers with 403000803 in the player language, writing nothing', async () => {
    const p = await warnedPlayer();
    await announceDraws(t.db, t.clock);
    const before = { orders: await count('orders'), deposits: await count('deposit_orders'), movements: await count('ledger_movements'), balance: await totalBalance(t.db, p.playerId) };

    const deposit = await recharge(t.app, p.token, 10_000);
    expect(deposit.envelope).toMatchObject({ code: ErrorCode.kycNameWarning });
    expect(deposit.envelope.message).toContain('Deposits and purchases are paused until you verify your identity again');

    const wager = await buy(t.app, p.token);
    expect(wager.envelope.code).toBe(ErrorCode.kycNameWarning);
    const arabic = await callHapi(t.app, '101101', { appKey: 'pick3', lotteryType: 72, playType: 7201, selections: [{ numbers: [1, 2, 3] }], amount: 200, idempotencyKey: crypto.randomUUID() }, { token: p.token, clientInfo: { ...WEB_CLIENT, language: 'ar-AE' } });
    expect(arabic.envelope.code).toBe(ErrorCode.kycNameWarning);
    expect(arabic.envelope.message).toMatch(/تم إيقاف الإيداع والشراء مؤقتاً/);

    expect({ orders: await count('orders'), deposits: await count('deposit_orders'), movements: await count('ledger_movements'), balance: await totalBalance(t.db, p.playerId) }).toEqual(before);
  });

  it('still lets the player withdraw', async () => {
    const p = await warnedPlayer();
    const account = await accountId(t.app, p.token);
    const code = await withdrawalCode(t.app, t.clock, p);
    const { envelope } = await withdrawCall(t.app, p.token, { accountId: account, amount: 100_000, code });
    expect(envelope).toMatchObject({ code: 0, data: { state: 'credited' } });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(100_000);
  });

  it('lets the player verify again, and a verification without the warning clears it: deposits and wagers work again', async () => {
    const p = await warnedPlayer();
    await announceDraws(t.db, t.clock);
    expect((await verifyAs(p.token, 'success')).envelope).toMatchObject({ code: 0, data: { status: 3 } });
    expect(await status(p.token)).toMatchObject({ status: 3, nameMismatchWarnStatus: 0 });
    expect((await recharge(t.app, p.token, 10_000)).envelope.code).toBe(0);
    expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    // Cleared, the player is an ordinary verified one again: no more attempts are opened.
    expect((await callHapi(t.app, '100145', {}, { token: p.token })).envelope.code).toBe(ErrorCode.kycAlreadyVerified);
  });

  it('answers the same warning to parallel wagers: none is placed', async () => {
    const p = await warnedPlayer();
    await announceDraws(t.db, t.clock);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(t.app, p.token)));
    expect(answers.map((a) => a.envelope.code)).toEqual(Array(10).fill(ErrorCode.kycNameWarning));
    expect(await count('orders')).toBe(0);
  });
});
