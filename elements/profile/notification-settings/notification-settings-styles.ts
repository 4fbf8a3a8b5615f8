/** Styles of `<nl-notification-settings>`; logical properties only (the thumb slides to the inline end). */
export const NOTIFICATION_SETTINGS_STYLES = /* css */ `
.switch-group { display: grid; gap: 0; }
.switch-row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-block-size: 52px; padding-block: 0.5rem; border-block-end: 1px solid var(--_nl-border); }
.switch-row:last-child { border-block-end: 0; }
.switch-text { display: grid; gap: 0.15rem; }
.switch-label { font-weight: 600; }
.switch-hint { color: var(--_nl-muted); font-size: 0.85rem; }
.switch {
  position: relative; flex: none; inline-size: 52px; block-size: 30px; padding: 0; border-radius: 999px; cursor: pointer;
  border: 2px solid var(--_nl-muted); background: var(--_nl-surface-alt);
  transition: background-color 120ms ease, border-color 120ms ease;
}
.switch-thumb {
  position: absolute; inset-block-start: 2px; inset-inline-start: 2px; inline-size: 22px; block-size: 22px; border-radius: 50%;
  background: var(--_nl-muted); transition: inset-inline-start 120ms ease, background-color 120ms ease;
}
.switch[aria-checked="true"] { background: var(--_nl-primary); border-color: var(--_nl-primary); }
.switch[aria-checked="true"] .switch-thumb { inset-inline-start: 24px; background: var(--_nl-on-primary); }
.switch-row[aria-busy="true"] .switch { opacity: 0.7; }
.save-status { min-block-size: 1.4em; margin: 0; color: var(--_nl-muted); }
@media (prefers-reduced-motion: reduce) { .switch, .switch-thumb { transition: none; } }
`;
