import { randomUUID } from 'node:crypto';
import { buildApp } from '../../../host-demo/server/app';
import type { Database } from '../../../host-demo/server/db/database';
import { createPlayer } from '../../../host-demo/server/domains/players/players';
import { openSession } from '../../../host-demo/server/domains/sessions/sessions';
import { recordMovement } from '../../../host-demo/server/domains/wallet/ledger';
import { encodeMessage } from '../../../sdk/commands/envelope';
import { proveLocation } from './geo-location';

/** A verified player with AED 1,000,000 to stake, a session and a proved location. */
export interface Buyer {
  playerId: number;
  token: string;
  geo: Record<string, string>;
  /** The player's bet account, for the raw-SQL side of a bench. */
  betAccount: number;
}

/**
 * The gateway of a purchase bench and its buyers: `players` verified players, each with a deposit
 * through the ledger, a session, and a location proved in Dubai with the verifier simulator (the
 * geo restriction stays on, as in production). `call(p, code, data)` sends one command as buyer p
 * through /hapi and counts the answers that are not code 0: a refused purchase is a broken
 * gateway, not a slow one, and must not pass as a figure.
 *
 * @example const gateway = await benchGateway(db, 16); await gateway.call(0, '101101', ticket);
 */
export async function benchGateway(db: Database, players: number, now = Date.now()) {
  const buyers: Buyer[] = [];
  for (let i = 0; i < players; i++) {
    const session = await db.transaction(async (tx) => {
      const player = await createPlayer(tx, { firstName: 'Bench', userName: `bench.${randomUUID()}`, verifiedStatus: 3, createdAt: now });
      return { playerId: player.id, ...(await openSession(tx, player.id, now)) };
    });
    await recordMovement(db, {
      idempotencyKey: `deposit:${randomUUID()}`,
      kind: 'deposit',
      at: now,
      legs: [{ account: { house: 'house_deposits' }, amount: -100_000_000 }, { account: { playerId: session.playerId, kind: 'bet' }, amount: 100_000_000 }],
    });
    const { rows } = await db.query<{ id: number }>("select id from ledger_accounts where player_id = $1 and kind = 'bet'", [session.playerId]);
    buyers.push({ playerId: session.playerId, token: session.token, geo: {}, betAccount: rows[0]!.id });
  }
  const app = buildApp({ db, config: { siteDir: '/nonexistent' } });
  await app.ready();
  for (const buyer of buyers) buyer.geo = await proveLocation(app, buyer.token);

  const failures = { count: 0, first: '' };
  const call = async (p: number, code: string, data: Record<string, unknown>) => {
    const buyer = buyers[p]!;
    const res = await app.inject({
      method: 'POST',
      url: '/hapi',
      headers: { 'API-Execute-Command': code, 'Api-Access-Token': buyer.token, ...buyer.geo },
      payload: { message: encodeMessage({ clientInfo: { platform: 3, product: 61 }, data: { ...data, idempotencyKey: randomUUID() } }) },
    });
    const body = res.json() as { code: number; message?: string };
    if (body.code !== 0) {
      failures.count++;
      failures.first ||= `${body.code} ${body.message ?? ''}`;
    }
  };
  return { app, buyers, call, failures };
}
