/**
 * Applies the error catalogue (./catalogue): one dispatcher per client turns a failed reply into
 * events (toast, dialog, navigate, logout, error-reported) and session changes. It draws nothing;
 * elements and hosts react to the events.
 */
import type { ClientEvents, DialogName, ToastEvent } from '../client/events';
import type { Timers } from '../env/environment';
import { alertText } from '../format/alert-text';
import { ACCOUNT_ENTRY_ROUTES, HOME_PATH, LOGIN_PATH } from '../routes/entry-routes';
import { SOCKET_COMMAND } from '../socket/destinations';
import {
  policyFor,
  successPolicyFor,
  type ErrorMessageKey,
  type ErrorPolicy,
  type LogoutReason,
  type MatchedBy,
  type SuccessPolicy,
} from './catalogue';

/**
 * How long an identical toast is not shown again (one toast at a time; SPEC §9 "toast max one").
 *
 * @example vi.advanceTimersByTime(DUPLICATE_TOAST_WINDOW_MS) // the same toast may show again
 */
export const DUPLICATE_TOAST_WINDOW_MS = 2000;

/**
 * Routes where the account-logged-out handling (403000618) does not open its dialog or navigate:
 * the player is already logging in or registering, so "you were logged out" would only confuse.
 * Matched as path prefixes on whole segments, query ignored; '/' matches home only.
 *
 * @example createErrorDispatcher({ ...deps, excludedLogoutRoutes: [...DEFAULT_EXCLUDED_LOGOUT_ROUTES, '/lotteryApp'] })
 */
export const DEFAULT_EXCLUDED_LOGOUT_ROUTES: readonly string[] = Object.freeze(Object.values(ACCOUNT_ENTRY_ROUTES).map((route) => route.path));

/**
 * What the dispatcher needs from the client; all injected so tests and hosts can swap them.
 *
 * @example
 * const deps: ErrorDispatcherDeps = { emit: bus.emit.bind(bus), clearUserInfo, currentPath: () => location.pathname, timers };
 */
export interface ErrorDispatcherDeps {
  /** Emits a client event (typically the client's eventemitter3 `emit`). */
  emit: <E extends keyof ClientEvents>(event: E, ...args: Parameters<ClientEvents[E]>) => void;
  /** Removes the stored user info (storage key `user_info`). */
  clearUserInfo(): void;
  /** Current path and query of the host page; becomes `returnPath` on the way to login. */
  currentPath(): string;
  /** Timers for the delayed message and the duplicate-toast window. */
  timers: Timers;
  /** True while the account-logged-out dialog is showing: no toast then (SPEC §8). Default: never. */
  isLogoutDialogOpen?: () => boolean;
  /** Routes where 403000618 only clears the session. Default {@link DEFAULT_EXCLUDED_LOGOUT_ROUTES}. */
  excludedLogoutRoutes?: readonly string[];
  /**
   * Hides the toast currently shown (403000717 "clear toast"). ClientEvents has no event for this
   * yet, so the host passes it here; without it the next toast simply replaces the old one.
   */
  dismissToast?: () => void;
}

/** A failed reply, as the transport returns it (`GatewayError` fits). @example { code: 403000720, command: '101105', message: 'Restricted' } */
export interface DispatchableError {
  code: number;
  /** Six-digit command code. */
  command: string;
  message?: string;
  msg?: string;
  data?: unknown;
}

/**
 * Per-call options.
 *
 * - `hideToast`: no toast for this call (SPEC §8 header `hideToastCommon`); dialogs, navigation and
 *   logout still happen.
 * - `ignoreCodes`: for calls whose failure is harmless (SPEC §8 "for several hapi calls other codes
 *   are ignored"). A list of codes: those codes do nothing but get reported; the caller handles
 *   them. `'all'`: every code whose policy only shows a message (toast, delayed message, silent) is
 *   ignored, while codes that end the session, restrict the player or open a dialog still apply,
 *   because a background call must not hide a dead session or an AML block.
 * - `fromPush`: the error arrived by a push message, not a call; 403000618 then goes home, not to login.
 *
 * All default to off.
 *
 * @example
 * errors.dispatch(error, { hideToast: true });            // config load: no toast
 * errors.dispatch(error, { ignoreCodes: 'all' });         // background balance refresh
 * errors.dispatch(error, { ignoreCodes: [300000009] });   // a poller that counts 'still waiting'
 */
