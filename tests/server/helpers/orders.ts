import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../host-demo/server/db/database';
import { announcePhases } from '../../../host-demo/server/domains/draws/announce-phases';
import { playerBalances } from '../../../host-demo/server/domains/wallet/ledger';
import type { ManualClock } from './clock';
import { callHapi } from './gateway';
import { creditDeposit, verifiedWithdrawer, type TestWithdrawer } from './withdrawals';

/** A Pick 3 Exact line, one entry: AED 2 a draw. */
export const PICK3_EXACT = { appKey: 'pick3', lotteryType: 72, playType: 7201, selections: [{ numbers: [1, 2, 3] }], amount: 200 };

let buyers = 0;

/** A verified player holding `deposit` fils in the bet bucket (none when 0). */
export async function buyer(db: Database, clock: ManualClock, deposit: number, verifiedStatus: 1 | 3 = 3): Promise<TestWithdrawer> {
  const n = String(++buyers).padStart(7, '0');
  const p = await verifiedWithdrawer(db, clock, { userName: `buyer.${n}`, email: `buyer.${n}@example.com`, mobile: `50${n}`, idNumber: `784-1990-${n}-1`, verifiedStatus });
  if (deposit > 0) await creditDeposit(db, clock, p.playerId, deposit);
  return p;
}

/** Announces every game's next draws at the clock's time, as the scheduler does. */
export const announceDraws = (db: Database, clock: ManualClock) => announcePhases(db, clock.now());

/** 101101 with a new idempotency key unless given. */
export function buy(app: FastifyInstance, token: string, order: Record<string, unknown> = {}) {
  return callHapi<{ id: string; chaseId: string | null }>(app, '101101', { ...PICK3_EXACT, idempotencyKey: randomUUID(), ...order }, { token });
}

/** The three buckets summed. */
export async function totalBalance(db: Database, playerId: number): Promise<number> {
  const b = await playerBalances(db, playerId);
  return b.bet + b.gift + b.withdrawable;
}

/** The next open phase of a game at `now`: its id, phase and sales close (epoch ms). */
export async function nextDraw(db: Database, lotteryType: number, now: number, offset = 0): Promise<{ id: number; phase: string; salesCloseAt: number; expectedAt: number }> {
  const { rows } = await db.query<{ id: number; phase: string; sales_close_at: Date; expected_at: Date }>(
    `select id, phase, sales_close_at, expected_at from draws where lottery_type = $1 and sales_close_at > $2 and closed_at is null order by expected_at offset $3 limit 1`,
    [lotteryType, new Date(now), offset],
  );
  const r = rows[0]!;
  return { id: Number(r.id), phase: r.phase, salesCloseAt: r.sales_close_at.getTime(), expectedAt: r.expected_at.getTime() };
}
