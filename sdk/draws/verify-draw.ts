import { gameByType } from '../games/catalogue';
import { isDrawSeed, seedCommitment } from './commitment';
import { deriveResult, type ResultSpec } from './derive-result';

/** A draw as the gateway publishes it (660200, 660201, 660202), with the game it belongs to. */
export interface PublishedDraw {
  /** Lottery type; 93 (Color Prediction's second number) counts as 67. */
  lotteryType: number;
  phase: string;
  /** Commitment published before sales close. */
  seedHash: string | null;
  /** Revealed with the result; null or absent before the draw. */
  seed?: string | null;
  /**
   * As published; a Color Prediction colour item (SPEC §1) is never what the seed derives (a
   * digit), so such a result does not verify.
   */
  result: readonly (number | string | null)[] | null;
}

/** Why a draw does not verify. */
export type DrawFailure =
  /** No game of the catalogue has this lottery type. */
  | 'unknown-game'
  /** Not drawn yet, or the seed or commitment is not published. */
  | 'not-drawn'
  /** The seed is not 64 lowercase hex characters. */
  | 'seed-format'
  /** SHA-256 of the revealed seed is not the commitment published before sales close. */
  | 'commitment'
  /** The result re-derived from the seed is not the published result. */
  | 'result';

/** The verdict on a published draw, with what the verifier computed (for display). */
export interface DrawVerdict {
  ok: boolean;
  failure: DrawFailure | null;
  /** SHA-256 of the revealed seed, when there is a well-formed seed. */
  commitment: string | null;
  /** The result re-derived from the revealed seed, when the commitment matched. */
  derivedResult: number[] | null;
}

const verdict = (failure: DrawFailure | null, commitment: string | null = null, derivedResult: number[] | null = null): DrawVerdict => ({
  ok: failure === null,
  failure,
  commitment,
  derivedResult,
});

/**
 * Checks a published draw on its own: the revealed seed hashes to the commitment published before
 * sales close, and the result re-derived from the seed ({@link deriveResult}, the function the
 * server draws with) equals the published result, number for number. Needs no trust in the server
 * beyond the commitment having been published in time.
 *
 * @example
 * const draw = (await client.call('drawPhase', { lotteryType: 72, phase: '20260314001' })).data;
 * const { ok, failure } = await verifyDraw({ lotteryType: 72, ...draw });
 */
export async function verifyDraw(published: PublishedDraw, spec?: ResultSpec): Promise<DrawVerdict> {
  const game = gameByType(published.lotteryType);
  const resultSpec = spec ?? game?.result;
  if (!resultSpec) return verdict('unknown-game');
  const { seed, seedHash, result } = published;
  if (!seed || !seedHash || !result) return verdict('not-drawn');
  if (!isDrawSeed(seed)) return verdict('seed-format');
  const commitment = await seedCommitment(seed);
  if (commitment !== seedHash) return verdict('commitment', commitment);
  const derived = await deriveResult(seed, { lotteryType: game?.lotteryType ?? published.lotteryType, phase: published.phase }, resultSpec);
  const same = derived.length === result.length && derived.every((n, i) => n === result[i]);
  return verdict(same ? null : 'result', commitment, derived);
}
