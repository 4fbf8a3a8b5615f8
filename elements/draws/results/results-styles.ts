/** Styles of `<nl-results>`; logical properties only. */
export const RESULTS_STYLES = /* css */ `
.nl-results { container-type: inline-size; }
.results-title { margin-block: 0 1rem; font-size: 1.35rem; color: var(--_nl-primary); }
.results-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.draw-card {
  display: grid; gap: 0.6rem; block-size: 100%; padding: 1rem; border-radius: var(--_nl-radius);
  background: var(--_nl-surface); border: 1px solid var(--_nl-border); border-block-start: 4px solid var(--_nl-accent);
  box-shadow: 0 2px 10px rgba(6, 18, 47, 0.08);
}
.draw-head { display: flex; align-items: baseline; justify-content: space-between; gap: 0.75rem; flex-wrap: wrap; }
.draw-name { margin: 0; font-size: 1.1rem; color: var(--_nl-primary); }
.draw-phase { color: var(--_nl-muted); font-size: 0.85rem; }
.draw-time, .draw-pending { margin: 0; color: var(--_nl-muted); font-size: 0.9rem; }
.draw-link { display: inline-flex; align-items: center; gap: 0.25rem; justify-self: start; color: var(--_nl-primary); font-weight: 600; text-decoration: none; }
.draw-link:hover { text-decoration: underline; }
.results-title:focus { outline: none; }
.results-title:focus-visible { outline: 3px solid var(--_nl-focus); outline-offset: 2px; }
.history-list .draw-name { font-size: 1rem; }
.history-list .draw-phase { color: var(--_nl-primary); font-size: inherit; }
.pager { display: flex; align-items: center; justify-content: center; gap: 1rem; flex-wrap: wrap; margin-block-start: 1.25rem; }
.pager [aria-disabled="true"] { opacity: 0.45; cursor: not-allowed; }
.pager-status { color: var(--_nl-muted); font-variant-numeric: tabular-nums; }
@container (max-width: 420px) { .results-list { grid-template-columns: minmax(0, 1fr); } }
`;
