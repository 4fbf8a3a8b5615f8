import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useStore, useLanguage, useT } from '../../base/hooks';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { PlayerOnly } from '../../profile/shared/guest-prompt';
import { OLDER_EXCLUSION_HOURS, SELF_EXCLUSION_HOURS, TAKE_A_BREAK_HOURS } from '../shared/durations';
import { RP_STYLES } from '../shared/rp-styles';
import { LimitPanel } from './limit-panel';
import { TimeExclusion } from './time-exclusion';
import { ElementStyles } from '../../base/element-styles';

/** The views of the dialogs: the newer one's four tabs, and the older menu's time exclusion. */
export type SelfExclusionTab = 'selfExclusion' | 'takeABreak' | 'depositLimit' | 'wagerLimit' | 'timeExclusion';
const NEWER_TABS: readonly SelfExclusionTab[] = ['selfExclusion', 'takeABreak', 'depositLimit', 'wagerLimit'];
const MENU_ITEMS: readonly SelfExclusionTab[] = ['timeExclusion', 'depositLimit'];

/** The deposit limit dialog closes this long after its limit expired (SPEC §4). */
export const EXPIRED_CLOSE_MS = 2_000;
/** setTimeout's longest delay; a limit ending later is not watched from this page. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Props of `<nl-self-exclusion>`. */
export interface SelfExclusionProps {
  /** `menu`: the older dialog (time exclusion and deposit limit); anything else the newer, tabbed one. Attribute `dialog-style`. */
  dialogStyle?: string;
  /** The view to open first, e.g. `depositLimit`. Attribute `tab`. */
  tab?: string;
  /** Called when the dialog should close (also dispatched as `nl-self-exclusion-close`). */
  onClose?: () => void;
}

/**
 * The self-exclusion dialog (SPEC §2/§4/§5): the newer one tabbed by type (self-exclusion, take a
 * break, deposit limit, wager limit) or, with `dialog-style="menu"`, the older one with its menu of
 * time exclusion and deposit limit. Choose values, Next, confirm the summary with the expiry,
 * confirm again, success. Status from 100155; limits from the config lists of 010001.
 *
 * @example <nl-self-exclusion tab="depositLimit"></nl-self-exclusion>
 */
export function SelfExclusion(props: SelfExclusionProps) {
  return (
    <>
      <ElementStyles css={RP_STYLES} />
      <PlayerOnly path={routePath('playResponsibly')}>
        <SelfExclusionView {...props} />
      </PlayerOnly>
    </>
  );
}

