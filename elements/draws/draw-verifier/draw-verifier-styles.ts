/** Styles of `<nl-draw-verifier>`; logical properties only. */
export const DRAW_VERIFIER_STYLES = /* css */ `
.verifier { display: grid; gap: 1.25rem; max-inline-size: 48rem; }
.verifier-title { margin: 0; font-size: 1.35rem; color: var(--_nl-primary); }
.verifier-intro { margin: 0; color: var(--_nl-muted); }
.verifier-form { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.75rem; align-items: end; }
.verifier-panel {
  display: grid; gap: 0.75rem; padding: 1rem; border-radius: var(--_nl-radius);
  background: var(--_nl-surface); border: 1px solid var(--_nl-border);
}
.verifier-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.4rem 1rem; margin: 0; }
.verifier-facts dt { font-weight: 600; color: var(--_nl-primary); }
.verifier-facts dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: 0.85rem; }
.verdict { margin: 0; padding: 0.6rem 0.8rem; border-radius: var(--_nl-radius); border-inline-start: 4px solid; font-weight: 600; }
.verdict[data-ok="true"] { border-color: #1b7f3b; background: #e8f5ec; color: #0f5a28; }
.verdict[data-ok="false"] { border-color: #b3261e; background: #fdecea; color: #8c1d18; }
.verdict[data-ok="pending"] { border-color: var(--_nl-border); color: var(--_nl-muted); }
.verifier textarea.nl-input { min-block-size: 8rem; font-family: ui-monospace, monospace; font-size: 0.85rem; }
@media (max-width: 480px) { .verifier-facts { grid-template-columns: minmax(0, 1fr); } }
`;
