import { useEffect, type ReactNode } from 'react';
import { canTransact, type UserInfo } from '../../../sdk';
import { loginPath } from '../../../sdk/routes';
import { useClient, useStore, useT } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';
import { kycFramePath } from '../../kyc/kyc-paths';
import { syncVerifiedStatus } from '../../kyc/kyc-status';

/**
 * Who may deposit (SPEC §4): a guest is asked to log in (coming back here); a player who may not
 * deposit yet is asked to verify, or to wait while a review runs; a verified player gets `children`.
 */
export function PlayerGate({ children }: { children: (user: UserInfo) => ReactNode }) {
  const client = useClient();
  const t = useT();
  const navigate = useNavigate();
  const user = useStore(client.stores.userInfo);
  const status = user?.sessionToken ? user.verifiedStatus : null;

  // The stored status may be old (a review finished meanwhile): ask quietly when it blocks.
  useEffect(() => {
    if (status === null || canTransact(status)) return;
    let live = true;
    void client.call('kycStatus', {}, { hideToast: true, ignoreCodes: 'all' }).then((result) => {
      if (live && result.ok) syncVerifiedStatus(client, result.data.status);
    });
    return () => {
      live = false;
    };
  }, [client, status]);

  if (!user?.sessionToken) {
    return (
      <div className="nl-card guest-prompt" part="guest" data-state="guest">
        <p className="guest-text">{t('deposit.guest.message')}</p>
        <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(loginPath(client.env.currentPath()))}>
          {t('deposit.guest.login')}
        </button>
      </div>
    );
  }
  if (!canTransact(user.verifiedStatus)) {
    // Under review (2) or verifying (6): wait; otherwise verify (SPEC §4 "only verified allows deposit").
    const waiting = user.verifiedStatus === 2 || user.verifiedStatus === 6;
    const which = user.verifiedStatus === 2 ? 'review' : user.verifiedStatus === 6 ? 'progress' : 'prompt';
    return (
      <div className="nl-card kyc-gate" part="kyc" data-state="kyc" data-status={user.verifiedStatus}>
        <h2 className="nl-card-title">{t(`kyc.dialog.${which}.title`)}</h2>
        <p className="guest-text">{t(`kyc.dialog.${which}.body`)}</p>
        {waiting && user.verifiedStatus === 6 ? null : (
          <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(kycFramePath())}>
            {t(waiting ? 'kyc.action.verifyAgain' : 'kyc.action.verify')}
          </button>
        )}
      </div>
    );
  }
  return <div key={user.userOpenId}>{children(user)}</div>;
}
