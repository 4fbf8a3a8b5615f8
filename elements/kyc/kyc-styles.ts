/** Styles shared by the KYC dialogs, the verification page and the status tag; logical properties only. */
export const KYC_STYLES = /* css */ `
.kyc-dialog-body p { margin-block: 0 0.75em; }
.kyc-hint { color: var(--_nl-muted); font-size: 0.92em; }
.kyc-reason { font-weight: 600; }
.kyc-dialog-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; margin-block-start: 0.5rem; }
@media (max-width: 480px) {
  .kyc-dialog-actions { flex-direction: column-reverse; }
  .kyc-dialog-actions .nl-button { inline-size: 100%; }
}
.kyc-tag {
  display: inline-flex; align-items: center; gap: 0.35em; min-block-size: 28px;
  padding-block: 0.15em; padding-inline: 0.75em; border: 1px solid transparent; border-radius: 999px;
  font: inherit; font-size: 0.85em; font-weight: 700; line-height: 1.2;
  background: var(--_nl-surface-alt); color: var(--_nl-muted);
}
button.kyc-tag { cursor: pointer; }
button.kyc-tag:hover { border-color: currentColor; }
.kyc-tag[data-status="3"] { background: color-mix(in srgb, var(--_nl-success) 14%, transparent); color: var(--_nl-success); }
.kyc-tag[data-status="4"], .kyc-tag[data-status="7"] { background: color-mix(in srgb, var(--_nl-danger) 12%, transparent); color: var(--_nl-danger); }
.kyc-tag[data-status="2"], .kyc-tag[data-status="6"] { background: color-mix(in srgb, var(--_nl-accent) 22%, transparent); color: var(--_nl-on-accent); }
.kyc-tag[data-status="1"] { background: var(--_nl-surface-alt); color: var(--_nl-primary); border-color: var(--_nl-border); }
`;
