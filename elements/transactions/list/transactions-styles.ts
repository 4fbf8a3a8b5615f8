/**
 * Styles of `<nl-transactions>`: the tab row, the table, and the card layout of each row when the
 * element is narrower than 600 px. Logical properties only, so Arabic mirrors itself.
 */
export const TRANSACTIONS_STYLES = /* css */ `
.tx-tabs { display: flex; gap: 0.25rem; overflow-x: auto; position: relative; border-block-end: 1px solid var(--_nl-border); }
.tx-tab {
  flex: none; min-block-size: 40px; padding-block: 0.5em; padding-inline: 1em; border: 0;
  border-block-end: 3px solid transparent; background: transparent; color: var(--_nl-muted);
  font: inherit; font-weight: 600; cursor: pointer;
}
.tx-tab[aria-selected="true"] { color: var(--_nl-primary); border-block-end-color: var(--_nl-accent); }
.tx-panel { display: grid; gap: 0.75rem; }
.tx-table { inline-size: 100%; border-collapse: collapse; }
.tx-table th, .tx-table td { padding-block: 0.6rem; padding-inline: 0.5rem; text-align: start; border-block-end: 1px solid var(--_nl-border); vertical-align: top; }
.tx-table thead th { font-size: 0.8rem; color: var(--_nl-muted); font-weight: 600; }
.tx-table .num { text-align: end; }
.tx-type { font-weight: 600; }
.tx-id, .tx-time { color: var(--_nl-muted); font-size: 0.9em; }
.tx-reference { color: var(--_nl-muted); }
.tx-more { display: grid; justify-items: center; gap: 0.5rem; }
@container (max-width: 600px) {
  .tx-table thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
  .tx-table, .tx-table tbody { display: block; }
  .tx-table tr {
    display: grid; gap: 0.3rem; margin-block-end: 0.75rem;
    padding: 0.75rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
  }
  .tx-table th, .tx-table td { display: flex; justify-content: space-between; gap: 0.75rem; padding: 0; border: 0; }
  .tx-table th[data-label]::before, .tx-table td[data-label]::before { content: attr(data-label); flex: none; color: var(--_nl-muted); font-size: 0.8rem; font-weight: 400; }
  .tx-table .num { text-align: start; }
}
`;
