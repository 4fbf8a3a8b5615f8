import { ARTICLE_CATEGORY_PATTERN, ARTICLE_KEY_PATTERN, MAX_ARTICLE_TITLE_QUERY } from '../../../sdk/commands/content';
import { INT4_MAX } from '../../../sdk/validation/bounds';

/** What a content element asks 200021 for, from its attributes (the route's query). */
export interface ArticleFilter {
  key?: string;
  id?: number;
  category?: string;
  parentId?: number;
  lotteryType?: number;
  title?: string;
}

const positive = (value: number | undefined, max = INT4_MAX) => (value !== undefined && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined);

/**
 * The filters of attributes a player could have typed into the URL, each kept only when 200021
 * would accept it. `'invalid'` when a filter was given that 200021 would refuse (nothing can
 * match it: the page says "not found" instead of showing an error); null when none was given.
 *
 * @example articleFilter({ key: 'About-Us' }) // { key: 'About-Us' }
 * @example articleFilter({ key: '<script>' }) // 'invalid'
 */
export function articleFilter(raw: { key?: string | undefined; id?: number | undefined; category?: string | undefined; parentId?: number | undefined; lotteryType?: number | undefined; title?: string | undefined }): ArticleFilter | 'invalid' | null {
  const filter: ArticleFilter = {};
  const key = raw.key?.trim();
  if (key && ARTICLE_KEY_PATTERN.test(key)) filter.key = key;
  const id = positive(raw.id);
  if (id) filter.id = id;
  const category = raw.category?.trim();
  if (category && ARTICLE_CATEGORY_PATTERN.test(category)) filter.category = category;
  const parentId = positive(raw.parentId);
  if (parentId) filter.parentId = parentId;
  const lotteryType = positive(raw.lotteryType, 9999);
  if (lotteryType) filter.lotteryType = lotteryType;
  const title = raw.title?.trim();
  if (title && title.length <= MAX_ARTICLE_TITLE_QUERY) filter.title = title;
  const asked = (Object.keys(raw) as (keyof typeof raw)[]).filter((name) => raw[name] !== undefined && raw[name] !== '');
  if (asked.length === 0) return null;
  // Every filter given must match, so one that cannot be asked for matches nothing.
  return asked.every((name) => name in filter) ? filter : 'invalid';
}
