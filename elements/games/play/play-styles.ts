/** Styles of the bet slip; logical properties so it mirrors in Arabic. */
export const PLAY_STYLES = `
.play { display: grid; gap: 16px; padding-block: 16px; padding-inline: 12px; }
.play-head { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.play-head h1, .play-success h1 { margin: 0; font-size: 1.4rem; }
.game-icon { display: inline-grid; place-items: center; inline-size: 48px; block-size: 48px; border-radius: 12px; color: #fff; font-weight: 700; }
.countdown { margin: 0; margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.countdown[data-state="closed"] { color: var(--nl-color-danger, #b00020); }
.sale-state { flex-basis: 100%; margin: 0; padding: var(--nl-space-2, 8px) var(--nl-space-3, 12px); border-inline-start: 4px solid var(--nl-color-warning, #8a5a00); background: var(--nl-color-surface-muted, #fff8e6); }
.play-types { display: flex; flex-wrap: wrap; gap: 8px; }
.chip { border: 1px solid currentColor; border-radius: 999px; padding-block: 6px; padding-inline: 14px; background: transparent; color: inherit; cursor: pointer; font: inherit; }
.chip[aria-checked="true"] { background: var(--_nl-accent); color: var(--_nl-on-accent); border-color: transparent; }
.member, .multiple { display: inline-flex; gap: 8px; align-items: center; }
.pools { display: grid; gap: 12px; }
.pool { display: grid; gap: 6px; }
.pool-label { font-size: 0.85rem; font-weight: 700; color: var(--_nl-muted, inherit); }
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
.plan-lines { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
/* A line of my plan reads as a ticket row: balls first, then what it is and costs, then Delete. */
.plan-line {
  display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; padding-block: 10px; padding-inline: 12px;
  border: 1px dashed var(--_nl-border, rgba(127, 127, 127, 0.5)); border-radius: var(--_nl-radius-small, 8px); background: var(--_nl-surface, transparent);
}
.plan-numbers { display: inline-flex; flex-wrap: wrap; gap: 4px; align-items: center; font-variant-numeric: tabular-nums; }
.plan-ball {
  display: inline-grid; place-items: center; min-inline-size: 32px; block-size: 32px; padding-inline: 4px; border-radius: 999px;
  background: var(--_nl-accent); color: var(--_nl-on-accent); font-weight: 700; font-size: 0.9rem;
}
.plan-ball-extra { background: var(--_nl-primary); color: var(--_nl-on-primary); }
.plan-ball[data-tone="red"] { background: #d32f2f; color: #fff; }
.plan-ball[data-tone="green"] { background: #2e7d32; color: #fff; }
.plan-ball[data-tone="violet"] { background: #7b1fa2; color: #fff; }
.plan-plus { font-weight: 700; }
.plan-facts { display: inline-flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; color: var(--_nl-muted, inherit); font-size: 0.9rem; }
.plan-type { font-weight: 700; color: var(--_nl-text, inherit); }
.plan-price { font-weight: 700; color: var(--_nl-text, inherit); }
.plan-line > button { margin-inline-start: auto; }
.order { display: grid; gap: 10px; }
.draws { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
/* One control: − and + as 44 px buttons joined to the number, in the design's field look. */
.stepper { display: inline-flex; align-items: stretch; border: 1px solid var(--_nl-border, rgba(127, 127, 127, 0.5)); border-radius: var(--_nl-radius-small, 8px); overflow: hidden; background: var(--_nl-surface, transparent); }
.stepper-button {
  display: inline-grid; place-items: center; inline-size: 44px; min-block-size: 44px; border: 0; background: var(--_nl-surface-alt, rgba(127, 127, 127, 0.1));
  color: var(--_nl-primary, inherit); cursor: pointer;
}
.stepper-button svg { inline-size: 20px; block-size: 20px; stroke: currentColor; stroke-width: 2.5; stroke-linecap: round; fill: none; }
.stepper-button:hover:not(:disabled) { background: rgba(127, 127, 127, 0.2); }
.stepper-button:disabled { color: var(--_nl-muted, GrayText); cursor: not-allowed; opacity: 0.6; }
.stepper-button:focus-visible { outline: 3px solid var(--_nl-accent); outline-offset: -3px; }
.stepper input {
  inline-size: 3.5em; border: 0; border-inline: 1px solid var(--_nl-border, rgba(127, 127, 127, 0.5)); text-align: center; font: inherit; font-weight: 700;
  background: transparent; color: inherit; -moz-appearance: textfield; appearance: textfield;
}
.stepper input::-webkit-inner-spin-button, .stepper input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
.stepper input:focus-visible { outline: 3px solid var(--_nl-accent); outline-offset: -3px; }
.total { margin: 0; font-size: 1.2rem; }
.total-amount { font-weight: 700; }
.buy { justify-self: start; }
/* The purchase confirmation reads as a ticket: a perforated card of facts and lines. */
.purchase-ticket {
  display: grid; gap: 14px; max-inline-size: 560px; padding-block: 16px 20px; padding-inline: 16px;
  background: var(--_nl-surface, #fff); border-radius: var(--_nl-radius, 12px); border-block-start: 6px solid var(--_nl-accent);
  box-shadow: 0 1px 3px rgba(16, 24, 64, 0.12);
}
.purchase-ticket h1:focus, .play-head h1:focus { outline: none; }
.purchase-ticket h1:focus-visible, .play-head h1:focus-visible { outline: 3px solid var(--_nl-accent); outline-offset: 4px; }
.ticket-game { display: flex; align-items: center; gap: 10px; font-size: 1.1rem; }
.ticket-facts { display: grid; gap: 6px; margin: 0; padding-block: 12px; border-block: 2px dashed var(--_nl-border, rgba(127, 127, 127, 0.5)); }
.ticket-facts div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
.ticket-facts dt { color: var(--_nl-muted, inherit); }
.ticket-facts dd { margin: 0; font-weight: 600; }
.ticket-facts .nl-skeleton { inline-size: 10em; block-size: 1em; }
.ticket-countdown p { margin: 0; }
.ticket-countdown .countdown-time { font-weight: 700; font-variant-numeric: tabular-nums; }
.ticket-drawing:empty { display: none; }
.success-countdown { margin: 0; color: var(--_nl-muted, inherit); }
.ticket-lines { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.buy-error { display: flex; gap: 8px; align-items: center; }
.game-info { display: grid; gap: 12px; justify-items: start; }
.facts { display: grid; gap: 6px; margin: 0; }
.facts div { display: flex; gap: 8px; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; }
`;
