import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../host-demo/server/db/database';
import { settlePendingDraws } from '../../../host-demo/server/domains/orders/settle-draw';
import { InProcessEventBus } from '../../../host-demo/server/events/event-bus';
import type { ManualClock } from './clock';
import { testApp } from './gateway';
import { announceDraws, buy, buyer, nextDraw } from './orders';

/** Lucky Day's top tier: AED 100 million in fils. */
export const GRAND = 10_000_000_000;
const LUCKY_NUMBERS = [1, 2, 3, 4, 5, 6, 7];

export interface SettledGrandPrize {
  playerId: number;
  /** The winner's session, opened at `clock`'s time. */
  token: string;
  orderId: string;
  /** The app the ticket was bought through; the caller closes it. */
  app: FastifyInstance;
}

/**
 * A player whose Lucky Day ticket won the grand prize at `clock`'s time, settled (status 12):
 * bought through the gateway, its draw given the winning numbers, then settled.
 *
 * @example const won = await settledGrandPrize(db, clock); await won.app.close();
 */
export async function settledGrandPrize(db: Database, clock: ManualClock): Promise<SettledGrandPrize> {
  const app = testApp(db, clock);
  try {
    await announceDraws(db, clock);
    const p = await buyer(db, clock, 10_000);
    const orderId = (await buy(app, p.token, { appKey: 'luckyday', lotteryType: 61, playType: 6101, amount: 2_000, selections: [{ numbers: LUCKY_NUMBERS }] })).envelope.data!.id;
    const draw = await nextDraw(db, 61, clock.now());
    await db.query('update draws set closed_at = $2, result = $3::int[], drawn_at = $2 where id = $1', [draw.id, new Date(clock.now()), LUCKY_NUMBERS]);
    await settlePendingDraws(db, clock.now(), new InProcessEventBus());
    return { playerId: p.playerId, token: p.token, orderId, app };
  } catch (error) {
    await app.close();
    throw error;
  }
}
