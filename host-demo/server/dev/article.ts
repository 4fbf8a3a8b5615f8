/**
 * The operator's tool for articles, news, FAQs and legal pages (the content store, 200021):
 *
 *   npm run article -- list [category]        one line per article: id, key, category, English title
 *   npm run article -- show <key>             the article as JSON, both languages, ready to edit
 *   npm run article -- save <file.json>       adds the article, or replaces the one with its key
 *
 * The JSON is `{ key, category, parentKey?, lotteryType?, sortOrder?, publishedAt?, texts: {
 * "en-US": { title, description?, keywords?, brief, whole }, "ar-AE": { … } } }` (both languages
 * required; `brief` and `whole` are HTML). Saving runs the HTML through the server's sanitiser
 * (domains/content/sanitise-html.ts): script and style elements, event handler attributes and
 * javascript: or other non-web URLs are removed before anything is stored. A `publishedAt` in the
 * future keeps the article hidden until then. Opens the database as `npm start` does (DATABASE_URL,
 * else DATA_DIR); on PGlite stop the gateway first (one process per data folder).
 */
import { readFile } from 'node:fs/promises';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { Database } from '../db/database';
import { ArticleError, saveArticle, type ArticleInput } from '../domains/content/article-store';
import { runOperatorScript, type ScriptOutcome } from './operator-script';

export const USAGE = 'usage: npm run article -- list [category] | show <key> | save <file.json>';

/** @example await runArticle(['show', 'About-Us'], db, clock) // { exitCode: 0, line: '{ "key": "About-Us", … }' } */
export async function runArticle(args: readonly string[], db: Database, clock: Clock, read: (path: string) => Promise<string> = (p) => readFile(p, 'utf8')): Promise<ScriptOutcome> {
  const [what, arg] = args;
  if (what === 'list') {
    const { rows } = await db.query<{ id: number; article_key: string; category: string; title: string }>(
      `select a.id, a.article_key, a.category, t.title from articles a join article_texts t on t.article_id = a.id and t.language = 'en-US'
        where $1::text is null or a.category = $1 order by a.category, a.sort_order, a.published_at desc, a.id`,
      [arg ?? null],
    );
    return { exitCode: 0, line: rows.map((r) => `${r.id}\t${r.article_key}\t${r.category}\t${r.title}`).join('\n') || 'no articles' };
  }
  if (what === 'show' && arg) {
    const article = await readArticle(db, arg);
    return article ? { exitCode: 0, line: JSON.stringify(article, null, 2) } : { exitCode: 1, line: `article ${arg}: not found` };
  }
  if (what === 'save' && arg) {
    let input: ArticleInput;
    try {
      input = JSON.parse(await read(arg)) as ArticleInput;
    } catch (error) {
      return { exitCode: 1, line: `${arg}: ${(error as Error).message}` };
    }
    try {
      const { id } = await saveArticle(db, clock, input);
      return { exitCode: 0, line: `article ${input.key}: saved (id ${id})` };
    } catch (error) {
      if (error instanceof ArticleError) return { exitCode: 1, line: error.message };
      throw error;
    }
  }
  return { exitCode: 1, line: USAGE };
}

/** An article as `save` takes it back, or null. */
async function readArticle(db: Queryable, key: string): Promise<ArticleInput | null> {
  const { rows } = await db.query<{
    article_key: string; category: string; parent_key: string | null; lottery_type: number | null; sort_order: number; published_at: Date | string;
    language: 'en-US' | 'ar-AE'; title: string; description: string; keywords: string; brief: string; whole: string;
  }>(
    `select a.article_key, a.category, p.article_key as parent_key, a.lottery_type, a.sort_order, a.published_at,
            t.language, t.title, t.description, t.keywords, t.brief, t.whole
       from articles a join article_texts t on t.article_id = a.id left join articles p on p.id = a.parent_id
      where a.article_key = $1`,
    [key],
  );
  const first = rows[0];
  if (!first) return null;
  const texts = Object.fromEntries(rows.map((r) => [r.language, { title: r.title, description: r.description, keywords: r.keywords, brief: r.brief, whole: r.whole }]));
  return {
    key: first.article_key,
    category: first.category,
    parentKey: first.parent_key,
    lotteryType: first.lottery_type,
    sortOrder: first.sort_order,
    publishedAt: new Date(first.published_at).toISOString(),
    texts: texts as ArticleInput['texts'],
  };
}

await runOperatorScript({ url: import.meta.url, run: (args, { db, clock }) => runArticle(args, db, clock) });
