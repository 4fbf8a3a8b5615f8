/**
 * The reviewer's tool: moves a withdrawal through its states (SPEC §4).
 *
 *   npm run withdrawal:review -- <withdrawalId> <approve|reject|fail> [note]
 *
 * approve pays the received amount out through the bank (credited, or failed with the money back
 * when the bank refuses); reject and fail return the money to the player's withdrawable balance
 * with a 'withdrawal failure' movement. A withdrawal already credited, rejected or failed is left
 * as it is (exit code 2), so running the command twice, or two reviewers at once, decides it once.
 *
 * Uses the same DATA_DIR / DATABASE_URL as main.ts. PGlite allows one process per data folder:
 * stop the server first when it runs on PGlite. Pays through the payout simulator, so like the
 * server it refuses NODE_ENV=production unless ALLOW_SIMULATORS=1. On PostgreSQL its wallet event
 * reaches the running gateway processes (LISTEN/NOTIFY, operator-script.ts), so the player's open
 * page shows the returned money at once.
 */
import { DEFAULT_WITHDRAWAL_SETTINGS } from '../config';
import { REVIEW_ACTIONS, reviewWithdrawal, type ReviewAction, type ReviewDeps } from '../domains/withdrawals/review';
import { PayoutSimulator } from '../providers/payouts/payout-simulator';
import { readSetting } from '../settings/table';
import { runOperatorScript } from './operator-script';

export const USAGE = 'usage: npm run withdrawal:review -- <withdrawalId> <approve|reject|fail> [note]';

/** The outcome of one run: what to print and the exit code (0 changed, 1 usage or not found, 2 already decided). */
export interface ReviewRun {
  exitCode: 0 | 1 | 2;
  line: string;
}

/**
 * Parses the arguments and applies the decision.
 *
 * @example await runReview(['42', 'reject', 'name mismatch'], deps) // { exitCode: 0, line: 'withdrawal 42: manualReview -> rejected (money returned)' }
 */
export async function runReview(args: readonly string[], deps: ReviewDeps): Promise<ReviewRun> {
  const [id, action, ...note] = args;
  if (!id || !/^\d{1,15}$/.test(id) || !REVIEW_ACTIONS.includes(action as ReviewAction)) return { exitCode: 1, line: USAGE };
  const { rows } = await deps.db.query<{ state: string }>('select state from withdrawals where id = $1', [Number(id)]);
  const before = rows[0]?.state;
  const outcome = await reviewWithdrawal(deps, Number(id), action as ReviewAction, note.length > 0 ? note.join(' ') : undefined);
  if (!outcome) return { exitCode: 1, line: `withdrawal ${id}: not found` };
  const { state } = outcome.withdrawal;
  if (!outcome.changed) return { exitCode: 2, line: `withdrawal ${id}: already ${state}, nothing changed` };
  return { exitCode: 0, line: `withdrawal ${id}: ${before} -> ${state}${outcome.refunded ? ' (money returned)' : ''}` };
}

await runOperatorScript({
  url: import.meta.url,
  refuse: (env) =>
    readSetting('NODE_ENV', env) && !readSetting('ALLOW_SIMULATORS', env)
      ? 'withdrawal:review pays through the payout simulator; refusing NODE_ENV=production without ALLOW_SIMULATORS=1'
      : null,
  run: (args, deps) => runReview(args, { ...deps, payouts: new PayoutSimulator(), autoApproveUpTo: DEFAULT_WITHDRAWAL_SETTINGS.autoApproveUpTo }),
});
