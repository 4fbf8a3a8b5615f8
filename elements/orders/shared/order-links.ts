import { gameByType, type OrderSummary } from '../../../sdk';
import { routePath } from '../../../sdk/routes';

/**
 * Where Buy Again goes: the game's play page; with one selection, its play type and numbers ride
 * along in the query (`?playType=2&plan=1-2-3`) so the play page can preselect them. Null for an
 * order of a game this version has no play page for.
 *
 * @example buyAgainPath({ lotteryType: 72, playType: 1, plan: [[1, 2, 3]] }) // '/lottery/pick3?playType=1&plan=1-2-3'
 */
export function buyAgainPath(order: Pick<OrderSummary, 'lotteryType' | 'playType' | 'plan'>): string | null {
  const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
  if (!game) return null;
  const base = routePath('game', { name: game.key });
  const [only, ...rest] = order.plan;
  if (!only || rest.length > 0 || only.length === 0) return base;
  return `${base}?${new URLSearchParams({ playType: String(order.playType), plan: only.join('-') }).toString()}`;
}

/** The order detail page of an order (SPEC §2 newOrderDetail). */
export function orderDetailPath(order: Pick<OrderSummary, 'orderId' | 'lotteryType' | 'appKey'>): string {
  return routePath('accountOrderDetail', {}, { orderId: order.orderId, appKey: order.appKey, ...(order.lotteryType === null ? {} : { lotteryType: order.lotteryType }) });
}

/** The consecutive-draw page of a plan (SPEC §2 chaseDetail). */
export function chaseDetailPath(chaseId: string, order?: Pick<OrderSummary, 'orderId' | 'lotteryType'>): string {
  return routePath('futureDraws', {}, { chaseId, ...(order ? { orderId: order.orderId } : {}), ...(order?.lotteryType == null ? {} : { lotteryType: order.lotteryType }) });
}
