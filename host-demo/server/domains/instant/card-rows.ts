/** Reading scratch cards as the wire shape (sdk/commands/instant.ts ScratchCard), shared by the instant commands and the order list. */
import type { ScratchCard } from '../../../../sdk/commands/instant';
import { cardSymbols, type PrizeTable } from '../../../../sdk/instant';

/** Columns of a sold card with its pool (`c` scratch_cards, `p` scratch_pools). */
export const CARD_COLUMNS = `c.id, p.app_key, p.id as pool_id, p.pool_no, p.price, p.tiers, c.card_index, c.amount, c.prize,
  c.sold_at, c.scratched_at, c.auto_scratched`;

export interface CardRow {
  id: string | number;
  app_key: string;
  pool_id: string | number;
  pool_no: number;
  price: string | number;
  tiers: PrizeTable['tiers'];
  card_index: number;
  amount: string | number;
  prize: string | number;
  sold_at: Date;
  scratched_at: Date | null;
  auto_scratched: boolean;
}

/** A card's number as a player reads it: pool number, then the card's position from 1, e.g. `3-0412`. */
export function cardNumber(poolNo: number, cardIndex: number): string {
  return `${poolNo}-${String(cardIndex + 1).padStart(4, '0')}`;
}

/** A row as the wire shape: the outcome (prize, cells) only once scratched. */
export function toScratchCard(row: CardRow): ScratchCard {
  const scratched = row.scratched_at !== null;
  const prize = Number(row.prize);
  return {
    cardId: String(row.id),
    appKey: row.app_key,
    cardNumber: cardNumber(Number(row.pool_no), Number(row.card_index)),
    poolId: String(row.pool_id),
    cardIndex: Number(row.card_index),
    amount: Number(row.amount),
    state: scratched ? 'scratched' : 'unscratched',
    prize: scratched ? prize : null,
    cells: scratched ? cardSymbols({ price: Number(row.price), tiers: row.tiers }, prize, Number(row.card_index)) : null,
    purchaseTime: row.sold_at.getTime(),
    scratchTime: row.scratched_at?.getTime() ?? null,
    autoScratched: row.auto_scratched,
  };
}

/** One of the player's cards, or undefined (another player's card is not found). */
export async function playerCard(db: { query: <T>(sql: string, params?: readonly unknown[]) => Promise<{ rows: T[] }> }, playerId: number, cardId: string): Promise<CardRow | undefined> {
  const { rows } = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from scratch_cards c join scratch_pools p on p.id = c.pool_id where c.id = $1 and c.player_id = $2`,
    [cardId, playerId],
  );
  return rows[0];
}
