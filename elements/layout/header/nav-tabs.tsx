import { useRef } from 'react';
import type { CommandResource } from '../../base/use-command';
import type { Commands, ResponseOf } from '../../../sdk';
import { Dropdown } from '../../base/dropdown';
import { useT } from '../../base/hooks';
import { CaretDownIcon } from '../../base/icons';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { DrawsMenu } from './draws-menu';
import { PlayMenuContent } from './play-menu';
import type { HeaderTab } from './use-nav-tabs';
import { usePriorityRow } from './use-priority-row';

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
 * empty states. The rest of the header does not depend on the tabs. The bar stays on one line:
 * the tabs that do not fit (the last ones first) move into a "More" menu.
 */
export function NavTabs({ tabs }: { tabs: CommandResource<ResponseOf<Commands['tabList']>> }) {
  const t = useT();
  if (tabs.status === 'loading') return <Skeleton count={4} />;
  if (tabs.status === 'error') return <ErrorState compact messageKey="header.nav.error" onRetry={tabs.retry} />;
  if (tabs.data.tabs.length === 0) return <span className="nav-empty" data-state="empty" aria-label={t('header.nav.empty')} />;
  return <TabRow tabs={tabs.data.tabs} />;
}

function TabRow({ tabs }: { tabs: readonly HeaderTab[] }) {
  const t = useT();
  const rowRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const shown = usePriorityRow(rowRef, listRef, moreRef, tabs);
  const overflow = tabs.slice(shown);
  return (
    <div ref={rowRef} className="nav-row">
      <ul ref={listRef} className="nav-list" data-state="ready">
        {tabs.map((tab, i) => (
          <li key={`${tab.extra}-${i}`} hidden={i >= shown}>
            <NavTab tab={tab} />
          </li>
        ))}
      </ul>
      {/* Always rendered so its width is known; invisible (and unnamed) while nothing overflows. */}
      <div ref={moreRef} className="nav-more" data-idle={overflow.length === 0 ? 'true' : undefined}>
        {overflow.length > 0 ? (
          <Dropdown
            hover
            label={t('header.nav.more')}
            triggerClassName="nav-button"
            trigger={
              <>
                {t('header.nav.more')}
                <CaretDownIcon />
              </>
            }
          >
            {(close) =>
              overflow.map((tab, i) => (
                <NavLink key={`${tab.extra}-${i}`} path={tab.jumpUrl} target={tab.target} role="menuitem" className="nl-menu-item" onNavigate={close}>
                  {tab.localName}
                </NavLink>
              ))
            }
          </Dropdown>
        ) : (
          <span className="nav-button" aria-hidden="true">
            {t('header.nav.more')}
            <CaretDownIcon />
          </span>
        )}
      </div>
    </div>
  );
}
