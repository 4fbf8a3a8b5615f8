import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { saveArticle } from '../domains/content/article-store';
import { contentArticles } from './content';

/**
 * Writes the product's articles (seed/content/) whose key is not in the database yet, through the
 * content domain's `saveArticle` (so through the sanitiser). Runs on every start, production too:
 * the terms and the privacy notice must exist before anyone plays. An article an operator edited
 * (`npm run article -- save`) is left as it is. Answers how many were written.
 *
 * @example await seedContent(db, systemClock) // 42 on a new database, 0 after
 */
export async function seedContent(db: Database, clock: Clock): Promise<number> {
  let written = 0;
  for (const article of contentArticles()) {
    if ((await saveArticle(db, clock, article, { ifAbsent: true })).written) written += 1;
  }
  return written;
}
