import { useId } from 'react';
import { routePath, safeReturnPath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { FORM_STYLES } from '../../forms/form-styles';
import { PlayerOnly } from '../shared/guest-prompt';
import { PROFILE_STYLES } from '../shared/profile-styles';
import { ACCOUNT_SETTINGS_STYLES } from './account-settings-styles';
import { ChangePasswordForm } from './change-password-form';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-account-settings>`. */
export interface AccountSettingsProps {
  /**
   * The page the player came from and goes back to (SPEC §2: userSetting's `payBackName`, the
   * route to return to, as its path on this site); without it, the way back is the profile.
   * Attribute `back-path`.
   */
  backPath?: string;
}

/**
 * Account settings (/account/accountSetting): change password. 'Wrong current password.' is
 * shown under the current-password field and never as a toast (SPEC §8). A guest sees a login
 * prompt. With `back-path` (from `payBackName`) the way back leads to that page instead of the
 * profile.
 *
 * @example <nl-account-settings></nl-account-settings>
 * @example <nl-account-settings back-path="/account/deposit"></nl-account-settings>
 */
export function AccountSettings({ backPath }: AccountSettingsProps) {
  // Only a page of this site; anything else falls back to the profile.
  const back = backPath ? safeReturnPath(backPath) : '/';
  const returnTo = back === '/' ? null : back;
  return (
    <>
      <ElementStyles css={PROFILE_STYLES + FORM_STYLES + ACCOUNT_SETTINGS_STYLES} />
      <PlayerOnly path={routePath('accountSetting')}>
        <AccountSettingsPage returnTo={returnTo} />
      </PlayerOnly>
    </>
  );
}

function AccountSettingsPage({ returnTo }: { returnTo: string | null }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="nl-page account-settings" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('profile.settings.title')}
      </h1>
      <ChangePasswordForm />
      <p className="nl-actions">
        {returnTo ? (
          <NavLink path={returnTo} className="nl-link settings-back">
            {t('profile.settings.backToPrevious')}
          </NavLink>
        ) : (
          <NavLink path={routePath('myProfile')} className="nl-link settings-back">
            {t('profile.common.backToProfile')}
          </NavLink>
        )}
      </p>
    </section>
  );
}
