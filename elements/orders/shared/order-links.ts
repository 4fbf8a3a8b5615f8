import { gameByType, type OrderSummary } from '../../../sdk';
import { PLAN_QUERY_KEY, encodePlan } from '../../../sdk/games/plan-link';
import { routePath } from '../../../sdk/routes';

/**
 * Where Buy Again goes: the game's play page with the order's plan in `?plan=` (play type, every
 * line with its multiple, the draws; `encodePlan`), which the bet slip reads back into my plan.
 * Without lines, the bare play page. Null for an order of a game this version has no play page for.
 *
 * @example buyAgainPath({ lotteryType: 72, playType: 7203, plan: [[1, 2, 3]], multiples: [1], drawCount: 3 }) // '/lottery/pick3?plan=7203_3_1-2-3'
 */
export function buyAgainPath(order: Pick<OrderSummary, 'lotteryType' | 'playType' | 'plan' | 'multiples' | 'drawCount' | 'appKey' | 'instant'>): string | null {
  // A scratch card's game page sells the next card of its pool.
  if (order.instant) return scratchCardPath(order.appKey);
  const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
  if (!game) return null;
  const path = routePath('game', { name: game.key });
  const lines = order.plan.filter((numbers) => numbers.length > 0).map((numbers, i) => ({ numbers, multiple: order.multiples[i] ?? 1 }));
  if (lines.length === 0) return path;
  const plan = encodePlan({ playType: order.playType, draws: order.drawCount, lines });
  return `${path}?${new URLSearchParams({ [PLAN_QUERY_KEY]: plan }).toString()}`;
}

/** The order detail page of an order (SPEC §2 newOrderDetail). */
export function orderDetailPath(order: Pick<OrderSummary, 'orderId' | 'lotteryType' | 'appKey'>): string {
  return routePath('accountOrderDetail', {}, { orderId: order.orderId, appKey: order.appKey, ...(order.lotteryType === null ? {} : { lotteryType: order.lotteryType }) });
}

/** The consecutive-draw page of a plan (SPEC §2 chaseDetail). */
export function chaseDetailPath(chaseId: string, order?: Pick<OrderSummary, 'orderId' | 'lotteryType'>): string {
  return routePath('futureDraws', {}, { chaseId, ...(order ? { orderId: order.orderId } : {}), ...(order?.lotteryType == null ? {} : { lotteryType: order.lotteryType }) });
}

/** A scratch-card game's page, where an unscratched card is continued and the next one bought. @example scratchCardPath('golden-falcon') // '/lottery/scratch-cards/golden-falcon' */
export function scratchCardPath(appKey: string): string {
  return routePath('scratchCard', { showkey: appKey });
}

/** The verifier page filled in with one of the player's scratched cards. */
export function cardVerifyPath(cardId: string): string {
  return routePath('drawVerify', {}, { cardId });
}
