/**
 * The command catalogue: every gateway command the product uses, declared once.
 * The SDK's `client.call` and the reference server's router are both built from `commands`.
 */
import { systemConfig } from './system';
import { tabList } from './content';
import { appInfo, gameAppList } from './apps';
import { latestDraws } from './draws';
import { balance } from './wallet';
import type { CommandDefinition } from './define-command';

export const commands = { systemConfig, tabList, appInfo, gameAppList, latestDraws, balance } as const;
export type Commands = typeof commands;
export type CommandName = keyof Commands;

/** Lookup by six-digit code. */
export const commandsByCode: ReadonlyMap<string, CommandDefinition> = new Map(
  Object.values(commands).map((c) => [c.code, c as CommandDefinition]),
);

/**
 * Codes sent without the session header even when a token is held (SPEC §6: login and a few
 * commands such as 100202). Codes not yet declared are listed so the rule holds from day one.
 */
export const SESSION_EXEMPT_CODES: ReadonlySet<string> = new Set([
  '100200', // password login
  '100201', // register
  '100202', // passwordless (one-time code) login
  '100203', // reset password
  '001001', // send SMS code
  '001012', // send e-mail code
  '001013', // check code
  ...Object.values(commands).filter((c) => 'sessionExempt' in c && c.sessionExempt).map((c) => c.code),
]);

/** Commands that carry the geo JWT when the player's geo status is not valid (SPEC §7). */
export const GEO_CHECKED_CODES: ReadonlySet<string> = new Set(['101105', '101101', '420544', '420550', '420551']);

export * from './define-command';
export * from './envelope';
export * from './system';
export * from './content';
export * from './apps';
export * from './draws';
export * from './wallet';
