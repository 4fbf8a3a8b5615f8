import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { canTransact } from '../../../sdk';
import { useClient, useStore, useT } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';
import { KycDialog, type KycDialogRequest } from '../../kyc/kyc-dialog';
import { kycFramePath } from '../../kyc/kyc-paths';
import { syncVerifiedStatus } from '../../kyc/kyc-status';
import { gateDialog } from '../../kyc/gate-dialog';

/**
 * Only a verified player may withdraw (SPEC §4, §6). Anyone else sees why, and Verify offers the
 * same dialog the user info box offers (verify, in review, in progress). The stored status may
 * be old (a review finished meanwhile), so it is asked for quietly first.
 */
export function KycGate({ children }: { children: ReactNode }) {
  const client = useClient();
  const t = useT();
  const navigate = useNavigate();
  const status = useStore(client.stores.userInfo)?.verifiedStatus;
  const allowed = canTransact(status);
  const [dialog, setDialog] = useState<KycDialogRequest | null>(null);
  const [forbidden, setForbidden] = useState(false);

  useEffect(() => {
    if (allowed) return;
    let live = true;
    void client.call('kycStatus', {}, { hideToast: true, ignoreCodes: 'all' }).then((result) => {
      if (!live || !result.ok) return;
      syncVerifiedStatus(client, result.data.status);
      setForbidden(result.data.forbidStatus === 1);
    });
    return () => {
      live = false;
    };
  }, [client, allowed]);

  const verify = useCallback(() => {
    if (forbidden) {
      setDialog({ name: 'kyc-limit' });
      return;
    }
    setDialog(null);
    navigate(kycFramePath());
  }, [forbidden, navigate]);

  if (allowed) return <>{children}</>;
  return (
    <div className="nl-card kyc-gate" part="kyc-gate" data-state="unverified">
      <p className="nl-notice">{t('withdraw.kyc.message')}</p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={() => setDialog(status ? gateDialog(status) : { name: 'kyc-prompt' })}>
          {t('withdraw.kyc.verify')}
        </button>
      </div>
      <KycDialog request={dialog} onClose={() => setDialog(null)} onVerify={verify} />
    </div>
  );
}
