import type { articles } from '../../../../sdk/commands/content';
import type { CommandHandler } from '../handler';
import { findArticles } from './article-store';

/**
 * 200021: articles, news and FAQs by key, id, category, parentId, lotteryType or title, in
 * data.language (else the client's language, else en-US); published ones only, one page, brief
 * or whole. The HTML was sanitised when it was stored and is sanitised again here. Public.
 */
export const articlesHandler: CommandHandler<typeof articles> = async (ctx, data) =>
  findArticles(ctx.db, ctx.clock.now(), { ...data, language: data.language ?? ctx.language });
