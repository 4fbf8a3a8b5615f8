/**
 * Styles of `<nl-withdraw>`: accounts, figures, the code row, states, and the app variant's bar.
 * Logical properties only, so Arabic mirrors itself; the IBAN stays left-to-right.
 */
export const WITHDRAW_STYLES = /* css */ `
.app-bar {
  position: sticky; inset-block-start: 0; z-index: 5; display: flex; align-items: center; gap: 0.5rem;
  min-block-size: 52px; padding-inline: 0.5rem; background: var(--_nl-primary); color: var(--_nl-on-primary);
}
.app-title { font-weight: 700; }
.back-icon { display: inline-flex; transform: rotate(180deg); }
.web-back { max-inline-size: 960px; margin-inline: auto; padding-inline: 1rem; padding-block-start: 0.5rem; }
.sub-title { margin: 0; font-size: 1rem; }
.account-choice { display: grid; gap: 0.4rem; }
.account-list { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.account { display: flex; align-items: center; gap: 0.5rem; }
.account-option {
  flex: 1; display: flex; align-items: flex-start; gap: 0.6rem; padding: 0.7rem 0.8rem;
  border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); cursor: pointer;
}
.account-option[data-checked="true"] { border-color: var(--_nl-primary); background: var(--_nl-surface-alt); }
.account-option input { flex: none; inline-size: 18px; block-size: 18px; margin: 0; margin-block-start: 0.15rem; accent-color: var(--_nl-primary); }
.account[data-locked] .account-option { cursor: not-allowed; opacity: 0.7; }
.account-text { display: grid; gap: 0.1rem; }
.account-bank { font-weight: 600; }
.account-iban, .iban { font-variant-numeric: tabular-nums; letter-spacing: 0.04em; }
.account-holder { font-size: 0.85rem; color: var(--_nl-muted); }
.account-locked { justify-self: start; padding-inline: 0.5rem; border-radius: 999px; background: var(--_nl-danger); color: #fff; font-size: 0.75rem; font-weight: 700; }
.account-remove { color: var(--_nl-danger); }
.account-remove[aria-disabled="true"] { opacity: 0.55; }
.add-account { padding-block-start: 0.5rem; border-block-start: 1px solid var(--_nl-border); }
.figures { display: grid; gap: 0.5rem; margin: 0; }
.figures > div { display: flex; justify-content: space-between; gap: 1rem; }
.figures dt { color: var(--_nl-muted); }
.figures dd { margin: 0; text-align: end; }
.confirm-figures [data-field="received"] { padding-block-start: 0.5rem; border-block-start: 1px solid var(--_nl-border); font-size: 1.05rem; }
.code-row { display: grid; grid-template-columns: 1fr auto; align-items: end; gap: 0.5rem; }
.recent-list { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.recent-item { display: flex; justify-content: space-between; gap: 1rem; padding-block: 0.5rem; border-block-end: 1px solid var(--_nl-border); }
.recent-main, .recent-side { display: grid; gap: 0.15rem; }
.recent-side { justify-items: end; }
.recent-iban, .recent-time { font-size: 0.85rem; color: var(--_nl-muted); }
.state-tag { padding-inline: 0.55rem; border-radius: 999px; font-size: 0.8rem; font-weight: 700; background: var(--_nl-surface-alt); color: var(--_nl-primary); }
.state-tag[data-tone="success"] { background: rgba(20, 112, 64, 0.14); color: var(--_nl-success); }
.state-tag[data-tone="returned"] { background: rgba(184, 32, 47, 0.14); color: var(--_nl-danger); }
.kyc-gate { justify-items: start; }
@container (max-width: 420px) {
  .code-row { grid-template-columns: 1fr; }
}
`;
