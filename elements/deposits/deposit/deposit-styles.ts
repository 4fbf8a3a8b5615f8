/** Styles of `<nl-deposit>`; logical properties only, so Arabic mirrors itself. */
export const DEPOSIT_STYLES = /* css */ `
.deposit[data-variant="app"] { max-inline-size: none; padding-block: 0.75rem; }
.quick-amounts { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.quick-amount { min-block-size: 44px; }
.coupon-picker { display: grid; gap: 0.5rem; margin: 0; padding: 0.75rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); }
.coupon-picker legend { padding-inline: 0.25rem; font-weight: 700; }
.coupon-option { display: flex; align-items: center; gap: 0.5rem; min-block-size: 44px; }
.coupon-until { color: var(--_nl-muted); font-size: 0.9rem; }
.quick-amount[aria-pressed="true"] { background: var(--_nl-primary); color: var(--_nl-on-primary); border-color: var(--_nl-primary); }
.pay-summary { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
.pay-amount { font-weight: 700; font-variant-numeric: tabular-nums; }
.link-button { background: none; border: 0; padding: 0; font: inherit; cursor: pointer; }
.saved-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.saved-card {
  display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; inline-size: 100%; min-block-size: 56px;
  padding-block: 0.6rem; padding-inline: 0.75rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
  background: var(--_nl-surface); color: inherit; font: inherit; text-align: start; cursor: pointer;
}
.saved-card:hover:not(:disabled) { border-color: var(--_nl-primary); background: var(--_nl-surface-alt); }
.saved-card:disabled { cursor: not-allowed; opacity: 0.6; }
.saved-card-summary { display: flex; align-items: center; gap: 0.75rem; min-inline-size: 0; }
.saved-card-text { display: grid; gap: 0.1rem; min-inline-size: 0; }
.saved-card-number { font-weight: 700; font-variant-numeric: tabular-nums; }
.saved-card-holder, .saved-card-expiry { font-size: 0.85rem; color: var(--_nl-muted); }
.saved-card-unusable { font-size: 0.8rem; font-weight: 600; color: var(--_nl-danger); }
.card-icon { flex: none; border-radius: 4px; }
.card-number-row { display: flex; align-items: flex-start; gap: 0.5rem; }
.card-number-row > .nl-field { flex: 1; }
.card-number-brand { flex: none; padding-block-start: 1.9rem; }
.new-card { justify-self: start; }
.checking { display: flex; align-items: center; gap: 0.75rem; }
.checking p { margin: 0; }
.result { justify-items: start; }
.result p { margin: 0; }
.success-countdown { color: var(--_nl-muted); }
.payment-frame { position: fixed; inset: 0; z-index: 200; display: flex; flex-direction: column; background: var(--_nl-surface); }
.payment-frame-bar {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-block: 0.4rem; padding-inline: 1rem;
  background: var(--_nl-primary); color: var(--_nl-on-primary);
}
.payment-frame-title { margin: 0; font-size: 1rem; }
.payment-frame-page { flex: 1; inline-size: 100%; border: 0; background: #ffffff; }
`;
