/**
 * Revealing scratch cards: the outcome was fixed at purchase; revealing marks the card scratched
 * and credits its prize, once. The conditional UPDATE decides who reveals (`scratched_at is null`
 * under the row lock it takes), so a double tap, a retry or a second device credits one win.
 */
import type { Queryable } from '../../db/database';
import { postMovement } from '../wallet/ledger';

/**
 * Reveals one of the player's cards in the caller's transaction: scratched now, and a win credited
 * to the withdrawable balance (`prize` movement `scratch-prize:<cardId>`, house_prizes →
 * withdrawable). False when it was already scratched or is not the player's: nothing is written.
 *
 * @example const credited = await revealCard(tx, playerId, '1042', now);
 */
export async function revealCard(tx: Queryable, playerId: number, cardId: string, at: number): Promise<{ revealed: boolean; prize: number }> {
  const { rows } = await tx.query<{ prize: string | number }>(
    'update scratch_cards set scratched_at = $3 where id = $1 and player_id = $2 and scratched_at is null returning prize',
    [cardId, playerId, new Date(at)],
  );
  if (!rows[0]) return { revealed: false, prize: 0 };
  const prize = Number(rows[0].prize);
  if (prize > 0) {
    await postMovement(tx, {
      idempotencyKey: `scratch-prize:${cardId}`,
      kind: 'prize',
      memo: `scratch card ${cardId}`,
      legs: [{ account: { house: 'house_prizes' }, amount: -prize }, { account: { playerId, kind: 'withdrawable' }, amount: prize }],
      at,
    });
  }
  return { revealed: true, prize };
}

/**
 * SPEC §4 "unscratched cards auto-scratched": reveals every card the player has not scratched,
 * in the exclusion's transaction, and credits their wins together: one UPDATE over the partial
 * index of unscratched cards, then one `prize` movement `scratch-prizes:<lowest card id>` for
 * their sum (none when nothing won).
 *
 * @returns how many cards were revealed, and the total credited
 * @example const { cards, credited } = await revealPlayerCards(tx, playerId, now);
 */
export async function revealPlayerCards(tx: Queryable, playerId: number, at: number): Promise<{ cards: number; credited: number }> {
  const { rows } = await tx.query<{ cards: string | number; credited: string | number | null; first_win: string | null }>(
    `with r as (
       update scratch_cards set scratched_at = $2, auto_scratched = true
        where player_id = $1 and scratched_at is null
        returning id, prize
     )
     select count(*) as cards, sum(prize) as credited, min(id) filter (where prize > 0)::text as first_win from r`,
    [playerId, new Date(at)],
  );
  const cards = Number(rows[0]?.cards ?? 0);
  const credited = Number(rows[0]?.credited ?? 0);
  if (credited > 0) {
    await postMovement(tx, {
      idempotencyKey: `scratch-prizes:${rows[0]!.first_win}`,
      kind: 'prize',
      memo: `${cards} scratch cards revealed at an exclusion`,
      legs: [{ account: { house: 'house_prizes' }, amount: -credited }, { account: { playerId, kind: 'withdrawable' }, amount: credited }],
      at,
    });
  }
  return { cards, credited };
}
