import type { termsArticles } from '../../../../sdk/commands/compliance';
import type { CommandHandler } from '../handler';

/**
 * 200022: the articles of a category in the asked language (falling back to the request's
 * language when the data has none), brief first. Category 12 is the terms update: a 'brief'
 * summary and the 'whole' text (simple HTML: h3, p, ul, li). Public.
 */
export const termsArticlesHandler: CommandHandler<typeof termsArticles> = async (ctx, data) => {
  const language = data.language ?? ctx.language;
  const { rows } = await ctx.db.query<{ id: number; label: 'brief' | 'whole'; title: string; content: string }>(
    'select id, label, title, content from terms_articles where category = $1 and language = $2 order by sort_order',
    [data.category, language],
  );
  return { articleDetailItemList: rows };
};
