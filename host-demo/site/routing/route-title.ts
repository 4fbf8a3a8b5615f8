import { gameByKey } from '../../../sdk';
import type { Translate } from '../../../sdk/i18n';
import type { RouteDefinition } from './route-table';

/** The game a route's texts name: by the path (`/lottery/pick3/results`) or by the route itself (`/pick3-information`). */
function gameName(t: Translate, route: RouteDefinition, params: Record<string, string>): string {
  const game = gameByKey(params.name ?? route.game ?? '');
  return game ? t(`games.${game.key}.name`) : '';
}

/**
 * A route's title in the current language; `{{game}}` is the game named by the path
 * (`/lottery/pick3/results`) or by the route itself (`/pick3-information`).
 *
 * @example routeTitle(client.t, route, { name: 'pick3' }) // 'Pick 3 results'
 */
export function routeTitle(t: Translate, route: RouteDefinition, params: Record<string, string>): string {
  return t(route.titleKey, { game: gameName(t, route, params) });
}

/** A page's title, meta description and meta keywords (SPEC §2: per route), in the current language. */
export interface RouteMeta {
  title: string;
  description: string;
  keywords: string;
}

/**
 * The route's title, description and keywords in the current language, `{{game}}` filled in as
 * for {@link routeTitle}.
 *
 * @example routeMeta(client.t, route, { name: 'pick4' }).description // 'The latest Pick 4 draw results: …'
 */
export function routeMeta(t: Translate, route: RouteDefinition, params: Record<string, string>): RouteMeta {
  const game = gameName(t, route, params);
  return { title: t(route.titleKey, { game }), description: t(route.descriptionKey, { game }), keywords: t(route.keywordsKey, { game }) };
}
