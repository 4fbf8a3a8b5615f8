import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import type { DialogName } from '../../../sdk/client/events';
import { restrictionPopupsFor, RESTRICTION_POPUPS } from '../../../sdk/errors/catalogue';
import { routePath } from '../../../sdk/routes';
import { Dialog } from '../../base/dialog';
import { MODAL_TURN } from '../../base/modal-turn';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';
import { SelfExclusionView } from '../self-exclusion/self-exclusion';
import { RP_STYLES } from '../shared/rp-styles';
import { ElementStyles } from '../../base/element-styles';

/**
 * The dialogs this element shows: every name of the SDK's error catalogue except the KYC ones
 * (`<nl-kyc-dialogs>`) and account-logged-out (the site's own dialog), and the popups of 100163
 * (`RESTRICTION_POPUPS`: expired deposit limit, set a deposit limit, responsible-gaming points).
 */
export const RESTRICTION_DIALOGS = [
  'pay-limit',
  'aml',
  'self-exclusion',
  'self-exclusion-login-time',
  'take-a-break',
  'sales-suspension',
  'geo',
  'deposit-self-exclusion',
  'recharge-prompt',
  'deposit-limit-config',
  'deposit-limit-expired',
  'responsible-gaming',
] as const satisfies readonly DialogName[];

type Shown = { name: (typeof RESTRICTION_DIALOGS)[number]; props: Record<string, unknown> };

const POPUP_NAMES: ReadonlySet<DialogName> = new Set(RESTRICTION_POPUPS.map((row) => row.dialog));

/**
 * Adds a dialog to the ones waiting: an error's dialog goes first (it answers what the player just
 * did), a 100163 popup waits its turn behind the others; a name already waiting is not repeated.
 */
export function enqueueDialog(queue: readonly Shown[], next: Shown): Shown[] {
  const rest = queue.filter((d) => d.name !== next.name);
  return POPUP_NAMES.has(next.name) ? [...rest, next] : [next, ...rest];
}

/** Props of `<nl-restriction-dialogs>`: none besides the client. */
export type RestrictionDialogsProps = Record<string, never>;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The page's restriction dialogs (SPEC §8): put one `<nl-restriction-dialogs>` in the layout. It
 * opens what the SDK's error catalogue asks for: self-exclusion by type (login-time popup with the
 * end time, take a break, the limit dialog with bet limit and remaining amount), AML, pay limit,
 * deposit self-exclusion (the deposit-limit view), sales suspension, geo (with why the location
 * could not be proved, and Refuse / Refresh) and the deposit prompt;
 * and after login the popups 100163 asks for, one after another: the expired deposit limit (renew,
 * change or remove), the invitation to set one (answered with 100316 0/0 yes or 0/1 not now), the
 * responsible-gaming points popup (reported with 100316 1/0).
 *
 * @example <nl-restriction-dialogs></nl-restriction-dialogs>
 */
export function RestrictionDialogs(_props: RestrictionDialogsProps) {
  const client = useClient();
  const [queue, setQueue] = useState<Shown[]>([]);
  const shown = queue[0] ?? null;
  const user = useStore(client.stores.userInfo);

  useEffect(() => {
    const onDialog = ({ name, props }: { name: DialogName; props: Record<string, unknown> }) => {
      if ((RESTRICTION_DIALOGS as readonly string[]).includes(name)) setQueue((q) => enqueueDialog(q, { name: name as Shown['name'], props }));
    };
    client.events.on('dialog', onDialog);
    return () => void client.events.off('dialog', onDialog);
  }, [client]);

  // The popups of 100163: asked once per login, opened through the client's dialog event.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const id = user?.userOpenId ?? null;
    if (!id || asked.current === id) return;
    asked.current = id;
    let live = true;
    void client.call('globalRestrictions', {}, { hideToast: true }).then((reply) => {
      if (!live || !reply.ok) return;
      for (const name of restrictionPopupsFor(reply.data)) client.events.emit('dialog', { name, props: {} });
      if (reply.data.showHighRiskUserPopup) void client.call('tipReport', { bizType: 1, clickType: 0 }, { hideToast: true });
    });
    return () => {
      live = false;
    };
  }, [client, user]);

  const close = (name: Shown['name']) => {
    // The forced location check leaves a closed geo popup closed for the configured interval.
    if (name === 'geo') client.geoPopupClosed();
    setQueue((q) => q.slice(1));
  };

  return (
    <>
      <ElementStyles css={RP_STYLES} />
      {shown ? <RestrictionDialog key={shown.name} shown={shown} onClose={() => close(shown.name)} /> : null}
    </>
  );
}

