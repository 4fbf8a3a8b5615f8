import { useCallback, useEffect, useState } from 'react';
import { useClient } from '../base/hooks';
import { useNavigate } from '../base/use-navigate';
import type { KycDialogRequest } from './kyc-dialog';
import { kycFramePath } from './kyc-paths';
import { syncVerifiedStatus } from './kyc-status';

/**
 * What an element that offers verification needs: the KYC dialog to show, and `verify`, which
 * opens the verification page, or the daily-limit dialog when the player may not try again today.
 * The stored status may be old (a review finished meanwhile), so, while `recheck`, the status is
 * asked for quietly and kept current.
 *
 * @example const { dialog, setDialog, verify } = useKycVerification(!allowed);
 */
export function useKycVerification(recheck = true): {
  dialog: KycDialogRequest | null;
  setDialog: (request: KycDialogRequest | null) => void;
  verify: () => void;
} {
  const client = useClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<KycDialogRequest | null>(null);
  const [forbidden, setForbidden] = useState(false);

  useEffect(() => {
    if (!recheck) return;
    let live = true;
    void client.call('kycStatus', {}, { hideToast: true, ignoreCodes: 'all' }).then((result) => {
      if (!live || !result.ok) return;
      syncVerifiedStatus(client, result.data.status);
      setForbidden(result.data.forbidStatus === 1);
    });
    return () => {
      live = false;
    };
  }, [client, recheck]);

  const verify = useCallback(() => {
    if (forbidden) {
      setDialog({ name: 'kyc-limit' });
      return;
    }
    setDialog(null);
    navigate(kycFramePath());
  }, [forbidden, navigate]);

  return { dialog, setDialog, verify };
}
