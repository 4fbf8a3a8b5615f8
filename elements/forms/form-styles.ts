/**
 * Styles of the shared form controls. Include once per element, after BASE_STYLES (which the
 * element frame already adds): `<style>{FORM_STYLES + MY_STYLES}</style>`. Theme tokens only,
 * logical properties only, so Arabic mirrors itself; controls are at least 44 px tall for touch.
 */
export const FORM_STYLES = /* css */ `
.nl-form { display: grid; gap: 0.9rem; }
.nl-form-row { display: grid; gap: 0.9rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.nl-field { display: grid; gap: 0.3rem; min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.nl-field-label { font-weight: 600; font-size: 0.9rem; padding: 0; }
.nl-field-hint { margin: 0; font-size: 0.82rem; color: var(--_nl-muted); }
.nl-field-error { margin: 0; min-block-size: 0; font-size: 0.82rem; color: var(--_nl-danger); }
.nl-field-error:empty { display: none; }
.nl-input {
  inline-size: 100%; min-block-size: 44px; padding-block: 0.5rem; padding-inline: 0.75rem;
  border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
  background: var(--_nl-surface); color: var(--_nl-text); font: inherit;
}
.nl-input:focus { border-color: var(--_nl-primary); }
.nl-input:disabled { background: var(--_nl-surface-alt); color: var(--_nl-muted); }
.nl-input[aria-invalid="true"] { border-color: var(--_nl-danger); }
.nl-input[dir="ltr"] { text-align: start; }
[dir="rtl"] .nl-input[dir="ltr"] { text-align: end; }
.nl-select {
  appearance: none; -webkit-appearance: none; padding-inline-end: 2.25rem; cursor: pointer;
  background: var(--_nl-surface) var(--_nl-chevron) no-repeat right 0.75rem center / 1rem;
}
[dir="rtl"] .nl-select { background-position: left 0.75rem center; }
.nl-input-group { display: flex; align-items: stretch; }
.nl-input-group .nl-input { flex: 1; min-inline-size: 0; border-start-end-radius: 0; border-end-end-radius: 0; }
.nl-input-addon {
  flex: none; min-inline-size: 4.5rem; padding-inline: 0.75rem; border: 1px solid var(--_nl-border); border-inline-start: 0;
  border-start-end-radius: var(--_nl-radius-small); border-end-end-radius: var(--_nl-radius-small);
  background: var(--_nl-surface-alt); color: var(--_nl-primary); font: inherit; font-weight: 600; font-size: 0.85rem; cursor: pointer;
}
.nl-phone-row { display: flex; gap: 0.5rem; }
.nl-phone-code { flex: none; inline-size: 7.5rem; }
.nl-phone-number { flex: 1; min-inline-size: 0; }
.nl-code-input { font-size: 1.35rem; letter-spacing: 0.45em; font-variant-numeric: tabular-nums; text-align: center; }
[dir="rtl"] .nl-code-input[dir="ltr"] { text-align: center; }
.nl-check-row { display: flex; align-items: flex-start; gap: 0.6rem; }
.nl-check-row input { flex: none; inline-size: 20px; block-size: 20px; margin: 0; margin-block-start: 0.1rem; accent-color: var(--_nl-primary); }
.nl-check-row a { color: var(--_nl-primary); font-weight: 600; }
.nl-radio-options { display: grid; gap: 0.5rem; }
.nl-radio-option {
  display: flex; align-items: flex-start; gap: 0.6rem; padding-block: 0.6rem; padding-inline: 0.75rem;
  border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); cursor: pointer;
}
.nl-radio-option[data-checked="true"] { border-color: var(--_nl-primary); background: var(--_nl-surface-alt); }
.nl-radio-option input { flex: none; inline-size: 18px; block-size: 18px; margin: 0; margin-block-start: 0.15rem; accent-color: var(--_nl-primary); }
.nl-radio-text { display: grid; gap: 0.15rem; }
.nl-radio-label { font-weight: 600; }
.nl-radio-description { font-size: 0.82rem; color: var(--_nl-muted); }
.nl-radio-segmented .nl-radio-options { display: flex; gap: 0; padding: 3px; border-radius: 999px; background: var(--_nl-surface-alt); }
.nl-radio-segmented .nl-radio-option { flex: 1; justify-content: center; border: 0; border-radius: 999px; padding-block: 0.45rem; position: relative; }
.nl-radio-segmented .nl-radio-option input { position: absolute; opacity: 0; inline-size: 1px; block-size: 1px; }
.nl-radio-segmented .nl-radio-option:focus-within { outline: 3px solid var(--_nl-focus); outline-offset: 1px; box-shadow: 0 0 0 1px var(--_nl-focus-inner); }
.nl-radio-segmented .nl-radio-option[data-checked="true"] { background: var(--_nl-surface); color: var(--_nl-primary); box-shadow: 0 1px 4px rgba(6, 18, 47, 0.15); }
.nl-code-row { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; }
.nl-code-row > .nl-field { flex: 1 1 12rem; }
.nl-send-code { min-block-size: 44px; }
.nl-send-code:disabled { opacity: 0.65; cursor: default; }
.nl-submit { inline-size: 100%; min-block-size: 48px; }
.nl-submit:disabled { opacity: 0.75; cursor: progress; }
.nl-spinner {
  inline-size: 1em; block-size: 1em; border-radius: 50%; border: 2px solid currentColor; border-inline-end-color: transparent;
  animation: nl-spin 0.8s linear infinite;
}
@keyframes nl-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .nl-spinner { animation: none; } }
.nl-form-error {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding-block: 0.65rem; padding-inline: 0.85rem;
  border-radius: var(--_nl-radius-small); border-inline-start: 4px solid var(--_nl-danger);
  background: color-mix(in srgb, var(--_nl-danger) 9%, var(--_nl-surface)); color: var(--_nl-danger); font-weight: 600;
}
.nl-form-error a, .nl-form-error button.nl-link { color: inherit; }
`;
