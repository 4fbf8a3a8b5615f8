/**
 * Styles the profile and settings elements share: page frame, cards, headings, notices and the
 * guest prompt. Logical properties only, so Arabic mirrors itself; colours come from the theme
 * tokens of base-styles (`--_nl-*`). Laid out for a 390 px wide phone first.
 */
export const PROFILE_STYLES = /* css */ `
.nl-page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; inline-size: 100%; max-inline-size: 720px; margin-inline: auto; padding-block: 1rem; padding-inline: 1rem; container-type: inline-size; }
.nl-page-title { margin: 0; font-size: 1.35rem; line-height: 1.25; color: var(--_nl-primary); }
.nl-page-lead { margin: 0; color: var(--_nl-muted); }
.nl-card {
  display: grid; gap: 0.85rem; padding-block: 1rem; padding-inline: 1rem;
  border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius);
  background: var(--_nl-surface); color: var(--_nl-text);
}
.nl-card-title { margin: 0; font-size: 1.05rem; color: var(--_nl-primary); }
.nl-actions { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; }
.nl-actions > .nl-button { flex: 1 1 auto; }
.nl-notice {
  margin: 0; padding-block: 0.75rem; padding-inline: 0.9rem; border-radius: var(--_nl-radius-small);
  border-inline-start: 4px solid var(--_nl-accent); background: var(--_nl-surface-alt);
}
.nl-notice-success { border-inline-start-color: var(--_nl-success); }
.nl-notice-danger { border-inline-start-color: var(--_nl-danger); }
.nl-error-text { margin: 0; color: var(--_nl-danger); }
.nl-success-text { margin: 0; color: var(--_nl-success); font-weight: 600; }
.nl-button[disabled], .nl-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.nl-button.nl-button-danger, .nl-button.nl-button-danger:hover { background: var(--_nl-danger); color: #ffffff; }
.nl-button.nl-button-danger:hover { filter: brightness(1.1); }
.guest-prompt { justify-items: start; }
.guest-text { margin: 0; }
@media (max-width: 420px) {
  .nl-page { padding-inline: 0.75rem; }
  .nl-actions > .nl-button { inline-size: 100%; }
}
`;
