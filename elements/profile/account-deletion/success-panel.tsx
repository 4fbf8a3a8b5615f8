import { formatDateTime } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';

/** Days after which a deletion request takes effect unless a recovery request is made (SPEC §9). */
export const DELETION_GRACE_DAYS = 30;
/** Hours after which the player can check the result of the request (SPEC §9). */
export const DELETION_RESULT_HOURS = 48;

/**
 * The request was accepted: the account is deleted after 30 days unless a recovery request is
 * made, and the result can be checked after 48 hours.
 */
export function SuccessPanel({ requestId, deleteAfter }: { requestId: string; deleteAfter: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="nl-card success-panel" part="success" data-state="success">
      <h3 className="nl-card-title" role="status">
        {t('profile.deletion.successTitle')}
      </h3>
      <p className="nl-notice" data-notice="grace">
        {t('profile.deletion.successGrace', { days: DELETION_GRACE_DAYS })}
      </p>
      <p className="nl-notice" data-notice="result">
        {t('profile.deletion.successCheck', { hours: DELETION_RESULT_HOURS })}
      </p>
      <dl className="success-facts">
        <div>
          <dt>{t('profile.deletion.scheduledFor')}</dt>
          <dd>
            <Ltr>{formatDateTime(deleteAfter, language)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('profile.deletion.requestId')}</dt>
          <dd>
            <Ltr>{requestId}</Ltr>
          </dd>
        </div>
      </dl>
      <p className="nl-page-lead">{t('profile.deletion.successHelp')}</p>
      <div className="nl-actions">
        <NavLink path={routePath('myProfile')} className="nl-button nl-button-secondary">
          {t('profile.common.backToProfile')}
        </NavLink>
      </div>
    </div>
  );
}
