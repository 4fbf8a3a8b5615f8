import { useState } from 'react';
import type { Commands, ResponseOf } from '../../../sdk';
import type { CommandResource } from '../../base/use-command';
import { useT } from '../../base/hooks';
import { MenuIcon, PlayIcon } from '../../base/icons';
import { BalanceBlock } from '../../wallet/balance/balance-block';
import { ChatButton } from './chat-button';
import { GamesDialog } from './games-dialog';
import { GuestLogin } from './guest-actions';
import { Logo } from './logo';
import { SidePanel } from './side-panel';
import { useSession } from './use-session';

/**
 * Mobile header (SPEC §2): menu icon opening the side panel, logo, Play opening the games dialog,
 * Log in for a guest (a returning player must not have to find it in the menu), chat; for a player
 * the balance widget (amount, eye toggle, wallet), and no Play in a withdraw-only session.
 */
export function HeaderMobile({ tabs, logoSrc }: { tabs: CommandResource<ResponseOf<Commands['tabList']>>; logoSrc?: string | undefined }) {
  const t = useT();
  const [panelOpen, setPanelOpen] = useState(false);
  const [gamesOpen, setGamesOpen] = useState(false);
  const { user } = useSession();
  return (
    <header className="nl-header nl-header-mobile" part="header" data-variant="mobile">
      <div className="bar">
        <button type="button" className="nl-icon-button menu-button" aria-label={t('header.menu')} aria-haspopup="dialog" aria-expanded={panelOpen} onClick={() => setPanelOpen(true)}>
          <MenuIcon />
        </button>
        <Logo src={logoSrc} />
        <div className="tools">
          {user ? <BalanceBlock /> : null}
          {user?.withdrawOnly ? null : (
            <button type="button" className="nl-button nl-button-primary play-button" aria-haspopup="dialog" aria-expanded={gamesOpen} onClick={() => setGamesOpen(true)}>
              <PlayIcon />
              <span className={user ? 'play-label' : undefined}>{t('header.play.button')}</span>
            </button>
          )}
          {user ? null : <GuestLogin />}
          <ChatButton />
        </div>
      </div>
      {user?.withdrawOnly ? null : <GamesDialog open={gamesOpen} onClose={() => setGamesOpen(false)} tabs={tabs} />}
      <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} tabs={tabs} />
    </header>
  );
}
