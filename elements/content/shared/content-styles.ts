/** Styles shared by the content elements (article, news, FAQ, app download); logical properties only. */
export const CONTENT_STYLES = /* css */ `
.content-page { display: grid; gap: 1rem; inline-size: 100%; max-inline-size: 52rem; margin-inline: auto; padding-block: 1rem; box-sizing: border-box; }
.content-title { margin: 0; font-size: 1.6rem; line-height: 1.25; color: var(--_nl-primary); }
.content-lead { margin: 0; color: var(--_nl-muted); }
.content-card {
  padding: 1rem 1.25rem; border-radius: var(--_nl-radius); background: var(--_nl-surface);
  border: 1px solid var(--_nl-border); min-inline-size: 0;
}
.article-body { line-height: 1.6; overflow-wrap: anywhere; }
.article-body > :first-child { margin-block-start: 0; }
.article-body > :last-child { margin-block-end: 0; }
.article-body h2 { font-size: 1.2rem; color: var(--_nl-primary); margin-block: 1.25rem 0.5rem; }
.article-body h3 { font-size: 1.05rem; color: var(--_nl-primary); margin-block: 1rem 0.4rem; }
.article-body ul, .article-body ol { padding-inline-start: 1.4rem; }
.article-body li + li { margin-block-start: 0.35rem; }
.article-body img { max-inline-size: 100%; block-size: auto; border-radius: var(--_nl-radius); }
.article-body figure { margin: 0 0 1rem; }
.article-body figcaption { color: var(--_nl-muted); font-size: 0.9rem; margin-block-start: 0.4rem; }
.article-table { overflow-x: auto; position: relative; margin-block: 0.75rem; }
.article-table:focus-visible { outline: 2px solid var(--_nl-primary); outline-offset: 2px; }
.article-body table { border-collapse: collapse; min-inline-size: 100%; font-size: 0.95rem; }
.article-body caption { text-align: start; font-weight: 600; padding-block-end: 0.4rem; }
.article-body th, .article-body td { border: 1px solid var(--_nl-border); padding: 0.45rem 0.6rem; text-align: start; vertical-align: top; }
.article-body th { background: var(--_nl-bg, #f4f5fb); }
.content-toc { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.content-toc a { display: inline-block; padding: 0.35rem 0.8rem; border-radius: 999px; border: 1px solid var(--_nl-border); background: var(--_nl-surface); }
.content-section { scroll-margin-block-start: 5rem; }
.content-section-title { margin: 0 0 0.6rem; font-size: 1.25rem; color: var(--_nl-primary); }
.news-list { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.news-date { display: block; color: var(--_nl-muted); font-size: 0.85rem; margin-block-end: 0.25rem; }
.news-title { margin: 0 0 0.4rem; font-size: 1.15rem; }
.news-pager { display: flex; align-items: center; justify-content: center; gap: 0.75rem; flex-wrap: wrap; }
.faq-group { display: grid; gap: 0.5rem; }
.faq-group-title { margin: 0; font-size: 1.2rem; color: var(--_nl-primary); }
.faq-item { border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius); background: var(--_nl-surface); }
.faq-item summary { cursor: pointer; padding: 0.75rem 1rem; font-weight: 600; list-style-position: inside; }
.faq-item summary:focus-visible { outline: 2px solid var(--_nl-primary); outline-offset: 2px; }
.faq-item .article-body { padding: 0 1rem 0.9rem; }
.download-game { display: flex; align-items: center; gap: 1rem; flex-wrap: wrap; }
.download-game img { inline-size: 64px; block-size: 64px; border-radius: 14px; }
.download-stores { display: flex; gap: 0.75rem; flex-wrap: wrap; }
@media (max-width: 480px) {
  .content-page { padding-block: 0.75rem; }
  .content-title { font-size: 1.35rem; }
  .content-card { padding: 0.85rem; }
}
`;
