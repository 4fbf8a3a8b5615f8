import { useId, useState } from 'react';
import { formatDateTime, formatMoney, type LegacyAccount } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ElementStyles } from '../../base/element-styles';

/** Tag name of `<nl-account-migration>`. */
export const ACCOUNT_MIGRATION_TAG = 'nl-account-migration';

/** `<nl-account-migration>` takes no attributes. */
export type AccountMigrationProps = Record<string, never>;

type Moving = { ref: string; status: 'sending' } | { ref: string; status: 'done'; amount: number } | { ref: string; status: 'failed'; message: string } | null;

/**
 * Account migration (SPEC §2 accountMigration, login required): the player's accounts on the
 * previous lottery platform, found by the verified e-mail address or mobile number (001006), each
 * with the balance it held and a button that moves that balance to the withdrawable balance of
 * this account (600701), once. Loading, empty (no previous account) and error states; both
 * languages.
 *
 * @example <nl-account-migration></nl-account-migration>
 */
export function AccountMigration() {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const titleId = useId();
  const accounts = useCommand('accountMigration', {}, { hideToast: true });
  const [moving, setMoving] = useState<Moving>(null);

  async function migrate(account: LegacyAccount) {
    setMoving({ ref: account.legacyRef, status: 'sending' });
    const result = await client.call('migrateAccount', { legacyRef: account.legacyRef }, { hideToast: true });
    if (result.ok) {
      setMoving({ ref: account.legacyRef, status: 'done', amount: result.data.creditedAmount });
      accounts.retry();
    } else {
      setMoving({ ref: account.legacyRef, status: 'failed', message: result.error.message?.trim() || t('accountMigration.failed') });
    }
  }

  return (
    <>
      <ElementStyles css={ACCOUNT_MIGRATION_STYLES} />
      <section className="migration" part="page" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('accountMigration.title')}</h1>
        <p className="intro">{t('accountMigration.intro')}</p>
        <div aria-live="polite" className="outcome">
          {moving?.status === 'done' ? (
            <p className="done" part="outcome" role="status">
              {t('accountMigration.done', { ref: moving.ref, amount: formatMoney(moving.amount, language) })}
            </p>
          ) : moving?.status === 'failed' ? (
            <p className="failed" part="outcome" role="alert">
              {moving.message}
            </p>
          ) : null}
        </div>
        {accounts.status === 'loading' ? (
          <div aria-busy="true">
            <Skeleton count={2} shape="nl-skeleton-row" />
          </div>
        ) : accounts.status === 'error' ? (
          <ErrorState messageKey="accountMigration.error" onRetry={accounts.retry} />
        ) : accounts.data.items.length === 0 ? (
          <EmptyState messageKey="accountMigration.empty" />
        ) : (
          <ul className="list" part="list">
            {accounts.data.items.map((account) => (
              <li key={account.legacyRef} className="account" part="account" data-state={account.state}>
                <span className="ref">
                  {t('accountMigration.reference')} <Ltr>{account.legacyRef}</Ltr>
                </span>
                <span className="balance">
                  <Ltr>{formatMoney(account.balance, language)}</Ltr>
                </span>
                <span className="meta">{t('accountMigration.lastActive', { date: formatDateTime(account.lastActiveAt, language) })}</span>
                {account.state === 'migrated' && account.migratedAt !== null ? (
                  <span className="meta migrated">{t('accountMigration.migratedOn', { date: formatDateTime(account.migratedAt, language) })}</span>
                ) : (
                  <button
                    type="button"
                    className="nl-button nl-button-primary"
                    disabled={moving?.status === 'sending'}
                    aria-busy={(moving?.status === 'sending' && moving.ref === account.legacyRef) || undefined}
                    onClick={() => void migrate(account)}
                  >
                    {moving?.status === 'sending' && moving.ref === account.legacyRef ? t('accountMigration.sending') : t('accountMigration.migrate')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="help">
          {t('accountMigration.help')}{' '}
          <NavLink path={routePath('transactions')}>{t('accountMigration.transactions')}</NavLink>
        </p>
      </section>
    </>
  );
}

const ACCOUNT_MIGRATION_STYLES = /* css */ `
.migration { display: grid; gap: 1rem; max-inline-size: 40rem; margin-inline: auto; padding: 1rem; }
.migration h1 { margin: 0; font-size: 1.5rem; }
.intro, .help { margin: 0; color: var(--_nl-muted); }
.help a { color: var(--_nl-primary); }
.outcome:empty { display: none; }
.done, .failed { margin: 0; padding: 0.75rem 1rem; border-radius: var(--_nl-radius-small); border: 1px solid var(--_nl-border); }
.done { border-color: var(--_nl-success, var(--_nl-primary)); }
.failed { border-color: var(--_nl-danger); color: var(--_nl-danger); }
.list { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.account { display: grid; gap: 0.25rem; padding: 1rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); background: var(--_nl-surface); }
.account[data-state="migrated"] { background: var(--_nl-surface-alt); }
.account button { justify-self: start; margin-block-start: 0.5rem; }
.ref { font-weight: 600; }
.balance { font-size: 1.25rem; font-weight: 700; }
.meta { color: var(--_nl-muted); font-size: 0.9rem; }
`;

/** Options of `<nl-account-migration>`: none. */
export const accountMigrationElementOptions: ElementOptions<AccountMigrationProps> = {};

/** The `<nl-account-migration>` element. */
export type NlAccountMigrationElement = NlElement;

/**
 * Class of `<nl-account-migration>`: the player's accounts of the previous platform and their
 * migration. Its events and CSS parts are listed here for `custom-elements.json`.
 *
 * @fires nl-navigate-request - Open the transactions, where a migration's credit is listed
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page.
 * @csspart outcome - The result of the last migration: done (with the amount) or why it failed.
 * @csspart list - The accounts of the previous platform.
 * @csspart account - One account; `data-state` is available or migrated.
 * @csspart error - The message shown when the accounts could not be loaded, with Retry.
 * @csspart empty - The message shown when no account of the previous platform is registered to the player.
 */
export const NlAccountMigration = /* @__PURE__ */ createElementClass(AccountMigration, accountMigrationElementOptions);

/** Registers <nl-account-migration>; safe to call again. Returns its class. */
export function defineAccountMigration() {
  return defineElement(ACCOUNT_MIGRATION_TAG, AccountMigration, accountMigrationElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-account-migration': NlAccountMigrationElement;
  }
}
