import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { GameAppSchema } from './apps';
import { INT4_MAX, intBetween, maxChars, maxItems } from '../validation/bounds';

/** Kind of a navigation tab (SPEC §3 Nav tab `extra`). */
export const TabExtraSchema = z.enum(['card', 'draws', 'news', 'faqs', 'Play Responsibly', 'play', 'luckyday', 'e_instant']);

export interface NavTab {
  localName: string;
  extra: z.infer<typeof TabExtraSchema>;
  jumpUrl: string;
  target: '_self' | '_blank';
  images: { icon?: string; activeIcon?: string };
  sideMerchantApps: z.infer<typeof GameAppSchema>[];
  subTab: NavTab[];
}

// A tab's own fields; `subTab` is added per object with a getter, which is how zod declares a
// recursive schema (a spread would read the getter before NavTabSchema exists).
const tabFields = {
  /** Label already in the requested language. */
  localName: z.string(),
  extra: TabExtraSchema,
  jumpUrl: z.string(),
  target: z.enum(['_self', '_blank']),
  images: z.object({ icon: z.optional(z.string()), activeIcon: z.optional(z.string()) }),
  sideMerchantApps: z.array(GameAppSchema),
};

export const NavTabSchema: z.ZodMiniType<NavTab> = z.object({
  ...tabFields,
  get subTab(): z.ZodMiniArray<z.ZodMiniType<NavTab>> {
    return z.array(NavTabSchema);
  },
});

/** A top-level tab: a nav tab that also says which tab list (23 or 7) it belongs to. */
const TopTabSchema = z.object({
  ...tabFields,
  get subTab(): z.ZodMiniArray<z.ZodMiniType<NavTab>> {
    return z.array(NavTabSchema);
  },
  tabType: z.int(),
});

/** Navigation tabs for the header (tabType 23) or bottom bar (tabType 7), per business line. */
export const tabList = defineCommand({
  code: '200025',
  name: 'tabList',
  domain: 'content',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    tabType: z.array(z.union([z.literal(23), z.literal(7)])).check(z.minLength(1, 'validation.required'), maxItems(2)),
    businessLine: z.enum(['h5-new', 'botim']),
    language: z.optional(z.enum(['en-US', 'ar-AE'])),
  }),
  response: z.object({ tabs: z.array(TopTabSchema) }),
});

/** Most articles one 200021 page answers (a FAQ of every category fits in one). */
export const MAX_ARTICLES_PAGE_SIZE = 50;
/** Longest article title a request may look up by (article_texts.title holds 200). */
export const MAX_ARTICLE_TITLE_QUERY = 200;

/** An article's key: letters, digits and hyphens, as routes name it (`Privacy-Notice`, `how-to-play-pick3`). */
export const ARTICLE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;
/** An article category: lower-case letters, digits and hyphens (`faq`, `news`, `how-to-play`). */
export const ARTICLE_CATEGORY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

const articleKey = z.string().check(maxChars(80), z.regex(ARTICLE_KEY_PATTERN, 'validation.invalidCharacter'));
const articleCategory = z.string().check(maxChars(40), z.regex(ARTICLE_CATEGORY_PATTERN, 'validation.invalidCharacter'));

/**
 * One article in the asked language (SPEC §3: labelled 'brief' or 'whole'). `content` is HTML the
 * server has sanitised (headings, paragraphs, lists, tables, links, images of this site): the
 * brief summary or the whole text, as `label` says.
 */
export const ArticleSchema = z.object({
  id: z.int(),
  key: z.string(),
  category: z.string(),
  parentId: z.nullable(z.int()),
  lotteryType: z.nullable(z.int()),
  label: z.enum(['brief', 'whole']),
  title: z.string(),
  /** The page's meta description (SPEC §2: per route; articles by their key). */
  description: z.string(),
  /** The page's meta keywords, comma-separated. */
  keywords: z.string(),
  content: z.string(),
  /** Epoch milliseconds: news show it as their date. */
  publishedAt: z.number(),
  sortOrder: z.int(),
});

/** An article as 200021 answers it. */
export type Article = z.infer<typeof ArticleSchema>;

/**
 * Articles, news and FAQs (SPEC §2 /article, /tpl, /how-to-play, /faq, /news, /newDetail and the
 * legal pages) by key, id, category, parentId, lotteryType or title, in the asked language;
 * every filter given must match. `label` 'brief' answers each article's summary, 'whole' its full
 * text. Ordered by sortOrder, then newest first. Public.
 */
export const articles = defineCommand({
  code: '200021',
  name: 'articles',
  domain: 'content',
  methods: ['GET', 'POST'],
  requiresSession: false,
  request: z.object({
    key: z.optional(articleKey),
    id: z.optional(intBetween(1, INT4_MAX)),
    category: z.optional(articleCategory),
    parentId: z.optional(intBetween(1, INT4_MAX)),
    lotteryType: z.optional(intBetween(1, 9999)),
    /** Case-insensitive, the whole title. */
    title: z.optional(z.string().check(maxChars(MAX_ARTICLE_TITLE_QUERY), z.trim(), z.minLength(1, 'validation.required'))),
    label: z._default(z.enum(['brief', 'whole']), 'whole'),
    language: z.optional(z.enum(['en-US', 'ar-AE'])),
    pageNo: z._default(intBetween(1, 1000), 1),
    pageSize: z._default(intBetween(1, MAX_ARTICLES_PAGE_SIZE), 20),
  }),
  response: z.object({ total: z.int(), articleList: z.array(ArticleSchema) }),
});
