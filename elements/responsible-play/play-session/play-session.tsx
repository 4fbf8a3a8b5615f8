import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatMoney, type NlClient } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { Dialog } from '../../base/dialog';
import { emit } from '../../base/emit';
import { useClient, useHost, useLanguage, useStore, useT } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';
import { RP_STYLES } from '../shared/rp-styles';
import { REALITY_CHECK_KEY, REALITY_CHECK_MINUTES, SESSION_START_KEY, checksDue, elapsedText } from './session-math';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-play-session>`: none besides the client. */
export type PlaySessionProps = Record<string, never>;

/** How often today's net position is read again while the page is open. */
const NET_REFRESH_MS = 60_000;

function readNumber(client: NlClient, key: string): number | null {
  const raw = client.env.storage.getItem(key);
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * Beside the per-minute games (beyond SPEC: what comparable regulators require): how long the
 * player has been playing this session, their net position today (won minus spent), and a
 * reality check at the interval they choose (kept on this device) with time played, net
 * position, Continue and Stop playing.
 *
 * @example <nl-play-session></nl-play-session>
 */
export function PlaySession(_props: PlaySessionProps) {
  const client = useClient();
  const user = useStore(client.stores.userInfo);
  if (!user) return null;
  return (
    <>
      <ElementStyles css={RP_STYLES} />
      <SessionBar key={user.userOpenId} playerId={user.userOpenId} />
    </>
  );
}

function SessionBar({ playerId }: { playerId: string }) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const language = useLanguage();
  const navigate = useNavigate();
  const selectId = useId();
  const clock = client.env.clock;
  const startKey = `${SESSION_START_KEY}:${playerId}`;
  const [start] = useState(() => {
    const stored = readNumber(client, startKey);
    if (stored !== null && stored <= clock.now()) return stored;
    const now = clock.now();
    client.env.storage.setItem(startKey, String(now));
    return now;
  });
  const [now, setNow] = useState(() => clock.now());
  const [minutes, setMinutes] = useState(() => {
    const stored = readNumber(client, REALITY_CHECK_KEY);
    return stored !== null && (REALITY_CHECK_MINUTES as readonly number[]).includes(stored) ? stored : 0;
  });
  // Won minus spent today, as the server counts it (100157, Asia/Dubai's day); null until read.
  const [net, setNet] = useState<number | null>(null);
  const elapsed = now - start;
  // Checks already due when the page opens count as seen only once Continue is pressed.
  const [acknowledged, setAcknowledged] = useState(0);
  const due = checksDue(elapsed, minutes);

  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);

  const live = useRef(true);
  const refresh = useCallback(() => {
    void client.call('todayNetPosition', {}, { hideToast: true, ignoreCodes: 'all' }).then((reply) => {
      if (live.current && reply.ok) setNet(reply.data.net);
    });
  }, [client]);
  useEffect(() => {
    live.current = true;
    refresh();
    const timer = setInterval(refresh, NET_REFRESH_MS);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [refresh]);
  // A bet or a prize changes the balance: read the figure again then, not only once a minute.
  const totalBalance = useStore(client.stores.balance)?.totalBalance;
  const seenBalance = useRef(totalBalance);
  useEffect(() => {
    if (seenBalance.current === totalBalance) return;
    seenBalance.current = totalBalance;
    refresh();
  }, [totalBalance, refresh]);

  const netText = net === null ? '…' : `${net > 0 ? '+' : ''}${formatMoney(net, language)}`;
  const netClass = net === null || net === 0 ? undefined : net > 0 ? 'rp-positive' : 'rp-negative';

  const choose = (value: number) => {
    setMinutes(value);
    setAcknowledged(checksDue(elapsed, value));
    client.env.storage.setItem(REALITY_CHECK_KEY, String(value));
  };

  const stop = () => {
    setAcknowledged(due);
    client.env.storage.removeItem(startKey);
    if (!emit(host, 'nl-play-session-stop', { elapsedMs: elapsed }).defaultPrevented) navigate(routePath('home'));
  };

  return (
    <div className="rp-session" part="session" role="group" aria-label={t('responsiblePlay.session.label')}>
      <span data-field="elapsed">
        {t('responsiblePlay.session.elapsed')} <strong dir="ltr">{elapsedText(elapsed)}</strong>
      </span>
      <span data-field="net">
        {t('responsiblePlay.session.net')}{' '}
        <strong dir="ltr" className={netClass}>
          {netText}
        </strong>
      </span>
      <span>
        <label htmlFor={selectId}>{t('responsiblePlay.session.reminder')}</label>{' '}
        <select id={selectId} className="nl-compact-select" name="realityCheck" value={minutes} onChange={(event) => choose(Number(event.target.value))}>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? t('responsiblePlay.session.off') : t('responsiblePlay.session.every', { count: m })}
            </option>
          ))}
        </select>
      </span>
      <Dialog open={due > acknowledged} title={t('responsiblePlay.session.checkTitle')} onClose={() => setAcknowledged(due)} closable={false}>
        <div className="rp-dialog-body" part="reality-check">
          <p data-field="check-elapsed">{t('responsiblePlay.session.checkElapsed', { time: elapsedText(elapsed) })}</p>
          <p data-field="check-net">{t('responsiblePlay.session.checkNet', { amount: netText })}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-secondary" onClick={stop}>
              {t('responsiblePlay.session.stop')}
            </button>
            <button type="button" className="nl-button nl-button-primary" onClick={() => setAcknowledged(due)}>
              {t('responsiblePlay.session.continue')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
