import { useEffect } from 'react';
import { directionOf, type Language, type NlClient } from '../../../sdk';
import type { RouteDefinition } from '../routing/route-table';
import { routeTitle } from '../routing/route-title';
import { useTranslation } from '../pages/use-translation';

/** `<html lang dir>` follow the player's language, so the whole page mirrors in Arabic. */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
}

/** Title and meta description per route (SPEC §2), in the current language. */
export function useDocumentMeta(client: NlClient, route: RouteDefinition, params: Record<string, string>, language: Language): void {
  const t = useTranslation(client);
  useEffect(() => {
    const title = routeTitle(t, route, params);
    document.title = `${title} | ${t('common.brand')}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = t(route.descriptionKey);
  }, [t, route, params, language]);
}
