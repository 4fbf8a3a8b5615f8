import { useId, useState } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import type { ExclusionRecord } from '../../../sdk/commands/responsible-play';
import { MAX_LIMIT_AMOUNT } from '../../../sdk/commands/responsible-play';
import {
  NO_LIMIT,
  exclusionAmountError,
  exclusionAmountToMinor,
  isDurationOptionDisabled,
  isWagerLimitLocked,
  limitEditError,
  normalizeExclusionAmountInput,
  type LimitKind,
} from '../../../sdk/validation/self-exclusion-amount';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { errorText } from '../../profile/shared/error-text';
import { durationText } from '../shared/durations';

/** One duration of a limit's config list (SPEC §3). */
export interface LimitDurationOption {
  value: number;
  default: boolean;
  durationMinute: number;
}

interface Choice {
  amount: number;
  durationMinutes: number;
}

/**
 * Limits set as "No Limits" before 100156 took -1 were stored as the largest amount there is; they
 * still read as No Limits.
 */
const isNoLimit = (minor: number) => minor === NO_LIMIT || minor >= MAX_LIMIT_AMOUNT;

/**
 * A deposit (type 2) or wager (type 4) limit (100156, SPEC §4/§5): the amount from the config
 * list or typed, the period; editing a running limit keeps the amount at or below the existing
 * one and the period not shorter; an expired limit can be renewed, changed or removed. "No
 * Limits" sends -1 (no limit, SPEC §3): offered when no limit runs, and after one expired (where
 * it removes it); a running limit cannot be lifted before its term ends (SPEC §4).
 */
