import { useId, useState } from 'react';
import type { TransactionTab } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { WALLET_PAGE_STYLES } from '../../wallet/shared/wallet-styles';
import { TRANSACTION_TABS, tabLabelKey } from './transaction-labels';
import { TransactionTable } from './transaction-table';
import { TabList } from '../../base/tab-list';
import { TRANSACTIONS_STYLES } from './transactions-styles';
import { useTransactionPages } from './use-transaction-pages';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-transactions>`. */
export interface TransactionsProps {
  /** The tab shown first: all (default), income, expenses, deposit or withdrawal. Attribute `tab`. */
  tab?: string;
}

/** A tab name from an attribute; anything unknown is `all`. */
export function resolveTab(value: string | undefined): TransactionTab {
  return TRANSACTION_TABS.find((tab) => tab === value) ?? 'all';
}

/**
 * The Transactions page (/account/transactions, 100125): tabs All, Income, Expenses, Deposit and
 * Withdrawal; every movement with its type, ID, description, signed amount, time and the balance
 * after it; newest first, paged with Load more. Loading, empty and error states; cards on a
 * phone. A guest sees a login prompt that returns here.
 *
 * @example <nl-transactions tab="income"></nl-transactions>
 */
export function Transactions({ tab }: TransactionsProps) {
  return (
    <>
      <ElementStyles css={WALLET_PAGE_STYLES + TRANSACTIONS_STYLES} />
      <WalletPlayerOnly path={routePath('transactions')}>
        <TransactionsPage initialTab={resolveTab(tab)} />
      </WalletPlayerOnly>
    </>
  );
}

function TransactionsPage({ initialTab }: { initialTab: TransactionTab }) {
  const t = useT();
  const titleId = useId();
  const base = useId();
  const [tab, setTab] = useState<TransactionTab>(initialTab);
  const pages = useTransactionPages(tab);
  const panelId = `${base}-panel`;
  const idOf = (value: TransactionTab) => `${base}-tab-${value}`;

  return (
    <section className="nl-page transactions" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('transactions.title')}
      </h1>
      <div className="nl-card">
        <TabList tabs={TRANSACTION_TABS} value={tab} onChange={setTab} label={t('transactions.tabsLabel')} labelOf={(k) => t(tabLabelKey(k))} idOf={idOf} panelId={panelId} className="tx-tabs" tabClassName="tx-tab" />
        <div id={panelId} className="tx-panel" role="tabpanel" aria-labelledby={idOf(tab)} aria-busy={pages.status === 'loading'} data-tab={tab}>
          {pages.status === 'loading' ? (
            <Skeleton count={4} shape="nl-skeleton-row" />
          ) : pages.status === 'error' ? (
            <ErrorState messageKey="transactions.error" onRetry={pages.retry} />
          ) : pages.items.length === 0 ? (
            <EmptyState messageKey="transactions.empty" />
          ) : (
            <>
              <TransactionTable items={pages.items} caption={t('transactions.caption', { tab: t(tabLabelKey(tab)) })} />
              <div className="tx-more" aria-live="polite">
                {pages.more === 'error' ? <p className="nl-error-text">{t('transactions.moreError')}</p> : null}
                {pages.hasMore ? (
                  <button type="button" className="nl-button nl-button-secondary" disabled={pages.more === 'loading'} aria-busy={pages.more === 'loading' || undefined} onClick={pages.loadMore}>
                    {pages.more === 'loading' ? t('common.loading') : t('transactions.loadMore')}
                  </button>
                ) : (
                  <p className="tx-end">{t('transactions.end')}</p>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
