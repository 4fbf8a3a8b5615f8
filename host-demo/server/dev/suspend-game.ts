/**
 * The operator's sales suspension of one game (SPEC §4 "sales suspension"; §8 sales-suspension dialog):
 *
 *   npm run game:suspend -- <appKey>
 *
 * Stops the game's sales (a purchase then answers 403000949) and cancels its orders still waiting
 * for a draw whose sales are open: each becomes refunded (6) with a refund under review, which
 * `npm run refund:review` moves along. Exit code 1 for an unknown game.
 */
import { suspendGameSales } from '../domains/orders/order-refunds';
import { runOperatorScript, type ScriptDeps, type ScriptOutcome } from './operator-script';

export const USAGE = 'usage: npm run game:suspend -- <appKey>';

export async function runSuspendGame(args: readonly string[], deps: Pick<ScriptDeps, 'db' | 'clock'>): Promise<ScriptOutcome> {
  const [appKey] = args;
  if (!appKey || args.length !== 1 || !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(appKey)) return { exitCode: 1, line: USAGE };
  const outcome = await suspendGameSales(deps.db, appKey, deps.clock.now());
  if (!outcome) return { exitCode: 1, line: `game ${appKey}: not found` };
  return { exitCode: 0, line: `game ${appKey}: sales suspended, ${outcome.refunds} order(s) cancelled into refunds under review` };
}

await runOperatorScript({ url: import.meta.url, run: (args, deps) => runSuspendGame(args, deps) });
