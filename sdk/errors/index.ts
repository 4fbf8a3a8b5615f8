/**
 * The error policy of SPEC §8: the catalogue as data and the dispatcher that applies it.
 *
 * @example
 * import { createErrorDispatcher, policyFor } from './errors';
 * policyFor(403000720, '101105').policy.kind; // 'aml'
 */
export * from './catalogue';
export * from './dispatcher';
