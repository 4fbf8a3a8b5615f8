/** Styles of `<nl-kyc-frame>`: the provider page fills the element; logical properties only. */
export const FRAME_STYLES = /* css */ `
:host { block-size: 100%; }
.nl-root { block-size: 100%; }
.kyc-frame { display: flex; flex-direction: column; block-size: 100%; min-block-size: 100dvh; background: var(--_nl-surface-alt); }
/* The one way out of the full-screen page: a slim bar (the site's header is hidden here). */
.kyc-topbar {
  display: flex; align-items: center; gap: 0.5rem; flex: none; block-size: 48px; padding-inline: 0.5rem;
  background: var(--_nl-primary); color: var(--_nl-on-primary);
}
.kyc-back { min-block-size: 40px; padding-inline: 0.5rem 0.9rem; }
.kyc-back .nl-chevron { transform: scaleX(-1); }
[dir="rtl"] .kyc-back .nl-chevron { transform: none; }
.kyc-topbar-title { margin: 0; font-size: 1rem; font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kyc-panel {
  display: grid; gap: 0.75rem; align-content: start; inline-size: min(560px, 100%);
  margin-inline: auto; margin-block: 2rem; padding: 1.25rem; border-radius: var(--_nl-radius);
  background: var(--_nl-surface); box-shadow: var(--_nl-shadow);
}
.kyc-panel p { margin: 0; }
.kyc-panel-title { margin: 0; font-size: 1.25em; color: var(--_nl-primary); }
.kyc-panel.nl-state-error .kyc-panel-title { color: var(--_nl-danger); }
.kyc-panel-actions { justify-content: flex-start; }
.kyc-loading-text { color: var(--_nl-muted); }
.kyc-frame-box { position: relative; flex: 1; display: flex; min-block-size: calc(100dvh - 48px); }
.kyc-iframe { flex: 1; inline-size: 100%; block-size: auto; min-block-size: calc(100dvh - 48px); border: 0; background: var(--_nl-surface); }
.kyc-frame-loading {
  position: absolute; inset: 0; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.75rem; padding: 1rem; text-align: center;
  background: var(--_nl-surface); color: var(--_nl-muted);
}
.kyc-spinner {
  inline-size: 28px; block-size: 28px; border-radius: 50%;
  border: 3px solid var(--_nl-border); border-block-start-color: var(--_nl-accent);
  animation: kyc-spin 0.9s linear infinite;
}
@keyframes kyc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kyc-spinner { animation: none; } }
@media (max-width: 480px) { .kyc-panel { margin-block: 0; border-radius: 0; box-shadow: none; min-block-size: calc(100dvh - 48px); } }
`;