const GEO_PROBLEM_KEYS = {
  'permission-denied': 'permissionDenied',
  'position-unavailable': 'positionUnavailable',
  'verifier-failed': 'verifierFailed',
  'outside-territory': 'outsideTerritory',
} as const;

/**
 * The geo popup (SPEC §4, §8 codes 403001022-403001035): the gateway's message, why the location
 * could not be proved (the permission refused ...), and Refuse / Refresh. Refresh asks for the
 * position again (client.refreshGeo); once it is inside, the player repeats the bet or deposit.
 */
function GeoBody({ message, onClose }: { message: string | null; onClose: () => void }) {
  const client = useClient();
  const t = useT();
  const geo = useStore(client.stores.geo);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'confirmed'>('idle');
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  const refresh = async () => {
    setPhase('checking');
    const next = await client.refreshGeo();
    if (live.current) setPhase(next.problem === null ? 'confirmed' : 'idle');
  };
  return (
    <>
      <p>{message ?? t('responsiblePlay.dialogs.geo.body')}</p>
      {geo.problem && phase === 'idle' ? (
        <p className="nl-notice" data-field="geo-problem" role="alert">
          {t(`responsiblePlay.dialogs.geo.problem.${GEO_PROBLEM_KEYS[geo.problem]}`)}
        </p>
      ) : null}
      <p data-field="geo-progress" role="status">
        {phase === 'checking' ? t('responsiblePlay.dialogs.geo.checking') : phase === 'confirmed' ? t('responsiblePlay.dialogs.geo.confirmed') : ''}
      </p>
      <div className="nl-actions">
        {phase === 'confirmed' ? (
          <button type="button" className="nl-button nl-button-primary" onClick={onClose}>
            {t('responsiblePlay.dialogs.ok')}
          </button>
        ) : (
          <>
            <button type="button" className="nl-button nl-button-secondary" onClick={onClose}>
              {t('responsiblePlay.dialogs.geo.refuse')}
            </button>
            <button type="button" className="nl-button nl-button-primary" disabled={phase === 'checking'} aria-busy={phase === 'checking'} onClick={() => void refresh()}>
              {t('responsiblePlay.dialogs.geo.refresh')}
            </button>
          </>
        )}
      </div>
    </>
  );
}

