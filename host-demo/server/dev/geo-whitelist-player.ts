/**
 * The operator's tool for the geo whitelist (SPEC §3 userGeoWhiteList):
 *
 *   npm run player:geo-whitelist -- <playerId> <on|off>
 *
 * on: the player bets and deposits from anywhere (no location asked; 100206 userInWitheList
 * true). off: they must prove a location inside the UAE again. Opens the database as
 * `npm start` does.
 */
import type { Database } from '../db/database';
import { setGeoWhitelisted } from '../domains/geo/geo-whitelist';
import { runOperatorScript } from './operator-script';

export const USAGE = 'usage: npm run player:geo-whitelist -- <playerId> <on|off>';

/** @example await runGeoWhitelist(['42', 'on'], db) // { exitCode: 0, line: 'player 42: on the geo whitelist' } */
export async function runGeoWhitelist(args: readonly string[], db: Database): Promise<{ exitCode: 0 | 1; line: string }> {
  const [id, what] = args;
  if (!id || !/^\d{1,15}$/.test(id) || (what !== 'on' && what !== 'off')) return { exitCode: 1, line: USAGE };
  const found = await setGeoWhitelisted(db, Number(id), what === 'on');
  if (!found) return { exitCode: 1, line: `player ${id}: not found` };
  return { exitCode: 0, line: `player ${id}: ${what === 'on' ? 'on the geo whitelist' : 'off the geo whitelist'}` };
}

await runOperatorScript({ url: import.meta.url, run: (args, { db }) => runGeoWhitelist(args, db) });
