import { describe, expect, it } from 'vitest';
import type { DepositRecord, SavedCard } from '../../sdk/commands/deposits';
import { ErrorCode } from '../../sdk/errors/codes';
import { ARABIC_CLIENT } from './helpers/accounts';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, tableSnapshot } from './helpers/gateway';
import { CARDS, openDeposit, payWithNewCard } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';

const AMOUNT = 25_000; // AED 250

describe.each(availableBackends())('deposit history (420505) and saved-card removal (420543) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const history = (token: string, data: Record<string, unknown> = {}, clientInfo?: typeof ARABIC_CLIENT) =>
    callHapi<{ items: DepositRecord[]; nextCursor: string | null }>(t.app, '420505', data, { token, clientInfo });
  const removeCard = (token: string, bankCardId: unknown) => callHapi<{ removed: boolean }>(t.app, '420543', { bankCardId }, { token });
  const cards = async (token: string) => (await callHapi<{ cards: SavedCard[] }>(t.app, '420552', {}, { token })).envelope.data!.cards;

  /** A player with one approved deposit paid by a new card (so one saved card). */
  async function depositor(name: string) {
    const player = await playerWithSession(t.db, t.clock, name);
    const gatewayId = await openDeposit(t.app, player.token, AMOUNT);
    expect((await payWithNewCard(t.app, player.token, gatewayId, AMOUNT, CARDS.approved)).envelope.code).toBe(0);
    return { ...player, gatewayId };
  }

  describe('420505 deposit history', () => {
    it('lists every deposit of the player newest first with its state, reason and card, also those that moved no money', async () => {
      const p = await depositor('history.player');
      t.clock.advance(1_000);
      const declined = await openDeposit(t.app, p.token, 5_000);
      await payWithNewCard(t.app, p.token, declined, 5_000, CARDS.declined);
      t.clock.advance(1_000);
      const pending = await openDeposit(t.app, p.token, 3_000);

      const { envelope } = await history(p.token);
      expect(envelope.code).toBe(0);
      expect(envelope.data!.nextCursor).toBeNull();
      expect(envelope.data!.items).toEqual([
        { gatewayId: pending, orderId: expect.any(String), amount: 3_000, rechargeStatus: 'PENDING', gatewayMemo: null, ambiguousAccountNumber: null, createdAt: t.clock.now() },
        {
          gatewayId: declined,
          orderId: expect.any(String),
          amount: 5_000,
          rechargeStatus: 'FAILURE',
          gatewayMemo: 'Payment failed: your bank declined the payment.',
          // A declined new card is never saved.
          ambiguousAccountNumber: null,
          createdAt: t.clock.now() - 1_000,
        },
        { gatewayId: p.gatewayId, orderId: expect.any(String), amount: AMOUNT, rechargeStatus: 'SUCCESS', gatewayMemo: null, ambiguousAccountNumber: '•••• •••• •••• 1111', createdAt: t.clock.now() - 2_000 },
      ]);

      // Past its lifetime the unpaid deposit reads TIMEOUT, in the player's language, and nothing is written for it.
      t.clock.advance(16 * 60_000);
      // (The first request after a quiet minute notes the session's last activity.)
      expect((await history(p.token)).envelope.data!.items[0]).toMatchObject({ gatewayId: pending, rechargeStatus: 'TIMEOUT' });
      const before = await tableSnapshot(t.db);
      const late = await history(p.token, {}, ARABIC_CLIENT);
      expect(late.envelope.data!.items[0]).toMatchObject({ gatewayId: pending, rechargeStatus: 'TIMEOUT', gatewayMemo: expect.stringMatching(/[\u0600-\u06FF]/) });
      expect(await tableSnapshot(t.db)).toEqual(before);
      expect((await t.db.query<{ state: string }>('select state from deposit_orders where gateway_id = $1', [pending])).rows[0]!.state).toBe('PENDING');
    });

    it('pages by cursor without gaps or repeats, and never shows another player\'s deposits', async () => {
      const p = await playerWithSession(t.db, t.clock, 'pager');
      const other = await depositor('other.player');
      const opened: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        t.clock.advance(1_000);
        opened.push(await openDeposit(t.app, p.token, 1_000 + i));
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const { envelope } = await history(p.token, { pageSize: 2, ...(cursor ? { cursor } : {}) });
        expect(envelope.code).toBe(0);
        seen.push(...envelope.data!.items.map((i) => i.gatewayId));
        if (!envelope.data!.nextCursor) break;
        cursor = envelope.data!.nextCursor;
      }
      expect(seen).toEqual([...opened].reverse());
      expect(seen).not.toContain(other.gatewayId);
    });

    it.each([
      ['pageSize 0', { pageSize: 0 }],
      ['pageSize 51', { pageSize: 51 }],
      ['a cursor that is not digits', { cursor: 'abc' }],
      ['a cursor of 20 digits', { cursor: '1'.repeat(20) }],
      ['a cursor beyond bigint', { cursor: '9999999999999999999' }],
      ['pageSize as text', { pageSize: '10' }],
    ])('refuses %s with 400000012 and changes nothing', async (_label, data) => {
      const p = await depositor('bounds.player');
      const before = await tableSnapshot(t.db);
      expect((await history(p.token, data)).envelope.code).toBe(ErrorCode.validationFailed);
      expect(await tableSnapshot(t.db)).toEqual(before);
    });

    it('needs a session', async () => {
      expect((await callHapi(t.app, '420505', {})).envelope.code).toBe(ErrorCode.sessionMissing);
    });
  });

  describe('420543 remove a saved card', () => {
    it('removes the player\'s card: gone from the deposit options, the deposit kept without it', async () => {
      const p = await depositor('remover');
      const [card] = await cards(p.token);
      const { envelope } = await removeCard(p.token, card!.bankCardId);
      expect(envelope).toMatchObject({ code: 0, data: { removed: true } });
      expect(await cards(p.token)).toEqual([]);
      const { envelope: list } = await history(p.token);
      expect(list.data!.items).toEqual([expect.objectContaining({ gatewayId: p.gatewayId, rechargeStatus: 'SUCCESS', ambiguousAccountNumber: null })]);
      // Removed already: nothing more to remove.
      expect((await removeCard(p.token, card!.bankCardId)).envelope).toMatchObject({ code: 0, data: { removed: false } });
    });

    it('never removes another player\'s card, and says only that nothing was removed', async () => {
      const owner = await depositor('card.owner');
      const thief = await playerWithSession(t.db, t.clock, 'card.thief');
      const [card] = await cards(owner.token);
      const before = await tableSnapshot(t.db);
      expect((await removeCard(thief.token, card!.bankCardId)).envelope).toMatchObject({ code: 0, data: { removed: false } });
      expect(await tableSnapshot(t.db)).toEqual(before);
      expect(await cards(owner.token)).toHaveLength(1);
    });

    it('removes a card once when removals are sent together', async () => {
      const p = await depositor('racer');
      const [card] = await cards(p.token);
      const answers = await Promise.all(Array.from({ length: 6 }, () => removeCard(p.token, card!.bankCardId)));
      expect(answers.map((a) => a.envelope.code)).toEqual(Array(6).fill(0));
      expect(answers.filter((a) => a.envelope.data!.removed)).toHaveLength(1);
      expect((await t.db.query('select 1 from saved_cards')).rows).toHaveLength(0);
    });

    it.each([
      ['an empty id', ''],
      ['id 0', '0'],
      ['a leading zero', '01'],
      ['letters', 'abc'],
      ['19 digits', '1'.repeat(19)],
      ['a number instead of text', 1],
      ['a negative id', '-1'],
    ])('refuses %s with 400000012 and changes nothing', async (_label, bankCardId) => {
      const p = await depositor('bad.card.id');
      const before = await tableSnapshot(t.db);
      expect((await removeCard(p.token, bankCardId)).envelope.code).toBe(ErrorCode.validationFailed);
      expect(await tableSnapshot(t.db)).toEqual(before);
    });

    it('needs a session', async () => {
      expect((await callHapi(t.app, '420543', { bankCardId: '1' })).envelope.code).toBe(ErrorCode.sessionMissing);
    });
  });
});