export interface DispatchOptions {
  hideToast?: boolean;
  ignoreCodes?: 'all' | readonly number[];
  fromPush?: boolean;
}

/**
 * One thing the dispatcher did (or deliberately did not do), in order.
 *
 * @example { type: 'navigate', path: '/account/login', returnPath: '/lottery/pick3' }
 */
export type DispatchAction =
  | { readonly type: 'report' }
  | { readonly type: 'toast'; readonly toast: ToastEvent }
  | { readonly type: 'toast-suppressed'; readonly toast: ToastEvent; readonly reason: 'hide-toast' | 'logout-dialog-open' | 'duplicate' }
  | { readonly type: 'toast-scheduled'; readonly toast: ToastEvent; readonly delayMs: number }
  | { readonly type: 'toast-dismissed' }
  | { readonly type: 'clear-user-info' }
  | { readonly type: 'logout'; readonly reason: LogoutReason }
  | { readonly type: 'navigate'; readonly path: string; readonly returnPath?: string }
  | { readonly type: 'dialog'; readonly name: DialogName; readonly props: Record<string, unknown> }
  | { readonly type: 'skipped'; readonly reason: 'ignored' | 'already-on-login' | 'excluded-route' | 'logout-dialog-open' };

/**
 * What `dispatch` did: the policy found, how it was found, and the actions taken in order.
 *
 * @example
 * const applied = errors.dispatch(error);
 * if (applied.actions.some((a) => a.type === 'logout')) stopPolling();
 */
export interface AppliedPolicy {
  readonly code: number;
  readonly command: string;
  readonly policy: ErrorPolicy | SuccessPolicy;
  readonly matchedBy: MatchedBy;
  /** True when `ignoreCodes` kept the policy from being applied. */
  readonly ignored: boolean;
  readonly actions: readonly DispatchAction[];
}

/**
 * The dispatcher returned by {@link createErrorDispatcher}.
 *
 * @example
 * const reply = await send('420544', request);
 * if (reply.ok) errors.dispatchSuccess('420544', reply.data); else errors.dispatch(reply.error);
 */
export interface ErrorDispatcher {
  /** Applies the catalogue to one reply; code 0 goes to {@link ErrorDispatcher.dispatchSuccess}. */
  dispatch(error: DispatchableError, options?: DispatchOptions): AppliedPolicy;
  /** Inspects a success reply (recharge with `rechargeLimitError` opens the deposit-self-exclusion dialog). */
  dispatchSuccess(command: string, data: unknown): AppliedPolicy;
  /** Cancels pending delayed messages and timers; call when the client is destroyed. */
  dispose(): void;
}

// Reply data read by the dialogs. The server's data is untrusted: a field of the wrong type is
// dropped rather than failing the whole dialog.
// Numbers may come as numeric strings; null and '' are absent, not 0.
// Plain readers rather than zod: a catch-all schema costs a partner's bundle more than this.
const numberField = (value: unknown): number | undefined =>
  typeof value === 'number' ? (Number.isFinite(value) ? value : undefined) : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
const textField = (value: unknown): string | number | undefined => (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined);
const SelfExclusionData = {
  userExclusionType: numberField,
  exclusionType: numberField,
  exclusionEndTimestamp: numberField,
  exclusionEndTime: textField,
  betAmountLimit: numberField,
  remainAmount: numberField,
};
const LoggedOutData = { loginTime: textField };

