import { Store } from '../../../sdk/stores/store';
import { resolveLocation, type Visitor } from './resolve-location';
import type { RouteDefinition } from './route-table';

export interface CurrentRoute {
  route: RouteDefinition;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Path and query as shown in the address bar. */
  href: string;
}

/** Redirect chains longer than this are a table mistake, not a navigation. */
const MAX_REDIRECTS = 5;

/**
 * History-mode router over the route table: resolves redirects with `replaceState`, publishes the
 * current route as a store, and scrolls to top on navigation unless the route keeps its scroll.
 */
export class HistoryRouter extends Store<CurrentRoute> {
  readonly #window: Window;
  readonly #visitor: () => Visitor;

  /** `visitor` is read at each navigation, so guards see the session as it is then. */
  constructor(win: Window, visitor: () => Visitor) {
    super(HistoryRouter.resolve(win.location.pathname + win.location.search, visitor(), (to) => win.history.replaceState(null, '', to)));
    this.#window = win;
    this.#visitor = visitor;
    win.addEventListener('popstate', () => this.#load(win.location.pathname + win.location.search, true));
  }

  /** Re-applies the guards to the current page (after login or logout). */
  recheck(): void {
    this.#load(this.getSnapshot().href, true);
  }

  /** Go to a path (with optional query); `replace` keeps the history length. */
  navigate(to: string, options: { replace?: boolean } = {}): void {
    const current = this.getSnapshot().href;
    if (to === current) return;
    if (options.replace) this.#window.history.replaceState(null, '', to);
    else this.#window.history.pushState(null, '', to);
    this.#load(to, false);
  }

  #load(href: string, fromHistory: boolean): void {
    const next = HistoryRouter.resolve(href, this.#visitor(), (to) => this.#window.history.replaceState(null, '', to));
    this.set(next);
    if (!fromHistory && !next.route.keepScroll) this.#window.scrollTo?.(0, 0);
  }

  static resolve(href: string, visitor: Visitor, replace: (to: string) => void): CurrentRoute {
    let target = href;
    for (let i = 0; i <= MAX_REDIRECTS; i++) {
      const resolution = resolveLocation(target, visitor);
      if (resolution.kind === 'route') {
        return { route: resolution.route, params: resolution.params, query: resolution.query, href: target };
      }
      target = resolution.to;
      replace(target);
    }
    throw new Error(`Redirect loop in the route table starting at ${href}`);
  }
}
