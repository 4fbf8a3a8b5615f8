import type { ProofStep } from '../../../sdk/instant';

/** Longest card proof text the form accepts: a pool of a million cards needs 20 steps of ~80 characters. */
export const MAX_CARD_PROOF_CHARS = 8_000;

/** A scratch card's proof as scratchCardProof (101304) answers it, and as the player pastes it. */
export interface CardProof {
  cardId?: string;
  appKey: string;
  poolId: string;
  cardIndex: number;
  prize: number;
  proof: ProofStep[];
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * The card proof in a pasted text, or null when it is not one (bad JSON, a missing or malformed
 * field). Only what names the card and its path is read: the root, seed and table it is checked
 * against come from what the gateway published for its pool, never from the text.
 *
 * @example parseCardProof('{"appKey":"golden-falcon","poolId":"1","cardIndex":4,"prize":0,"proof":[]}')
 */
export function parseCardProof(text: string): CardProof | null {
  if (text.length === 0 || text.length > MAX_CARD_PROOF_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.appKey !== 'string' || !/^[a-z0-9-]{1,64}$/.test(v.appKey)) return null;
  if (typeof v.poolId !== 'string' || !/^\d{1,19}$/.test(v.poolId)) return null;
  if (!Number.isSafeInteger(v.cardIndex) || (v.cardIndex as number) < 0) return null;
  if (!Number.isSafeInteger(v.prize) || (v.prize as number) < 0) return null;
  if (!Array.isArray(v.proof) || v.proof.length > 40) return null;
  const proof: ProofStep[] = [];
  for (const step of v.proof as unknown[]) {
    const s = step as Record<string, unknown> | null;
    if (!s || (s.side !== 'left' && s.side !== 'right') || typeof s.hash !== 'string' || !HASH.test(s.hash)) return null;
    proof.push({ side: s.side, hash: s.hash });
  }
  return {
    ...(typeof v.cardId === 'string' ? { cardId: v.cardId } : {}),
    appKey: v.appKey,
    poolId: v.poolId,
    cardIndex: v.cardIndex as number,
    prize: v.prize as number,
    proof,
  };
}
