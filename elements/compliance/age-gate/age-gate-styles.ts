/** Styles of `<nl-age-gate>`: the gate hides the whole page behind an opaque backdrop. */
export const AGE_GATE_STYLES = /* css */ `
.age-gate .nl-dialog-backdrop { z-index: 1000; background: linear-gradient(180deg, var(--_nl-primary) 0%, var(--_nl-primary-deep) 100%); }
.age-gate .nl-dialog { inline-size: min(440px, 100%); text-align: center; }
.age-gate .nl-dialog-head { justify-content: center; border-block-end: 0; padding-block-start: 1.25em; }
.age-gate-body { display: grid; justify-items: center; gap: 0.25rem; }
.age-badge {
  display: inline-grid; place-items: center; inline-size: 64px; block-size: 64px; margin-block-end: 0.5rem;
  border-radius: 50%; border: 3px solid var(--_nl-danger); color: var(--_nl-danger); font-weight: 800; font-size: 1.3em;
}
.age-note { color: var(--_nl-muted); font-size: 0.9em; }
.age-gate-actions { flex-direction: column; align-items: stretch; }
`;