/**
 * Creates the dispatcher that applies SPEC §8 to failed replies.
 *
 * One toast at a time: every toast is a `toast` event and hosts show only the latest one, replacing
 * whatever is on screen. A toast identical to the one last shown (same kind, text or key, params)
 * within {@link DUPLICATE_TOAST_WINDOW_MS} is not emitted again, so ten parallel calls failing the
 * same way show one toast. Every non-zero code is reported through `error-reported`, whatever the
 * policy and options.
 *
 * Order of effects, when a policy has several: clear user info and `logout`, then `navigate`,
 * then `dialog`, then `toast`, so a host that closes overlays on navigation keeps the dialog
 * that belongs to the new page.
 *
 * @example
 * const errors = createErrorDispatcher({
 *   emit: (event, ...args) => (events.emit as (e: string, ...a: unknown[]) => boolean)(event, ...args),
 *   clearUserInfo: () => userInfo.clear(),
 *   currentPath: env.currentPath,
 *   timers: env.timers,
 * });
 * const result = await send('100124', {});
 * if (!result.ok) errors.dispatch(result.error, { ignoreCodes: 'all' });
 */
export function createErrorDispatcher(deps: ErrorDispatcherDeps): ErrorDispatcher {
  const excludedRoutes = deps.excludedLogoutRoutes ?? DEFAULT_EXCLUDED_LOGOUT_ROUTES;
  const pending = new Set<unknown>();
  let lastToastKey: string | null = null;
  let lastToastTimer: unknown = null;

  function emitToast(toast: ToastEvent, options: DispatchOptions, actions: DispatchAction[]): void {
    if (options.hideToast) return void actions.push({ type: 'toast-suppressed', toast, reason: 'hide-toast' });
    if (deps.isLogoutDialogOpen?.()) return void actions.push({ type: 'toast-suppressed', toast, reason: 'logout-dialog-open' });
    // The code is left out of the key: two codes with the same text look the same to the player.
    const key = JSON.stringify([toast.kind, toast.message ?? null, toast.messageKey ?? null, toast.params ?? null]);
    if (key === lastToastKey) return void actions.push({ type: 'toast-suppressed', toast, reason: 'duplicate' });
    lastToastKey = key;
    // The window starts when a toast is shown, not when a duplicate is dropped, so a lasting fault
    // is shown again every couple of seconds instead of never.
    if (lastToastTimer !== null) deps.timers.clearTimeout(lastToastTimer);
    lastToastTimer = deps.timers.setTimeout(() => {
      lastToastKey = null;
      lastToastTimer = null;
    }, DUPLICATE_TOAST_WINDOW_MS);
    deps.emit('toast', toast);
    actions.push({ type: 'toast', toast });
  }

  function forgetLastToast(): void {
    lastToastKey = null;
    if (lastToastTimer !== null) deps.timers.clearTimeout(lastToastTimer);
    lastToastTimer = null;
  }

  function endSession(reason: LogoutReason, actions: DispatchAction[]): void {
    deps.clearUserInfo();
    actions.push({ type: 'clear-user-info' });
    // Hosts tear down sockets, balances and exclusions on `logout` (SPEC §4).
    deps.emit('logout', { reason });
    actions.push({ type: 'logout', reason });
  }

  function navigate(path: string, actions: DispatchAction[], returnPath?: string): void {
    deps.emit('navigate', returnPath === undefined ? { path } : { path, returnPath });
    actions.push(returnPath === undefined ? { type: 'navigate', path } : { type: 'navigate', path, returnPath });
  }

  /** Login keeps the page the player was on (SPEC §2 Access); already on login, nothing to do. */
  function goToLogin(actions: DispatchAction[]): void {
    const here = deps.currentPath();
    if (isOnRoute(here, LOGIN_PATH)) return void actions.push({ type: 'skipped', reason: 'already-on-login' });
    navigate(LOGIN_PATH, actions, here);
  }

  function openDialog(name: DialogName, props: Record<string, unknown>, actions: DispatchAction[]): void {
    const clean = withoutUndefined(props);
    deps.emit('dialog', { name, props: clean });
    actions.push({ type: 'dialog', name, props: clean });
  }

  function serverToast(error: DispatchableError, fallback: ErrorMessageKey): ToastEvent {
    const text = serverMessage(error);
    return text ? { kind: 'error', message: text, code: error.code } : { kind: 'error', messageKey: fallback, code: error.code };
  }

  function apply(policy: ErrorPolicy, error: DispatchableError, options: DispatchOptions, actions: DispatchAction[]): void {
    const message = serverMessage(error);
    switch (policy.kind) {
      case 'silent':
        return;
      case 'toast':
        return emitToast(
          policy.messageKey ? { kind: 'error', messageKey: policy.messageKey, code: error.code } : serverToast(error, 'errors.generic'),
          options,
          actions,
        );
      case 'delayed-message': {
        const toast = serverToast(error, 'errors.generic');
        // hideToast is known now; the logout dialog and duplicates are checked when the timer fires.
        if (options.hideToast) return void actions.push({ type: 'toast-suppressed', toast, reason: 'hide-toast' });
        const handle = deps.timers.setTimeout(() => {
          pending.delete(handle);
          emitToast(toast, options, []);
        }, policy.delayMs);
        pending.add(handle);
        return void actions.push({ type: 'toast-scheduled', toast, delayMs: policy.delayMs });
      }
      case 'session-invalid':
        endSession('session-invalid', actions);
        goToLogin(actions);
        return emitToast(serverToast(error, 'errors.sessionExpired'), options, actions);
      case 'logout-login':
        endSession(policy.reason, actions);
        goToLogin(actions);
        if (policy.messageKey) emitToast({ kind: 'error', messageKey: policy.messageKey, code: error.code }, options, actions);
        return;
      case 'pay-limit':
        if (policy.variant === 'login') {
          // The pay-limit dialog replaces whatever toast was up (SPEC §8 "clear toast").
          deps.dismissToast?.();
          forgetLastToast();
          actions.push({ type: 'toast-dismissed' });
          const onLogin = isOnRoute(deps.currentPath(), LOGIN_PATH);
          endSession('restricted', actions);
          if (onLogin) return void actions.push({ type: 'skipped', reason: 'already-on-login' });
          goToLogin(actions);
          return openDialog('pay-limit', { code: error.code, message }, actions);
        }
        endSession('restricted', actions);
        return openDialog('pay-limit', { code: error.code, message }, actions);
      case 'aml':
        endSession('restricted', actions);
        goToLogin(actions);
        return openDialog('aml', { code: error.code, message }, actions);
      case 'account-logged-out': {
        // Parallel calls fail together; the first one already opened the dialog and logged out.
        if (deps.isLogoutDialogOpen?.()) return void actions.push({ type: 'skipped', reason: 'logout-dialog-open' });
        const here = deps.currentPath();
        endSession('other-device', actions);
        // The session is dead either way; an excluded route only skips the dialog and navigation.
        if (excludedRoutes.some((route) => isOnRoute(here, route))) return void actions.push({ type: 'skipped', reason: 'excluded-route' });
        if (options.fromPush) navigate(HOME_PATH, actions);
        else goToLogin(actions);
        const data = parseData(LoggedOutData, error.data);
        return openDialog('account-logged-out', { code: error.code, message, loginTime: data.loginTime }, actions);
      }
      case 'self-exclusion': {
        // On the socket it means the server has just ended this session for an exclusion or break
        // the player took (here or on another device): log out on this device too, then say why.
        if (error.command === SOCKET_COMMAND) endSession('restricted', actions);
        const data = parseData(SelfExclusionData, error.data);
        const type = data.userExclusionType ?? data.exclusionType;
        if (type === 1) {
          return openDialog('self-exclusion-login-time', { code: error.code, message, endTimestamp: data.exclusionEndTimestamp }, actions);
        }
        if (type === 5) {
          navigate(HOME_PATH, actions);
          return openDialog(
            'take-a-break',
            { code: error.code, message, endTimestamp: data.exclusionEndTimestamp, endTime: data.exclusionEndTime },
            actions,
          );
        }
        return openDialog(
          'self-exclusion',
          {
            code: error.code,
            message,
            exclusionType: type,
            endTime: data.exclusionEndTime,
            endTimestamp: data.exclusionEndTimestamp,
            betAmountLimit: data.betAmountLimit,
            remainAmount: data.remainAmount,
          },
          actions,
        );
      }
      case 'geo':
        return openDialog('geo', { code: error.code, message }, actions);
      case 'dialog':
        if (policy.navigateTo !== undefined) navigate(policy.navigateTo, actions);
        return openDialog(policy.dialog, policy.withMessage ? { code: error.code, message } : { code: error.code }, actions);
      default:
        return assertNever(policy);
    }
  }

  function dispatchSuccess(command: string, data: unknown): AppliedPolicy {
    const policy = successPolicyFor(command, data);
    const actions: DispatchAction[] = [];
    if (policy.kind === 'deposit-self-exclusion') {
      const limit = (data as { rechargeLimitError?: unknown }).rechargeLimitError;
      openDialog('deposit-self-exclusion', { command, rechargeLimitError: limit }, actions);
    }
    return { code: 0, command, policy, matchedBy: 'success', ignored: false, actions };
  }

  function dispatch(error: DispatchableError, options: DispatchOptions = {}): AppliedPolicy {
    if (error.code === 0) return dispatchSuccess(error.command, error.data);
    const actions: DispatchAction[] = [];
    const message = serverMessage(error);
    // Monitoring sees every failure, including silent and ignored ones.
    deps.emit('error-reported', { code: error.code, command: error.command, message: message ?? '' });
    actions.push({ type: 'report' });

    const match = policyFor(error.code, error.command, message);
    const policy = match.policy as ErrorPolicy; // code is non-zero, so never a success policy
    if (isIgnored(policy, error.code, options.ignoreCodes)) {
      actions.push({ type: 'skipped', reason: 'ignored' });
      return { code: error.code, command: error.command, policy, matchedBy: match.matchedBy, ignored: true, actions };
    }
    apply(policy, error, options, actions);
    return { code: error.code, command: error.command, policy, matchedBy: match.matchedBy, ignored: false, actions };
  }

  return {
    dispatch,
    dispatchSuccess,
    dispose() {
      for (const handle of pending) deps.timers.clearTimeout(handle);
      pending.clear();
      forgetLastToast();
    },
  };
}

