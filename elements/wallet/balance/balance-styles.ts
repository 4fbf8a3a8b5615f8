/**
 * Styles of the balance parts (block, eye toggle, wallet popover), shared by `<nl-balance>` and
 * the header. Logical properties only, so the block mirrors in Arabic.
 */
export const BALANCE_STYLES = /* css */ `
.balance-block { display: flex; align-items: center; gap: 0.1rem; padding-block: 0.15rem; padding-inline: 0.75rem 0.2rem; border-radius: 999px; background: rgba(255, 255, 255, 0.08); }
.balance-text { display: flex; flex-direction: column; line-height: 1.15; }
.balance-label { font-size: 0.7rem; opacity: 0.75; }
.amount { font-weight: 700; font-variant-numeric: tabular-nums; }
.balance-block .amount { color: var(--_nl-accent-soft); }

.wallet { display: grid; gap: 0.75rem; min-inline-size: 260px; padding: 0.5rem; }
.wallet-figures { display: grid; gap: 0.5rem; margin: 0; }
.wallet-figures div { display: flex; justify-content: space-between; gap: 1rem; }
.wallet-figures dt { color: var(--_nl-muted); }
.wallet-figures dd { margin: 0; }
.wallet-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
`;

/**
 * `<nl-balance>` alone on a page: the header's dark pill, so the widget reads the same on a
 * partner page as in the product's own header.
 */
export const BALANCE_WIDGET_STYLES = /* css */ `
:host { display: inline-block; }
.nl-balance {
  display: inline-flex; align-items: center; gap: 0.25rem; border-radius: 999px;
  background: linear-gradient(180deg, var(--_nl-primary) 0%, var(--_nl-primary-deep) 100%);
  color: var(--_nl-on-primary);
}
.nl-balance .balance-block { background: transparent; }
.balance-guest { display: inline-flex; align-items: center; gap: 0.25rem; padding-inline: 0.75rem 0.2rem; }
.balance-guest .balance-label { font-size: 0.85rem; opacity: 0.85; }
.balance-error { padding-inline: 0.75rem 0.2rem; color: var(--_nl-accent-soft); }
`;
