import { GAME_INFO_STYLES } from './game-info-dialog';

/** Styles of a game card and its game info dialog, used by `<nl-game-card>` and `<nl-game-grid>`. */
export const GAME_CARD_STYLES = GAME_INFO_STYLES + /* css */ `
.nl-card {
  position: relative; display: flex; flex-direction: column; inline-size: 100%; block-size: 100%;
  padding: 0; border: 0; border-radius: var(--_nl-radius); overflow: hidden; cursor: pointer;
  background: var(--_nl-surface); color: var(--_nl-text); font: inherit; text-align: start;
  box-shadow: 0 2px 10px rgba(6, 18, 47, 0.12); transition: transform 150ms ease, box-shadow 150ms ease;
}
.nl-card:hover { transform: translateY(-2px); box-shadow: var(--_nl-shadow); }
@media (prefers-reduced-motion: reduce) { .nl-card, .nl-card:hover { transition: none; transform: none; } }
.card-media { position: relative; display: block; aspect-ratio: 4 / 3; background: var(--_nl-primary); }
.card-media img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
.card-tag {
  position: absolute; inset-block-start: 0.6rem; inset-inline-start: 0.6rem; padding-block: 0.15em; padding-inline: 0.7em;
  border-radius: 999px; font-size: 0.75rem; font-weight: 800; letter-spacing: 0.04em; text-transform: uppercase; color: #fff;
}
.card-tag-hot { background: var(--_nl-danger); }
.card-tag-new { background: var(--_nl-success); }
.card-banner {
  position: absolute; inset-inline: 0; inset-block-end: 0; padding-block: 0.35em; padding-inline: 0.75em;
  background: linear-gradient(90deg, var(--_nl-accent), var(--_nl-accent-soft)); color: var(--_nl-on-accent); font-weight: 800;
}
.card-body {
  display: flex; flex-direction: column; gap: 0.2rem; flex: 1; padding-block: 0.7rem; padding-inline: 0.85rem;
  background: var(--nl-card-title-bg, var(--_nl-surface)); color: var(--nl-card-title-fg, var(--_nl-text));
}
.card-name { font-size: 1.05rem; font-weight: 800; }
.card-price { font-size: 0.9rem; }
`;
