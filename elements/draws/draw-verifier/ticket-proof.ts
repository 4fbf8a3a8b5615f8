import type { ProofStep, TicketLeaf } from '../../../sdk/draws';

/**
 * A ticket with its inclusion proof, as the player copies it from the order detail and pastes it
 * into the draw verifier. `lotteryType` and `phase` name the draw it belongs to, so the verifier
 * checks it against that draw's published fingerprint; a proof without them (the earlier format)
 * is checked against the draw on screen.
 */
export interface TicketProof extends TicketLeaf {
  proof: ProofStep[];
  /** The draw's own lottery type (660202 answers it), e.g. 72. */
  lotteryType?: number;
  /** The draw's phase, e.g. `20260314001`. */
  phase?: string;
}

/** Longest proof text accepted: a proof of a draw with a billion tickets is about 3 KB. */
export const MAX_TICKET_PROOF_CHARS = 20_000;

/** Longest phase a proof may name (the draw commands' bound). */
const MAX_PHASE_CHARS = 20;

const isStep = (s: unknown): s is ProofStep =>
  typeof s === 'object' && s !== null && ((s as ProofStep).side === 'left' || (s as ProofStep).side === 'right') && typeof (s as ProofStep).hash === 'string';

/**
 * The text of a ticket proof, what the order detail's copy button puts on the clipboard: compact
 * JSON with the keys `lotteryType`, `phase`, `ticketId`, `numbers`, `proof` (steps of `side` and
 * `hash`), e.g.
 * `{"lotteryType":72,"phase":"20260314001","ticketId":"1001-0","numbers":[4,0,4],"proof":[{"side":"left","hash":"9f…"}]}`.
 * The fingerprint is left out on purpose: a checker takes it from the published draw, never from
 * the proof it is checking.
 *
 * @example ticketProofText({ lotteryType: 72, phase: '20260314001', ticketId: '1001-0', numbers: [4, 0, 4], proof: [] })
 */
export function ticketProofText(ticket: TicketProof): string {
  const { lotteryType, phase, ticketId, numbers, proof } = ticket;
  return JSON.stringify({ lotteryType, phase, ticketId, numbers: [...numbers], proof: proof.map((s) => ({ side: s.side, hash: s.hash })) });
}

/**
 * The pasted ticket proof (see {@link ticketProofText}; `lotteryType` and `phase` may be absent,
 * but not malformed), or null when the text is not one.
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
  const { ticketId, numbers, proof, lotteryType, phase } = value as Record<string, unknown>;
  if (typeof ticketId !== 'string' || !Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return null;
  if (!Array.isArray(proof) || !proof.every(isStep)) return null;
  if (lotteryType !== undefined && !(Number.isInteger(lotteryType) && (lotteryType as number) > 0)) return null;
  if (phase !== undefined && !(typeof phase === 'string' && phase.length > 0 && phase.length <= MAX_PHASE_CHARS)) return null;
  // A proof names its draw by both or by neither: half a name cannot be checked.
  if ((lotteryType === undefined) !== (phase === undefined)) return null;
  return {
    ticketId,
    numbers: numbers as number[],
    proof: proof.map((s) => ({ side: s.side, hash: s.hash })),
    ...(lotteryType === undefined ? {} : { lotteryType: lotteryType as number, phase: phase as string }),
  };
}
