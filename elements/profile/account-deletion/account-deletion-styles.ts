/** Styles of `<nl-account-deletion>`; logical properties only. */
export const ACCOUNT_DELETION_STYLES = /* css */ `
.steps { display: grid; gap: 0.4rem; }
.steps-count { margin: 0; color: var(--_nl-muted); font-size: 0.85rem; }
.steps-list { display: flex; gap: 0.35rem; margin: 0; padding: 0; list-style: none; counter-reset: step; }
.steps-item {
  flex: 1; min-inline-size: 0; padding-block-start: 0.45rem; border-block-start: 4px solid var(--_nl-border);
  color: var(--_nl-muted); font-size: 0.82rem; overflow-wrap: anywhere;
}
.steps-item[data-done] { border-block-start-color: var(--_nl-success); }
.steps-item[aria-current="step"] { border-block-start-color: var(--_nl-accent); color: var(--_nl-text); font-weight: 600; }
.step-title { margin: 0; font-size: 1.1rem; }
.step-title:focus { outline: none; }
.facts { display: grid; gap: 0.4rem; margin: 0; padding-inline-start: 1.2rem; }
.balance-line { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; margin: 0; }
.balance-amount { font-size: 1.35rem; font-weight: 700; color: var(--_nl-primary); }
.nl-notice .notice-text { margin: 0; margin-block-end: 0.6rem; }
.chooser { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; position: relative; }
.file-input {
  position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; opacity: 0;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.file-input:focus-visible + .file-label { outline: 3px solid var(--_nl-focus); outline-offset: 2px; box-shadow: 0 0 0 2px var(--_nl-focus-inner); }
.file-label[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.chooser-count { color: var(--_nl-muted); }
.refusals { display: grid; gap: 0.25rem; margin: 0; padding-inline-start: 1.2rem; color: var(--_nl-danger); }
.file-list { display: grid; gap: 0.6rem; margin: 0; padding: 0; list-style: none; }
.file-item {
  display: grid; grid-template-columns: 64px minmax(0, 1fr) auto; align-items: center; gap: 0.75rem;
  padding: 0.5rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
}
.file-item[data-status="error"] { border-color: var(--_nl-danger); }
.file-preview { inline-size: 64px; block-size: 64px; object-fit: cover; border-radius: var(--_nl-radius-small); background: var(--_nl-surface-alt); }
.file-body { display: grid; gap: 0.2rem; min-inline-size: 0; }
.file-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.file-size, .file-status { color: var(--_nl-muted); font-size: 0.82rem; }
.file-item[data-status="error"] .file-status { color: var(--_nl-danger); }
.file-item[data-status="done"] .file-status { color: var(--_nl-success); }
.file-progress { inline-size: 100%; block-size: 6px; accent-color: var(--_nl-primary); }
.file-actions { display: flex; flex-direction: column; gap: 0.3rem; }
.file-actions .nl-button { min-block-size: 36px; padding-inline: 0.8rem; }
.remove { color: var(--_nl-danger); }
.attached { margin: 0; }
.link-button { padding: 0; border: 0; background: none; font: inherit; cursor: pointer; }
.remark-input { min-block-size: 7.5rem; resize: vertical; }
.remark-count { margin: 0; margin-block-start: -0.6rem; color: var(--_nl-muted); font-size: 0.82rem; text-align: end; }
.step-actions { justify-content: space-between; }
.step-actions .nl-submit { inline-size: auto; flex: 1 1 auto; }
.success-facts { display: grid; gap: 0.4rem; margin: 0; }
.success-facts > div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.success-facts dt { color: var(--_nl-muted); }
.success-facts dd { margin: 0; font-weight: 600; }
@container (max-width: 420px) {
  .file-item { grid-template-columns: 56px minmax(0, 1fr) auto; gap: 0.5rem; }
  .file-preview { inline-size: 56px; block-size: 56px; }
  .file-actions .nl-button { padding-inline: 0.6rem; }
}
`;
