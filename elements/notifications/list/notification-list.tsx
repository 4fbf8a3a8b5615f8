import { useId, useState } from 'react';
import { formatDateTime, type NotificationKind, type NotificationSummary } from '../../../sdk';
import { NOTIFICATION_LIST_SHORT_PATH, routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { TabList } from '../../base/tab-list';
import { useCursorPages } from '../../base/use-cursor-pages';
import { useNavigate } from '../../base/use-navigate';
import { Ltr } from '../../base/ltr';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { NOTIFICATION_STYLES } from '../shared/notification-styles';
import { applyUnreadCounts } from '../shared/unread-counts';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-notification-list>`. */
export interface NotificationListProps {
  /** The tab shown first: all (default), system or operator. Attribute `tab`. */
  tab?: string;
}

/** The list's tabs: every message, the system's, the operator's announcements. */
export const NOTIFICATION_TABS = ['all', 'system', 'operator'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** Messages per page: the contract's default. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A tab name from an attribute; anything unknown is `all`. */
export function resolveNotificationTab(value: string | undefined): NotificationTab {
  return NOTIFICATION_TABS.find((tab) => tab === value) ?? 'all';
}

/**
 * The notification list (/account/notification/list, 100171): the player's system messages and
 * announcements, newest first, unread ones marked by weight, a dot and a label; tabs All, System
 * and Announcements; Load more; Mark all as read (100140), which updates the bell at once.
 * A message opens its detail (/messageDetail?id=). Loading, empty and error states; a guest sees
 * a login prompt that returns here.
 *
 * @example <nl-notification-list tab="system"></nl-notification-list>
 */
export function NotificationList({ tab }: NotificationListProps) {
  return (
    <>
      <ElementStyles css={NOTIFICATION_STYLES} />
      <WalletPlayerOnly path={NOTIFICATION_LIST_SHORT_PATH}>
        <NotificationListPage initialTab={resolveNotificationTab(tab)} />
      </WalletPlayerOnly>
    </>
  );
}

function NotificationListPage({ initialTab }: { initialTab: NotificationTab }) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const navigate = useNavigate();
  const balance = useStore(client.stores.balance);
  const titleId = useId();
  const base = useId();
  const [tab, setTab] = useState<NotificationTab>(initialTab);
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState(false);
  const kind: NotificationKind | undefined = tab === 'all' ? undefined : tab;
  const pages = useCursorPages<NotificationSummary>(
    `${tab}:${language}`,
    (cursor) => client.call('notificationList', { pageSize: NOTIFICATIONS_PAGE_SIZE, language, ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) }, { hideToast: true }),
    (row) => String(row.id),
  );
  const panelId = `${base}-panel`;
  const idOf = (value: NotificationTab) => `${base}-tab-${value}`;
  const unread = (balance?.unreadSysMessage ?? 0) + (balance?.unreadOperateMessage ?? 0);
  const anyUnread = pages.items.some((item) => !item.read && !marked.has(item.id)) || unread > 0;

  const markAll = async () => {
    setMarking(true);
    setMarkError(false);
    const result = await client.call('markNotificationsRead', kind ? { all: true, kind } : { all: true }, { hideToast: true });
    setMarking(false);
    if (!result.ok) {
      setMarkError(true);
      return;
    }
    applyUnreadCounts(client, result.data);
    setMarked(new Set(pages.items.map((item) => item.id)));
  };

  return (
    <section className="nl-page notifications" part="page" aria-labelledby={titleId}>
      <div className="nt-toolbar">
        <h1 id={titleId} className="nl-page-title">
          {t('notifications.title')}
        </h1>
        <button type="button" className="nl-button nl-button-secondary" part="mark-all" disabled={!anyUnread || marking} aria-busy={marking || undefined} onClick={() => void markAll()}>
          {t('notifications.markAllRead')}
        </button>
      </div>
      {markError ? (
        <p className="nl-error-text" role="alert">
          {t('notifications.markError')}
        </p>
      ) : null}
      <div className="nl-card">
        <TabList tabs={NOTIFICATION_TABS} value={tab} onChange={setTab} label={t('notifications.tabsLabel')} labelOf={(k) => t(`notifications.tab.${k}`)} idOf={idOf} panelId={panelId} className="nt-tabs" tabClassName="nt-tab" />
        <div id={panelId} className="nt-panel" role="tabpanel" aria-labelledby={idOf(tab)} aria-busy={pages.status === 'loading'} data-tab={tab}>
          {pages.status === 'loading' ? (
            <Skeleton count={4} shape="nl-skeleton-row" />
          ) : pages.status === 'error' ? (
            <ErrorState messageKey="notifications.error" onRetry={pages.retry} />
          ) : pages.items.length === 0 ? (
            <EmptyState messageKey="notifications.empty" />
          ) : (
            <>
              <ul className="nt-list" part="list">
                {pages.items.map((item) => {
                  const read = item.read || marked.has(item.id);
                  return (
                    <li key={item.id}>
                      <button type="button" className="nt-item" part="item" data-read={String(read)} data-kind={item.kind} onClick={() => navigate(routePath('messageDetail', {}, { id: item.id }))}>
                        <span className="nt-dot" aria-hidden="true" />
                        <span className="nt-title">
                          {read ? null : <span className="nl-visually-hidden">{t('notifications.unreadLabel')} </span>}
                          {item.title}
                        </span>
                        <span className="nt-time">
                          <Ltr>{formatDateTime(item.createdAt, language)}</Ltr>
                        </span>
                        <span className="nt-kind">{t(`notifications.kind.${item.kind}`)}</span>
                        <span className="nt-preview">{item.preview}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <div className="nt-more" aria-live="polite">
                {pages.more === 'error' ? <p className="nl-error-text">{t('notifications.moreError')}</p> : null}
                {pages.hasMore ? (
                  <button type="button" className="nl-button nl-button-secondary" disabled={pages.more === 'loading'} aria-busy={pages.more === 'loading' || undefined} onClick={pages.loadMore}>
                    {pages.more === 'loading' ? t('common.loading') : t('notifications.loadMore')}
                  </button>
                ) : (
                  <p className="nt-end">{t('notifications.end')}</p>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
