/** Styles of `<nl-footer>`; logical properties only. */
export const FOOTER_STYLES = /* css */ `
.nl-footer { background: var(--_nl-primary-deep); color: rgba(255, 255, 255, 0.86); border-block-start: 3px solid var(--_nl-accent); }
.footer-grid {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 2rem;
  max-inline-size: 1264px; margin-inline: auto; padding-block: 2.5rem 1.5rem; padding-inline: 1rem;
}
.footer-heading { margin-block: 0 0.75rem; font-size: 0.8rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--_nl-accent); }
.nl-footer ul { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.nl-footer a, .footer-link-button { color: inherit; text-decoration: none; }
.nl-footer a:hover, .footer-link-button:hover { color: var(--_nl-accent-soft); text-decoration: underline; }
.footer-link-button { padding: 0; border: 0; background: none; font: inherit; cursor: pointer; text-align: start; }
.social-list { display: flex !important; gap: 0.5rem !important; }
.social-link { display: inline-grid; place-items: center; inline-size: 40px; block-size: 40px; border-radius: 50%; background: rgba(255, 255, 255, 0.08); }
.social-link:hover { background: var(--_nl-accent); color: var(--_nl-on-accent) !important; }
.footer-legal {
  display: grid; gap: 0.5rem; max-inline-size: 1264px; margin-inline: auto;
  padding-block: 1rem 1.5rem; padding-inline: 1rem; border-block-start: 1px solid rgba(255, 255, 255, 0.12); font-size: 0.85rem;
}
.footer-legal p { margin: 0; }
.age-notice { display: flex; align-items: center; gap: 0.6rem; }
.age-badge {
  display: inline-grid; place-items: center; flex: none; inline-size: 2.4rem; block-size: 2.4rem; border-radius: 50%;
  border: 2px solid var(--_nl-accent); color: var(--_nl-accent); font-weight: 800;
}
.footer-meta { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; opacity: 0.75; }
/* Stays above a banner fixed to the bottom (the cookie notice sets --nl-bottom-inset). */
.back-to-top {
  position: fixed; inset-block-end: calc(1.5rem + var(--nl-bottom-inset, 0px)); inset-inline-end: 1.5rem; z-index: 50;
  display: inline-grid; place-items: center; inline-size: 48px; block-size: 48px; border: 0; border-radius: 50%;
  background: var(--_nl-accent); color: var(--_nl-on-accent); box-shadow: var(--_nl-shadow); cursor: pointer;
}
.back-to-top:hover { background: var(--_nl-accent-soft); }
/* At the end of the page the button rests over this room, not over the version line. */
.footer-legal { padding-block-end: calc(1.5rem + 48px + 0.5rem); }
/* A phone has no margin beside the content: once the page stops scrolling the button steps aside
   (it returns with the next scroll), unless it has the keyboard focus. */
@media (max-width: 600px) {
  .back-to-top { transition: opacity 0.2s, visibility 0.2s; }
  .back-to-top[data-idle="true"]:not(:focus) { opacity: 0; visibility: hidden; pointer-events: none; }
}
@media (prefers-reduced-motion: reduce) { .back-to-top { transition: none; } }
`;
