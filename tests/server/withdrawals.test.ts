import { describe, expect, it } from 'vitest';
import type { IbanAccount, Withdrawal, WithdrawalChannel } from '../../sdk/commands/withdrawals';
import { ErrorCode } from '../../sdk/errors/codes';
import { PAYOUT_TEST_IBANS } from '../../host-demo/server/providers/payouts/payout-simulator';
import { availableBackends } from './helpers/backends';
import { ARABIC_CLIENT, issuesOf, outbox } from './helpers/accounts';
import { callHapi, testApp } from './helpers/gateway';
import { countingDb } from './helpers/counting-db';
import { planWithoutSeqScan } from './helpers/query-plan';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { gatewayPerTest } from './helpers/per-test';
import {
  IBAN,
  MORE_IBANS,
  accountId,
  addAccount,
  creditDeposit,
  creditWinnings,
  verifiedWithdrawer,
  withdrawCall,
  withdrawableOf,
  withdrawalCode,
} from './helpers/withdrawals';

describe.each(availableBackends())('IBAN accounts (420601, 420602, 420603) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('adds an account in the player\'s own verified name, whatever the request says, with the IBAN normalised', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    const { envelope } = await addAccount(t.app, p.token, 'ae07 0331 2345 6789 0123 456', { holderName: 'Somebody Else' });
    expect(envelope).toMatchObject({
      code: 0,
      data: { iban: 'AE070331234567890123456', bankName: 'Emirates NBD', streetAddress: 'Sheikh Zayed Road, Dubai', holderName: 'Aisha Noor Khan', locked: false },
    });
    const list = await callHapi<{ accounts: IbanAccount[]; maxAccounts: number }>(t.app, '420601', {}, { token: p.token });
    expect(list.envelope.data).toEqual({ accounts: [envelope.data], maxAccounts: 5 });
    const { rows } = await t.db.query('select holder_name, holder_id_number_key from iban_accounts');
    expect(rows).toEqual([{ holder_name: 'Aisha Noor Khan', holder_id_number_key: '784199000000036' }]);
  });

  it('refuses an IBAN whose check digits do not pass, a missing bank name and a missing street address', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    const bad = await addAccount(t.app, p.token, 'AE080331234567890123456', { bankName: ' ', streetAddress: '' });
    expect(bad.envelope.code).toBe(ErrorCode.validationFailed);
    expect(issuesOf(bad.envelope)).toEqual(
      expect.arrayContaining([
        { path: ['data', 'iban'], message: 'validation.iban' },
        { path: ['data', 'bankName'], message: 'validation.required' },
        { path: ['data', 'streetAddress'], message: 'validation.required' },
      ]),
    );
    expect((await t.db.query('select * from iban_accounts')).rows).toEqual([]);
  });

  it('refuses the same IBAN twice, and a sixth account, with their messages in both languages', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await accountId(t.app, p.token, IBAN);
    expect((await addAccount(t.app, p.token, 'AE07 0331 2345 6789 0123 456')).envelope).toMatchObject({ code: ErrorCode.ibanAccountDuplicate, message: 'This IBAN account has already been added.' });
    for (const iban of MORE_IBANS.slice(0, 4)) await accountId(t.app, p.token, iban);
    const sixth = await addAccount(t.app, p.token, MORE_IBANS[4]);
    expect(sixth.envelope).toMatchObject({ code: ErrorCode.ibanAccountLimitReached, message: 'You can keep at most 5 IBAN accounts. Please remove one first.', data: { maxAccounts: 5 } });
    const arabic = await callHapi(t.app, '420602', { iban: MORE_IBANS[4], bankName: 'ADCB', streetAddress: 'Corniche' }, { token: p.token, clientInfo: ARABIC_CLIENT });
    expect(arabic.envelope.message).toBe('يمكنك الاحتفاظ بـ 5 حسابات IBAN كحد أقصى. يرجى حذف أحدها أولاً.');
  });

  it('holds the maximum when ten additions race (one at a time per player, decided in the database)', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    const results = await Promise.all([...MORE_IBANS, PAYOUT_TEST_IBANS.paid, PAYOUT_TEST_IBANS.refused, MORE_IBANS[0]!, MORE_IBANS[1]!].map((iban) => addAccount(t.app, p.token, iban)));
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.ibanAccountLimitReached || c === ErrorCode.ibanAccountDuplicate)).toBe(true);
    expect((await t.db.query('select count(*)::int as n, count(distinct iban)::int as d from iban_accounts where removed_at is null')).rows[0]).toEqual({ n: 5, d: 5 });
  });

  /** A verified player of another name, mobile, e-mail and ID number than Aisha Noor Khan. */
  const namedPlayer = (n: number, lastName: string) =>
    verifiedWithdrawer(t.db, t.clock, { userName: `holder.${n}`, middleName: '', lastName, mobile: `50700000${n}`, email: `holder.${n}@example.com`, idNumber: `784-1980-000000${n}-1` });

  it('binds an IBAN to one player: of four players with different verified names adding it together, one gets it, the others 403001112 in their language', async () => {
    const players = [];
    for (const [n, name] of [[1, 'Rahman'], [2, 'Haddad'], [3, 'Farouk'], [4, 'Nasser']] as const) players.push(await namedPlayer(n, name));
    const results = await Promise.all(
      players.map((p, i) => callHapi(t.app, '420602', { iban: IBAN, bankName: 'Emirates NBD', streetAddress: 'Sheikh Zayed Road, Dubai' }, { token: p.token, ...(i % 2 ? { clientInfo: ARABIC_CLIENT } : {}) })),
    );
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.ibanAccountHeldByAnother)).toHaveLength(3);
    results.forEach((r, i) => {
      if (r.envelope.code === 0) return;
      expect(r.envelope.message).toBe(
        i % 2
          ? 'رقم IBAN هذا مسجّل لحساب لاعب آخر. يمكنك إضافة حساب مصرفي باسمك فقط؛ إذا كان هذا الحساب لك فيرجى التواصل مع خدمة العملاء.'
          : 'This IBAN is registered to another player\'s account. You can only add a bank account in your own name; if this account is yours, please contact customer support.',
      );
    });
    const winner = players[codes.indexOf(0)]!;
    expect((await t.db.query('select player_id from iban_accounts where iban = $1', [IBAN])).rows).toEqual([{ player_id: winner.playerId }]);
    // The database itself refuses a second player's row for the IBAN, whatever code writes it.
    const other = players.find((p) => p !== winner)!;
    await expect(
      t.db.query(
        `insert into iban_accounts (player_id, iban, bank_name, street_address, holder_name, created_at) values ($1, $2, 'ADCB', 'Corniche', 'Someone', now())`,
        [other.playerId, IBAN],
      ),
    ).rejects.toThrow(/iban_accounts_iban_holder_fkey/);
  });

  it('keeps an IBAN bound to the player who first added it after they remove it: nobody else can add it, they can add it again', async () => {
    const first = await namedPlayer(1, 'Rahman');
    const second = await namedPlayer(2, 'Haddad');
    const account = await accountId(t.app, first.token, IBAN);
    await accountId(t.app, first.token, MORE_IBANS[0]);
    expect((await callHapi(t.app, '420603', { accountId: account }, { token: first.token })).envelope.code).toBe(0);
    expect((await addAccount(t.app, second.token, IBAN)).envelope.code).toBe(ErrorCode.ibanAccountHeldByAnother);
    expect((await addAccount(t.app, first.token, IBAN)).envelope).toMatchObject({ code: 0, data: { iban: IBAN, holderName: 'Aisha Rahman' } });
    expect((await t.db.query('select distinct player_id from iban_accounts where iban = $1', [IBAN])).rows).toEqual([{ player_id: first.playerId }]);
  });

  it('adds accounts only for a verified player (the KYC gate)', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock, { verifiedStatus: 1 });
    expect((await addAccount(t.app, p.token)).envelope.code).toBe(ErrorCode.kycRequired);
  });

  it('removes an account but keeps the last one, and never removes another player\'s', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    const other = await verifiedWithdrawer(t.db, t.clock, { userName: 'omar', mobile: '509999999', email: 'omar@example.com', idNumber: '784-1985-1234567-1' });
    const first = await accountId(t.app, p.token, IBAN);
    const second = await accountId(t.app, p.token, MORE_IBANS[0]);
    const theirs = await accountId(t.app, other.token, MORE_IBANS[1]);

    expect((await callHapi(t.app, '420603', { accountId: theirs }, { token: p.token })).envelope.code).toBe(ErrorCode.ibanAccountNotFound);
    expect((await callHapi(t.app, '420603', { accountId: 'abc' }, { token: p.token })).envelope.code).toBe(ErrorCode.ibanAccountNotFound);
    expect((await callHapi(t.app, '420603', { accountId: first }, { token: p.token })).envelope).toMatchObject({ code: 0, data: { removed: true } });
    expect((await callHapi(t.app, '420603', { accountId: second }, { token: p.token })).envelope).toMatchObject({ code: ErrorCode.lastIbanAccount, message: 'At least one IBAN account must be kept.' });
    const list = await callHapi<{ accounts: IbanAccount[] }>(t.app, '420601', {}, { token: p.token });
    expect(list.envelope.data!.accounts.map((a) => a.accountId)).toEqual([second]);
    // A removed IBAN may be added again.
    expect((await addAccount(t.app, p.token, IBAN)).envelope.code).toBe(0);
  });

  it('keeps one account when removals of every account run together', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    for (let round = 0; round < 3; round++) {
      const ids = [];
      for (const iban of MORE_IBANS.slice(0, 5)) ids.push(await accountId(t.app, p.token, iban));
      const results = await Promise.all(ids.map((id) => callHapi(t.app, '420603', { accountId: id }, { token: p.token })));
      const codes = results.map((r) => r.envelope.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(4);
      expect(codes.filter((c) => c === ErrorCode.lastIbanAccount)).toHaveLength(1);
      const kept = await t.db.query<{ id: number }>('select id from iban_accounts where removed_at is null and player_id = $1', [p.playerId]);
      expect(kept.rows).toHaveLength(1);
      // Next round starts from none: the test removes the survivor behind the rule's back.
      await t.db.query('update iban_accounts set removed_at = now() where id = $1', [kept.rows[0]!.id]);
    }
  });
});

