import { KYC_FAILED_SHOWN_KEY, KYC_WARN_SHOWN_KEY, loginCheckDialog, type NlClient, type StorageLike, type VerifiedStatus } from '../../sdk';
import type { KycDialogRequest } from './kyc-dialog';

/**
 * Writes a newly learnt verification status into the stored player (SPEC §3 user info), so the
 * status tag, the header and the transaction gates agree at once. Nothing happens for a guest or
 * when the status is unchanged.
 *
 * @returns whether the stored player changed
 */
export function syncVerifiedStatus(client: NlClient, status: VerifiedStatus): boolean {
  const user = client.stores.userInfo.getSnapshot();
  if (!user || user.verifiedStatus === status) return false;
  client.stores.userInfo.setUser({ ...user, verifiedStatus: status });
  return true;
}

function readTime(storage: StorageLike, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const at = Number(raw);
  return Number.isFinite(at) ? at : null;
}

/**
 * The login check of SPEC §4: asks for the player's status (100111, quietly: a failure only means
 * no dialog), stores it on the player, and returns the dialog `loginCheckDialog` chooses, or null.
 * When a dialog is returned its time is remembered under the SDK's storage keys, so failed or
 * expired come back after 30 days and the expiry warning after a day.
 *
 * @example const dialog = await runLoginCheck(client); if (dialog) show(dialog);
 */
export async function runLoginCheck(client: NlClient): Promise<KycDialogRequest | null> {
  const result = await client.call('kycStatus', {}, { hideToast: true, ignoreCodes: 'all' });
  if (!result.ok) return null;
  const status = result.data;
  syncVerifiedStatus(client, status.status);
  const storage = client.env.storage;
  const now = client.env.clock.now();
  const dialog = loginCheckDialog(status, { failedShownAt: readTime(storage, KYC_FAILED_SHOWN_KEY), warnShownAt: readTime(storage, KYC_WARN_SHOWN_KEY) }, now);
  if (!dialog) return null;
  storage.setItem(dialog.name === 'kyc-expiry-warning' || dialog.name === 'kyc-name-warning' ? KYC_WARN_SHOWN_KEY : KYC_FAILED_SHOWN_KEY, String(now));
  return {
    name: dialog.name,
    closable: dialog.closable,
    reason: status.verifiedFailReason,
    remark: status.remark,
    expireDate: status.expireDate,
    forbidden: status.forbidStatus === 1,
  };
}
