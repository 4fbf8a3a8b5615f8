import { useEffect, useId, useRef, useState } from 'react';
import { routePath } from '../../../sdk/routes';
import type { NotificationSettings as Settings } from '../../../sdk';
import { useClient, useT } from '../../base/hooks';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { errorText } from '../shared/error-text';
import { PlayerOnly } from '../shared/guest-prompt';
import { PROFILE_STYLES } from '../shared/profile-styles';
import { NOTIFICATION_SETTINGS_STYLES } from './notification-settings-styles';
import { SwitchRow } from './switch-row';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-notification-settings>`: none besides the client. */
export type NotificationSettingsProps = Record<string, never>;

type SettingKey = keyof Settings;

/** What the player is told about, then by which channel: the two groups of switches. */
export const TOPICS: readonly SettingKey[] = ['drawResults', 'winnings', 'promotions'];
export const CHANNELS: readonly SettingKey[] = ['bySms', 'byEmail'];

/**
 * Notification settings (/account/notificationSettings; read 100137, save 100177): switches for
 * draw results, winnings and promotions, and for the SMS and e-mail channels. Each change saves
 * at once; when a save fails the switch goes back to its previous value and the error is shown
 * (never as a toast). A guest sees a login prompt.
 *
 * @example <nl-notification-settings></nl-notification-settings>
 */
export function NotificationSettings(_props: NotificationSettingsProps) {
  return (
    <>
      <ElementStyles css={PROFILE_STYLES + NOTIFICATION_SETTINGS_STYLES} />
      <PlayerOnly path={routePath('notificationSettings')}>
        <NotificationSettingsPage />
      </PlayerOnly>
    </>
  );
}

function NotificationSettingsPage() {
  const t = useT();
  const titleId = useId();
  const settings = useCommand('notificationSettings', {}, { hideToast: true });
  return (
    <section className="nl-page notification-settings" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('profile.notifications.title')}
      </h1>
      <p className="nl-page-lead">{t('profile.notifications.lead')}</p>
      {settings.status === 'loading' ? (
        <Skeleton count={5} shape="nl-skeleton-row" />
      ) : settings.status === 'error' ? (
        <ErrorState messageKey="profile.notifications.loadError" onRetry={settings.retry} />
      ) : (
        <SettingsEditor initial={settings.data} />
      )}
    </section>
  );
}

interface SaveError {
  key: SettingKey;
  text: string;
}

/**
 * The switches. Saves run one after another, each sending every current value, so the last
 * save the server sees carries the player's latest choices; a failed save reverts only the
 * switch it was made for (unless the player has flipped it again since).
 */
function SettingsEditor({ initial }: { initial: Settings }) {
  const t = useT();
  const client = useClient();
  const topicsId = useId();
  const channelsId = useId();
  const [values, setValues] = useState<Settings>(initial);
  const [pending, setPending] = useState<Partial<Record<SettingKey, number>>>({});
  const [failure, setFailure] = useState<SaveError | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const current = useRef(initial);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inFlight = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const apply = (next: Settings) => {
    current.current = next;
    if (mounted.current) setValues(next);
  };
  const changePending = (key: SettingKey, delta: number) =>
    mounted.current && setPending((p) => ({ ...p, [key]: (p[key] ?? 0) + delta }));

  const toggle = (key: SettingKey) => {
    const previous = current.current[key];
    const wanted = !previous;
    apply({ ...current.current, [key]: wanted });
    setFailure(null);
    setStatus('saving');
    changePending(key, 1);
    inFlight.current += 1;
    queue.current = queue.current.then(async () => {
      const result = await client.call('saveNotificationSettings', current.current, { hideToast: true }).catch(() => null);
      inFlight.current -= 1;
      changePending(key, -1);
      if (result?.ok) {
        // Take the server's values only when nothing else is waiting: a later switch flip
        // must not be undone by the reply to an earlier save.
        if (inFlight.current === 0) apply(result.data);
        if (mounted.current && inFlight.current === 0) setStatus('saved');
        return;
      }
      // Undo: back to the previous value, unless the player already flipped it again.
      if (current.current[key] === wanted) apply({ ...current.current, [key]: previous });
      if (!mounted.current) return;
      setStatus('idle');
      setFailure({ key, text: result ? errorText(t, result.error) : t('errors.generic') });
    });
  };

  const row = (key: SettingKey) => (
    <SwitchRow
      key={key}
      name={key}
      label={t(`profile.notifications.${key}`)}
      hint={t(`profile.notifications.${key}Hint`)}
      checked={values[key]}
      busy={(pending[key] ?? 0) > 0}
      onToggle={() => toggle(key)}
    />
  );

  return (
    <>
      <div className="nl-card" role="group" aria-labelledby={topicsId} part="topics">
        <h2 id={topicsId} className="nl-card-title">
          {t('profile.notifications.topics')}
        </h2>
        <div className="switch-group">{TOPICS.map(row)}</div>
      </div>
      <div className="nl-card" role="group" aria-labelledby={channelsId} part="channels">
        <h2 id={channelsId} className="nl-card-title">
          {t('profile.notifications.channels')}
        </h2>
        <div className="switch-group">{CHANNELS.map(row)}</div>
      </div>
      {failure ? (
        <p className="nl-notice nl-notice-danger" role="alert" data-state="save-error">
          {t('profile.notifications.saveFailed', { setting: t(`profile.notifications.${failure.key}`) })} {failure.text}
        </p>
      ) : null}
      <p className="save-status" role="status">
        {status === 'saving' ? t('profile.notifications.saving') : status === 'saved' ? t('profile.notifications.saved') : ''}
      </p>
    </>
  );
}