function RestrictionDialog({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  const t = useT();
  const client = useClient();
  const [settingLimit, setSettingLimit] = useState(false);
  // SPEC §7 100316 bizType 0: the player's answer to the set-a-deposit-limit invitation, 0 yes and 1 not now.
  const answered = useRef(false);
  const answer = (clickType: 0 | 1) => {
    answered.current = true;
    void client.call('tipReport', { bizType: 0, clickType }, { hideToast: true });
  };
  // Dismissing the invitation (close button, Escape) is "not now": otherwise it would come back at every page load.
  const dismiss = () => {
    if (name === 'deposit-limit-config' && !answered.current) answer(1);
    onClose();
  };
  const language = useLanguage();
  const navigate = useNavigate();
  const { name, props } = shown;
  const message = str(props.message);
  const end = num(props.endTimestamp) ?? num(props.endTime);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const ok = (
    <div className="nl-actions">
      <button type="button" className="nl-button nl-button-primary" onClick={onClose}>
        {t('responsiblePlay.dialogs.ok')}
      </button>
    </div>
  );
  const endLine = end !== null ? <p data-field="end">{t('responsiblePlay.dialogs.endsAt', { end: formatDateTime(end, language) })}</p> : null;

  let body;
  switch (name) {
    case 'self-exclusion-login-time':
    case 'take-a-break':
      body = (
        <>
          <p>{t(`responsiblePlay.dialogs.${name === 'take-a-break' ? 'takeABreak' : 'loginTime'}.body`)}</p>
          {endLine}
          <p className="nl-notice">{t('responsiblePlay.dialogs.withdrawOnly')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-secondary" onClick={() => go(routePath('withdraw'))}>
              {t('responsiblePlay.dialogs.withdraw')}
            </button>
            <button type="button" className="nl-button nl-button-primary" onClick={onClose}>
              {t('responsiblePlay.dialogs.ok')}
            </button>
          </div>
        </>
      );
      break;
    case 'self-exclusion': {
      const limit = num(props.betAmountLimit);
      const remain = num(props.remainAmount);
      body = (
        <>
          <p>{message ?? t('responsiblePlay.dialogs.selfExclusion.body')}</p>
          {endLine}
          {limit !== null ? <p data-field="limit">{t('responsiblePlay.dialogs.selfExclusion.limit', { amount: formatMoney(limit, language) })}</p> : null}
          {remain !== null ? <p data-field="remaining">{t('responsiblePlay.dialogs.selfExclusion.remaining', { amount: formatMoney(remain, language) })}</p> : null}
          {ok}
        </>
      );
      break;
    }
    case 'deposit-self-exclusion':
      body = (
        <>
          <p className="nl-notice">{t('responsiblePlay.dialogs.depositLimit.body')}</p>
          <SelfExclusionView tab="depositLimit" onClose={onClose} />
        </>
      );
      break;
    case 'deposit-limit-expired':
      body = (
        <>
          <p className="nl-notice">{t('responsiblePlay.dialogs.depositLimitExpired.body')}</p>
          <SelfExclusionView tab="depositLimit" onClose={onClose} />
        </>
      );
      break;
    case 'deposit-limit-config': {
      body = settingLimit ? (
        <SelfExclusionView tab="depositLimit" onClose={onClose} />
      ) : (
        <>
          <p>{t('responsiblePlay.dialogs.depositLimitConfig.body')}</p>
          <div className="nl-actions">
            <button
              type="button"
              className="nl-button nl-button-secondary"
              onClick={dismiss}
            >
              {t('responsiblePlay.dialogs.depositLimitConfig.notNow')}
            </button>
            <button
              type="button"
              className="nl-button nl-button-primary"
              onClick={() => {
                answer(0);
                setSettingLimit(true);
              }}
            >
              {t('responsiblePlay.dialogs.depositLimitConfig.setLimit')}
            </button>
          </div>
        </>
      );
      break;
    }
    case 'recharge-prompt':
      body = (
        <>
          <p>{t('responsiblePlay.dialogs.rechargePrompt.body')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={() => go(routePath('deposit'))}>
              {t('responsiblePlay.dialogs.rechargePrompt.deposit')}
            </button>
          </div>
        </>
      );
      break;
    case 'geo':
      body = <GeoBody message={message} onClose={onClose} />;
      break;
    case 'responsible-gaming':
      body = (
        <>
          <p>{t('responsiblePlay.dialogs.responsibleGaming.body')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={() => go(routePath('assessment'))}>
              {t('responsiblePlay.dialogs.responsibleGaming.assessment')}
            </button>
            <button type="button" className="nl-button nl-button-secondary" onClick={() => go(`${routePath('playResponsibly')}?activeTabName=Player%20Controls`)}>
              {t('responsiblePlay.dialogs.responsibleGaming.tools')}
            </button>
          </div>
        </>
      );
      break;
    default:
      body = (
        <>
          <p>{message ?? t(`responsiblePlay.dialogs.${name === 'pay-limit' ? 'payLimit' : name === 'sales-suspension' ? 'salesSuspension' : name}.body`)}</p>
          {ok}
        </>
      );
  }

  const titleKey = {
    'pay-limit': 'payLimit',
    aml: 'aml',
    'self-exclusion': 'selfExclusion',
    'self-exclusion-login-time': 'loginTime',
    'take-a-break': 'takeABreak',
    'sales-suspension': 'salesSuspension',
    geo: 'geo',
    'deposit-self-exclusion': 'depositLimit',
    'recharge-prompt': 'rechargePrompt',
    'deposit-limit-config': 'depositLimitConfig',
    'deposit-limit-expired': 'depositLimitExpired',
    'responsible-gaming': 'responsibleGaming',
  }[name];
  return (
    <Dialog open title={t(`responsiblePlay.dialogs.${titleKey}.title`)} onClose={dismiss} turn={POPUP_NAMES.has(name) ? MODAL_TURN.popup : MODAL_TURN.answer}>
      <div className="rp-dialog-body" data-dialog={name}>
        {body}
      </div>
    </Dialog>
  );
}