/** Policies that only show a message; `ignoreCodes: 'all'` ignores exactly these. */
const MESSAGE_ONLY: ReadonlySet<ErrorPolicy['kind']> = new Set(['toast', 'delayed-message', 'silent']);

function isIgnored(policy: ErrorPolicy, code: number, ignoreCodes: DispatchOptions['ignoreCodes']): boolean {
  if (ignoreCodes === 'all') return MESSAGE_ONLY.has(policy.kind);
  return ignoreCodes?.includes(code) ?? false;
}

/**
 * The server's text: `message`, else `msg`. Blank or a bare 'ok' counts as none (SPEC §5 "alert
 * messages 'ok' or empty suppressed"): the policy's own text (e.g. the generic error) shows instead,
 * so a failure is never announced as "ok".
 */
function serverMessage(error: DispatchableError): string | undefined {
  return alertText(error.message) ?? alertText(error.msg) ?? undefined;
}

/** Whether `path` (query and hash ignored) is `route` or below it. */
function isOnRoute(path: string, route: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const base = route.replace(/\/+$/, '');
  // Home ('/' or '') is matched exactly: as a prefix it would cover every page.
  if (base === '') return pathname === '/' || pathname === '';
  return pathname === base || pathname.startsWith(`${base}/`);
}

function parseData<T extends Record<string, (value: unknown) => unknown>>(fields: T, data: unknown): { [K in keyof T]?: ReturnType<T[K]> } {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(fields).map(([name, read]) => [name, read(record[name])])) as { [K in keyof T]?: ReturnType<T[K]> };
}

function withoutUndefined(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
}

function assertNever(value: never): never {
  throw new Error(`Unhandled error policy: ${JSON.stringify(value)}`);
}
