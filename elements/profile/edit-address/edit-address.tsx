import { useId } from 'react';
import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { FORM_STYLES } from '../../forms/form-styles';
import { PlayerOnly } from '../shared/guest-prompt';
import { PROFILE_STYLES } from '../shared/profile-styles';
import { AddressForm } from './address-form';
import { EDIT_ADDRESS_STYLES } from './edit-address-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-edit-address>`: none besides the client. */
export type EditAddressProps = Record<string, never>;

/**
 * Edit address (/account/editAddress): the form starts from the address in the profile (100107)
 * and saves with editAddress (100117); a saved address is confirmed in place. A guest sees a
 * login prompt.
 *
 * @example <nl-edit-address></nl-edit-address>
 */
export function EditAddress(_props: EditAddressProps) {
  return (
    <>
      <ElementStyles css={PROFILE_STYLES + FORM_STYLES + EDIT_ADDRESS_STYLES} />
      <PlayerOnly path={routePath('editAddress')}>
        <EditAddressPage />
      </PlayerOnly>
    </>
  );
}

function EditAddressPage() {
  const t = useT();
  const titleId = useId();
  const profile = useCommand('profile', {}, { hideToast: true });
  return (
    <section className="nl-page edit-address" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('profile.address.title')}
      </h1>
      {profile.status === 'loading' ? (
        <Skeleton count={4} shape="nl-skeleton-row" />
      ) : profile.status === 'error' ? (
        <ErrorState messageKey="profile.address.loadError" onRetry={profile.retry} />
      ) : (
        <AddressForm initial={profile.data.address} />
      )}
      <p className="nl-actions">
        <NavLink path={routePath('myProfile')} className="nl-link">
          {t('profile.common.backToProfile')}
        </NavLink>
      </p>
    </section>
  );
}
