import type { NlClient } from '../../../sdk';
import type { RouteDefinition } from '../routing/route-table';

/** What every page receives from the shell. */
export interface PageProps {
  client: NlClient;
  /** The route the page shows, from the route table. */
  route: RouteDefinition;
  params: Record<string, string>;
  query: URLSearchParams;
}
