import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { openScratchPool } from '../../db/scratch-pools';
import { GatewayError } from '../../errors/gateway-error';
import { sameRequestSql } from '../idempotency';
import { claimAllowanceSql, claimOutcome } from '../responsible-play/allowance';
import { wagerWindowOrRefuse } from '../responsible-play/wager-allowance';
import { InsufficientFundsError, lockedAccountsOf, lockPlayerAccountsSql, writeMovement, type PlayerAccountKind } from '../wallet/ledger';
import { spendPlan } from '../wallet/spend-plan';

/** The wager limit's claim inside the locking statement: player $2, at $3, amount $4. */
const WAGER_CLAIM = claimAllowanceSql({ player: '$2', type: '4', at: '$3', amount: '$4', force: 'false' });

/** Times the card claim is tried when a racing purchase closed the pool it saw (see {@link takeNextCard}). */
const CLAIM_ATTEMPTS = 3;

/** A card purchase by a verified player. */
export interface CardPurchase {
  playerId: number;
  appKey: string;
  /** The price the player was shown, minor units. */
  amount: number;
  idempotencyKey: string;
  requestHash: Buffer;
  now: number;
}

/** Another request with the same key got there first: answer its card instead. */
export class CardKeyTakenError extends Error {
  override name = 'CardKeyTakenError';
}

interface LockedRow {
  part: 'game' | 'account' | 'house' | 'wager';
  id: number | null;
  kind: string | null;
  balance: number | null;
  on_sale: boolean | null;
  sales_suspended: boolean | null;
  category: string | null;
  period_start: Date | null;
  has_limit: boolean;
}

interface ClaimedCard {
  id: string;
  pool_id: string;
  price: string | number;
  last: boolean;
}

/**
 * Takes the next unsold card of the game's pool on sale, in one statement: the pool's row lock
 * advances `next_card` (so two purchases never take one position), and the card at that position
 * gets its player. When this purchase takes the last card, it closes the pool in the same
 * transaction, which reveals the seed (scratch_pools.seed is answered once closed_at is set), and
 * opens the next pool with a new commitment. A purchase that waited on the pool's lock while
 * another closed it finds no open pool in its statement's snapshot (READ COMMITTED re-checks only
 * the row it waited for), so the statement is run again and sees the new pool.
 */
async function takeNextCard(tx: Queryable, p: CardPurchase): Promise<ClaimedCard | null> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const { rows } = await tx.query<ClaimedCard>(
      `with p as (
         update scratch_pools set next_card = next_card + 1
          where app_key = $1 and closed_at is null and next_card < card_count
          returning id, next_card - 1 as idx, next_card = card_count as last, price
       )
       update scratch_cards c set player_id = $2, sold_at = $3, amount = p.price, idempotency_key = $4, request_hash = $5
         from p
        where c.pool_id = p.id and c.card_index = p.idx and c.player_id is null
        returning c.id::text as id, c.pool_id::text as pool_id, p.price, p.last`,
      [p.appKey, p.playerId, new Date(p.now), p.idempotencyKey, p.requestHash],
    );
    if (rows[0]) return rows[0];
  }
  return null;
}

/**
 * Buys one card in the caller's transaction, as orders/pay-order.ts buys a ticket: the game's sale
 * row, the player's accounts (locked), the house sales account and the wager limit's claim in one
 * statement; the balance split gift → bet → withdrawable (403001201 short); the wager limit
 * (403000619); then the card ({@link takeNextCard}), its price equal to the one shown (403001203)
 * and one `stake` movement `scratch:<cardId>`. Anything refused rolls the whole transaction back.
 *
 * @throws CardKeyTakenError when the player already used the key (the caller answers that card)
 */
export async function payCard(tx: Queryable, p: CardPurchase): Promise<{ cardId: string }> {
  const at = new Date(p.now);
  const { rows: locked } = await tx.query<LockedRow>(
    `with ${WAGER_CLAIM.cte},
     g as (select on_sale, sales_suspended, category from games where app_key = $1),
     a as (${lockPlayerAccountsSql('$2')})
     select 'account' as part, id, kind, balance, null::boolean as on_sale, null::boolean as sales_suspended, null as category,
            null::timestamptz as period_start, null::boolean as has_limit from a
     union all
     select 'house', id, kind, null, null, null, null, null, null from ledger_accounts where player_id is null and kind = 'house_sales'
     union all
     select 'game', null, null, null, on_sale, sales_suspended, category, null, null from g
     union all
     select 'wager', null, null, null, null, null, null, ${WAGER_CLAIM.columns}`,
    [p.appKey, p.playerId, at, p.amount],
  );
  const game = locked.find((r) => r.part === 'game');
  if (!game || game.category !== 'scratch') throw new GatewayError(ErrorCode.gameNotFound);
  if (!game.on_sale || game.sales_suspended) throw new GatewayError(ErrorCode.gameSalesSuspended);

  const accounts = lockedAccountsOf(locked.filter((r) => r.part === 'account' || r.part === 'house').map((r) => ({ id: r.id!, kind: r.kind!, balance: r.balance, house: r.part === 'house' })));
  const balances: Record<PlayerAccountKind, number> = { bet: 0, gift: 0, withdrawable: 0 };
  for (const [kind, a] of accounts.player) balances[kind as PlayerAccountKind] = a.balance;
  const plan = spendPlan(balances, p.amount);
  if (!plan) throw new GatewayError(ErrorCode.insufficientBalance);
  wagerWindowOrRefuse(await claimOutcome(tx, locked.find((r) => r.part === 'wager')!, p.playerId, 4, p.now));

  let card: ClaimedCard | null;
  try {
    card = await takeNextCard(tx, p);
  } catch (error) {
    // The key's unique index (scratch_cards_player_key): a request under this key took a card first.
    if ((error as { code?: string }).code === '23505') throw new CardKeyTakenError(p.idempotencyKey);
    throw error;
  }
  if (!card) throw new GatewayError(ErrorCode.salesClosed);
  // A pool opened since the player looked may have another price: never charge an unseen price.
  if (Number(card.price) !== p.amount) throw new GatewayError(ErrorCode.orderPriceChanged, undefined, { amount: Number(card.price) });
  if (card.last) {
    await tx.query('update scratch_pools set closed_at = $2 where id = $1', [card.pool_id, at]);
    await openScratchPool(tx, p.appKey, p.now);
  }

  try {
    await writeMovement(tx, {
      idempotencyKey: `scratch:${card.id}`,
      kind: 'stake',
      memo: `scratch card ${card.id}`,
      legs: [...plan.map((b) => ({ account: { playerId: p.playerId, kind: b.kind }, amount: -b.amount })), { account: { house: 'house_sales' as const }, amount: p.amount }],
      at: p.now,
    }, accounts);
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new GatewayError(ErrorCode.insufficientBalance);
    throw error;
  }
  return { cardId: card.id };
}

/** The card a key bought, if any, and whether the request with fingerprint `requestHash` bought it. */
export async function cardByKey(db: Queryable, playerId: number, idempotencyKey: string, requestHash: Buffer): Promise<{ cardId: string; sameRequest: boolean } | null> {
  const { rows } = await db.query<{ id: string; same_request: boolean }>(
    `select id::text as id, ${sameRequestSql('request_hash', '$3')} as same_request from scratch_cards where player_id = $1 and idempotency_key = $2`,
    [playerId, idempotencyKey, requestHash],
  );
  return rows[0] ? { cardId: rows[0].id, sameRequest: rows[0].same_request } : null;
}
