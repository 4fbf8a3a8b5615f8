/** Styles of `<nl-trend>`: controls, and a table whose bars grow from the inline start (RTL too). */
export const TREND_STYLES = /* css */ `
.nl-trend { display: grid; gap: 0.75rem; container-type: inline-size; }
.trend-title { margin: 0; font-size: 1.35rem; }
.trend-controls { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.trend-controls label { display: grid; gap: 0.2rem; font-size: 0.85rem; }
.trend-table { inline-size: 100%; border-collapse: collapse; }
.trend-table caption { text-align: start; color: var(--_nl-muted); font-size: 0.85rem; padding-block-end: 0.5rem; }
.trend-table th, .trend-table td { padding-block: 0.35rem; padding-inline: 0.5rem; text-align: start; border-block-end: 1px solid var(--_nl-border); }
.trend-table td:nth-child(2) { inline-size: 60%; }
.trend-ball { display: inline-grid; place-items: center; min-inline-size: 2rem; block-size: 2rem; border-radius: 50%; background: var(--_nl-accent); font-weight: 700; }
.trend-bar { display: inline-block; block-size: 0.75rem; min-inline-size: 2px; max-inline-size: calc(100% - 3rem); margin-inline-end: 0.5rem; border-radius: 999px; background: var(--_nl-primary); vertical-align: middle; }
.trend-count { font-variant-numeric: tabular-nums; font-weight: 600; }
`;
