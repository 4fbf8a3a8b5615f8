import * as z from 'zod/mini';
import { ARTICLE_CATEGORY_PATTERN, ARTICLE_KEY_PATTERN, type Article } from '../../../../sdk/commands/content';
import { maxChars } from '../../../../sdk/validation/bounds';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { plainText, sanitiseArticleHtml } from './sanitise-html';

/** The texts of an article in one language; HTML fields are sanitised when saved. */
const ArticleTextSchema = z.object({
  title: z.string().check(maxChars(200), z.minLength(1)),
  description: z.optional(z.string().check(maxChars(300))),
  keywords: z.optional(z.string().check(maxChars(300))),
  /** HTML: the summary lists show. */
  brief: z.string().check(maxChars(4000)),
  /** HTML: the full text. */
  whole: z.string().check(maxChars(60000), z.minLength(1)),
});

/**
 * An article as the operator's tool (dev/article.ts) and the seed write it: both languages,
 * always. `parentKey` names the parent article (a FAQ question's category), which must exist.
 *
 * @example
 * { key: 'About-Us', category: 'about', texts: { 'en-US': { title: 'About us', brief: '<p>…</p>', whole: '<p>…</p>' }, 'ar-AE': { … } } }
 */
export const ArticleInputSchema = z.object({
  key: z.string().check(z.regex(ARTICLE_KEY_PATTERN)),
  category: z.string().check(z.regex(ARTICLE_CATEGORY_PATTERN)),
  parentKey: z.optional(z.nullable(z.string().check(z.regex(ARTICLE_KEY_PATTERN)))),
  lotteryType: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(9999)))),
  sortOrder: z.optional(z.int().check(z.minimum(-1000000), z.maximum(1000000))),
  /** ISO date-time; defaults to now (news are dated by it). */
  publishedAt: z.optional(z.iso.datetime({ offset: true })),
  texts: z.object({ 'en-US': ArticleTextSchema, 'ar-AE': ArticleTextSchema }),
});

export type ArticleInput = z.infer<typeof ArticleInputSchema>;

/** Why an article could not be saved. */
export class ArticleError extends Error {}

/**
 * Adds an article, or replaces the one with the same key (`ifAbsent`: leaves an existing one as it
 * is, which is how the seed never overwrites an operator's edit). Every HTML field goes through
 * the sanitiser first; titles, descriptions and keywords are stored as plain text. One
 * transaction: both languages or nothing. Answers the article's id and whether it was written.
 *
 * @example await saveArticle(db, clock, input) // { id: 12, written: true }
 */
