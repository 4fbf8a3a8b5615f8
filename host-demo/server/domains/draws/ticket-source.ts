import type { TicketLeaf } from '../../../../sdk/draws';
import type { Queryable } from '../../db/database';

/**
 * Where the draw engine reads the tickets of a phase at sales close, to fix their fingerprint
 * (sdk/draws ticketTree). Called inside the transaction that closes the phase, with its row
 * locked, so a purchase that checks the phase under the same lock is either in or refused.
 */
export interface TicketSource {
  /** Every ticket of the draw, as its leaf (ticket id and numbers). */
  ticketLeaves(tx: Queryable, drawId: number): Promise<TicketLeaf[]>;
}

/**
 * No tickets: orders do not exist yet, so every phase closes with the empty fingerprint
 * (ticket_count 0). The orders work replaces this with a source reading its tickets.
 */
export const NO_TICKETS: TicketSource = {
  ticketLeaves: async () => [],
};
