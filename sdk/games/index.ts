/**
 * `@nl/lottery/sdk/games`: the play rules of every draw game (SPEC §1, §5, §9; DESIGN "Games:
 * reference rules") as data and pure functions, the same for the bet slip and the gateway: play
 * types and their wire codes, validating a line, counting its entries, pricing an order, settling a
 * line against a result, Easy Pick, and the odds computed from the rules. The catalogue facts every
 * page shows (type, price, schedule, top prize) stay in the main entry; they are re-exported here so
 * one import serves a bet slip.
 *
 * @example
 * import { gameByKey, priceOrder, settleTicket } from '@nl/lottery/sdk/games';
 * const pick3 = gameByKey('pick3')!;
 * priceOrder(pick3, { playType: 7203, drawCount: 3, selections: [{ numbers: [1, 2, 3] }] }); // { ok: true, amount: 600, entries: 1 }
 * settleTicket(pick3, 7203, { numbers: [1, 2, 3] }, [3, 2, 1]).prize; // 17_000
 */
export * from './catalogue';
export * from './color-prediction';
export * from './plan-rules';
export * from './play-types';
export * from './combinatorics';
export * from './validate-plan';
export * from './any-play';
export * from './count-entries';
export * from './price-order';
export * from './settle-ticket';
export * from './easy-pick';
export * from './odds';
export * from './plan-link';
