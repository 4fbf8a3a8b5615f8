import { ticketTree } from '../../../../sdk/draws';
import type { Database } from '../../db/database';
import type { TicketSource } from './ticket-source';

/** Phases closed per batch; the loop goes on until none is due. */
const BATCH = 100;

const DUE_SQL = `
  select id from draws
   where closed_at is null and sales_close_at <= to_timestamp($1 / 1000.0)
   order by sales_close_at
   limit ${BATCH}`;

/**
 * Closes the sales of every phase whose close time has come: in one transaction per phase, with
 * its row locked, reads its tickets from `source`, and records their fingerprint (Merkle root and
 * count) and the close time, once (`closed_at is null`). Returns the ids it closed.
 */
export async function closeDueSales(db: Database, now: number, source: TicketSource): Promise<number[]> {
  const closed: number[] = [];
  for (;;) {
    const { rows } = await db.query<{ id: number }>(DUE_SQL, [now]);
    for (const { id } of rows) {
      const done = await db.transaction(async (tx) => {
        const { rows: open } = await tx.query('select id from draws where id = $1 and closed_at is null for update', [id]);
        if (open.length === 0) return false; // closed by another process meanwhile
        const tree = await ticketTree(await source.ticketLeaves(tx, Number(id)));
        const { rows: updated } = await tx.query(
          `update draws set ticket_root = $2, ticket_count = $3, closed_at = to_timestamp($4 / 1000.0)
            where id = $1 and closed_at is null returning id`,
          [id, tree.root, tree.count, now],
        );
        return updated.length === 1;
      });
      if (done) closed.push(Number(id));
    }
    if (rows.length < BATCH) return closed;
  }
}
