/**
 * The operator's tool for a player's restriction (SPEC §8):
 *
 *   npm run player:restrict -- <playerId> <aml|pay-limit|clear>
 *
 * aml: deposits, withdrawals and bets answer 403000720 (AML dialog, logout, login); 100163 says
 * restrictedReason 1. pay-limit: login answers 403000717, a live session 403000717 (518000221 on
 * a payment) and ends. clear lifts either. Opens the database as `npm start` does; on PostgreSQL
 * it also tells the running gateway processes (LISTEN/NOTIFY, operator-script.ts), whose session
 * caches then re-read the player's sessions, so the restriction holds at once. (PGlite is one
 * process's database: the gateway cannot be running on it meanwhile.)
 */
import type { Database } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { setPlayerRestriction } from '../domains/responsible-play/session-guard';
import { runOperatorScript } from './operator-script';

export const USAGE = 'usage: npm run player:restrict -- <playerId> <aml|pay-limit|clear>';

/** @example await runRestrict(['42', 'aml'], db, events) // { exitCode: 0, line: 'player 42: aml' } */
export async function runRestrict(args: readonly string[], db: Database, events: EventBus): Promise<{ exitCode: 0 | 1; line: string }> {
  const [id, what] = args;
  if (!id || !/^\d{1,15}$/.test(id) || !['aml', 'pay-limit', 'clear'].includes(what ?? '')) return { exitCode: 1, line: USAGE };
  const found = await setPlayerRestriction(db, events, Number(id), what === 'clear' ? null : (what as 'aml' | 'pay-limit'));
  return found ? { exitCode: 0, line: `player ${id}: ${what === 'clear' ? 'no restriction' : what}` } : { exitCode: 1, line: `player ${id}: not found` };
}

await runOperatorScript({ url: import.meta.url, run: (args, { db, events }) => runRestrict(args, db, events) });
