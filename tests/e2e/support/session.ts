import type { BrowserContext } from 'playwright-core';
import { COMMAND_HEADER, DEFAULT_AUTH_HEADER, LAST_ACTIVE_KEY, USER_INFO_KEY, encodeMessage } from '../../../sdk';

/** What a login answers: the player the site stores under `user_info`. */
export interface LoginReply {
  sessionToken: string;
  firstName: string;
  userName: string;
  phone: string;
  [field: string]: unknown;
}

/** Calls the gateway as the SDK does, with the session token when given; throws unless code 0. */
export async function callGateway<T>(baseUrl: string, code: string, data: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { [COMMAND_HEADER]: code, 'Content-Type': 'application/json' };
  if (token) headers[DEFAULT_AUTH_HEADER] = token;
  const res = await fetch(new URL('hapi', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: encodeMessage({ clientInfo: { platform: 3, product: 61 }, data }) }),
  });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`gateway ${code} answered ${body.code}`);
  return body.data;
}

/** Logs a seeded demo player in by e-mail and password (100200). */
export function passwordLogin(baseUrl: string, email: string, password: string): Promise<LoginReply> {
  return callGateway<LoginReply>(baseUrl, '100200', { accountType: 'email', email, password });
}

/**
 * Opens every page of the context as this player, as the login page would have left the browser
 * (the login form itself is tested in accounts.test.ts).
 */
export async function actAs(context: BrowserContext, player: LoginReply): Promise<void> {
  await context.addInitScript(
    ([userKey, activeKey, user]) => {
      localStorage.setItem(userKey, user);
      localStorage.setItem(activeKey, String(Date.now()));
    },
    [USER_INFO_KEY, LAST_ACTIVE_KEY, JSON.stringify(player)] as const,
  );
}

/**
 * Settles what the site asks a player once after logging in (the terms update, the funds
 * declaration, and the invitation to set a deposit limit, answered "Not now" with 100316 0/1), so
 * their dialogs do not cover the pages a test looks at.
 */
export async function settleComplianceDialogs(baseUrl: string, player: LoginReply): Promise<void> {
  const terms = await callGateway<{ id: number; upgrade: number }>(baseUrl, '200029', { versionType: 1 }, player.sessionToken);
  if (terms.upgrade === 1) await callGateway(baseUrl, '200030', { versionId: terms.id }, player.sessionToken);
  await callGateway(baseUrl, '100161', { lawStatementType: 1, memo: 'salary', ownFunds: true, notProceedsOfCrime: true }, player.sessionToken);
  await callGateway(baseUrl, '100316', { bizType: 0, clickType: 1 }, player.sessionToken);
}
