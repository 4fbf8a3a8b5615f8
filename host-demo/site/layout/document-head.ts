import { useEffect } from 'react';
import { directionOf, type Language, type NlClient } from '../../../sdk';
import type { RouteDefinition } from '../routing/route-table';
import { routeMeta } from '../routing/route-title';
import { useTranslation } from '../pages/use-translation';
import '../../../elements/content/content-events';

/** `<html lang dir>` follow the player's language, so the whole page mirrors in Arabic. */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
}

/** The page's `<meta name=…>`, made when the page has none. */
function metaNamed(name: 'description' | 'keywords'): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  return meta;
}

/**
 * Title, meta description and keywords per route (SPEC §2), in the current language. A page that
 * shows one article (`<nl-article>`, SPEC §2: articles by their key) replaces them with the
 * article's own when it has loaded (`nl-article-load`), until the route or language changes.
 */
export function useDocumentMeta(client: NlClient, route: RouteDefinition, params: Record<string, string>, language: Language): void {
  const t = useTranslation(client);
  useEffect(() => {
    const brand = t('common.brand');
    const meta = routeMeta(t, route, params);
    document.title = `${meta.title} | ${brand}`;
    metaNamed('description').content = meta.description;
    metaNamed('keywords').content = meta.keywords;
    const onArticle = (event: Event) => {
      const { title, description, keywords } = (event as CustomEvent<{ title: string; description: string; keywords: string }>).detail;
      if (title) document.title = `${title} | ${brand}`;
      if (description) metaNamed('description').content = description;
      if (keywords) metaNamed('keywords').content = keywords;
    };
    document.addEventListener('nl-article-load', onArticle);
    return () => document.removeEventListener('nl-article-load', onArticle);
  }, [t, route, params, language]);
}
