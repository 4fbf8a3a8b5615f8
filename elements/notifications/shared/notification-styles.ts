import { WALLET_PAGE_STYLES } from '../../wallet/shared/wallet-styles';

/**
 * Styles of the notification pages: the account page frame, the list of messages with unread
 * ones marked by weight and a dot (not by colour alone), and the detail's body. Logical
 * properties only, so Arabic mirrors itself; at 390 px the rows stack.
 */
export const NOTIFICATION_STYLES =
  WALLET_PAGE_STYLES +
  /* css */ `
.nt-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
.nt-tabs { display: flex; gap: 0.25rem; overflow-x: auto; position: relative; border-block-end: 1px solid var(--_nl-border); }
.nt-tab {
  flex: none; min-block-size: 40px; padding-block: 0.5em; padding-inline: 1em; border: 0;
  border-block-end: 3px solid transparent; background: transparent; color: var(--_nl-muted);
  font: inherit; font-weight: 600; cursor: pointer;
}
.nt-tab[aria-selected="true"] { color: var(--_nl-primary); border-block-end-color: var(--_nl-accent); }
.nt-panel { display: grid; gap: 0.75rem; }
.nt-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.nt-item {
  display: grid; grid-template-columns: 0.75rem 1fr auto; gap: 0.25rem 0.75rem; align-items: baseline;
  inline-size: 100%; padding: 0.85rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
  background: transparent; color: inherit; font: inherit; text-align: start; cursor: pointer;
}
.nt-item:hover, .nt-item:focus-visible { border-color: var(--_nl-primary); }
.nt-item[data-read="false"] { background: color-mix(in srgb, var(--_nl-accent) 8%, transparent); }
.nt-dot { inline-size: 0.6rem; block-size: 0.6rem; border-radius: 50%; background: var(--_nl-accent); align-self: center; }
.nt-item[data-read="true"] .nt-dot { background: transparent; }
.nt-title { font-weight: 500; overflow-wrap: anywhere; }
.nt-item[data-read="false"] .nt-title { font-weight: 700; }
.nt-time { color: var(--_nl-muted); font-size: 0.85em; white-space: nowrap; }
.nt-preview { grid-column: 2 / -1; color: var(--_nl-muted); overflow-wrap: anywhere; }
.nt-kind { grid-column: 2 / -1; font-size: 0.8em; color: var(--_nl-muted); }
.nt-more { display: grid; justify-items: center; gap: 0.5rem; }
.nt-detail-head { display: grid; gap: 0.25rem; }
.nt-detail-title { margin: 0; font-size: 1.25rem; overflow-wrap: anywhere; }
.nt-body { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.6; margin: 0; }
.nt-back { justify-self: start; }
@container (max-width: 480px) {
  .nt-item { grid-template-columns: 0.75rem 1fr; }
  .nt-time { grid-column: 2; }
}
`;
