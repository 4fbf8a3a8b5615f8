/**
 * Styles of `<nl-game-grid>`: one template per card count; in a narrow container two columns, or
 * one scrolling row per home section. Container queries follow the element's own width, so a
 * grid in a narrow column reflows even on a wide screen.
 */
export const GAME_GRID_STYLES = /* css */ `
.nl-game-grid { display: grid; gap: 2rem; }
.grid-section { container-type: inline-size; }
.section-head { display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin-block-end: 0.9rem; }
.section-title { margin: 0; font-size: 1.35rem; color: var(--_nl-primary); }
.section-title:focus { outline: none; }
.section-title:focus-visible { outline: 3px solid var(--_nl-focus); outline-offset: 2px; }
/* Scrolled to (scroll-section), a section clears a sticky header. */
.grid-section { scroll-margin-block-start: 5rem; }
.section-title::after { content: ""; display: block; inline-size: 2.5rem; block-size: 3px; margin-block-start: 0.3rem; border-radius: 2px; background: var(--_nl-accent); }
.section-toggle { min-block-size: 34px; color: var(--_nl-primary); }
.card-grid { display: grid; gap: 1rem; margin: 0; padding: 0; list-style: none; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.card-grid > li { min-inline-size: 0; }
.layout-1 { grid-template-columns: minmax(0, 640px); justify-content: center; }
.layout-1 .card-media { aspect-ratio: 16 / 9; }
.layout-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.layout-2 .card-media { aspect-ratio: 16 / 9; }
.layout-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.layout-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.layout-5 { grid-template-columns: repeat(6, minmax(0, 1fr)); }
.layout-5 > li { grid-column: span 2; }
.layout-5 > li:nth-child(-n + 2) { grid-column: span 3; }
.layout-5 > li:nth-child(-n + 2) .card-media { aspect-ratio: 16 / 9; }
.layout-6 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.layout-7 { grid-template-columns: repeat(12, minmax(0, 1fr)); }
.layout-7 > li { grid-column: span 3; }
.layout-7 > li:nth-child(-n + 3) { grid-column: span 4; }
@container (max-width: 700px) {
  .card-grid:not(.layout-1) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .card-grid > li { grid-column: auto !important; }
  .layout-5 > li:first-child, .layout-7 > li:first-child { grid-column: 1 / -1 !important; }
}
@container (max-width: 300px) {
  .card-grid { grid-template-columns: minmax(0, 1fr) !important; }
}
/*
 * Home sections on a phone: one row that scrolls sideways and snaps to each card, the next card
 * peeking in. The row follows the writing direction, so in Arabic it starts on the right.
 */
@container (max-width: 700px) {
  .card-grid.card-row {
    grid-auto-flow: column; grid-template-columns: none !important; grid-auto-columns: min(72%, 280px); gap: 0.75rem;
    overflow-x: auto; overscroll-behavior-inline: contain; scroll-snap-type: inline mandatory;
    padding-block: 0.25rem 0.75rem; scrollbar-width: thin;
  }
  .card-grid.card-row > li, .card-grid.card-row > li:first-child { grid-column: auto !important; scroll-snap-align: start; }
  .card-row .card-media, .card-row > li:nth-child(-n + 3) .card-media { aspect-ratio: 16 / 10; }
  .card-row .card-body { padding-block: 0.5rem; }
}
`;
