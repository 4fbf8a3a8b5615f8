import { useState } from 'react';
import { GAMES, gameByType } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { Dropdown } from '../../base/dropdown';
import { useT } from '../../base/hooks';
import { CaretDownIcon } from '../../base/icons';
import { NavLink } from '../../base/nav-link';
import { useCommand } from '../../base/use-command';
import { ResultBalls } from '../../draws/results/result-balls';
import type { HeaderTab } from './use-nav-tabs';

/**
 * The draws tab's results menu: all results, then each lottery with its latest draw. The draws
 * are loaded (660200) the first time the menu opens, not with every page.
 */
export function DrawsMenu({ tab }: { tab: HeaderTab }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const draws = useCommand('latestDraws', opened ? { lotteryTypeList: -1, prePhases: 1 } : null, { hideToast: true });
  const latest = new Map(
    draws.status === 'ready'
      ? draws.data.phaseResultResponseItems.map((item) => [gameByType(item.lotteryType)?.key, item.latestDrawnPhaseItem?.result ?? null] as const)
      : [],
  );
  return (
    <Dropdown
      hover
      label={tab.localName}
      triggerClassName="nav-button"
      onOpen={() => setOpened(true)}
      trigger={
        <>
          {tab.localName}
          <CaretDownIcon />
        </>
      }
    >
      {(close) => (
        <div className="draws-menu">
          <NavLink path={tab.jumpUrl || routePath('draws')} role="menuitem" className="nl-menu-item all-results" onNavigate={close}>
            {t('header.draws.all')}
          </NavLink>
          {GAMES.map((game) => (
            <NavLink key={game.key} path={routePath('result', { name: game.key })} role="menuitem" className="nl-menu-item draws-item" onNavigate={close}>
              <span className="draws-name">{t(`games.${game.key}.name`)}</span>
              {latest.has(game.key) ? <ResultBalls game={game} result={latest.get(game.key) ?? null} compact /> : null}
            </NavLink>
          ))}
          <NavLink path={routePath('trend')} role="menuitem" className="nl-menu-item draws-trend" onNavigate={close}>
            {t('trend.menu')}
          </NavLink>
        </div>
      )}
    </Dropdown>
  );
}