export function LimitPanel({
  kind,
  record,
  amounts,
  durations,
  onChanged,
}: {
  kind: LimitKind;
  record: ExclusionRecord | undefined;
  amounts: readonly number[];
  durations: readonly LimitDurationOption[];
  onChanged: (endTime: number | null) => void;
}) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const amountLegend = useId();
  const durationLegend = useId();
  const typedId = useId();
  const expired = record?.state === 'expired';
  const [mode, setMode] = useState<'expired' | 'form'>(expired ? 'expired' : 'form');
  const editing = !!record && !expired;
  const [listAmount, setListAmount] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [duration, setDuration] = useState<number | null>(
    editing ? (record.durationMinute ?? null) : (durations.find((d) => d.default)?.durationMinute ?? null),
  );
  const [step, setStep] = useState<'choose' | 'confirm' | 'success'>('choose');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [endTime, setEndTime] = useState<number | null>(null);
  const type = kind === 'deposit' ? 2 : 4;
  const money = (minor: number) => (isNoLimit(minor) ? t('responsiblePlay.limit.noLimits') : formatMoney(minor, language));
  const [noLimitSet, setNoLimitSet] = useState(false);

  if (kind === 'wager' && record && isWagerLimitLocked(record)) {
    return (
      <div className="nl-card" part="locked" data-state="locked">
        <p className="nl-notice">{t('responsiblePlay.limit.wagerLocked', { amount: money(record.exclusionValue), end: formatDateTime(record.exclusionEndTime, language) })}</p>
      </div>
    );
  }

  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    setProblem(null);
    const reply = await client.call('setLimit', { exclusionType: type, exclusionValue: choice.amount, exclusionDuration: choice.durationMinutes }, { hideToast: true });
    setBusy(false);
    if (!reply.ok) return setProblem(errorText(t, reply.error));
    setEndTime(reply.data.exclusionEndTime);
    setNoLimitSet(reply.data.noLimit === true);
    setStep('success');
    // Not null even for No Limits: null remounts the panel (removal), and the player should read this success first.
    onChanged(reply.data.exclusionEndTime);
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    const reply = await client.call('tipReport', { bizType: 2, clickType: 1 }, { hideToast: true });
    setBusy(false);
    if (!reply.ok) return setProblem(errorText(t, reply.error));
    client.events.emit('toast', { kind: 'success', messageKey: 'responsiblePlay.limit.removed' });
    onChanged(null);
  };

  if (step === 'success' && endTime !== null && choice) {
    return (
      <div className="nl-card" part="success" data-state="success">
        <p className="nl-success-text" role="status">
          {noLimitSet ? t(`responsiblePlay.limit.${kind}NoLimit`) : t(`responsiblePlay.limit.${kind}Success`, { amount: money(choice.amount), end: formatDateTime(endTime, language) })}
        </p>
      </div>
    );
  }

  if (step === 'confirm' && choice) {
    return (
      <div className="nl-card" part="confirm" data-state="confirm">
        <h3 className="nl-card-title">{t('responsiblePlay.confirm.title')}</h3>
        <dl className="rp-summary">
          <dt>{t('responsiblePlay.confirm.tool')}</dt>
          <dd>{t(`responsiblePlay.tabs.${kind}Limit`)}</dd>
          <dt>{t('responsiblePlay.confirm.amount')}</dt>
          <dd>{money(choice.amount)}</dd>
          {choice.amount === NO_LIMIT ? null : (
            <>
              <dt>{t('responsiblePlay.confirm.duration')}</dt>
              <dd>{durationText(t, choice.durationMinutes)}</dd>
              <dt>{t('responsiblePlay.confirm.expiry')}</dt>
              <dd dir="ltr">{formatDateTime(Date.now() + choice.durationMinutes * 60_000, language)}</dd>
            </>
          )}
        </dl>
        {choice.amount === NO_LIMIT ? <p data-field="no-limit">{t(`responsiblePlay.limit.${kind}NoLimitConfirm`)}</p> : null}
        {problem ? <p className="nl-error-text" role="alert">{problem}</p> : null}
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={() => setStep('choose')} disabled={busy}>
            {t('responsiblePlay.actions.back')}
          </button>
          <button type="button" className="nl-button nl-button-primary" onClick={() => void submit()} disabled={busy} aria-busy={busy}>
            {t('responsiblePlay.actions.confirm')}
          </button>
        </div>
      </div>
    );
  }

  if (mode === 'expired' && record) {
    const renew = () => {
      setChoice({ amount: record.exclusionValue, durationMinutes: record.durationMinute ?? durations[0]?.durationMinute ?? 1440 });
      setStep('confirm');
    };
    return (
      <div className="nl-card" part="expired" data-state="expired">
        <p className="nl-notice">{t(`responsiblePlay.limit.${kind}ExpiredView`, { amount: money(record.exclusionValue), end: formatDateTime(record.exclusionEndTime, language) })}</p>
        {problem ? <p className="nl-error-text" role="alert">{problem}</p> : null}
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-primary" onClick={renew} disabled={busy}>
            {t('responsiblePlay.limit.renew')}
          </button>
          <button type="button" className="nl-button nl-button-secondary" onClick={() => setMode('form')} disabled={busy}>
            {t('responsiblePlay.limit.change')}
          </button>
          {kind === 'deposit' ? (
            <button type="button" className="nl-button nl-button-danger" onClick={() => void remove()} disabled={busy}>
              {t('responsiblePlay.limit.remove')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  const currentLimit = editing ? record.exclusionValue : null;
  const next = () => {
    if (listAmount === NO_LIMIT) {
      // No limit has no period; the request still names an offered one (100156's contract).
      const period = duration ?? durations[0]?.durationMinute;
      if (period === undefined) return setProblem(t('responsiblePlay.limit.chooseDuration'));
      setProblem(null);
      setChoice({ amount: NO_LIMIT, durationMinutes: period });
      return setStep('confirm');
    }
    const amount = listAmount ?? exclusionAmountToMinor(typed);
    const amountError = exclusionAmountError(amount, kind);
    if (amountError) return setProblem(t(amountError));
    if (duration === null) return setProblem(t('responsiblePlay.limit.chooseDuration'));
    if (editing) {
      const used = record.exclusionValue - (record.availableLimit ?? record.exclusionValue);
      const editError = limitEditError({ amount: record.exclusionValue, durationMinutes: record.durationMinute ?? 0, used }, { amount, durationMinutes: duration });
      if (editError) return setProblem(t(editError));
    }
    setProblem(null);
    setChoice({ amount, durationMinutes: duration });
    setStep('confirm');
  };

  return (
    <div className="nl-card" part="choose" data-state="choose">
      {editing ? (
        <p className="nl-notice" data-state={record.state}>
          {t(`responsiblePlay.limit.current.${record.state}`, {
            amount: money(record.exclusionValue),
            left: money(record.availableLimit ?? record.exclusionValue),
            end: formatDateTime(record.exclusionEndTime, language),
          })}
        </p>
      ) : (
        <p className="nl-page-lead">{t(`responsiblePlay.limit.${kind}Lead`)}</p>
      )}
      <fieldset className="rp-options" aria-labelledby={amountLegend}>
        <legend id={amountLegend}>{t('responsiblePlay.confirm.amount')}</legend>
        {amounts.map((amount) => {
          const disabled = currentLimit !== null && (amount === NO_LIMIT || amount > currentLimit);
          return (
            <label key={amount} className="rp-option">
              <input
                type="radio"
                name={`${kind}-amount`}
                value={amount}
                disabled={disabled}
                checked={listAmount === amount}
                onChange={() => {
                  setListAmount(amount);
                  setTyped('');
                }}
              />
              {amount === NO_LIMIT ? t('responsiblePlay.limit.noLimits') : formatMoney(amount, language)}
            </label>
          );
        })}
      </fieldset>
      <div className="rp-amount">
        <label htmlFor={typedId}>{t('responsiblePlay.limit.otherAmount')}</label>
        <input
          id={typedId}
          name={`${kind}-typed`}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(normalizeExclusionAmountInput(event.target.value, currentLimit));
            setListAmount(null);
          }}
        />
      </div>
      <fieldset className="rp-options" aria-labelledby={durationLegend}>
        <legend id={durationLegend}>{t('responsiblePlay.confirm.duration')}</legend>
        {durations.map((option) => (
          <label key={option.durationMinute} className="rp-option">
            <input
              type="radio"
              name={`${kind}-duration`}
              value={option.durationMinute}
              disabled={editing && isDurationOptionDisabled(option.durationMinute, record.durationMinute)}
              checked={duration === option.durationMinute}
              onChange={() => setDuration(option.durationMinute)}
            />
            {durationText(t, option.durationMinute)}
          </label>
        ))}
      </fieldset>
      {problem ? <p className="nl-error-text" role="alert">{problem}</p> : null}
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" disabled={duration === null && listAmount !== NO_LIMIT} onClick={next}>
          {t('responsiblePlay.actions.next')}
        </button>
      </div>
    </div>
  );
}
