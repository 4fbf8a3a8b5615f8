/**
 * Scratch cards that anyone can verify (issue 20): prize tables and their exact return to player,
 * the seeded shuffle of a pool, its commitment (seed hash and Merkle root of the ordered outcomes)
 * and the verifier of a card. Pure, over WebCrypto: the gateway opens pools with the same code the
 * verifier page checks them with.
 *
 * @example
 * import { verifyCard } from '@nl/lottery/sdk/instant';
 * const verdict = await verifyCard({ root, cardIndex, prize, proof, seed, seedHash, table });
 */
export { poolSize, prizeTableProblem, ratioPercent, returnToPlayer, topPrize, unshuffledOutcomes, type PrizeTable, type PrizeTier, type Ratio } from './prize-table';
export { cardLeafHash, openPool, poolTree, shuffledOutcomes, verifyCard, type CardClaim, type CardFailure, type CardVerdict, type OpenedPool, type PoolCommitment, type PoolTree, type ProofStep } from './scratch-pool';
export { cardSymbols } from './card-symbols';
export { canonicalJson, signedText, walletSignature } from './wallet-signature';
export {
  FRAME_PROTOCOL,
  MAX_FRAME_HEIGHT,
  frameMessage,
  hostOriginToUse,
  parseFrameMessage,
  parseHostMessage,
  readFrameMessage,
  readHostMessage,
  type FrameMessage,
  type HostMessage,
  type ReceivedMessage,
} from './frame-protocol';
