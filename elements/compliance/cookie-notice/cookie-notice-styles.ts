/** Styles of `<nl-cookie-notice>`: a banner fixed to the bottom edge; logical properties only. */
export const COOKIE_NOTICE_STYLES = /* css */ `
.cookie-notice {
  position: fixed; inset-inline: 0; inset-block-end: 0; z-index: 90;
  display: flex; align-items: center; justify-content: center; gap: 0.75rem 1.25rem; flex-wrap: wrap;
  padding-block: 0.9rem; padding-inline: 1rem; padding-block-end: max(0.9rem, env(safe-area-inset-bottom));
  background: var(--_nl-primary-deep); color: var(--_nl-on-primary); box-shadow: var(--_nl-shadow);
  border-block-start: 3px solid var(--_nl-accent);
}
.cookie-text { margin: 0; flex: 1 1 18rem; max-inline-size: 760px; font-size: 0.92em; }
.cookie-link { color: var(--_nl-accent-soft); font-weight: 600; }
@media (max-width: 480px) { .cookie-notice .nl-button { inline-size: 100%; } }
`;
