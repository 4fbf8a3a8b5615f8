import type { z } from 'zod';
import type { DrawnPhaseSchema } from '../../../../sdk/commands/draws';

/**
 * The columns of a draw anyone may see. Never the secret seed of an undrawn phase: that lives in
 * draw_seeds, which no command reads; draws.seed is set only when the phase is drawn.
 */
export const PUBLIC_DRAW_COLUMNS = 'phase, result, expected_at, seed_hash, seed, ticket_root, ticket_count';

/** A row of {@link PUBLIC_DRAW_COLUMNS}. */
export interface PublicDrawRow {
  phase: string;
  result: (number | null)[] | null;
  expected_at: Date;
  seed_hash: string | null;
  seed: string | null;
  ticket_root: string | null;
  ticket_count: number | null;
}

/** A phase as 660200, 660201 and 660202 publish it: what the SDK draw verifier reads. */
export function publishedPhase(r: PublicDrawRow): z.input<typeof DrawnPhaseSchema> {
  return {
    phase: r.phase,
    result: r.result,
    expectedPrizeTimestamp: r.expected_at.getTime(),
    seedHash: r.seed_hash,
    seed: r.seed,
    ticketRoot: r.ticket_root,
    ticketCount: r.ticket_count,
  };
}
