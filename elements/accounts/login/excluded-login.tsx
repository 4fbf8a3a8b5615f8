import { useState } from 'react';
import { ErrorCode, formatDateTime, type CallResult, type GatewayError, type LoginReply } from '../../../sdk';
import { Dialog } from '../../base/dialog';
import { useLanguage, useT } from '../../base/hooks';

/**
 * A login the server refused because the player is self-excluded (type 1) or taking a break
 * (type 5), SPEC §4/§8 403000619: the player may still log in, but only to withdraw.
 */
export interface ExcludedLogin {
  /** 1 self-exclusion, 5 take a break (other types never refuse a login). */
  exclusionType: 1 | 5;
  /** When the exclusion ends, epoch ms; null when the server did not say. */
  endsAt: number | null;
  /** The same login again with `purpose: 'withdraw'` (the server opens a withdraw-only session). */
  loginToWithdraw: () => Promise<CallResult<LoginReply>>;
}

/**
 * Reads a refused login: the exclusion it names, or null for any other failure. The server's data
 * is untrusted, so a missing or odd type or end time is tolerated rather than trusted.
 *
 * @example excludedLoginOf({ code: 403000619, data: { userExclusionType: 5, exclusionEndTimestamp: 1_700_000_000_000 } }) // { exclusionType: 5, endsAt: 1700000000000 }
 */
export function excludedLoginOf(error: Pick<GatewayError, 'code' | 'data'>): Omit<ExcludedLogin, 'loginToWithdraw'> | null {
  if (error.code !== ErrorCode.selfExcluded) return null;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Record<string, unknown>;
  const end = Number(data.exclusionEndTimestamp ?? data.exclusionEndTime);
  return { exclusionType: Number(data.userExclusionType ?? data.exclusionType) === 5 ? 5 : 1, endsAt: Number.isFinite(end) && end > 0 ? end : null };
}

/** Call options for a login: the form shows a 403000619 itself, so the catalogue's dialog stays shut. */
export const LOGIN_CALL_OPTIONS = { hideToast: true, ignoreCodes: [ErrorCode.selfExcluded] } as const;

/**
 * The dialog of a refused login during a self-exclusion or break: why, until when, and
 * "Log in to withdraw", which repeats the login with purpose withdraw and hands the reply to
 * `onWithdrawLogin` (the login element then goes to the withdrawal page).
 */
export function ExcludedLoginDialog({ excluded, onClose, onWithdrawLogin }: { excluded: ExcludedLogin; onClose: () => void; onWithdrawLogin: (reply: LoginReply) => void }) {
  const t = useT();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const kind = excluded.exclusionType === 5 ? 'takeABreak' : 'selfExclusion';

  const withdraw = async () => {
    setBusy(true);
    setFailed(null);
    const result = await excluded.loginToWithdraw();
    setBusy(false);
    if (result.ok) return onWithdrawLogin(result.data);
    setFailed(result.error.type === 'gateway' && result.error.message ? result.error.message : t('errors.generic'));
  };

  return (
    <Dialog open title={t(`auth.login.excluded.${kind}Title`)} onClose={onClose}>
      <div part="excluded-login" data-exclusion-type={excluded.exclusionType}>
        <p>{t(`auth.login.excluded.${kind}Body`)}</p>
        {excluded.endsAt !== null ? <p data-field="end">{t('auth.login.excluded.endsAt', { end: formatDateTime(excluded.endsAt, language) })}</p> : null}
        <p>{t('auth.login.excluded.withdrawOnly')}</p>
        {failed ? (
          <p className="nl-form-error" role="alert">
            {failed}
          </p>
        ) : null}
        <div className="account-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={onClose}>
            {t('auth.login.excluded.close')}
          </button>
          <button type="button" className="nl-button nl-button-primary" disabled={busy} aria-busy={busy} onClick={() => void withdraw()}>
            {t('auth.login.excluded.loginToWithdraw')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
