import { useRef, type KeyboardEvent } from 'react';
import type { TransactionTab } from '../../../sdk';
import { useDirection, useT } from '../../base/hooks';
import { TRANSACTION_TABS, tabLabelKey } from './transaction-labels';

/**
 * The tab row of Transactions (SPEC §2): a WAI-ARIA tablist. Only the selected tab is in the Tab
 * order; arrow keys move and select (mirrored in Arabic), Home and End jump to the ends.
 */
export function TransactionTabs({ value, onChange, panelId, idOf }: { value: TransactionTab; onChange: (tab: TransactionTab) => void; panelId: string; idOf: (tab: TransactionTab) => string }) {
  const t = useT();
  const rtl = useDirection() === 'rtl';
  const refs = useRef(new Map<TransactionTab, HTMLButtonElement>());

  const select = (tab: TransactionTab) => {
    onChange(tab);
    refs.current.get(tab)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TRANSACTION_TABS.indexOf(value);
    const last = TRANSACTION_TABS.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = index === last ? 0 : index + 1;
    else if (event.key === backward) next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    select(TRANSACTION_TABS[next]!);
  };

  return (
    <div className="tx-tabs" role="tablist" aria-label={t('transactions.tabsLabel')} part="tabs" onKeyDown={onKeyDown}>
      {TRANSACTION_TABS.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            if (node) refs.current.set(tab, node);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={idOf(tab)}
          className="tx-tab"
          data-tab={tab}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {t(tabLabelKey(tab))}
        </button>
      ))}
    </div>
  );
}
