import type { OrderRequest } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { gameByType, type GameDefinition } from '../../../../sdk/games/catalogue';
import { priceOrder } from '../../../../sdk/games/price-order';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { validationError } from '../validation';

/** An order request the rules accept: its game and the server's price. */
export interface PricedOrder {
  game: GameDefinition;
  /** The game's canonical lottery type (Color Prediction's alias 93 is bought as 67). */
  lotteryType: number;
  appKey: string;
  playType: number;
  drawCount: number;
  phase: string | undefined;
  lines: { numbers: number[]; multiple: number; entries: number }[];
  /** Entries of one draw's ticket. */
  entries: number;
  /** Price of the whole order (every draw), minor units. */
  amount: number;
  /** Price of one draw's ticket. */
  amountPerDraw: number;
}

type ParsedOrder = Omit<OrderRequest, 'drawCount' | 'selections'> & { drawCount: number; selections: { numbers: number[]; multiple: number }[] };

/** A game's row as the sale reads it (games). */
export interface GameSaleRow {
  app_key: string;
  on_sale: boolean;
  sales_suspended: boolean;
}

/**
 * The games row's part of the refusals: a game with draws whose app is this game (else
 * 400000012), on sale and not suspended (403000949 'sales suspension').
 */
export function refuseUnlessOnSale(row: GameSaleRow | undefined, appKey: string): void {
  if (!row) throw validationError([{ path: ['data', 'lotteryType'], message: 'validation.outOfRange' }]);
  if (row.app_key !== appKey) throw validationError([{ path: ['data', 'appKey'], message: 'validation.outOfRange' }]);
  if (!row.on_sale || row.sales_suspended) throw new GatewayError(ErrorCode.gameSalesSuspended);
}

/**
 * The SDK's rules applied to an order, with no statement: a game of the catalogue (else
 * 400000012), a valid plan (400000012 with the SDK's issues, `line` naming the selection), and
 * the amount the player was shown equal to the server's price (403001203). Whether the game is on
 * sale is the games row's to say ({@link refuseUnlessOnSale}).
 */
export function priceByRules(order: ParsedOrder): PricedOrder {
  return priceForGame(catalogueGame(order), order);
}

/** The order's game in the catalogue, else 400000012 on lotteryType. */
function catalogueGame(order: ParsedOrder): GameDefinition {
  const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
  if (!game) throw validationError([{ path: ['data', 'lotteryType'], message: 'validation.outOfRange' }]);
  return game;
}

/** {@link priceByRules} once the order's game is known. */
function priceForGame(game: GameDefinition, order: ParsedOrder): PricedOrder {
  const price = priceOrder(game, { playType: order.playType, drawCount: order.drawCount, selections: order.selections });
  if (!price.ok) {
    throw validationError(
      price.issues.map((issue) => ({
        path: issue.line === undefined ? ['data', issue.key === 'validation.drawCount' ? 'drawCount' : 'selections'] : ['data', 'selections', issue.line],
        message: issue.key,
      })),
    );
  }
  if (price.amount !== order.amount) throw new GatewayError(ErrorCode.orderPriceChanged, undefined, { amount: price.amount });
  const single = priceOrder(game, { playType: order.playType, drawCount: 1, selections: order.selections });
  const lines = order.selections.map((s) => {
    const one = priceOrder(game, { playType: order.playType, drawCount: 1, selections: [s] });
    return { numbers: [...s.numbers], multiple: s.multiple, entries: one.ok ? one.entries : 0 };
  });
  return {
    game,
    lotteryType: game.lotteryType,
    appKey: order.appKey,
    playType: order.playType,
    drawCount: order.drawCount,
    phase: order.phase,
    lines,
    entries: price.entries,
    amount: price.amount,
    amountPerDraw: single.ok ? single.amount : 0,
  };
}

/**
 * Everything about an order that does not depend on the player's balance or the clock, in the
 * order the player would fix it: the game's row ({@link refuseUnlessOnSale}), then the rules
 * ({@link priceByRules}). One read, nothing written. 101101 applies the same two checks, the
 * row's in its paying transaction (./pay-order.ts).
 */
export async function priceOrRefuse(db: Queryable, order: ParsedOrder): Promise<PricedOrder> {
  const game = catalogueGame(order);
  const { rows } = await db.query<GameSaleRow>('select app_key, on_sale, sales_suspended from games where lottery_type = $1', [game.lotteryType]);
  refuseUnlessOnSale(rows[0], order.appKey);
  return priceForGame(game, order);
}
