import { useCallback, useEffect, useId, useState } from 'react';
import { ErrorCode, formatDateTime, type Notification } from '../../../sdk';
import { NOTIFICATION_LIST_SHORT_PATH, routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { NOTIFICATION_STYLES } from '../shared/notification-styles';
import { applyUnreadCounts } from '../shared/unread-counts';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-notification-detail>`. */
export interface NotificationDetailProps {
  /** The message's id. Attribute `notification-id`. */
  notificationId?: string;
}

/** The id of an attribute, or null when it is not a positive whole number. */
export function parseNotificationId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

type State = { status: 'loading' } | { status: 'ready'; notification: Notification } | { status: 'missing' } | { status: 'error' };

/**
 * One message (/messageDetail?id=, 100172): title, time and the whole text, in the page's
 * language. Opening it marks it read (100140; idempotent) and the bell follows at once. A
 * missing id, or one that is not the player's, shows "not found". Loading and error states; a
 * guest sees a login prompt that returns to the list.
 *
 * @example <nl-notification-detail notification-id="42"></nl-notification-detail>
 */
export function NotificationDetail({ notificationId }: NotificationDetailProps) {
  return (
    <>
      <ElementStyles css={NOTIFICATION_STYLES} />
      <WalletPlayerOnly path={NOTIFICATION_LIST_SHORT_PATH}>
        <NotificationDetailPage id={parseNotificationId(notificationId)} />
      </WalletPlayerOnly>
    </>
  );
}

function NotificationDetailPage({ id }: { id: number | null }) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const titleId = useId();
  const [state, setState] = useState<State>({ status: id === null ? 'missing' : 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setState({ status: 'loading' });
    void client.call('notificationDetail', { id, language }, { hideToast: true }).then(async (result) => {
      if (!live) return;
      if (!result.ok) {
        setState({ status: result.error.code === ErrorCode.notificationNotFound ? 'missing' : 'error' });
        return;
      }
      setState({ status: 'ready', notification: result.data.notification });
      if (!result.data.notification.read) {
        const marked = await client.call('markNotificationsRead', { ids: [id] }, { hideToast: true });
        if (marked.ok) applyUnreadCounts(client, marked.data);
      }
    });
    return () => {
      live = false;
    };
  }, [client, id, language, attempt]);

  return (
    <section className="nl-page notification-detail" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('notifications.detailTitle')}
      </h1>
      <div className="nl-card nt-panel" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <Skeleton count={3} shape="nl-skeleton-row" />
        ) : state.status === 'error' ? (
          <ErrorState messageKey="notifications.detailError" onRetry={retry} />
        ) : state.status === 'missing' ? (
          <EmptyState messageKey="notifications.notFound" />
        ) : (
          <article className="nt-message" part="message" data-kind={state.notification.kind}>
            <header className="nt-detail-head">
              <h2 className="nt-detail-title">{state.notification.title}</h2>
              <span className="nt-time">
                {t(`notifications.kind.${state.notification.kind}`)} · <Ltr>{formatDateTime(state.notification.createdAt, language)}</Ltr>
              </span>
            </header>
            <p className="nt-body">{state.notification.body}</p>
          </article>
        )}
        <div className="nt-back" part="back">
          <NavLink path={routePath('notifications')} className="nl-button nl-button-secondary">
            {t('notifications.back')}
          </NavLink>
        </div>
      </div>
    </section>
  );
}
