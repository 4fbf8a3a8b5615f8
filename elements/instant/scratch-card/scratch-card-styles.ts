/** Styles of `<nl-scratch-card>`: 390 px first, logical properties so Arabic mirrors itself. */
export const SCRATCH_CARD_STYLES = `
.scratch { display: grid; gap: 16px; max-inline-size: 720px; margin-inline: auto; padding: 12px; }
.scratch-head { display: flex; gap: 12px; align-items: center; }
.scratch-head h1 { margin: 0; font-size: 1.4rem; }
.scratch-logo { inline-size: 56px; block-size: 56px; border-radius: 12px; }
.scratch-facts { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 4px 0 0; }
.scratch-play { display: grid; gap: 12px; }
.scratch-ticket { border-radius: 16px; padding: 16px; background-size: cover; background-position: center; color: #fff; min-block-size: 200px; display: grid; gap: 8px; align-content: start; }
.scratch-art { inline-size: 100%; border-radius: 12px; }
.scratch-number { margin: 0; font-weight: 600; text-shadow: 0 1px 2px #0008; }
.scratch-area { position: relative; border-radius: 12px; overflow: hidden; background: #fffdf5; color: #222; }
.scratch-cells { list-style: none; margin: 0; padding: 12px; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.scratch-cell { display: grid; place-items: center; min-block-size: 64px; border-radius: 10px; background: #f3ead0; font-weight: 700; font-size: 1rem; }
.scratch-cell[data-match='true'] { background: #ffe08a; outline: 2px solid #b8860b; }
.scratch-surface { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; touch-action: none; cursor: grab; background: linear-gradient(135deg, #b8b8b8, #e4e4e4, #a0a0a0); }
.scratch-hint { margin: 0; font-size: .9rem; text-shadow: 0 1px 2px #0008; }
.scratch-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.scratch-actions .nl-button { flex: 1 1 160px; }
.scratch-outcome { min-block-size: 1.5em; margin: 0; font-size: 1.2rem; font-weight: 700; text-align: center; }
.scratch-outcome[data-celebrate='true'] { color: #8a5a00; animation: nl-scratch-celebrate 900ms ease-out 2; }
@keyframes nl-scratch-celebrate { 0% { transform: scale(1); } 40% { transform: scale(1.25); } 100% { transform: scale(1); } }
@media (prefers-reduced-motion: reduce) { .scratch-outcome[data-celebrate='true'] { animation: none; } }
.scratch-info summary { cursor: pointer; font-weight: 600; }
.scratch-table { inline-size: 100%; border-collapse: collapse; margin-block: 8px; }
.scratch-table caption { text-align: start; padding-block-end: 4px; }
.scratch-table th, .scratch-table td { text-align: start; padding: 4px 8px; border-block-end: 1px solid #ddd; }
.scratch-pool { display: grid; gap: 2px; margin: 0; }
.scratch-pool dt { font-weight: 600; margin-block-start: 6px; }
.scratch-pool dd { margin: 0; }
.scratch-pool .hash { word-break: break-all; font-family: ui-monospace, monospace; font-size: .8rem; }
@media (min-width: 900px) {
  .scratch-play { grid-template-columns: 3fr 2fr; align-items: start; }
  .scratch-outcome { grid-column: 1 / -1; }
}
`;
