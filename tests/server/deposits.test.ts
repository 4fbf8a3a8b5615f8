import { describe, expect, it } from 'vitest';
import type { GatewayEvent } from '../../host-demo/server/events/event-bus';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { DEFAULT_DEPOSIT_SETTINGS } from '../../host-demo/server/config';
import { ErrorCode } from '../../sdk/errors/codes';
import { ARABIC_CLIENT } from './helpers/accounts';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import {
  CARDS,
  betBalance,
  challengePath,
  newKey,
  openDeposit,
  payWithNewCard,
  payWithSavedCard,
  recharge,
  rechargeStatus,
  submitChallenge,
} from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';

const AMOUNT = 25_000; // AED 250

describe.each(availableBackends())('card deposits on $name', (backend) => {
  const t = gatewayPerTest(backend);

  async function verifiedPlayer(name = 'depositor') {
    return playerWithSession(t.db, t.clock, name);
  }

  describe('every test card, end to end through the gateway', () => {
    it('approved: SUCCESS at once, the balance credited, the status SUCCESS, the card saved', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved);
      expect(envelope).toMatchObject({ code: 0, data: { gatewayId, status: 'SUCCESS', rechargeLimitError: null } });
      expect(await betBalance(t.app, token)).toBe(AMOUNT);
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data).toMatchObject({ gatewayId, rechargeStatus: 'SUCCESS', gatewayMemo: null, amount: AMOUNT });
      const options = await callHapi<{ cards: unknown[] }>(t.app, '420552', {}, { token });
      expect(options.envelope.data!.cards).toEqual([
        { bankCardId: expect.any(String), brand: 'visa', holderName: 'Test Player', ambiguousAccountNumber: '•••• •••• •••• 1111', expireDate: '12/30', usable: true },
      ]);
    });

    it('approved after a 3-D Secure challenge: a redirect to the page (absolute), Approve credits and returns the player', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.challenge);
      expect(envelope.code).toBe(0);
      expect(envelope.data!.status).toBeUndefined();
      const redirect = envelope.data!.redirect!;
      expect(redirect).toMatch(/^http:\/\/localhost(:\d+)?\/simulators\/acquirer\/3ds\/pay_[\w-]+\?lang=en-US$/);
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data!.rechargeStatus).toBe('PENDING');
      expect(await betBalance(t.app, token)).toBe(0);

      const page = await t.app.inject({ method: 'GET', url: challengePath(redirect) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('3-D Secure check');
      expect(page.body).toContain('AED 250');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");

      const done = await submitChallenge(t.app, redirect, 'approve');
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`/account/deposit?gatewayId=${gatewayId}`);
      expect(await betBalance(t.app, token)).toBe(AMOUNT);
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data!.rechargeStatus).toBe('SUCCESS');
      // The page, opened again, says it is done and links back.
      const again = await t.app.inject({ method: 'GET', url: challengePath(redirect) });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain(`/account/deposit?gatewayId=${gatewayId}`);
    });

    it('a 3-D Secure challenge declined on the page ends the deposit as FAILURE, nothing credited', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.challenge);
      expect((await submitChallenge(t.app, envelope.data!.redirect!, 'decline')).statusCode).toBe(303);
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data).toMatchObject({ rechargeStatus: 'FAILURE', gatewayMemo: 'Payment failed: your bank declined the payment.' });
      // Approving afterwards changes nothing: the challenge was decided.
      await submitChallenge(t.app, envelope.data!.redirect!, 'approve');
      expect(await betBalance(t.app, token)).toBe(0);
    });

    it('declined by the bank: FAILURE with the reason (English and Arabic), and that gatewayId takes no further payment', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.declined);
      expect(envelope).toMatchObject({ code: 0, data: { gatewayId, status: 'FAILURE', message: 'Payment failed: your bank declined the payment.' } });
      expect((await rechargeStatus(t.app, token, gatewayId, ARABIC_CLIENT)).envelope.data).toMatchObject({ rechargeStatus: 'FAILURE', gatewayMemo: 'فشل الدفع: رفض البنك عملية الدفع.' });
      // A FAILURE ends the gatewayId: even a good card is not charged on it.
      const retry = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved);
      expect(retry.envelope.data).toMatchObject({ status: 'FAILURE' });
      expect(await betBalance(t.app, token)).toBe(0);
      // The declined card is not saved.
      expect((await callHapi<{ cards: unknown[] }>(t.app, '420552', {}, { token })).envelope.data!.cards).toEqual([]);
    });

    it('timeout: the payment stays PENDING, then reads TIMEOUT once the deposit has lived its time', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.timeout);
      expect(envelope).toMatchObject({ code: 0, data: { gatewayId } });
      expect(envelope.data!.status).toBeUndefined();
      expect(envelope.data!.redirect).toBeUndefined();
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data!.rechargeStatus).toBe('PENDING');
      t.clock.advance(DEFAULT_DEPOSIT_SETTINGS.orderLifetimeSeconds * 1000);
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data).toMatchObject({
        rechargeStatus: 'TIMEOUT',
        gatewayMemo: 'The payment timed out. Check your transactions before trying again.',
      });
      expect(await betBalance(t.app, token)).toBe(0);
    });

    it.each([
      ['blocked', CARDS.blocked, ErrorCode.cardBlocked, 'The current card has been locked and cannot be used.'],
      ['expired', CARDS.expired, ErrorCode.cardExpired, 'The current card has expired and cannot be used.'],
    ] as const)('card %s: its error code and SPEC message; the deposit ends', async (_name, cardNo, code, message) => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, cardNo);
      expect(envelope).toMatchObject({ code, message });
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data).toMatchObject({ rechargeStatus: 'FAILURE', gatewayMemo: message });
      expect(await betBalance(t.app, token)).toBe(0);
    });

    it('card used on another account: checkError (nothing charged, the gatewayId still open); replaced, it pays and moves', async () => {
      const first = await verifiedPlayer('first.owner');
      await payWithNewCard(t.app, first.token, await openDeposit(t.app, first.token, AMOUNT), AMOUNT, CARDS.approved);
      const second = await verifiedPlayer('second.owner');
      const gatewayId = await openDeposit(t.app, second.token, AMOUNT);

      const refused = await payWithNewCard(t.app, second.token, gatewayId, AMOUNT, CARDS.approved);
      expect(refused.envelope).toMatchObject({ code: 0, data: { gatewayId, checkError: true, message: expect.stringContaining('another account') } });
      expect(refused.envelope.data!.status).toBeUndefined();
      expect((await rechargeStatus(t.app, second.token, gatewayId)).envelope.data!.rechargeStatus).toBe('PENDING');
      expect(await betBalance(t.app, second.token)).toBe(0);

      const replaced = await payWithNewCard(t.app, second.token, gatewayId, AMOUNT, CARDS.approved, { replaceExistingCard: true });
      expect(replaced.envelope.data).toMatchObject({ status: 'SUCCESS' });
      expect(await betBalance(t.app, second.token)).toBe(AMOUNT);
      const cardsOf = async (token: string) => (await callHapi<{ cards: unknown[] }>(t.app, '420552', {}, { token })).envelope.data!.cards;
      expect(await cardsOf(first.token)).toEqual([]);
      expect(await cardsOf(second.token)).toHaveLength(1);
    });

    it('too many attempts: rechargeAttemptsLocked, and every later deposit attempt is refused', async () => {
      const { token } = await verifiedPlayer();
      const locked = await payWithNewCard(t.app, token, await openDeposit(t.app, token, AMOUNT), AMOUNT, CARDS.tooManyAttempts);
      expect(locked.envelope).toMatchObject({ code: ErrorCode.rechargeAttemptsLocked, message: expect.stringContaining('live chat') });
      const next = await payWithNewCard(t.app, token, await openDeposit(t.app, token, AMOUNT), AMOUNT, CARDS.approved);
      expect(next.envelope.code).toBe(ErrorCode.rechargeAttemptsLocked);
      expect(await betBalance(t.app, token)).toBe(0);
    });
  });

  describe('a saved card with its CVV (420551)', () => {
    it('pays a new deposit with the saved card alone', async () => {
      const { token } = await verifiedPlayer();
      await payWithNewCard(t.app, token, await openDeposit(t.app, token, AMOUNT), AMOUNT, CARDS.approvedMastercard);
      const card = (await callHapi<{ cards: { bankCardId: string; brand: string }[] }>(t.app, '420552', {}, { token })).envelope.data!.cards[0]!;
      expect(card.brand).toBe('mastercard');
      const gatewayId = await openDeposit(t.app, token, 5_000);
      expect((await payWithSavedCard(t.app, token, gatewayId, 5_000, card.bankCardId)).envelope.data).toMatchObject({ status: 'SUCCESS' });
      expect(await betBalance(t.app, token)).toBe(AMOUNT + 5_000);
    });

    it('refuses another player’s saved card as unknown', async () => {
      const owner = await verifiedPlayer('card.owner');
      await payWithNewCard(t.app, owner.token, await openDeposit(t.app, owner.token, AMOUNT), AMOUNT, CARDS.approved);
      const card = (await callHapi<{ cards: { bankCardId: string }[] }>(t.app, '420552', {}, { token: owner.token })).envelope.data!.cards[0]!;
      const other = await verifiedPlayer('card.thief');
      const gatewayId = await openDeposit(t.app, other.token, AMOUNT);
      expect((await payWithSavedCard(t.app, other.token, gatewayId, AMOUNT, card.bankCardId)).envelope.code).toBe(ErrorCode.validationFailed);
      expect(await betBalance(t.app, other.token)).toBe(0);
    });
  });

  describe('bounds and gates of 420544', () => {
    it('answers 420552 with the configured bounds per transaction and per channel', async () => {
      const { token } = await verifiedPlayer();
      const { envelope } = await callHapi(t.app, '420552', {}, { token });
      expect(envelope.data).toEqual({
        minAmount: 1_000,
        maxAmount: 5_000_000,
        channels: [
          { channelType: 710, maxAmount: 5_000_000 },
          { channelType: 716, maxAmount: 5_000_000 },
        ],
        cards: [],
        depositLimitRemaining: null,
      });
    });

    it("refuses below the minimum with SPEC §5's message, the minimum filled in (English and Arabic)", async () => {
      const { token } = await verifiedPlayer();
      expect((await recharge(t.app, token, 999)).envelope).toMatchObject({ code: ErrorCode.depositBelowMinimum, message: "Deposit Amount can't be less than AED 10", data: { minAmount: 1_000 } });
      expect((await recharge(t.app, token, 999, newKey(), ARABIC_CLIENT)).envelope).toMatchObject({ code: ErrorCode.depositBelowMinimum, message: 'لا يمكن أن يقل مبلغ الإيداع عن د.إ 10' });
      expect((await recharge(t.app, token, 1_000)).envelope.code).toBe(0);
    });

    it("refuses above the maximum with SPEC §5's message", async () => {
      const { token } = await verifiedPlayer();
      expect((await recharge(t.app, token, 5_000_001)).envelope).toMatchObject({
        code: ErrorCode.depositAboveMaximum,
        message: 'The deposit amount has exceeded the maximum limit of the payment channel.',
      });
      expect((await recharge(t.app, token, 5_000_000)).envelope.code).toBe(0);
    });

    it("applies the channel's own ceiling when it is lower", async () => {
      const app = testApp(t.db, t.clock, { config: { deposits: { ...DEFAULT_DEPOSIT_SETTINGS, channels: [{ channelType: 710, maxAmount: 100_000 }] } } });
      const { token } = await verifiedPlayer();
      expect((await recharge(app, token, 100_001)).envelope.code).toBe(ErrorCode.depositAboveMaximum);
      expect((await recharge(app, token, 100_000)).envelope.code).toBe(0);
      await app.close();
    });

    it('refuses a player who is not verified (KYC gate), before opening anything', async () => {
      const { token, playerId } = await verifiedPlayer();
      await t.db.query('update players set verified_status = 1 where id = $1', [playerId]);
      expect((await recharge(t.app, token, AMOUNT)).envelope.code).toBe(ErrorCode.kycRequired);
      expect((await t.db.query('select 1 from deposit_orders where player_id = $1', [playerId])).rows).toEqual([]);
    });

    it('refuses card payments of a player whose verification lapsed after the deposit was opened', async () => {
      const { token, playerId } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      await t.db.query("update players set kyc_document_expires_at = '2020-01-01' where id = $1", [playerId]);
      expect((await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved)).envelope.code).toBe(ErrorCode.kycRequired);
      expect(await betBalance(t.app, token)).toBe(0);
    });

    it('answers the site page to pay on, with the gatewayId, amount and time', async () => {
      const { token } = await verifiedPlayer();
      const { envelope } = await recharge(t.app, token, AMOUNT);
      expect(envelope.data!.redirect).toBe(`/payBankCard?gatewayId=${envelope.data!.gatewayId}&money=${AMOUNT}&timestamp=${t.clock.now()}`);
    });

    it('refuses a past expiry date with the form’s own message key', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved, { expireDate: '02/26' });
      expect(envelope).toMatchObject({ code: ErrorCode.validationFailed, data: { issues: [{ path: ['data', 'expireDate'], message: 'validation.cardExpiryIncorrect' }] } });
    });

    it('refuses to pay an amount other than the deposit’s', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      expect((await payWithNewCard(t.app, token, gatewayId, AMOUNT + 1, CARDS.approved)).envelope.code).toBe(ErrorCode.validationFailed);
      expect((await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved)).envelope.data!.status).toBe('SUCCESS');
    });
  });

  describe('idempotency', () => {
    it('a retried 420544 with the same key answers the same deposit; another key opens another', async () => {
      const { token, playerId } = await verifiedPlayer();
      const key = newKey();
      const first = await recharge(t.app, token, AMOUNT, key);
      const again = await recharge(t.app, token, AMOUNT, key);
      expect(again.envelope.data).toEqual(first.envelope.data);
      const other = await recharge(t.app, token, AMOUNT);
      expect(other.envelope.data!.gatewayId).not.toBe(first.envelope.data!.gatewayId);
      expect((await t.db.query('select 1 from deposit_orders where player_id = $1', [playerId])).rows).toHaveLength(2);
    });

    it('refuses a key reused for another deposit with 400000014 in the player\'s language, opening nothing more', async () => {
      const { token, playerId } = await verifiedPlayer();
      const key = newKey();
      const first = await recharge(t.app, token, AMOUNT, key);
      expect((await recharge(t.app, token, AMOUNT + 10_000, key)).envelope).toMatchObject({ code: ErrorCode.idempotencyKeyReused, message: 'This request repeats an earlier one with different details, so it was not carried out. Please start again.', data: null });
      expect((await recharge(t.app, token, AMOUNT + 10_000, key, ARABIC_CLIENT)).envelope).toMatchObject({ code: ErrorCode.idempotencyKeyReused, message: 'يكرر هذا الطلب طلباً سابقاً بتفاصيل مختلفة، لذا لم يتم تنفيذه. يرجى البدء من جديد.' });
      // The first request, sent again, still answers its deposit.
      expect((await recharge(t.app, token, AMOUNT, key)).envelope.data).toEqual(first.envelope.data);
      expect((await t.db.query('select amount from deposit_orders where player_id = $1', [playerId])).rows).toEqual([{ amount: AMOUNT }]);
    });

    it('of two different deposits sent together under one key, opens one and refuses the other', async () => {
      const { token, playerId } = await verifiedPlayer();
      for (let round = 0; round < 4; round++) {
        const key = newKey();
        const results = await Promise.all([recharge(t.app, token, AMOUNT, key), recharge(t.app, token, 2 * AMOUNT, key)]);
        expect(results.map((r) => r.envelope.code).sort()).toEqual([0, ErrorCode.idempotencyKeyReused].sort());
      }
      expect((await t.db.query('select 1 from deposit_orders where player_id = $1', [playerId])).rows).toHaveLength(4);
    });

    it('the same key sent by 10 requests together opens one deposit', async () => {
      const { token, playerId } = await verifiedPlayer();
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 10 }, () => recharge(t.app, token, AMOUNT, key)));
      expect(new Set(answers.map((a) => a.envelope.data!.gatewayId)).size).toBe(1);
      expect((await t.db.query('select 1 from deposit_orders where player_id = $1', [playerId])).rows).toHaveLength(1);
    });

    it('a retried card payment of a paid deposit answers SUCCESS again without charging or crediting twice', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved);
      expect((await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved)).envelope.data).toMatchObject({ status: 'SUCCESS' });
      expect(await betBalance(t.app, token)).toBe(AMOUNT);
    });
  });

  describe('status polling', () => {
    it('101077 answers 300000009 while the deposit is open, 2 once paid, 3 once failed', async () => {
      const { token } = await verifiedPlayer();
      const paid = await openDeposit(t.app, token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, token, paid, AMOUNT, CARDS.challenge);
      const orderId = (await rechargeStatus(t.app, token, paid)).envelope.data!.orderId;
      expect((await callHapi(t.app, '101077', { orderId }, { token })).envelope.code).toBe(ErrorCode.orderStillWaiting);
      await submitChallenge(t.app, envelope.data!.redirect!, 'approve');
      expect((await callHapi(t.app, '101077', { orderId }, { token })).envelope).toMatchObject({ code: 0, data: { orderPayStatus: 2, couponId: null, message: null } });

      const failed = await openDeposit(t.app, token, AMOUNT);
      await payWithNewCard(t.app, token, failed, AMOUNT, CARDS.declined);
      const failedId = (await rechargeStatus(t.app, token, failed)).envelope.data!.orderId;
      expect((await callHapi(t.app, '101077', { orderId: failedId }, { token })).envelope).toMatchObject({ code: 0, data: { orderPayStatus: 3 } });
    });

    it("refuses another player's gatewayId and orderId as not found, without saying whose they are", async () => {
      const owner = await verifiedPlayer('owner');
      const gatewayId = await openDeposit(t.app, owner.token, AMOUNT);
      const orderId = (await rechargeStatus(t.app, owner.token, gatewayId)).envelope.data!.orderId;
      const other = await verifiedPlayer('other');
      expect((await rechargeStatus(t.app, other.token, gatewayId)).envelope.code).toBe(ErrorCode.depositNotFound);
      expect((await rechargeStatus(t.app, other.token, 'no-such-gateway-id')).envelope.code).toBe(ErrorCode.depositNotFound);
      expect((await callHapi(t.app, '101077', { orderId }, { token: other.token })).envelope.code).toBe(ErrorCode.depositNotFound);
      expect((await payWithNewCard(t.app, other.token, gatewayId, AMOUNT, CARDS.approved)).envelope.code).toBe(ErrorCode.depositNotFound);
      expect(await betBalance(t.app, owner.token)).toBe(0);
      expect(await betBalance(t.app, other.token)).toBe(0);
    });

    it('a status read writes nothing', async () => {
      const { token } = await verifiedPlayer();
      const gatewayId = await openDeposit(t.app, token, AMOUNT);
      t.clock.advance(DEFAULT_DEPOSIT_SETTINGS.orderLifetimeSeconds * 1000);
      const before = (await t.db.query('select * from deposit_orders')).rows;
      expect((await rechargeStatus(t.app, token, gatewayId)).envelope.data!.rechargeStatus).toBe('TIMEOUT');
      expect((await t.db.query('select * from deposit_orders')).rows).toEqual(before);
    });
  });

  describe('the wallet event', () => {
    it('is published once per credited deposit, after the commit, for the player', async () => {
      const events = new InProcessEventBus();
      const seen: GatewayEvent[] = [];
      events.subscribe((e) => seen.push(e));
      const app = testApp(t.db, t.clock, { events });
      const { token, playerId } = await verifiedPlayer();
      await payWithNewCard(app, token, await openDeposit(app, token, AMOUNT), AMOUNT, CARDS.approved);
      const challenge = await payWithNewCard(app, token, await openDeposit(app, token, AMOUNT), AMOUNT, CARDS.challenge);
      await payWithNewCard(app, token, await openDeposit(app, token, AMOUNT), AMOUNT, CARDS.declined);
      await submitChallenge(app, challenge.envelope.data!.redirect!, 'approve');
      await submitChallenge(app, challenge.envelope.data!.redirect!, 'approve');
      expect(seen).toEqual([
        { kind: 'player', playerId, changeType: 'wallet' },
        { kind: 'player', playerId, changeType: 'wallet' },
      ]);
      await app.close();
    });
  });
});
