import type { CommandResource } from '../base/use-command';
import type { Commands, ResponseOf } from '../../sdk';
import { Dropdown } from '../base/dropdown';
import { useT } from '../base/hooks';
import { CaretDownIcon } from '../base/icons';
import { NavLink } from '../base/nav-link';
import { ErrorState, Skeleton } from '../base/state-message';
import { DrawsMenu } from './draws-menu';
import { PlayMenuContent } from './play-menu';
import type { HeaderTab } from './use-nav-tabs';

/** One desktop tab: the play menu, the results menu, or a plain link. */
function NavTab({ tab }: { tab: HeaderTab }) {
  if (tab.extra === 'play') {
    return (
      <Dropdown
        hover
        label={tab.localName}
        triggerClassName="nav-button"
        trigger={
          <>
            {tab.localName}
            <CaretDownIcon />
          </>
        }
      >
        {(close) => <PlayMenuContent tab={tab} itemRole="menuitem" onPick={close} />}
      </Dropdown>
    );
  }
  if (tab.extra === 'draws') return <DrawsMenu tab={tab} />;
  return (
    <NavLink path={tab.jumpUrl} target={tab.target} className="nav-button">
      {tab.localName}
    </NavLink>
  );
}

/**
 * The desktop navigation from the server's tabs, with its loading (skeleton), error (retry) and
 * empty states. The rest of the header does not depend on the tabs.
 */
export function NavTabs({ tabs }: { tabs: CommandResource<ResponseOf<Commands['tabList']>> }) {
  const t = useT();
  if (tabs.status === 'loading') return <Skeleton count={4} />;
  if (tabs.status === 'error') return <ErrorState compact messageKey="header.nav.error" onRetry={tabs.retry} />;
  if (tabs.data.tabs.length === 0) return <span className="nav-empty" data-state="empty" aria-label={t('header.nav.empty')} />;
  return (
    <ul className="nav-list" data-state="ready">
      {tabs.data.tabs.map((tab, i) => (
        <li key={`${tab.extra}-${i}`}>
          <NavTab tab={tab} />
        </li>
      ))}
    </ul>
  );
}
