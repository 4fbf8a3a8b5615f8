/**
 * The reviewer's tool for refunds of sales-suspended orders (SPEC §4 refund states):
 *
 *   npm run refund:review -- <orderId> <approve|complete|fail>
 *
 * approve: under review -> refunding; complete: refunding -> completed, the stake returned to the
 * balances it was paid from; fail: under review or refunding -> unsuccessful. A refund not in the
 * state the action moves from is left as it is (exit code 2), so two reviewers at once decide it
 * once. On PostgreSQL the wallet event reaches the running gateway (operator-script.ts).
 */
import { REFUND_ACTIONS, reviewRefund, type RefundAction } from '../domains/orders/order-refunds';
import { runOperatorScript, type ScriptDeps, type ScriptOutcome } from './operator-script';

export const USAGE = 'usage: npm run refund:review -- <orderId> <approve|complete|fail>';

export async function runRefundReview(args: readonly string[], deps: ScriptDeps): Promise<ScriptOutcome> {
  const [id, action] = args;
  if (args.length !== 2 || !id || !/^[1-9]\d{0,15}$/.test(id) || !REFUND_ACTIONS.includes(action as RefundAction)) return { exitCode: 1, line: USAGE };
  const outcome = await reviewRefund(deps, Number(id), action as RefundAction, deps.clock.now());
  if (!outcome) return { exitCode: 1, line: `order ${id}: no refund` };
  if (!outcome.changed) return { exitCode: 2, line: `order ${id}: refund ${outcome.after}, nothing changed` };
  return { exitCode: 0, line: `order ${id}: refund ${outcome.before} -> ${outcome.after}` };
}

await runOperatorScript({ url: import.meta.url, run: (args, deps) => runRefundReview(args, deps) });
