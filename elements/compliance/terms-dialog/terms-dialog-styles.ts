/** Styles of `<nl-terms-dialog>`; the article scrolls inside the dialog. Logical properties only. */
export const TERMS_STYLES = /* css */ `
.terms-intro { margin-block: 0 0.75rem; color: var(--_nl-muted); }
.terms-text {
  max-block-size: min(50vh, 420px); overflow: auto; padding: 0.75rem 1rem;
  border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); background: var(--_nl-surface-alt);
  overscroll-behavior: contain;
}
.terms-text p { margin-block: 0 0.75em; }
.terms-article-title { margin-block: 0 0.5em; font-size: 1em; color: var(--_nl-primary); }
`;
