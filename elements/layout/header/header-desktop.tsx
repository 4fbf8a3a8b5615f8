import type { Commands, ResponseOf } from '../../../sdk';
import type { CommandResource } from '../../base/use-command';
import { useT } from '../../base/hooks';
import { BalanceBlock } from '../../wallet/balance/balance-block';
import { ChatButton } from './chat-button';
import { GuestActions } from './guest-actions';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavTabs } from './nav-tabs';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import { useSession } from './use-session';

/**
 * Desktop header (SPEC §2): logo, server tabs, language switcher, live chat, and either the
 * player's bell, balance and menu or the guest's Login and Register. A withdraw-only session
 * (SPEC §4) gets no game tabs: it may not play.
 */
export function HeaderDesktop({ tabs, logoSrc }: { tabs: CommandResource<ResponseOf<Commands['tabList']>>; logoSrc?: string | undefined }) {
  const t = useT();
  const { user } = useSession();
  return (
    <header className="nl-header nl-header-desktop" part="header" data-variant="desktop">
      <div className="bar">
        <Logo src={logoSrc} />
        {user?.withdrawOnly ? (
          <div className="nav" />
        ) : (
          <nav className="nav" aria-label={t('header.nav.label')}>
            <NavTabs tabs={tabs} />
          </nav>
        )}
        <div className="tools">
          <LanguageSwitcher />
          <ChatButton />
          {user ? (
            <>
              <NotificationBell />
              <BalanceBlock />
              <UserMenu />
            </>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
    </header>
  );
}
