import { formatBadge } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { BellIcon } from '../../base/icons';
import { Ltr } from '../../base/ltr';
import { useNavigate } from '../../base/use-navigate';
import { unreadCount, useSession } from './use-session';

/** The bell with the unread count (`99+` above 99); opens the notification list. */
export function NotificationBell() {
  const t = useT();
  const navigate = useNavigate();
  const { balance } = useSession();
  const badge = formatBadge(unreadCount(balance));
  return (
    <button
      type="button"
      className="nl-icon-button bell"
      aria-label={badge ? t('header.notifications.unread', { unread: badge }) : t('header.notifications.label')}
      onClick={() => navigate(routePath('notifications'))}
    >
      <BellIcon />
      {badge ? (
        <span className="badge" aria-hidden="true" part="badge">
          <Ltr>{badge}</Ltr>
        </span>
      ) : null}
    </button>
  );
}
