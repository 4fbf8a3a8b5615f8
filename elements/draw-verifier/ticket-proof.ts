import type { ProofStep, TicketLeaf } from '../../sdk/draws';

/** A ticket with its inclusion proof, as the player pastes it (JSON). */
export interface TicketProof extends TicketLeaf {
  proof: ProofStep[];
}

/** Longest proof text accepted: a proof of a draw with a billion tickets is about 3 KB. */
export const MAX_TICKET_PROOF_CHARS = 20_000;

const isStep = (s: unknown): s is ProofStep =>
  typeof s === 'object' && s !== null && ((s as ProofStep).side === 'left' || (s as ProofStep).side === 'right') && typeof (s as ProofStep).hash === 'string';

/**
 * The pasted ticket proof `{ "ticketId": "T-1", "numbers": [4, 0, 4], "proof": [{ "side": "left", "hash": "…" }] }`,
 * or null when the text is not one.
 *
 * @example parseTicketProof('{"ticketId":"T-1","numbers":[1],"proof":[]}')?.ticketId === 'T-1'
 */
export function parseTicketProof(text: string): TicketProof | null {
  if (text.length > MAX_TICKET_PROOF_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { ticketId, numbers, proof } = value as Record<string, unknown>;
  if (typeof ticketId !== 'string' || !Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return null;
  if (!Array.isArray(proof) || !proof.every(isStep)) return null;
  return { ticketId, numbers: numbers as number[], proof: proof.map((s) => ({ side: s.side, hash: s.hash })) };
}
