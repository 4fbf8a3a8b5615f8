import { statusLabelKey, statusTagAction, type VerifiedStatus } from '../../../sdk';
import { useT } from '../../base/hooks';

/**
 * The verification status tag of the user info box (SPEC §2, §4). Statuses 1, 2, 4 and 7 are
 * buttons that start verification (2 through a prompt), 3 is a button to user settings, 6
 * (verifying) is plain text.
 */
export function StatusTag({ status, onActivate }: { status: VerifiedStatus; onActivate: () => void }) {
  const t = useT();
  const label = t(statusLabelKey(status));
  const action = statusTagAction(status);
  if (action === 'none') {
    return (
      <span className="kyc-tag" data-status={status} data-action={action}>
        <span className="nl-visually-hidden">{t('userInfo.statusLabel')} </span>
        {label}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="kyc-tag"
      data-status={status}
      data-action={action}
      aria-label={`${t('userInfo.statusLabel')} ${label}. ${t(`userInfo.statusAction.${action}`)}`}
      onClick={onActivate}
    >
      {label}
    </button>
  );
}
