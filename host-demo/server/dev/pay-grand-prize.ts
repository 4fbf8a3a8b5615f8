/**
 * The reviewer's tool for grand prizes (SPEC §4): pays a claimed grand prize once the winner's
 * documents are complete.
 *
 *   npm run grand-prize:pay -- <orderId>
 *
 * Moves the prize from claimed (13) to paid (14) and credits it to the winner's withdrawable
 * balance with one 'prize' movement `grand-prize:<orderId>` (domains/orders/pay-grand-prize.ts).
 * A prize already paid, not claimed yet (12), expired (15) or lapsed (16, or its completion
 * deadline has come) is left as it is and credits nothing (exit code 2), so running the command
 * twice, or two reviewers at once, pays once.
 *
 * Uses the same DATA_DIR / DATABASE_URL as main.ts. PGlite allows one process per data folder:
 * stop the server first when it runs on PGlite. On PostgreSQL its wallet event reaches the running
 * gateway processes (LISTEN/NOTIFY, operator-script.ts), so the winner's open page shows the money
 * at once.
 */
import { payGrandPrize, type PayGrandPrizeDeps } from '../domains/orders/pay-grand-prize';
import { runOperatorScript } from './operator-script';

export const USAGE = 'usage: npm run grand-prize:pay -- <orderId>';

const STATUS_NAMES: Record<number, string> = { 12: 'unclaimed', 13: 'claimed', 14: 'paid', 15: 'expired unclaimed', 16: 'claim lapsed' };

/** The outcome of one run: what to print and the exit code (0 paid now, 1 usage or not found, 2 nothing to pay). */
export interface PayRun {
  exitCode: 0 | 1 | 2;
  line: string;
}

/**
 * Parses the arguments and pays the prize.
 *
 * @example await runPayGrandPrize(['1001'], deps) // { exitCode: 0, line: 'grand prize of order 1001: claimed -> paid, AED 100,000,000.00 credited to player 7' }
 */
export async function runPayGrandPrize(args: readonly string[], deps: PayGrandPrizeDeps): Promise<PayRun> {
  const [id, ...rest] = args;
  if (!id || rest.length > 0 || !/^\d{1,15}$/.test(id)) return { exitCode: 1, line: USAGE };
  const payment = await payGrandPrize(deps, Number(id));
  if (!payment) return { exitCode: 1, line: `order ${id}: no grand prize` };
  const status = STATUS_NAMES[payment.status] ?? String(payment.status);
  if (!payment.changed) return { exitCode: 2, line: `grand prize of order ${id}: ${status}, nothing paid` };
  const aed = (payment.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return { exitCode: 0, line: `grand prize of order ${id}: claimed -> paid, AED ${aed} credited to player ${payment.playerId}` };
}

await runOperatorScript({ url: import.meta.url, run: runPayGrandPrize });
