import type { NlClient } from '../../../sdk';

/** What every page receives from the shell. */
export interface PageProps {
  client: NlClient;
  params: Record<string, string>;
  query: URLSearchParams;
}
