import { GAMES } from '../../../../sdk/games/catalogue';
import type { Database } from '../../db/database';
import { announcePhases } from './announce-phases';
import { closeDueSales } from './close-sales';
import { drawDuePhases, type DrawnPhase } from './reveal-draws';
import { realignSalesClose } from './sales-close';
import type { TicketSource } from './ticket-source';

/** What one pass of the draw engine did. */
export interface EnginePass {
  /** Open draws whose sales close moved to follow the catalogue (0 unless the catalogue changed). */
  realigned: number;
  announced: number;
  closed: number[];
  drawn: DrawnPhase[];
}

/**
 * One pass of the draw engine at `now` (DESIGN "Draws that anyone can verify"), in the order the
 * proof needs: announce upcoming phases with their commitment, close the sales whose time has
 * come with the ticket fingerprint, then draw the closed phases whose time has come. After
 * downtime the same pass catches up: every announced phase missed meanwhile is closed, then drawn,
 * each once. Any number of processes may run it at once without harm; the scheduler runs it in
 * one (the leader) so the work is not done twice. Before announcing, draws already announced
 * take the catalogue's current sales close, so every close comes from the catalogue.
 */
export async function runDrawEngine(db: Database, now: number, tickets: TicketSource): Promise<EnginePass> {
  const realigned = await realignSalesClose(db, GAMES, now);
  const announced = await announcePhases(db, now);
  const closed = await closeDueSales(db, now, tickets);
  const drawn = await drawDuePhases(db, now);
  return { realigned, announced, closed, drawn };
}
