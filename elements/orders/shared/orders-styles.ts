import { WALLET_PAGE_STYLES } from '../../wallet/shared/wallet-styles';

/**
 * Styles of the order pages (list, detail, consecutive plan, grand prize): the account page frame,
 * status tones, the table that becomes cards below 600 px of the element's own width, and the
 * definition grid of the detail. Logical properties only, so Arabic mirrors itself.
 */
export const ORDERS_STYLES =
  WALLET_PAGE_STYLES +
  /* css */ `
.ord-tabs { display: flex; gap: 0.25rem; overflow-x: auto; position: relative; border-block-end: 1px solid var(--_nl-border); }
.ord-tab {
  flex: none; min-block-size: 40px; padding-block: 0.5em; padding-inline: 1em; border: 0;
  border-block-end: 3px solid transparent; background: transparent; color: var(--_nl-muted);
  font: inherit; font-weight: 600; cursor: pointer;
}
.ord-tab[aria-selected="true"] { color: var(--_nl-primary); border-block-end-color: var(--_nl-accent); }
.ord-toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; margin-block: 0.75rem; }
.ord-filters { display: flex; flex-wrap: wrap; gap: 0.25rem; border: 0; margin: 0; padding: 0; }
.ord-filters legend, .ord-select-label { font-size: 0.8rem; color: var(--_nl-muted); }
.ord-filter { min-block-size: 36px; padding-inline: 0.9em; border: 1px solid var(--_nl-border); border-radius: 999px; background: transparent; font: inherit; cursor: pointer; }
.ord-filter[aria-pressed="true"] { background: var(--_nl-primary); color: var(--_nl-on-primary, #fff); border-color: var(--_nl-primary); }
.ord-select { display: grid; gap: 0.2rem; }
.ord-table { inline-size: 100%; border-collapse: collapse; }
.ord-table th, .ord-table td { padding-block: 0.6rem; padding-inline: 0.5rem; text-align: start; border-block-end: 1px solid var(--_nl-border); vertical-align: top; }
.ord-table thead th { font-size: 0.8rem; color: var(--_nl-muted); font-weight: 600; }
.ord-plan { display: grid; gap: 0.15rem; font-variant-numeric: tabular-nums; }
/* The detail's "My plan" and "Draw result": the design's card heading, and the plan's lines without
   the browser's bullets (they were 1.5em page-sized headings over a bulleted list). */
.ord-subtitle { margin: 0; font-size: 1.05rem; color: var(--_nl-primary); }
ul.ord-plan { list-style: none; margin: 0; padding: 0; }
/* The ticket (/orderTicket): its lines say "Line n" themselves; the buttons stay off paper. */
ol.ord-ticket-lines { list-style: none; margin: 0; padding: 0; gap: 0.35rem; }
.ord-ticket-line { color: var(--_nl-muted); font-size: 0.85rem; }
@media print { .ord-ticket-actions, .ord-back { display: none; } }
.ord-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.ord-actions a { white-space: nowrap; }
.ord-status { font-weight: 600; }
.gp-note { font-weight: 400; }
/* The balls keep left-to-right order (results styles); in Arabic they still start where the heading does. */
[dir="rtl"] .ord-result .nl-balls { justify-content: flex-end; }
.ord-proof-section { display: grid; gap: 0.5rem; margin-block-start: 1rem; }
.ord-proof-section p { margin: 0; }
.ord-proofs { display: grid; gap: 0.5rem; list-style: none; margin: 0; padding: 0; }
.ord-proof { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
.ord-proof-status:empty { display: none; }
.ord-proof-text { flex-basis: 100%; min-block-size: 5rem; font-family: ui-monospace, monospace; font-size: 0.8rem; }
.ord-status[data-tone="won"] { color: var(--_nl-success); }
.ord-status[data-tone="lost"] { color: var(--_nl-muted); }
.ord-status[data-tone="refund"] { color: var(--_nl-danger); }
.ord-more { display: grid; justify-items: center; gap: 0.5rem; margin-block-start: 0.75rem; }
.ord-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.75rem; margin: 0; }
.ord-fields div { display: grid; gap: 0.15rem; }
.ord-fields dt { font-size: 0.8rem; color: var(--_nl-muted); }
.ord-fields dd { margin: 0; font-weight: 600; }
.ord-notice { padding: 0.75rem; border-radius: var(--_nl-radius-small); background: var(--_nl-surface-muted, rgba(0,0,0,0.04)); }
.ord-steps { display: flex; gap: 0.5rem; list-style: none; padding: 0; margin: 0 0 1rem; counter-reset: step; }
.ord-steps li { flex: 1; padding-block-end: 0.4rem; border-block-end: 3px solid var(--_nl-border); color: var(--_nl-muted); }
.ord-steps li[aria-current="step"], .ord-steps li[data-done="true"] { border-block-end-color: var(--_nl-accent); color: inherit; font-weight: 600; }
.gp-list { display: grid; gap: 0.75rem; list-style: none; margin: 0; padding: 0; }
.gp-item { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; }
.gp-pic { inline-size: 64px; block-size: 64px; object-fit: cover; border-radius: var(--_nl-radius-small); }
@container (max-width: 600px) {
  .ord-table thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
  .ord-table, .ord-table tbody { display: block; }
  .ord-table tr { display: grid; gap: 0.3rem; margin-block-end: 0.75rem; padding: 0.75rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); }
  .ord-table th, .ord-table td { display: flex; justify-content: space-between; gap: 0.75rem; padding: 0; border: 0; }
  .ord-table th[data-label]::before, .ord-table td[data-label]::before { content: attr(data-label); flex: none; color: var(--_nl-muted); font-size: 0.8rem; font-weight: 400; }
  .ord-status-line { text-align: end; }
  .ord-status-line .gp-status { display: inline-block; }
  .ord-table td .ord-actions { justify-content: flex-end; }
}
`;
