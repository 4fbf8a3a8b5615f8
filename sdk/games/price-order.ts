/**
 * The price of an order: entries × multiple × draws × entry price, summed over its lines, in minor
 * units. The bet slip shows it and the server charges it, refusing an order whose `amount` differs.
 */
import type { GameDefinition } from './catalogue';
import { countEntries } from './count-entries';
import { rulesOf } from './play-types';
import { validatePlan, type PlanIssue, type PlanLine } from './validate-plan';

/** What `priceOrder` needs of an order (a subset of OrderRequest, sdk/commands/orders.ts). */
export interface OrderPlan {
  playType: number;
  /** Consecutive draws bought; 1 when absent. */
  drawCount?: number;
  selections: readonly PlanLine[];
}

/** A priced order, or why it cannot be bought (`line` is the index of the failing selection). */
export type OrderPrice =
  | { ok: true; amount: number; entries: number }
  | { ok: false; issues: (PlanIssue & { line?: number })[] };

/**
 * Prices an order, refusing one with an invalid line, no line ('validation.required'), or more draws than the game allows
 * (20, SPEC §9) with 'validation.drawCount' `{ max }`.
 *
 * @example
 * priceOrder(gameByKey('octaluck')!, { playType: 8302, drawCount: 3, selections: [{ numbers: [1, 8], multiple: 5 }] })
 * // { ok: true, amount: 3_000, entries: 1 }: 1 entry × 5 × 3 draws × AED 2
 */
export function priceOrder(game: GameDefinition, order: OrderPlan): OrderPrice {
  const draws = order.drawCount ?? 1;
  const { maxDrawsPerOrder } = rulesOf(game);
  const issues: (PlanIssue & { line?: number })[] = [];
  if (!Number.isInteger(draws) || draws < 1 || draws > maxDrawsPerOrder) {
    issues.push({ key: 'validation.drawCount', params: { max: maxDrawsPerOrder } });
  }
  if (order.selections.length === 0) issues.push({ key: 'validation.required' });
  let amount = 0;
  let entries = 0;
  order.selections.forEach((line, index) => {
    const lineIssues = validatePlan(game, order.playType, line);
    if (lineIssues.length > 0) {
      issues.push(...lineIssues.map((issue) => ({ ...issue, line: index })));
      return;
    }
    const count = countEntries(game, order.playType, line);
    entries += count;
    amount += count * (line.multiple ?? 1) * draws * game.price;
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, amount, entries };
}
