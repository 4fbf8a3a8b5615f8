import { GAMES, gameByType } from '../../../sdk/games/catalogue';

/**
 * Every route of the reference site as data (SPEC §2): path, page, title, layout rules and access.
 * The router, the guards, the page titles and the tests all read this one table.
 * Routes are added here as the pages are built; paths not in the table go home (SPEC §2 Redirects).
 */
export interface RouteDefinition {
  /** Named route of SPEC §2. */
  name: string;
  path: string;
  /** Page module, loaded on demand so each page pulls in only its elements. */
  page: 'home' | 'results';
  /** Translation key of the page title (document.title). */
  titleKey: string;
  /** Translation key of the meta description. */
  descriptionKey: string;
  requiresLogin: boolean;
  hideHeader?: boolean;
  hideFooter?: boolean;
  /** Keep the scroll position on navigation (SPEC §2: only the orders page does). */
  keepScroll?: boolean;
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/', page: 'home', titleKey: 'site.titles.home', descriptionKey: 'site.descriptions.home', requiresLogin: false },
  { name: 'draws', path: '/lottery/results', page: 'results', titleKey: 'site.titles.draws', descriptionKey: 'site.descriptions.draws', requiresLogin: false },
  { name: 'result', path: '/lottery/:name/results', page: 'results', titleKey: 'site.titles.result', descriptionKey: 'site.descriptions.draws', requiresLogin: false },
];

/** A redirect: from a path pattern to a target computed from its params and query. */
export interface RedirectDefinition {
  from: string;
  to: (params: Record<string, string>, query: URLSearchParams) => string;
}

/** SPEC §2 Redirects. */
export const REDIRECTS: readonly RedirectDefinition[] = [
  { from: '/home', to: () => '/' },
  { from: '/lottery/draw/list', to: () => '/lottery/results' },
  {
    from: '/lottery/result',
    to: (_p, query) => {
      const game = gameByType(Number(query.get('lotteryType')));
      return game ? `/lottery/${game.key}/results` : '/lottery/results';
    },
  },
  { from: '/withdraw', to: () => '/account/withdraw' },
  { from: '/recharge', to: () => '/account/deposit' },
  { from: '/notification/list', to: () => '/account/notification/list' },
];

/** Game keys a results page accepts; anything else is an unknown path. */
export const RESULT_GAME_KEYS: ReadonlySet<string> = new Set(GAMES.map((g) => g.key));
