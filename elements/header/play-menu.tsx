import type { AriaRole } from 'react';
import type { GameApp } from '../../sdk';
import { useT } from '../base/hooks';
import { ChevronIcon } from '../base/icons';
import { NavLink } from '../base/nav-link';
import { EmptyState } from '../base/state-message';
import { gameAppName } from '../games/game-name';
import type { HeaderTab } from './use-nav-tabs';

interface PlaySection {
  key: string;
  title: string | null;
  apps: readonly GameApp[];
  seeAllPath: string | null;
}

/** The play tab's content as sections: its own apps, then one section per sub-tab. */
function sectionsOf(tab: HeaderTab): PlaySection[] {
  const own: PlaySection[] = tab.sideMerchantApps.length ? [{ key: 'apps', title: null, apps: tab.sideMerchantApps, seeAllPath: null }] : [];
  const subs = tab.subTab
    .filter((sub) => sub.sideMerchantApps.length > 0 || sub.jumpUrl)
    .map((sub, i) => ({ key: `${sub.extra}-${i}`, title: sub.localName, apps: sub.sideMerchantApps, seeAllPath: sub.jumpUrl || null }));
  return [...own, ...subs];
}

/**
 * What the Play tab opens (desktop menu and mobile games dialog): lucky-day lotteries, scratch
 * cards and e-instants from the server's sub-tabs, each game linking to its page.
 *
 * @param itemRole `menuitem` inside a menu; nothing inside a dialog
 * @param onPick called after a game or "see all" was chosen
 */
export function PlayMenuContent({ tab, itemRole, onPick }: { tab: HeaderTab; itemRole?: AriaRole; onPick?: () => void }) {
  const t = useT();
  const sections = sectionsOf(tab);
  if (sections.length === 0) return <EmptyState messageKey="header.play.empty" />;
  return (
    <div className="play-menu">
      {sections.map((section) => (
        <div key={section.key} className="play-section" role={itemRole ? 'group' : undefined} aria-label={section.title ?? undefined}>
          {section.title ? <p className="nl-menu-heading">{section.title}</p> : null}
          {section.apps.map((app) => (
            <NavLink key={app.appKey} path={app.appPath} role={itemRole} className="nl-menu-item game-item" onNavigate={onPick}>
              <img src={app.iconUrl} alt="" loading="lazy" width="32" height="32" />
              <span>{gameAppName(app, t)}</span>
            </NavLink>
          ))}
          {section.seeAllPath ? (
            <NavLink path={section.seeAllPath} role={itemRole} className="nl-menu-item see-all" onNavigate={onPick}>
              <span>{t('header.play.seeAll')}</span>
              <ChevronIcon />
            </NavLink>
          ) : null}
        </div>
      ))}
    </div>
  );
}
