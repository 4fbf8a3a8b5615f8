import type { MouseEvent } from 'react';
import type { NavTab } from '../../../sdk';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { ElementStyles } from '../../base/element-styles';
import { useLanguage, useT } from '../../base/hooks';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { useNavigate } from '../../base/use-navigate';

/** Props of `<nl-tab-bar>`. */
export interface TabBarProps {
  /** The business line whose bottom tabs (tabType 7) to show: `botim` (the super-app) or `h5-new`. Attribute `business-line`. Default `botim`. */
  businessLine?: string;
  /** The page's path, to mark its tab as the current one. Attribute `active-path`. */
  activePath?: string;
}

const STYLES = /* css */ `
:host { display: block; position: sticky; inset-block-end: 0; z-index: 20; }
.tab-bar { background: var(--nl-color-surface, #fff); border-block-start: 1px solid var(--nl-color-border, #d6d9de); padding-block-end: env(safe-area-inset-bottom, 0); }
.tab-list { display: flex; margin: 0; padding: 0; list-style: none; }
.tab-list > li { flex: 1 1 0; min-inline-size: 0; }
.tab { display: flex; align-items: center; justify-content: center; min-block-size: 52px; padding: 0.25rem; text-align: center; font-size: 0.8125rem; font-weight: 600;
  color: var(--nl-color-text-muted, #4a4f57); text-decoration: none; border-block-start: 3px solid transparent; }
.tab[aria-current="page"] { color: var(--_nl-primary); border-block-start-color: var(--_nl-primary); }
.tab:focus-visible { outline: 3px solid var(--nl-color-focus, #1a5fb4); outline-offset: -3px; }
.tab-state { padding: 0.5rem; }
`;

/** Whether `path` is the tab's page or under it (`/lottery/results` marks Results on `/lottery/results?x`). */
function isCurrent(tab: NavTab, path: string | undefined): boolean {
  if (!path) return false;
  const page = path.split('?')[0]!;
  const target = tab.jumpUrl.split('?')[0]!;
  return page === target || page.startsWith(`${target}/`);
}

/**
 * The bottom tab bar of the super-app mini-program (SPEC §2 Layout): the server's bottom tabs
 * (200025, tabType 7) of the business line, each a link the host routes (`nl-navigate-request`),
 * the current page's marked `aria-current="page"`. While they load a placeholder keeps the bar's
 * height; a failure offers Retry; no tabs, no bar.
 *
 * @example <nl-tab-bar business-line="botim" active-path="/lottery/results"></nl-tab-bar>
 */
export function TabBar({ businessLine, activePath }: TabBarProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const line = businessLine === 'h5-new' ? 'h5-new' : 'botim';
  const tabs = useCommand('tabList', { tabType: [7], businessLine: line, language }, { hideToast: true });

  let content;
  if (tabs.status === 'loading') {
    content = (
      <div className="tab-state" part="loading" aria-busy="true">
        <Skeleton />
      </div>
    );
  } else if (tabs.status === 'error') {
    content = (
      <div className="tab-state" part="error">
        <ErrorState messageKey="tabBar.error" onRetry={tabs.retry} compact />
      </div>
    );
  } else if (!tabs.data.tabs.length) {
    return null;
  } else {
    content = (
      <ul className="tab-list" part="list">
        {tabs.data.tabs.map((tab) => {
          const current = isCurrent(tab, activePath);
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            navigate(tab.jumpUrl);
          };
          return (
            <li key={tab.jumpUrl + tab.localName}>
              <a className="tab" part="tab" href={tab.jumpUrl} aria-current={current ? 'page' : undefined} onClick={onClick}>
                {tab.localName}
              </a>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <nav className="tab-bar" part="bar" aria-label={t('tabBar.label')}>
      <ElementStyles css={STYLES} />
      {content}
    </nav>
  );
}

/** Tag name of the bottom tab bar. */
export const TAB_BAR_TAG = 'nl-tab-bar';

/** Attributes `business-line` and `active-path`. */
export const tabBarElementOptions: ElementOptions<TabBarProps> = { props: { businessLine: 'string', activePath: 'string' } };

/** The `<nl-tab-bar>` element. */
export interface NlTabBarElement extends NlElement {
  businessLine: string | undefined;
  activePath: string | undefined;
}

/**
 * Class of `<nl-tab-bar>`.
 *
 * @fires nl-navigate-request - a tab; `detail.path` is its page
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart bar - The bar (a `nav`).
 * @csspart list - The list of tabs.
 * @csspart tab - One tab link; the current page's has `aria-current="page"`.
 * @csspart loading - The placeholder while the tabs load.
 * @csspart error - The failure message with Retry.
 */
export const NlTabBar = /* @__PURE__ */ createElementClass(TabBar, tabBarElementOptions);

/** Registers <nl-tab-bar>; safe to call again. Returns its class. */
export function defineTabBar() {
  return defineElement(TAB_BAR_TAG, TabBar, tabBarElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-tab-bar': NlTabBarElement;
  }
}