export async function saveArticle(db: Database, clock: Clock, raw: ArticleInput, options: { ifAbsent?: boolean } = {}): Promise<{ id: number; written: boolean }> {
  const parsed = ArticleInputSchema.safeParse(raw);
  if (!parsed.success) throw new ArticleError(`article ${String((raw as { key?: unknown }).key)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const input = parsed.data;
  const now = new Date(clock.now());
  return db.transaction(async (tx) => {
    const existing = await articleIdByKey(tx, input.key);
    if (existing !== null && options.ifAbsent) return { id: existing, written: false };
    const parentId = input.parentKey ? await articleIdByKey(tx, input.parentKey) : null;
    if (input.parentKey && parentId === null) throw new ArticleError(`article ${input.key}: parent ${input.parentKey} does not exist`);
    if (parentId !== null && parentId === existing) throw new ArticleError(`article ${input.key}: an article cannot be its own parent`);
    const values = [input.category, parentId, input.lotteryType ?? null, input.sortOrder ?? 0, input.publishedAt ? new Date(input.publishedAt) : now, now];
    const { rows } =
      existing === null
        ? await tx.query<{ id: number }>(
            `insert into articles (article_key, category, parent_id, lottery_type, sort_order, published_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7) returning id`,
            [input.key, ...values],
          )
        : await tx.query<{ id: number }>(
            `update articles set category = $2, parent_id = $3, lottery_type = $4, sort_order = $5,
               published_at = $6, updated_at = $7 where id = $1 returning id`,
            [existing, ...values],
          );
    const id = rows[0]!.id;
    for (const language of ['en-US', 'ar-AE'] as const) {
      const text = input.texts[language];
      const whole = sanitiseArticleHtml(text.whole);
      if (!whole) throw new ArticleError(`article ${input.key}: the ${language} text is empty once sanitised`);
      await tx.query(
        `insert into article_texts (article_id, language, title, description, keywords, brief, whole)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (article_id, language) do update set title = excluded.title, description = excluded.description,
           keywords = excluded.keywords, brief = excluded.brief, whole = excluded.whole`,
        [id, language, plainText(text.title), plainText(text.description ?? ''), plainText(text.keywords ?? ''), sanitiseArticleHtml(text.brief), whole],
      );
    }
    return { id, written: true };
  });
}

async function articleIdByKey(db: Queryable, key: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from articles where article_key = $1', [key]);
  return rows[0]?.id ?? null;
}

/** What 200021 looks articles up by; every filter given must match. */
export interface ArticleQuery {
  key?: string | undefined;
  id?: number | undefined;
  category?: string | undefined;
  parentId?: number | undefined;
  lotteryType?: number | undefined;
  title?: string | undefined;
  label: 'brief' | 'whole';
  language: 'en-US' | 'ar-AE';
  pageNo: number;
  pageSize: number;
}

interface ArticleRow {
  id: number;
  article_key: string;
  category: string;
  parent_id: number | null;
  lottery_type: number | null;
  sort_order: number;
  published_at: Date | string;
  title: string;
  description: string;
  keywords: string;
  content: string;
  total: string | number;
}

/**
 * The published articles that match `query` (published_at at or before now), one page of them,
 * ordered by sort_order then newest first, with the count of all matches. The HTML goes through
 * the sanitiser again on the way out.
 *
 * @example await findArticles(db, Date.now(), { category: 'news', label: 'brief', language: 'en-US', pageNo: 1, pageSize: 10 })
 */
export async function findArticles(db: Queryable, now: number, query: ArticleQuery): Promise<{ total: number; articleList: Article[] }> {
  const params: unknown[] = [query.language, new Date(now)];
  const where = ['t.language = $1', 'a.published_at <= $2'];
  const filter = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.key !== undefined) filter('a.article_key = ?', query.key);
  if (query.id !== undefined) filter('a.id = ?', query.id);
  if (query.category !== undefined) filter('a.category = ?', query.category);
  if (query.parentId !== undefined) filter('a.parent_id = ?', query.parentId);
  if (query.lotteryType !== undefined) filter('a.lottery_type = ?', query.lotteryType);
  if (query.title !== undefined) filter('lower(t.title) = lower(?)', query.title);
  params.push(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const { rows } = await db.query<ArticleRow>(
    `select a.id, a.article_key, a.category, a.parent_id, a.lottery_type, a.sort_order, a.published_at,
            t.title, t.description, t.keywords, ${query.label === 'brief' ? 't.brief' : 't.whole'} as content,
            count(*) over () as total
       from articles a join article_texts t on t.article_id = a.id
      where ${where.join(' and ')}
      order by a.sort_order, a.published_at desc, a.id
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : query.pageNo > 1 ? await countArticles(db, where, params.slice(0, -2)) : 0;
  return {
    total,
    articleList: rows.map((row) => ({
      id: row.id,
      key: row.article_key,
      category: row.category,
      parentId: row.parent_id,
      lotteryType: row.lottery_type,
      label: query.label,
      title: row.title,
      description: row.description,
      keywords: row.keywords,
      content: sanitiseArticleHtml(row.content),
      publishedAt: new Date(row.published_at).getTime(),
      sortOrder: row.sort_order,
    })),
  };
}

/** The count of matches when the asked page is past the last one (the window count has no row to ride on). */
async function countArticles(db: Queryable, where: string[], params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    `select count(*) as n from articles a join article_texts t on t.article_id = a.id where ${where.join(' and ')}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}
