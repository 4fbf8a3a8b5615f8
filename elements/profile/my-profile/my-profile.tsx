import { useId, type ReactNode } from 'react';
import { formatDayMonthYear } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import type { Profile } from '../../../sdk';
import { useLanguage, useT } from '../../base/hooks';
import { ChevronIcon } from '../../base/icons';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { AddressText } from '../shared/address';
import { countryName } from '../../forms/country-codes';
import { PlayerOnly } from '../shared/guest-prompt';
import { MaskedId } from '../shared/masked-id';
import { PROFILE_STYLES } from '../shared/profile-styles';
import { MY_PROFILE_STYLES } from './my-profile-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-my-profile>`: none besides the client. */
export type MyProfileProps = Record<string, never>;

/**
 * The player's profile page (/account/myprofile, profile 100107): names, user name, e-mail,
 * mobile, birth date, nationality, residence, ID type with only the last four characters of the
 * ID, login method, address and verification status, with links to edit the address, account
 * settings, notification settings and account deletion. A guest sees a login prompt.
 *
 * @example <nl-my-profile></nl-my-profile>
 */
export function MyProfile(_props: MyProfileProps) {
  return (
    <>
      <ElementStyles css={PROFILE_STYLES + MY_PROFILE_STYLES} />
      <PlayerOnly path={routePath('myProfile')}>
        <ProfilePage />
      </PlayerOnly>
    </>
  );
}

function ProfilePage() {
  const t = useT();
  const titleId = useId();
  const profile = useCommand('profile', {}, { hideToast: true });
  return (
    <section className="nl-page my-profile" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('profile.myProfile.title')}
      </h1>
      {profile.status === 'loading' ? (
        <Skeleton count={3} shape="nl-skeleton-row" />
      ) : profile.status === 'error' ? (
        <ErrorState messageKey="profile.myProfile.error" onRetry={profile.retry} />
      ) : (
        <ProfileView profile={profile.data} />
      )}
    </section>
  );
}

/** `YYYY-MM-DD` as `DD/MM/YYYY`, the order the birth date is typed in too (SDK formatDayMonthYear). */
export const formatBirthDate = formatDayMonthYear;

function ProfileView({ profile }: { profile: Profile }) {
  const t = useT();
  const language = useLanguage();
  const fullName = [profile.firstName, profile.middleName, profile.lastName].filter((part) => part.trim()).join(' ');
  const mobile = profile.mobile ? `+${profile.countryCode} ${profile.mobile}` : '';
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'userName', label: t('profile.myProfile.userName'), value: profile.userName },
    { key: 'email', label: t('profile.myProfile.email'), value: profile.email ? <Ltr>{profile.email}</Ltr> : '—' },
    { key: 'mobile', label: t('profile.myProfile.mobile'), value: mobile ? <Ltr>{mobile}</Ltr> : '—' },
    { key: 'birthDate', label: t('profile.myProfile.birthDate'), value: <Ltr>{formatBirthDate(profile.birthDate)}</Ltr> },
    { key: 'nationality', label: t('profile.myProfile.nationality'), value: countryName(profile.nationality, language, profile.nationality) },
    { key: 'residence', label: t('profile.myProfile.residence'), value: countryName(profile.residenceCountry, language, profile.residenceCountry) },
    { key: 'idType', label: t('profile.myProfile.idType'), value: t(`profile.idType.${profile.idType}`) },
    { key: 'idNumber', label: t('profile.myProfile.idNumber'), value: <MaskedId value={profile.idNumberMasked} /> },
    { key: 'loginMethod', label: t('profile.myProfile.loginMethod'), value: t(`profile.loginMethod.${profile.loginMethod}`) },
  ];
  return (
    <>
      <div className="nl-card profile-head" part="summary">
        <div>
          <h2 className="profile-name">{fullName}</h2>
          <p className="profile-user">{profile.userName}</p>
        </div>
        <span className="status-tag" data-status={profile.verifiedStatus}>
          <span className="nl-visually-hidden">{t('profile.myProfile.status')}: </span>
          {t(`profile.status.${profile.verifiedStatus}`)}
        </span>
      </div>

      <div className="nl-card" part="details">
        <h2 className="nl-card-title">{t('profile.myProfile.personal')}</h2>
        <dl className="details">
          {rows.map((row) => (
            <div key={row.key} data-field={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="nl-card" part="address">
        <div className="card-head">
          <h2 className="nl-card-title">{t('profile.myProfile.address')}</h2>
          <NavLink path={routePath('editAddress')} className="nl-button nl-button-secondary">
            {t('profile.myProfile.editAddress')}
          </NavLink>
        </div>
        <p className="address-text" data-field="address">
          <AddressText address={profile.address} />
        </p>
      </div>

      <nav className="nl-card" part="settings" aria-label={t('profile.myProfile.settings')}>
        <h2 className="nl-card-title">{t('profile.myProfile.settings')}</h2>
        <ul className="settings-list">
          <li>
            <NavLink path={routePath('accountSetting')}>
              {t('profile.myProfile.accountSettings')}
              <ChevronIcon />
            </NavLink>
          </li>
          <li>
            <NavLink path={routePath('notificationSettings')}>
              {t('profile.myProfile.notificationSettings')}
              <ChevronIcon />
            </NavLink>
          </li>
          <li>
            <NavLink path={routePath('accountDeletion')} className="danger">
              {t('profile.myProfile.deleteAccount')}
              <ChevronIcon />
            </NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
