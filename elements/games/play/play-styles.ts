/** Styles of the bet slip; logical properties so it mirrors in Arabic. */
export const PLAY_STYLES = `
.play { display: grid; gap: 16px; padding-block: 16px; padding-inline: 12px; }
.play-head { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.play-head h1, .play-success h1 { margin: 0; font-size: 1.4rem; }
.game-icon { display: inline-grid; place-items: center; inline-size: 48px; block-size: 48px; border-radius: 12px; color: #fff; font-weight: 700; }
.countdown { margin: 0; margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.countdown[data-state="closed"] { color: var(--nl-color-danger, #b00020); }
.play-types { display: flex; flex-wrap: wrap; gap: 8px; }
.chip { border: 1px solid currentColor; border-radius: 999px; padding-block: 6px; padding-inline: 14px; background: transparent; color: inherit; cursor: pointer; font: inherit; }
.chip[aria-checked="true"] { background: var(--_nl-accent); color: var(--_nl-on-accent); border-color: transparent; }
.member, .multiple { display: inline-flex; gap: 8px; align-items: center; }
.pools { display: grid; gap: 12px; }
/* Columns shrink to the width (a row of ten digits is 354 px at 390 px), never wider than the page. */
.number-grid { display: grid; grid-template-columns: repeat(var(--columns, 10), minmax(0, 1fr)); gap: 6px; max-inline-size: 560px; }
.ball { min-block-size: 40px; min-inline-size: 0; padding-inline: 0; border-radius: 999px; border: 1px solid rgba(127, 127, 127, 0.5); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.ball[aria-pressed="true"] { background: var(--_nl-accent); color: var(--_nl-on-accent); border-color: transparent; }
.ball:focus-visible, .chip:focus-visible { outline: 3px solid var(--_nl-accent); outline-offset: 2px; }
.ball[data-tone="red"] { border-color: #d32f2f; }
.ball[data-tone="green"] { border-color: #2e7d32; }
.ball[data-tone="violet"] { border-color: #7b1fa2; }
.line-status { margin: 0; }
.line-status[data-valid="false"] { color: var(--nl-color-muted, inherit); }
.plan h2 { margin-block: 0 8px; font-size: 1.1rem; }
.plan-lines { margin: 0; padding-inline-start: 20px; display: grid; gap: 6px; }
.plan-line { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.plan-numbers { font-variant-numeric: tabular-nums; letter-spacing: 0.05em; }
.order { display: grid; gap: 10px; }
.draws { display: inline-flex; gap: 8px; align-items: center; }
.draws input { inline-size: 4em; text-align: center; font: inherit; }
.total { margin: 0; font-size: 1.2rem; }
.total-amount { font-weight: 700; }
.buy { justify-self: start; }
.buy-error { display: flex; gap: 8px; align-items: center; }
.game-info { display: grid; gap: 12px; justify-items: start; }
.facts { display: grid; gap: 6px; margin: 0; }
.facts div { display: flex; gap: 8px; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; }
`;
