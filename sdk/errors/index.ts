/**
 * The error policy of SPEC §8: the names of the codes, the catalogue as data and the dispatcher
 * that applies it.
 *
 * @example
 * import { ErrorCode, createErrorDispatcher, policyFor } from './errors';
 * policyFor(ErrorCode.amlRestricted, '101105').policy.kind; // 'aml'
 */
export * from './codes';
export * from './account-lock';
export * from './catalogue';
export * from './dispatcher';
