/**
 * Styles every element shares. Theme tokens are public `--nl-*` custom properties read with a
 * fallback into private `--_nl-*` aliases on :host, so a page can set a token on the element or
 * on any ancestor (`:root { --nl-color-accent: ... }`). The same block on `.nl-root` serves components rendered
 * without a shadow root (NlProvider). Only logical properties (inline/block)
 * are used, so the layout mirrors itself in Arabic.
 *
 * The defaults meet WCAG 2.1 AA: text colours reach 4.5:1 on the surfaces and on their own 14%
 * tints (the status tags), and the focus ring is two-tone, a dark inner ring inside the light
 * outline, so it reaches 3:1 on the dark header as on the light pages.
 */
export const BASE_STYLES = /* css */ `
:host, .nl-root {
  --_nl-primary: var(--nl-color-primary, #0b1d4d);
  --_nl-primary-deep: var(--nl-color-primary-deep, #06122f);
  --_nl-on-primary: var(--nl-color-on-primary, #ffffff);
  --_nl-accent: var(--nl-color-accent, #d4a72c);
  --_nl-accent-soft: var(--nl-color-accent-soft, #f3dd96);
  --_nl-on-accent: var(--nl-color-on-accent, #1c1400);
  --_nl-surface: var(--nl-color-surface, #ffffff);
  --_nl-surface-alt: var(--nl-color-surface-alt, #f3f5fb);
  --_nl-text: var(--nl-color-text, #14183a);
  --_nl-muted: var(--nl-color-muted, #5b6488);
  --_nl-border: var(--nl-color-border, #dfe3ef);
  --_nl-danger: var(--nl-color-danger, #b8202f);
  --_nl-success: var(--nl-color-success, #147040);
  --_nl-violet: var(--nl-color-violet, #7b3fe4);
  --_nl-radius: var(--nl-radius, 12px);
  --_nl-radius-small: var(--nl-radius-small, 8px);
  /* The design's select chevron, one copy for .nl-compact-select and the form's .nl-select. */
  --_nl-chevron: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23666' stroke-width='2.5' stroke-linecap='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E");
  --_nl-shadow: var(--nl-shadow, 0 8px 28px rgba(6, 18, 47, 0.18));
  --_nl-font: var(--nl-font-family, "Inter", "Segoe UI", "Noto Sans Arabic", "Tahoma", system-ui, sans-serif);
  --_nl-focus: var(--nl-color-focus, #ffcf4d);
  --_nl-focus-inner: var(--nl-color-focus-inner, #06122f);
  display: block;
  font-family: var(--_nl-font);
  color: var(--_nl-text);
}
:host([hidden]) { display: none; }
.nl-root, .nl-root *, .nl-root *::before, .nl-root *::after { box-sizing: border-box; }
.nl-root { font-size: 15px; line-height: 1.4; }
.nl-root :focus-visible { outline: 3px solid var(--_nl-focus); outline-offset: 2px; box-shadow: 0 0 0 2px var(--_nl-focus-inner); }
.nl-ltr { unicode-bidi: isolate; }
[dir="rtl"] .nl-mirror { transform: scaleX(-1); }
/* Absolute: a scroller holding one needs position: relative, or the label escapes its clip and
   widens the page (in Arabic, a blank strip to the left). */
.nl-visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.nl-icon { flex: none; }

.nl-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.4em;
  min-block-size: 40px; padding-block: 0.45em; padding-inline: 1.1em;
  border: 1px solid transparent; border-radius: 999px; cursor: pointer;
  font: inherit; font-weight: 600; text-decoration: none; white-space: nowrap;
  transition: background-color 120ms ease, color 120ms ease, border-color 120ms ease;
}
.nl-button-primary { background: var(--_nl-accent); color: var(--_nl-on-accent); }
.nl-button-primary:hover { background: var(--_nl-accent-soft); }
.nl-button-secondary { background: transparent; color: inherit; border-color: currentColor; }
.nl-button-secondary:hover { background: rgba(127, 127, 127, 0.12); }
.nl-button-ghost { background: transparent; color: inherit; }
.nl-button-ghost:hover { background: rgba(255, 255, 255, 0.1); }
/* A text link, or a button that reads as one (11 elements use it): the design's colour, never the browser's blue. */
.nl-link {
  background: none; border: 0; padding: 0; font: inherit; font-weight: 600; cursor: pointer;
  color: var(--_nl-primary); text-decoration: underline; text-underline-offset: 2px;
}
.nl-link:hover { color: var(--_nl-primary-deep); text-decoration-thickness: 2px; }
/* A select beside filter buttons (order list, trend, play page): the design's field look at the
   buttons' height, not the browser's black frame. Form fields use .nl-input (forms/form-styles.ts). */
.nl-compact-select {
  min-block-size: 36px; padding-inline: 0.6rem 2rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
  color: var(--_nl-text); font: inherit; cursor: pointer;
  /* The design's chevron instead of the browser's own control; it sits at the inline end, mirrored in Arabic. */
  appearance: none; -webkit-appearance: none;
  background: var(--_nl-surface) var(--_nl-chevron) no-repeat right 0.5rem center / 1rem;
}
[dir="rtl"] .nl-compact-select { background-position: left 0.5rem center; }
.nl-compact-select:focus-visible { border-color: var(--_nl-primary); }
/* A row of buttons (23 elements use it): wraps, with room between them. An element's own rule wins. */
.nl-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.nl-icon-button {
  display: inline-grid; place-items: center; position: relative;
  inline-size: 40px; block-size: 40px; border-radius: 50%; border: 0;
  background: transparent; color: inherit; cursor: pointer;
}
.nl-icon-button:hover { background: rgba(127, 127, 127, 0.16); }

.nl-state { display: flex; align-items: center; justify-content: center; gap: 0.75em; flex-wrap: wrap; padding: 1.25em; color: var(--_nl-muted); text-align: center; }
.nl-state-compact { padding: 0.25em; }
.nl-state-error { color: var(--_nl-danger); }

.nl-skeleton-group { display: flex; gap: 0.75em; flex-wrap: wrap; }
.nl-skeleton {
  display: block; border-radius: var(--_nl-radius-small);
  background: linear-gradient(90deg, rgba(127,127,127,0.16) 25%, rgba(127,127,127,0.3) 50%, rgba(127,127,127,0.16) 75%);
  background-size: 200% 100%; animation: nl-shimmer 1.4s ease-in-out infinite;
}
.nl-skeleton-pill { inline-size: 84px; block-size: 18px; border-radius: 999px; }
.nl-skeleton-card { inline-size: 220px; block-size: 180px; }
.nl-skeleton-row { inline-size: 100%; block-size: 96px; }
@keyframes nl-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .nl-skeleton { animation: none; } }

.nl-dropdown { position: relative; display: inline-block; }
.nl-dropdown-panel {
  position: absolute; inset-block-start: calc(100% + 6px); inset-inline-start: 0; z-index: 20;
  min-inline-size: 220px; max-block-size: 70vh; overflow: auto;
  padding: 0.5em; border-radius: var(--_nl-radius); box-shadow: var(--_nl-shadow);
  background: var(--_nl-surface); color: var(--_nl-text);
}
.nl-dropdown-end > .nl-dropdown-panel { inset-inline-start: auto; inset-inline-end: 0; }
.nl-menu-item {
  display: flex; align-items: center; gap: 0.6em; inline-size: 100%;
  padding-block: 0.55em; padding-inline: 0.75em; border: 0; border-radius: var(--_nl-radius-small);
  background: transparent; color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer;
}
.nl-menu-item:hover, .nl-menu-item:focus-visible { background: var(--_nl-surface-alt); }
.nl-menu-heading { margin: 0; padding-block: 0.6em 0.25em; padding-inline: 0.75em; font-size: 0.75em; letter-spacing: 0.06em; text-transform: uppercase; color: var(--_nl-muted); }

.nl-dialog-backdrop { position: fixed; inset: 0; z-index: 100; display: flex; background: rgba(6, 18, 47, 0.6); }
.nl-dialog-center { align-items: center; justify-content: center; padding: 1em; }
.nl-dialog {
  display: flex; flex-direction: column; max-block-size: 100%; overflow: auto;
  background: var(--_nl-surface); color: var(--_nl-text); box-shadow: var(--_nl-shadow);
}
.nl-dialog-center .nl-dialog { inline-size: min(560px, 100%); border-radius: var(--_nl-radius); }
.nl-dialog-side .nl-dialog { inline-size: min(340px, 88vw); block-size: 100%; margin-inline-end: auto; }
.nl-dialog-head { display: flex; align-items: center; justify-content: space-between; gap: 1em; padding-block: 0.75em; padding-inline: 1em; border-block-end: 1px solid var(--_nl-border); }
.nl-dialog-title { margin: 0; font-size: 1.1em; }
.nl-dialog-body { padding: 1em; }
.nl-confirm-body { margin-block: 0 1rem; }
`;