/** The dialog's content, for hosts that already checked for a player (the restriction dialogs). */
export function SelfExclusionView({ dialogStyle, tab, onClose }: SelfExclusionProps) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const host = useHost();
  const titleId = useId();
  const menu = dialogStyle === 'menu';
  const items = menu ? MENU_ITEMS : NEWER_TABS;
  const first = items.includes(tab as SelfExclusionTab) ? (tab as SelfExclusionTab) : menu ? null : 'selfExclusion';
  const [current, setCurrent] = useState<SelfExclusionTab | null>(first);
  const [generation, setGeneration] = useState(0);
  const status = useCommand('exclusionStatus', { exclusionType: -1 }, { hideToast: true });
  const config = useStore(client.stores.systemConfig);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const close = (reason: 'expired') => {
    emit(host, 'nl-self-exclusion-close', { reason });
    closeRef.current?.();
  };

  const records = status.status === 'ready' ? status.data.records : [];
  const deposit = records.find((r) => r.exclusionType === 2);
  const wager = records.find((r) => r.exclusionType === 4);
  const timeExclusion = records.find((r) => (r.exclusionType === 1 || r.exclusionType === 5) && r.exclusionEndTime > Date.now());

  // SPEC §4: when the deposit limit shown expires: toast, status refresh, close after 2 s.
  const depositEnd = current === 'depositLimit' && deposit && deposit.state !== 'expired' ? deposit.exclusionEndTime : null;
  const retry = status.status === 'ready' ? status.retry : null;
  const retryRef = useRef(retry);
  retryRef.current = retry;
  // The expiry is handled once per end time: the refresh empties the status for a moment, and the
  // close must survive that (it is cleared only when the dialog goes away).
  const handledEnd = useRef<number | null>(null);
  const closer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (depositEnd === null || handledEnd.current === depositEnd) return;
    const wait = depositEnd - Date.now();
    if (wait > MAX_TIMER_MS) return;
    const expiry = setTimeout(() => {
      handledEnd.current = depositEnd;
      client.events.emit('toast', { kind: 'info', messageKey: 'responsiblePlay.limit.depositExpired' });
      retryRef.current?.();
      closer.current = setTimeout(() => close('expired'), EXPIRED_CLOSE_MS);
    }, Math.max(0, wait));
    return () => clearTimeout(expiry);
    // close reads refs only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [depositEnd, client]);
  useEffect(() => () => clearTimeout(closer.current), []);

  const changed = () => {
    status.retry();
    setGeneration((g) => g + 1);
  };

  const body = () => {
    if (status.status === 'loading' || !config) return <Skeleton count={4} shape="nl-skeleton-row" />;
    if (status.status === 'error') return <ErrorState messageKey="responsiblePlay.statusError" onRetry={status.retry} />;
    if ((current === 'selfExclusion' || current === 'takeABreak' || current === 'timeExclusion') && timeExclusion) {
      return (
        <p className="nl-notice" part="active" data-state="active">
          {t('responsiblePlay.time.active', { end: formatDateTime(timeExclusion.exclusionEndTime, language) })}
        </p>
      );
    }
    switch (current) {
      case 'selfExclusion':
        return <TimeExclusion key={`se-${generation}`} type={1} hours={SELF_EXCLUSION_HOURS} onDone={() => undefined} />;
      case 'takeABreak':
        return <TimeExclusion key={`tb-${generation}`} type={5} hours={TAKE_A_BREAK_HOURS} onDone={() => undefined} />;
      case 'timeExclusion':
        return <TimeExclusion key={`te-${generation}`} type={1} hours={OLDER_EXCLUSION_HOURS} onDone={() => undefined} />;
      case 'depositLimit':
        return (
          <LimitPanel
            key={`dl-${generation}-${deposit?.state ?? 'none'}`}
            kind="deposit"
            record={deposit}
            amounts={config.exclusionRechargeAmountList}
            durations={config.exclusionRechargeAmountTimeLimit}
            onChanged={(end) => end === null && changed()}
          />
        );
      case 'wagerLimit':
        return (
          <LimitPanel
            key={`wl-${generation}-${wager?.state ?? 'none'}`}
            kind="wager"
            record={wager}
            amounts={config.exclusionOrderAmountList}
            durations={config.exclusionOrderAmountTimeLimit}
            onChanged={(end) => end === null && changed()}
          />
        );
      default:
        return null;
    }
  };

  return (
    <section className="nl-page self-exclusion" part="page" aria-labelledby={titleId} data-style={menu ? 'menu' : 'tabs'}>
      <h2 id={titleId} className="nl-page-title">
        {t(menu ? 'responsiblePlay.menu.title' : 'responsiblePlay.title')}
      </h2>
      {menu && current === null ? (
        <ul className="nl-card" part="menu" role="list">
          {MENU_ITEMS.map((item) => (
            <li key={item}>
              <button type="button" className="nl-button nl-button-secondary" onClick={() => setCurrent(item)}>
                {t(`responsiblePlay.tabs.${item}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {menu ? (
            <button type="button" className="nl-button nl-button-ghost" onClick={() => setCurrent(null)}>
              {t('responsiblePlay.menu.back')}
            </button>
          ) : (
            <div className="rp-tabs" role="tablist" part="tabs">
              {NEWER_TABS.map((item) => (
                <button
                  key={item}
                  type="button"
                  role="tab"
                  className="rp-tab"
                  aria-selected={current === item}
                  onClick={() => setCurrent(item)}
                >
                  {t(`responsiblePlay.tabs.${item}`)}
                </button>
              ))}
            </div>
          )}
          <div role={menu ? undefined : 'tabpanel'} aria-label={current ? t(`responsiblePlay.tabs.${current}`) : undefined}>
            {body()}
          </div>
        </>
      )}
    </section>
  );
}
