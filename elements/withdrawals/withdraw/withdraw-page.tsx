import { useEffect, useId, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../sdk';
import type { IbanAccount, Withdrawal } from '../../../sdk/commands/withdrawals';
import { emit } from '../../base/emit';
import { useClient, useHost, useStore, useT } from '../../base/hooks';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ConfirmStep } from './confirm-step';
import { IbanAccounts } from './iban-accounts';
import { RecentWithdrawals } from './recent-withdrawals';
import { WithdrawForm, type WithdrawFormValues, type WithdrawalDraft } from './withdraw-form';
import { WithdrawalResult } from './withdrawal-result';
import './withdraw-events';

type Step = { kind: 'form' } | { kind: 'confirm'; draft: WithdrawalDraft; key: string } | { kind: 'result'; withdrawal: Withdrawal };

/** Same choices, same withdrawal: what decides whether a confirmation keeps its idempotency key. */
function fingerprint(draft: WithdrawalDraft): string {
  return [draft.account.accountId, draft.channel.channelType, draft.amount, draft.code].join('|');
}

/**
 * The withdrawal page of a verified player: accounts, the form, the confirmation, the result,
 * and the recent withdrawals below. The options (420604) and accounts (420601) load together.
 */
export function WithdrawPage({ onBack }: { onBack: (() => void) | null }) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const titleId = useId();
  const user = useStore(client.stores.userInfo);
  const options = useCommand('withdrawalOptions', {}, { hideToast: true });
  const accountList = useCommand('ibanAccounts', {}, { hideToast: true });
  const [accounts, setAccounts] = useState<IbanAccount[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [accountError, setAccountError] = useState(false);
  const [values, setValues] = useState<WithdrawFormValues>({ amount: '', channelType: '', code: '' });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [recentVersion, setRecentVersion] = useState(0);
  // The key of a confirmation whose outcome is not known yet: confirming the same withdrawal again
  // (after Back without changes) must send the same key, or a lost reply could pay out twice.
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The reply itself (a stable object), not the resource, which is new on every render: the list
  // is taken from the server once per reply, then kept here as accounts are added and removed.
  const loadedAccounts = accountList.status === 'ready' ? accountList.data.accounts : null;
  useEffect(() => {
    if (!loadedAccounts) return;
    setAccounts(loadedAccounts);
    // The first account that can receive money is chosen for the player.
    setSelectedId((current) => current ?? loadedAccounts.find((a) => !a.locked)?.accountId ?? null);
  }, [loadedAccounts]);

  // A step change moves focus to the page heading, so a screen reader hears where the player is.
  useEffect(() => {
    if (step.kind !== 'form') headingRef.current?.focus();
  }, [step.kind]);

  // One channel needs no choice.
  const channels = options.status === 'ready' ? options.data.channels : null;
  useEffect(() => {
    if (channels?.length === 1 && !values.channelType) setValues((v) => ({ ...v, channelType: String(channels[0]!.channelType) }));
  }, [channels, values.channelType]);

  const holderName = user?.realName || user?.userName || '';
  const selected = accounts?.find((a) => a.accountId === selectedId && !a.locked) ?? null;

  let body;
  if (options.status === 'loading' || (accountList.status !== 'error' && !accounts)) {
    body = <Skeleton count={3} shape="nl-skeleton-row" />;
  } else if (options.status === 'error' || (accountList.status === 'error' && !accounts)) {
    body = (
      <ErrorState
        messageKey="withdraw.error"
        onRetry={() => {
          if (options.status === 'error') options.retry();
          if (accountList.status === 'error') accountList.retry();
        }}
      />
    );
  } else if (step.kind === 'confirm') {
    body = (
      <ConfirmStep
        key={step.key}
        draft={step.draft}
        idempotencyKey={step.key}
        onBack={() => setStep({ kind: 'form' })}
        onDone={(withdrawal) => {
          pending.current = null;
          setValues({ amount: '', channelType: values.channelType, code: '' });
          setStep({ kind: 'result', withdrawal });
          setRecentVersion((n) => n + 1);
          void client.refreshBalance();
          emit(host, 'nl-withdrawal-submitted', { withdrawal });
        }}
      />
    );
  } else if (step.kind === 'result') {
    body = (
      <WithdrawalResult
        withdrawal={step.withdrawal}
        onBack={onBack}
        onAnother={() => {
          options.retry();
          setStep({ kind: 'form' });
        }}
      />
    );
  } else {
    body = (
      <>
        <IbanAccounts
          accounts={accounts ?? []}
          maxAccounts={accountList.status === 'ready' ? accountList.data.maxAccounts : Number.POSITIVE_INFINITY}
          selectedId={selectedId}
          onSelect={(id) => {
            setSelectedId(id);
            setAccountError(false);
          }}
          onChange={(next) => {
            setAccounts(next);
            if (!next.some((a) => a.accountId === selectedId)) setSelectedId(next.find((a) => !a.locked)?.accountId ?? null);
          }}
          holderName={holderName}
          error={accountError ? t('withdraw.accounts.required') : undefined}
        />
        <WithdrawForm
          options={options.data}
          account={selected}
          accountError={accountError}
          values={values}
          onValues={setValues}
          onMissingAccount={() => setAccountError(true)}
          onContinue={(draft) => {
            const print = fingerprint(draft);
            if (pending.current?.fingerprint !== print) pending.current = { fingerprint: print, key: newIdempotencyKey() };
            setStep({ kind: 'confirm', draft, key: pending.current.key });
          }}
        />
      </>
    );
  }

  return (
    <section className="nl-page withdraw" part="page" aria-labelledby={titleId} data-step={step.kind}>
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className="nl-page-title">
        {t('withdraw.title')}
      </h1>
      {body}
      <RecentWithdrawals key={recentVersion} />
    </section>
  );
}
