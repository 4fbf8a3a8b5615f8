/** Styles shared by the compliance dialogs and banners; logical properties only. */
export const COMPLIANCE_STYLES = /* css */ `
.compliance-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; margin-block-start: 1rem; }
.compliance-body p { margin-block: 0 0.75em; }
.compliance-error { color: var(--_nl-danger); margin: 0; }
@media (max-width: 480px) {
  .compliance-actions { flex-direction: column-reverse; }
  .compliance-actions .nl-button { inline-size: 100%; }
}
`;
