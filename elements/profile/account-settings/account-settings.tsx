import { useId } from 'react';
import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { FORM_STYLES } from '../../forms/form-styles';
import { PlayerOnly } from '../shared/guest-prompt';
import { PROFILE_STYLES } from '../shared/profile-styles';
import { ACCOUNT_SETTINGS_STYLES } from './account-settings-styles';
import { ChangePasswordForm } from './change-password-form';

/** Props of `<nl-account-settings>`: none besides the client. */
export type AccountSettingsProps = Record<string, never>;

/**
 * Account settings (/account/accountSetting): change password. 'Wrong current password.' is
 * shown under the current-password field and never as a toast (SPEC §8). A guest sees a login
 * prompt.
 *
 * @example <nl-account-settings></nl-account-settings>
 */
export function AccountSettings(_props: AccountSettingsProps) {
  return (
    <>
      <style>{PROFILE_STYLES + FORM_STYLES + ACCOUNT_SETTINGS_STYLES}</style>
      <PlayerOnly path={routePath('accountSetting')}>
        <AccountSettingsPage />
      </PlayerOnly>
    </>
  );
}

function AccountSettingsPage() {
  const t = useT();
  const titleId = useId();
  return (
    <section className="nl-page account-settings" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('profile.settings.title')}
      </h1>
      <ChangePasswordForm />
      <p className="nl-actions">
        <NavLink path={routePath('myProfile')} className="nl-link">
          {t('profile.common.backToProfile')}
        </NavLink>
      </p>
    </section>
  );
}
