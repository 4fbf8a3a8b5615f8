import { useId, useState } from 'react';
import type { IbanAccount } from '../../../sdk/commands/withdrawals';
import { Dialog } from '../../base/dialog';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { errorText } from '../../profile/shared/error-text';
import { AddIbanForm } from './add-iban-form';
import { groupIban, maskIban } from './iban-format';
import './withdraw-events';

export interface IbanAccountsProps {
  accounts: IbanAccount[];
  maxAccounts: number;
  selectedId: string | null;
  onSelect: (accountId: string) => void;
  onChange: (accounts: IbanAccount[]) => void;
  holderName: string;
  /** Error text of the choice (no account chosen). */
  error?: string | undefined;
}

/**
 * The player's IBAN accounts (420601) as the choice of where the money goes: a locked account is
 * shown but cannot be chosen; Remove asks first and keeps the last account (SPEC §5: at least
 * one is kept); Add opens the form below while fewer than the most allowed are kept.
 */
export function IbanAccounts({ accounts, maxAccounts, selectedId, onSelect, onChange, holderName, error }: IbanAccountsProps) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const titleId = useId();
  const errorId = useId();
  const [adding, setAdding] = useState(accounts.length === 0);
  const [removing, setRemoving] = useState<IbanAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const full = accounts.length >= maxAccounts;

  const askRemove = (account: IbanAccount) => {
    setNotice(null);
    // The last account stays (SPEC §5); say why instead of asking.
    if (accounts.length <= 1) setNotice(t('withdraw.accounts.keepOne'));
    else setRemoving(account);
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const result = await client.call('removeIbanAccount', { accountId: removing.accountId }, { hideToast: true });
    setBusy(false);
    const account = removing;
    setRemoving(null);
    if (!result.ok) {
      setNotice(errorText(t, result.error));
      return;
    }
    if (!result.data.removed) {
      setNotice(t('withdraw.accounts.keepOne'));
      return;
    }
    onChange(accounts.filter((a) => a.accountId !== account.accountId));
    emit(host, 'nl-iban-account-removed', { accountId: account.accountId });
  };

  return (
    <section className="nl-card accounts" part="accounts" aria-labelledby={titleId}>
      <h2 id={titleId} className="nl-card-title">
        {t('withdraw.accounts.title')}
      </h2>
      {accounts.length ? (
        <fieldset className="nl-field account-choice" aria-describedby={error ? errorId : undefined} data-invalid={error ? 'true' : undefined}>
          <legend className="nl-visually-hidden">{t('withdraw.accounts.choose')}</legend>
          <ul className="account-list">
            {accounts.map((account) => (
              <li key={account.accountId} className="account" data-locked={account.locked ? 'true' : undefined} data-account={account.accountId}>
                <label className="account-option" data-checked={account.accountId === selectedId ? 'true' : undefined}>
                  <input
                    type="radio"
                    name="account"
                    value={account.accountId}
                    checked={account.accountId === selectedId}
                    disabled={account.locked}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onSelect(account.accountId)}
                  />
                  <span className="account-text">
                    <span className="account-bank">{account.bankName}</span>
                    <Ltr className="account-iban">{maskIban(account.iban)}</Ltr>
                    <span className="account-holder">{account.holderName}</span>
                    {account.locked ? <span className="account-locked">{t('withdraw.accounts.locked')}</span> : null}
                  </span>
                </label>
                <button
                  type="button"
                  className="nl-button nl-button-ghost account-remove"
                  aria-disabled={accounts.length <= 1 ? 'true' : undefined}
                  aria-label={t('withdraw.accounts.removeLabel', { last: account.iban.slice(-4) })}
                  onClick={() => askRemove(account)}
                >
                  {t('withdraw.accounts.remove')}
                </button>
              </li>
            ))}
          </ul>
          <p id={errorId} className="nl-field-error" aria-live="polite">
            {error ?? ''}
          </p>
        </fieldset>
      ) : (
        <p className="nl-page-lead">{t('withdraw.accounts.none')}</p>
      )}
      {notice ? (
        <p className="nl-notice nl-notice-danger" role="alert">
          {notice}
        </p>
      ) : null}
      {adding ? (
        <AddIbanForm
          holderName={holderName}
          onAdded={(account) => {
            setAdding(false);
            onChange([...accounts, account]);
            if (!account.locked) onSelect(account.accountId);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-secondary" disabled={full} onClick={() => setAdding(true)}>
            {t('withdraw.accounts.add')}
          </button>
          {full ? <p className="nl-field-hint">{t('withdraw.accounts.full', { max: maxAccounts })}</p> : null}
        </div>
      )}
      <Dialog open={removing !== null} title={t('withdraw.accounts.removeTitle')} onClose={() => setRemoving(null)}>
        {removing ? (
          <div className="remove-confirm">
            <p>{t('withdraw.accounts.removeBody', { bank: removing.bankName })}</p>
            <p>
              <Ltr className="account-iban">{groupIban(removing.iban)}</Ltr>
            </p>
            <div className="nl-actions">
              <button type="button" className="nl-button nl-button-danger" disabled={busy} aria-busy={busy || undefined} onClick={() => void remove()}>
                {t('withdraw.accounts.removeConfirm')}
              </button>
              <button type="button" className="nl-button nl-button-secondary" onClick={() => setRemoving(null)}>
                {t('withdraw.cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
