import type { ReactNode } from 'react';
import { canTransact } from '../../../sdk';
import { useClient, useStore, useT } from '../../base/hooks';
import { KycDialog } from '../../kyc/kyc-dialog';
import { gateDialog } from '../../kyc/gate-dialog';
import { useKycVerification } from '../../kyc/use-kyc-verification';

/**
 * Only a verified player may withdraw (SPEC §4, §6). Anyone else sees why, and Verify offers the
 * same dialog the user info box offers (verify, in review, in progress).
 */
export function KycGate({ children }: { children: ReactNode }) {
  const client = useClient();
  const t = useT();
  const status = useStore(client.stores.userInfo)?.verifiedStatus;
  const allowed = canTransact(status);
  const { dialog, setDialog, verify } = useKycVerification(!allowed);

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
