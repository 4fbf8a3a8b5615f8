import { gameByKey } from '../../../sdk';
import type { Translate } from '../../../sdk/i18n';
import type { RouteDefinition } from './route-table';

/**
 * A route's title in the current language; `{{game}}` is the game named by the path
 * (`/lottery/pick3/results`) or by the route itself (`/pick3-information`).
 *
 * @example routeTitle(client.t, route, { name: 'pick3' }) // 'Pick 3 results'
 */
export function routeTitle(t: Translate, route: RouteDefinition, params: Record<string, string>): string {
  const game = gameByKey(params.name ?? route.game ?? '');
  return t(route.titleKey, { game: game ? t(`games.${game.key}.name`) : '' });
}
