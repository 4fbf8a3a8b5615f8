import { useId, type AriaRole } from 'react';
import type { GameApp } from '../../../sdk';
import { useT } from '../../base/hooks';
import { ChevronIcon } from '../../base/icons';
import { NavLink } from '../../base/nav-link';
import { EmptyState } from '../../base/state-message';
import { gameAppName } from '../../games/game-name';
import type { HeaderTab } from './use-nav-tabs';

export interface PlaySection {
  key: string;
  title: string;
  apps: readonly GameApp[];
  seeAllPath: string | null;
}

/**
 * The play tab's content as titled sections, each game listed once: one section per sub-tab
 * (lotteries, scratch cards, e-instants), then the tab's own apps that no sub-tab lists, under
 * `featuredTitle`. The server repeats its featured games in their category; they show there.
 */
export function playSections(tab: HeaderTab, featuredTitle: string): PlaySection[] {
  const seen = new Set<string>();
  const once = (apps: readonly GameApp[]) =>
    apps.filter((app) => {
      if (seen.has(app.appKey)) return false;
      seen.add(app.appKey);
      return true;
    });
  const subs = tab.subTab
    .filter((sub) => sub.sideMerchantApps.length > 0 || sub.jumpUrl)
    .map((sub, i) => ({ key: `${sub.extra}-${i}`, title: sub.localName, apps: once(sub.sideMerchantApps), seeAllPath: sub.jumpUrl || null }))
    .filter((section) => section.apps.length > 0 || section.seeAllPath);
  const featured = once(tab.sideMerchantApps);
  return featured.length ? [...subs, { key: 'featured', title: featuredTitle, apps: featured, seeAllPath: null }] : subs;
}

/**
 * What the Play tab opens (desktop menu and mobile games dialog): lucky-day lotteries, scratch
 * cards and e-instants from the server's sub-tabs, each column under its heading and each game
 * once, linking to its page.
 *
 * @param itemRole `menuitem` inside a menu; nothing inside a dialog
 * @param onPick called after a game or "see all" was chosen
 */
export function PlayMenuContent({ tab, itemRole, onPick }: { tab: HeaderTab; itemRole?: AriaRole; onPick?: () => void }) {
  const t = useT();
  const sections = playSections(tab, t('header.play.featured'));
  if (sections.length === 0) return <EmptyState messageKey="header.play.empty" />;
  return (
    <div className="play-menu">
      {sections.map((section) => (
        <PlaySectionView key={section.key} section={section} itemRole={itemRole} onPick={onPick} />
      ))}
    </div>
  );
}

/** One column: a group of menu items in the desktop menu, a titled section in the games dialog. */
function PlaySectionView({ section, itemRole, onPick }: { section: PlaySection; itemRole: AriaRole | undefined; onPick: (() => void) | undefined }) {
  const t = useT();
  const headingId = useId();
  const inMenu = itemRole !== undefined;
  const Heading = inMenu ? 'p' : 'h3';
  const Column = inMenu ? 'div' : 'section';
  return (
    <Column className="play-section" role={inMenu ? 'group' : undefined} aria-labelledby={headingId}>
      <Heading id={headingId} className="nl-menu-heading">
        {section.title}
      </Heading>
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
    </Column>
  );
}
