/**
 * The content elements' events, added to the one event map (elements/base/emit.ts) by module
 * augmentation, as the compliance elements add theirs.
 */
declare module '../base/emit' {
  interface NlEventMap {
    /**
     * `<nl-article>` shows one article: its title, meta description and keywords, so the host can
     * set the page's title and meta (SPEC §2: articles by their key). Informational.
     */
    'nl-article-load': { key: string; title: string; description: string; keywords: string };
  }
}

export {};
