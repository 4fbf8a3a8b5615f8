import type { VerifiedStatus } from '../../sdk';
import type { KycDialogRequest } from './kyc-dialog';

/**
 * The dialog a player who may not transact gets from Withdraw or Deposit (SPEC §4): the user
 * info box and the wallet pages offer the same one.
 *
 * @example gateDialog(2) // { name: 'kyc-review' }
 */
export function gateDialog(status: VerifiedStatus): KycDialogRequest {
  // Under review: explain and allow verifying again; verifying now: just wait; others: verify.
  if (status === 2) return { name: 'kyc-review' };
  if (status === 6) return { name: 'kyc-progress' };
  return { name: 'kyc-prompt' };
}