describe.each(availableBackends())('withdrawal options and code (420604, 420607) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('lists the withdrawable balance, the minimum and each channel with its fee and limits from config', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await creditDeposit(t.db, t.clock, p.playerId, 30_000);
    await creditWinnings(t.db, t.clock, p.playerId, 120_000);
    const { envelope } = await callHapi<{ withdrawableAmount: number; minAmount: number; channels: WithdrawalChannel[] }>(t.app, '420604', {}, { token: p.token });
    expect(envelope.data).toEqual({
      withdrawableAmount: 120_000,
      minAmount: 5_000,
      channels: [
        { channelType: 801, nameKey: 'withdraw.channel.bankTransfer', fee: 500, minAmount: 5_000, maxAmount: 5_000_000 },
        { channelType: 802, nameKey: 'withdraw.channel.instantTransfer', fee: 1_000, minAmount: 5_000, maxAmount: 1_000_000 },
      ],
    });
  });

  it('sends the code by SMS to the player\'s own registered mobile, masked in the answer, under the scene withdraw', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    const { envelope } = await callHapi(t.app, '420607', {}, { token: p.token });
    expect(envelope).toMatchObject({ code: 0, data: { maskedMobile: '+971 50*****67', expiresInSeconds: 300, resendAfterSeconds: 60 } });
    const [sms] = await outbox(t.app, '+971501234567');
    expect(sms!.text).toBe(`Your National Lottery withdrawal code is ${sms!.code}. It expires in 5 minutes. Never share it with anyone.`);
    expect((await t.db.query('select scene, target from verification_codes')).rows).toEqual([{ scene: 'withdraw', target: 'mobile:971:501234567' }]);
  });

  it('limits the code like the other code commands: one a minute (403000613)', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    expect((await callHapi(t.app, '420607', {}, { token: p.token })).envelope.code).toBe(0);
    expect((await callHapi(t.app, '420607', {}, { token: p.token })).envelope.code).toBe(ErrorCode.codeRequestedTooOften);
    t.clock.advance(61_000);
    expect((await callHapi(t.app, '420607', {}, { token: p.token })).envelope.code).toBe(0);
  });

  it('sends no code to an unverified player', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock, { verifiedStatus: 1 });
    expect((await callHapi(t.app, '420607', {}, { token: p.token })).envelope.code).toBe(ErrorCode.kycRequired);
    expect(await outbox(t.app, p.recipient)).toEqual([]);
  });
});

