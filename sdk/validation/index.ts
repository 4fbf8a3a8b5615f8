/**
 * `@nl/lottery/sdk/validation`: the rules for what a player types or picks in a form (SPEC §5):
 * limit amounts, card details, deposit and withdrawal amounts, a lottery plan's picks and draws,
 * the self-assessment and the funds declaration. Each rule is a pure function answering a
 * translation key (or null). Kept out of the main SDK entry so a partner who only calls the
 * gateway does not carry them; the elements and any host that renders its own forms import them.
 *
 * @example
 * import { cardNumberError } from '@nl/lottery/sdk/validation';
 * cardNumberError('4111 1111 1111 1111'); // null
 */
export * from './self-exclusion-amount';
export * from './card';
export * from './deposit-amount';
export * from './withdrawal';
export * from '../games/plan-rules';
export * from '../compliance/assessment';
export * from '../compliance/funds-declaration';
