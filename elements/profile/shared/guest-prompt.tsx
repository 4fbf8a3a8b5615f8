import { Fragment, type ReactNode } from 'react';
import { loginPath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { usePlayer } from './use-player';

/**
 * What a guest sees instead of an account page: a short explanation and a link to log in that
 * returns to `path`. No command is called for a guest.
 *
 * @param path the page the guest asked for, e.g. `/account/myprofile`
 */
export function GuestPrompt({ path }: { path: string }) {
  const t = useT();
  return (
    <div className="nl-card guest-prompt" part="guest" data-state="guest">
      <p className="guest-text">{t('profile.guest.message')}</p>
      <NavLink path={loginPath(path)} className="nl-button nl-button-primary">
        {t('profile.guest.login')}
      </NavLink>
    </div>
  );
}

/**
 * Renders `children` for a logged-in player and the {@link GuestPrompt} for a guest. The
 * children are keyed by the player, so another player's session starts from a fresh state.
 */
export function PlayerOnly({ path, children }: { path: string; children: ReactNode }) {
  const player = usePlayer();
  if (!player) return <GuestPrompt path={path} />;
  return <Fragment key={player.userOpenId}>{children}</Fragment>;
}