describe.each(availableBackends())('withdraw (420605) and the list (420606) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** A player with a deposit, `winnings` withdrawable and an account in their name. */
  async function ready(winnings = 200_000) {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await creditDeposit(t.db, t.clock, p.playerId);
    await creditWinnings(t.db, t.clock, p.playerId, winnings);
    const account = await accountId(t.app, p.token);
    return { ...p, account };
  }

  it('pays out a withdrawal within the automatic limit at once: the amount leaves the balance, received = amount - fee', async () => {
    const p = await ready();
    const code = await withdrawalCode(t.app, t.clock, p);
    const { envelope } = await withdrawCall(t.app, p.token, { accountId: p.account, amount: 100_000, code });
    expect(envelope).toMatchObject({
      code: 0,
      data: { state: 'credited', accountId: p.account, ibanMasked: 'AE07 •••• 3456', amount: 100_000, fee: 500, receivedAmount: 99_500 },
    });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(100_000);
    const movements = await t.db.query('select idempotency_key, kind from ledger_movements where kind like $1', ['withdrawal%']);
    expect(movements.rows).toEqual([{ idempotency_key: `withdrawal:${envelope.data!.withdrawalId}`, kind: 'withdrawal' }]);
    const history = await t.db.query('select from_state, to_state, actor from withdrawal_transitions order by id');
    expect(history.rows).toEqual([
      { from_state: null, to_state: 'submitted', actor: 'player' },
      { from_state: 'submitted', to_state: 'automatedReview', actor: 'automated-review' },
      { from_state: 'automatedReview', to_state: 'credited', actor: 'automated-review' },
    ]);
  });

  it('publishes a wallet event to the player after the money leaves', async () => {
    const p = await ready();
    const events: unknown[] = [];
    const bus = new InProcessEventBus();
    bus.subscribe((e) => events.push(e));
    const app = testApp(t.db, t.clock, { events: bus });
    const code = await withdrawalCode(app, t.clock, p);
    expect((await withdrawCall(app, p.token, { accountId: p.account, amount: 10_000, code })).envelope.code).toBe(0);
    expect(events).toContainEqual({ kind: 'player', playerId: p.playerId, changeType: 'wallet' });
    await app.close();
  });

  it('leaves a withdrawal above the automatic limit in manual review, the money held', async () => {
    const p = await ready(900_000);
    const code = await withdrawalCode(t.app, t.clock, p);
    const { envelope } = await withdrawCall(t.app, p.token, { accountId: p.account, amount: 600_000, code });
    expect(envelope).toMatchObject({ code: 0, data: { state: 'manualReview', receivedAmount: 599_500 } });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(300_000);
  });

  it('answers "Withdrawal unsuccessful" and returns the money once when the bank refuses the payout', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await creditDeposit(t.db, t.clock, p.playerId);
    await creditWinnings(t.db, t.clock, p.playerId, 50_000);
    const refused = await accountId(t.app, p.token, PAYOUT_TEST_IBANS.refused);
    const code = await withdrawalCode(t.app, t.clock, p);
    const { envelope } = await withdrawCall(t.app, p.token, { accountId: refused, amount: 20_000, code, idempotencyKey: 'refused-withdrawal-1' });
    expect(envelope).toMatchObject({ code: ErrorCode.withdrawalUnsuccessful, message: 'Withdrawal unsuccessful. Please contact customer support.' });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(50_000);
    const kinds = await t.db.query('select idempotency_key, kind from ledger_movements where kind like $1 order by id', ['withdrawal%']);
    const id = (envelope.data as { withdrawalId: string }).withdrawalId;
    expect(kinds.rows).toEqual([
      { idempotency_key: `withdrawal:${id}`, kind: 'withdrawal' },
      { idempotency_key: `withdrawal-failure:${id}`, kind: 'withdrawal_failure' },
    ]);
    // The retry answers the same, and returns nothing more.
    expect((await withdrawCall(t.app, p.token, { accountId: refused, amount: 20_000, code, idempotencyKey: 'refused-withdrawal-1' })).envelope.code).toBe(ErrorCode.withdrawalUnsuccessful);
    expect(await withdrawableOf(t.db, p.playerId)).toBe(50_000);
  });

  it('refuses an amount above the withdrawable balance, below the minimum, above the channel maximum, or an unknown channel', async () => {
    const p = await ready(2_000_000);
    const code = await withdrawalCode(t.app, t.clock, p);
    const call = (amount: number, channelType = 801) => withdrawCall(t.app, p.token, { accountId: p.account, amount, code, channelType });
    expect((await call(2_000_001)).envelope).toMatchObject({ code: ErrorCode.insufficientWithdrawable, message: 'Insufficient withdrawable amount.' });
    expect((await call(4_999)).envelope).toMatchObject({ code: ErrorCode.withdrawalBelowMinimum, message: "The withdrawal amount can't be less than AED 50.00.", data: { minAmount: 5_000 } });
    expect((await callHapi(t.app, '420605', { accountId: p.account, amount: 4_999, code, channelType: 801, idempotencyKey: 'arabic-minimum-00001' }, { token: p.token, clientInfo: ARABIC_CLIENT })).envelope.message).toBe('لا يمكن أن يقل مبلغ السحب عن 50.00 درهم.');
    expect((await call(1_000_001, 802)).envelope).toMatchObject({ code: ErrorCode.withdrawalAboveChannelMaximum, data: { maxAmount: 1_000_000 } });
    const unknown = await call(10_000, 999);
    expect(unknown.envelope.code).toBe(ErrorCode.validationFailed);
    expect(issuesOf(unknown.envelope)).toEqual([{ path: ['data', 'channelType'], message: 'validation.outOfRange' }]);
    // None of them spent the code or the money.
    expect(await withdrawableOf(t.db, p.playerId)).toBe(2_000_000);
    expect((await call(10_000)).envelope.code).toBe(0);
  });

  it('refuses a wrong code, and accepts a code only once', async () => {
    const p = await ready();
    const code = await withdrawalCode(t.app, t.clock, p);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code: wrong })).envelope.code).toBe(ErrorCode.incorrectCode);
    expect((await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code })).envelope.code).toBe(0);
    expect((await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code })).envelope.code).toBe(ErrorCode.codeExpired);
    expect(await withdrawableOf(t.db, p.playerId)).toBe(190_000);
  });

  it('refuses a login code for a withdrawal: codes work only for their scene', async () => {
    const p = await ready();
    t.clock.advance(61_000);
    expect((await callHapi(t.app, '001001', { countryCode: '971', mobile: '501234567', scene: 'login' })).envelope.code).toBe(0);
    const loginCode = (await outbox(t.app, p.recipient))[0]!.code!;
    expect((await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code: loginCode })).envelope.code).toBe(ErrorCode.incorrectCode);
  });

  it('refuses an account that is locked, removed or someone else\'s', async () => {
    const p = await ready();
    const other = await verifiedWithdrawer(t.db, t.clock, { userName: 'omar', mobile: '509999999', email: 'omar@example.com', idNumber: '784-1985-1234567-1' });
    const theirs = await accountId(t.app, other.token, MORE_IBANS[3]);
    const code = await withdrawalCode(t.app, t.clock, p);
    expect((await withdrawCall(t.app, p.token, { accountId: theirs, amount: 10_000, code })).envelope.code).toBe(ErrorCode.ibanAccountNotFound);
    await t.db.query('update iban_accounts set locked = true where id = $1', [Number(p.account)]);
    const locked = await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code });
    expect(locked.envelope).toMatchObject({ code: ErrorCode.ibanAccountLocked, message: 'This IBAN account has been locked and cannot be used. Please contact customer support.' });
    const listed = await callHapi<{ accounts: IbanAccount[] }>(t.app, '420601', {}, { token: p.token });
    expect(listed.envelope.data!.accounts[0]).toMatchObject({ accountId: p.account, locked: true });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(200_000);
  });

  it('refuses a withdrawal without deposit history, then allows it once a deposit is credited', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await creditWinnings(t.db, t.clock, p.playerId, 50_000);
    const account = await accountId(t.app, p.token);
    const code = await withdrawalCode(t.app, t.clock, p);
    expect((await withdrawCall(t.app, p.token, { accountId: account, amount: 10_000, code })).envelope.code).toBe(ErrorCode.withdrawalNeedsDepositHistory);
    await creditDeposit(t.db, t.clock, p.playerId);
    expect((await withdrawCall(t.app, p.token, { accountId: account, amount: 10_000, code })).envelope.code).toBe(0);
  });

  it('refuses a withdrawal to an account added under another ID number than the player\'s (same EID)', async () => {
    const p = await ready();
    // The player's document changed since the account was added (a new Emirates ID after re-verification).
    await t.db.query("update players set id_number = '784-1990-7654321-0', id_number_key = '784199076543210' where id = $1", [p.playerId]);
    const code = await withdrawalCode(t.app, t.clock, p);
    expect((await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code })).envelope).toMatchObject({
      code: ErrorCode.withdrawalIdMismatch,
      message: 'Withdrawals can only go to an account in your own name with the same Emirates ID.',
    });
  });

  it('refuses a player who is not verified (the KYC gate) before anything else', async () => {
    const p = await ready();
    await t.db.query('update players set verified_status = 7 where id = $1', [p.playerId]);
    expect((await withdrawCall(t.app, p.token, { accountId: p.account, amount: 10_000, code: '123456' })).envelope.code).toBe(ErrorCode.kycRequired);
  });

  it('has one effect for a retried request with the same key, and refuses the key for another request', async () => {
    const p = await ready();
    const code = await withdrawalCode(t.app, t.clock, p);
    const first = await withdrawCall(t.app, p.token, { accountId: p.account, amount: 30_000, code, idempotencyKey: 'retry-me-please-0001' });
    const again = await withdrawCall(t.app, p.token, { accountId: p.account, amount: 30_000, code, idempotencyKey: 'retry-me-please-0001' });
    expect(again.envelope).toEqual({ ...first.envelope, timestamp: again.envelope.timestamp });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(170_000);
    const other = await withdrawCall(t.app, p.token, { accountId: p.account, amount: 40_000, code, idempotencyKey: 'retry-me-please-0001' });
    expect(other.envelope).toMatchObject({ code: ErrorCode.idempotencyKeyReused, message: 'This request repeats an earlier one with different details, so it was not carried out. Please start again.', data: null });
    const arabic = await callHapi(t.app, '420605', { accountId: p.account, amount: 30_000, channelType: 802, code, idempotencyKey: 'retry-me-please-0001' }, { token: p.token, clientInfo: ARABIC_CLIENT });
    expect(arabic.envelope).toMatchObject({ code: ErrorCode.idempotencyKeyReused, message: 'يكرر هذا الطلب طلباً سابقاً بتفاصيل مختلفة، لذا لم يتم تنفيذه. يرجى البدء من جديد.' });
    expect((await t.db.query('select count(*)::int as n from withdrawals')).rows[0]).toEqual({ n: 1 });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(170_000);
  });

  it('of two different withdrawals sent together under one key, makes one and refuses the other with 400000014', async () => {
    const p = await ready();
    const code = await withdrawalCode(t.app, t.clock, p);
    const results = await Promise.all([30_000, 40_000].map((amount) => withdrawCall(t.app, p.token, { accountId: p.account, amount, code, idempotencyKey: 'two-requests-000001' })));
    expect(results.map((r) => r.envelope.code).sort()).toEqual([0, ErrorCode.idempotencyKeyReused].sort());
    const made = results.find((r) => r.envelope.code === 0)!.envelope.data!;
    expect((await t.db.query('select count(*)::int as n from withdrawals')).rows[0]).toEqual({ n: 1 });
    expect(await withdrawableOf(t.db, p.playerId)).toBe(200_000 - made.amount);
  });

  it('has one effect when the same request is sent several times at once', async () => {
    const p = await ready();
    const code = await withdrawalCode(t.app, t.clock, p);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdrawCall(t.app, p.token, { accountId: p.account, amount: 30_000, code, idempotencyKey: 'double-click-000001' })));
    expect(results.map((r) => r.envelope.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(results.map((r) => r.envelope.data!.withdrawalId)).size).toBe(1);
    expect(await withdrawableOf(t.db, p.playerId)).toBe(170_000);
    expect((await t.db.query("select count(*)::int as n from ledger_movements where kind = 'withdrawal'")).rows[0]).toEqual({ n: 1 });
  });

  it('answers every withdrawal command from indexes (no sequential scan)', async () => {
    const p = await ready();
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    const code = await withdrawalCode(app, t.clock, p);
    const calls: [string, unknown][] = [
      ['420601', {}],
      ['420602', { iban: MORE_IBANS[0], bankName: 'ADCB', streetAddress: 'Corniche Road' }],
      ['420604', {}],
      ['420605', { accountId: p.account, amount: 10_000, channelType: 801, code, idempotencyKey: 'explained-0000000001' }],
      ['420605', { accountId: p.account, amount: 10_000, channelType: 801, code, idempotencyKey: 'explained-0000000001' }],
      ['420606', {}],
      ['420606', { cursor: '100' }],
    ];
    for (const [command, data] of calls) expect((await callHapi(app, command, data, { token: p.token })).envelope.code, command).toBe(0);
    const second = (await callHapi<{ accounts: IbanAccount[] }>(app, '420601', {}, { token: p.token })).envelope.data!.accounts[1]!.accountId;
    expect((await callHapi(app, '420603', { accountId: second }, { token: p.token })).envelope.code).toBe(0);
    await app.close();
    const mine = counted.statements.filter(({ sql }) => /iban_accounts|withdrawals|withdrawal_transitions|player_deposit_history/.test(sql));
    expect(mine.length).toBeGreaterThan(10);
    for (const { sql, params } of mine) {
      const plan = await planWithoutSeqScan(t.db, { sql, params });
      expect(plan, sql).not.toMatch(/Seq Scan/);
    }
  });

  it('lists the player\'s withdrawals newest first, page by page, with their states', async () => {
    const p = await ready(900_000);
    const ids: string[] = [];
    for (const amount of [10_000, 20_000, 600_000]) {
      const code = await withdrawalCode(t.app, t.clock, p);
      ids.push((await withdrawCall(t.app, p.token, { accountId: p.account, amount, code })).envelope.data!.withdrawalId);
    }
    const other = await verifiedWithdrawer(t.db, t.clock, { userName: 'omar', mobile: '509999999', email: 'omar@example.com', idNumber: '784-1985-1234567-1' });
    const first = await callHapi<{ items: Withdrawal[]; nextCursor: string | null }>(t.app, '420606', { pageSize: 2 }, { token: p.token });
    expect(first.envelope.data!.items.map((w) => [w.withdrawalId, w.state, w.amount])).toEqual([
      [ids[2], 'manualReview', 600_000],
      [ids[1], 'credited', 20_000],
    ]);
    const second = await callHapi<{ items: Withdrawal[]; nextCursor: string | null }>(t.app, '420606', { pageSize: 2, cursor: first.envelope.data!.nextCursor }, { token: p.token });
    expect(second.envelope.data).toMatchObject({ items: [{ withdrawalId: ids[0], state: 'credited', fee: 500, receivedAmount: 9_500 }], nextCursor: null });
    expect((await callHapi<{ items: Withdrawal[] }>(t.app, '420606', {}, { token: other.token })).envelope.data!.items).toEqual([]);
    expect((await callHapi(t.app, '420606', { cursor: '9999999999999999999' }, { token: p.token })).envelope.code).toBe(ErrorCode.validationFailed);
  });
});
