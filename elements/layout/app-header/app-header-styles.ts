/**
 * Styles of `<nl-app-header>`: one bar across the webview, logical properties only, so the back
 * arrow sits at the start (the right in Arabic) and the balance at the end.
 */
export const APP_HEADER_STYLES = /* css */ `
:host { display: block; position: sticky; inset-block-start: 0; z-index: 20; }
.app-header {
  display: flex; align-items: center; gap: 0.5rem; min-block-size: 52px; padding-inline: 0.5rem;
  background: linear-gradient(180deg, var(--_nl-primary) 0%, var(--_nl-primary-deep) 100%); color: var(--_nl-on-primary);
}
.app-back { flex: none; color: inherit; }
.app-back .back-icon { display: inline-flex; transform: rotate(180deg); }
.app-title { flex: 1 1 auto; min-inline-size: 0; margin: 0; font-size: 1rem; font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.app-balance { flex: none; }
`;
