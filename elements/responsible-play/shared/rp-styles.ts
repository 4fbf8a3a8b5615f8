import { PROFILE_STYLES } from '../../profile/shared/profile-styles';

/** Styles the responsible-play elements share; logical properties only (Arabic mirrors itself). */
export const RP_STYLES =
  PROFILE_STYLES +
  /* css */ `
.rp-tabs { display: flex; flex-wrap: wrap; gap: 0.4rem; border-block-end: 1px solid var(--_nl-border); padding-block-end: 0.4rem; }
.rp-tab { padding-block: 0.5rem; padding-inline: 0.9rem; border: 1px solid var(--_nl-border); border-radius: 999px; background: transparent; color: inherit; cursor: pointer; font: inherit; }
.rp-tab[aria-selected="true"] { background: var(--_nl-primary); color: var(--_nl-on-primary); border-color: var(--_nl-primary); }
.rp-options { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: 0.5rem; border: 0; margin: 0; padding: 0; }
.rp-options legend { font-weight: 600; margin-block-end: 0.4rem; padding: 0; }
.rp-option { display: flex; align-items: center; gap: 0.4rem; padding-block: 0.55rem; padding-inline: 0.7rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); cursor: pointer; }
.rp-option:has(input:checked) { border-color: var(--_nl-primary); box-shadow: inset 0 0 0 1px var(--_nl-primary); }
.rp-option:has(input:disabled) { opacity: 0.5; cursor: not-allowed; }
.rp-summary { display: grid; grid-template-columns: auto 1fr; gap: 0.35rem 1rem; margin: 0; }
.rp-summary dt { color: var(--_nl-muted); }
.rp-summary dd { margin: 0; font-weight: 600; }
.rp-amount { display: grid; gap: 0.3rem; }
.rp-amount input { padding-block: 0.55rem; padding-inline: 0.7rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); font: inherit; }
.rp-question { display: grid; gap: 0.4rem; padding-block: 0.6rem; border-block-end: 1px solid var(--_nl-border); border-inline: 0; border-block-start: 0; margin: 0; padding-inline: 0; }
.rp-question legend { font-weight: 600; padding: 0; }
.rp-yes-no { display: flex; gap: 1rem; }
.rp-dialog-body { display: grid; gap: 0.8rem; }
/* An empty live region stays in the tree (so what it says later is announced) but takes no row. */
.rp-dialog-body > [role="status"]:empty { position: absolute; margin: 0; }
.rp-session { display: flex; flex-wrap: wrap; gap: 0.5rem 1.2rem; align-items: center; padding-block: 0.4rem; padding-inline: 0.8rem; border-radius: var(--_nl-radius-small); background: var(--_nl-surface-alt); font-size: 0.9rem; }
.rp-session select { font: inherit; }
/* The Play Responsibly tabs' cards space their lines with the card's gap, not the browser's paragraph margins. */
.play-responsibly > [role="tabpanel"] > .nl-card > :is(p, ul) { margin: 0; }
.rp-contact { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
.rp-positive { color: var(--_nl-success); }
.rp-negative { color: var(--_nl-danger); }
`;
