import { ErrorCode, lockDurationParts, type GatewayError } from '../../../sdk';
import { serverIssuesOf, type ServerIssue } from '../../forms/server-issues';

/** How a failed account call is shown: issues on their fields, or one message on a field or the form. */
export type AuthErrorView =
  | { kind: 'issues'; issues: ServerIssue[] }
  | { kind: 'message'; field?: string; message: string; params?: Record<string, unknown> };

/** Which form the error came from; some codes read differently (e.g. unverified at login or at registration). */
export interface AuthErrorContext {
  flow: 'login' | 'register' | 'reset';
  /** The credential in use, for "incorrect e-mail or password" versus the mobile wording. */
  channel?: 'email' | 'mobile';
}

/**
 * Turns a failed account call into what the form shows. Codes the player can fix sit on the field
 * they concern (wrong code → the code field; mobile already registered → the mobile field).
 * @example authErrorView({ code: ErrorCode.incorrectCode, ... }, { flow: 'login' }) // { kind: 'message', field: 'code', message: 'errors.incorrectCode' }
 */
export function authErrorView(error: GatewayError, context: AuthErrorContext): AuthErrorView {
  if (error.code === ErrorCode.validationFailed) {
    const issues = serverIssuesOf(error.data);
    if (issues.length) return { kind: 'issues', issues };
  }
  switch (error.code) {
    case ErrorCode.incorrectCredentials:
      return { kind: 'message', message: context.channel === 'mobile' ? 'auth.errors.incorrectMobile' : 'auth.errors.incorrectEmail' };
    case ErrorCode.accountLocked: {
      // The server localises this message (it knows the lock's length); ours is the fallback.
      if (error.message) return { kind: 'message', message: error.message };
      const seconds = Number((error.data as { lockedForSeconds?: unknown } | undefined)?.lockedForSeconds) || 0;
      const { unit, n } = lockDurationParts(seconds);
      return unit === 'minutes'
        ? { kind: 'message', message: 'auth.errors.lockedMinutes', params: { minutes: n } }
        : { kind: 'message', message: 'auth.errors.lockedHours', params: { hours: n } };
    }
    case ErrorCode.mobileUnverified:
      return { kind: 'message', field: context.flow === 'register' ? 'mobile' : undefined, message: context.flow === 'register' ? 'errors.registerMobileUnverified' : 'errors.mobileUnverified' };
    case ErrorCode.emailUnverified:
      return { kind: 'message', field: context.flow === 'register' ? 'email' : undefined, message: context.flow === 'register' ? 'errors.registerEmailUnverified' : 'errors.emailUnverified' };
    case ErrorCode.accountNotFound:
      return { kind: 'message', message: 'auth.errors.unknownAccount' };
    case ErrorCode.incorrectCode:
      return { kind: 'message', field: 'code', message: 'errors.incorrectCode' };
    case ErrorCode.codeAttemptsExceeded:
      return { kind: 'message', field: 'code', message: 'auth.errors.tooManyWrongCodes' };
    case ErrorCode.codeRequestedTooOften:
      return { kind: 'message', message: 'errors.requestedMultipleTimes' };
    case ErrorCode.mobileTaken:
      return { kind: 'message', field: 'mobile', message: 'auth.errors.mobileRegistered' };
    case ErrorCode.emailTaken:
      return { kind: 'message', field: 'email', message: 'auth.errors.emailRegistered' };
    case ErrorCode.idNumberTaken:
      return { kind: 'message', field: 'idNumber', message: 'auth.errors.idRegistered' };
    default:
      if (error.type === 'network') return { kind: 'message', message: 'errors.networkError' };
      if (error.type === 'timeout') return { kind: 'message', message: 'errors.timeout' };
      return { kind: 'message', message: error.type === 'gateway' && error.message ? error.message : 'errors.generic' };
  }
}

/**
 * Applies an {@link AuthErrorView} to a form: issues on their fields, a field message on its
 * field when the form has it, anything else as the form error.
 */
export function showAuthError(
  form: {
    values: Record<string, unknown>;
    applyServerIssues(issues: readonly ServerIssue[]): unknown;
    setFieldError(name: never, message: string, params?: Record<string, unknown>): void;
    setFormError(message: string | null, params?: Record<string, unknown>): void;
  },
  view: AuthErrorView,
): void {
  if (view.kind === 'issues') {
    form.applyServerIssues(view.issues);
    return;
  }
  if (view.field && view.field in form.values) (form.setFieldError as (name: string, message: string, params?: Record<string, unknown>) => void)(view.field, view.message, view.params);
  else form.setFormError(view.message, view.params);
}
