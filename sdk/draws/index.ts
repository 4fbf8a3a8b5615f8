/**
 * Draws that anyone can verify (DESIGN "Draws that anyone can verify"): the commitment to a draw
 * seed, the derivation of a result from the seed (HMAC-SHA256 with rejection sampling), the
 * Merkle fingerprint of a draw's tickets and the verifier of a published draw and of a ticket in
 * it. Pure, over WebCrypto: runs in browsers and in Node 20+. The gateway draws with the same
 * functions. Shipped as the entry `@nl/lottery/sdk/draws`.
 *
 * @example
 * import { verifyDraw, verifyTicketInDraw } from '@nl/lottery/sdk/draws';
 * const { ok } = await verifyDraw({ lotteryType: 72, phase, seed, seedHash, result });
 * const mine = await verifyTicketInDraw({ ticketId, numbers }, proof, ticketRoot);
 */
export { isDrawSeed, newDrawSeed, seedCommitment } from './commitment';
export { deriveResult, type DrawIdentity, type ResultSpec } from './derive-result';
export { ticketLeafHash, ticketTree, verifyTicketInDraw, type ProofStep, type TicketLeaf, type TicketTree } from './ticket-tree';
export { verifyDraw, type DrawFailure, type DrawVerdict, type PublishedDraw } from './verify-draw';
