import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';

/** The guest's Log in link (a link, so it can open in a new tab); the host routes `/account/login`. */
export function GuestLogin() {
  const t = useT();
  return (
    <NavLink path={routePath('login')} className="nl-button nl-button-secondary login-button">
      {t('header.login')}
    </NavLink>
  );
}

/** Login and Register for a guest; the host routes `/account/login` and `/account/register`. */
export function GuestActions() {
  const t = useT();
  return (
    <div className="guest-actions">
      <GuestLogin />
      <NavLink path={routePath('register')} className="nl-button nl-button-primary">
        {t('header.register')}
      </NavLink>
    </div>
  );
}
