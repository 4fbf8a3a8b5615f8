import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Article, type ArticleProps } from './article';

/** Tag name of `<nl-article>`. */
export const ARTICLE_TAG = 'nl-article';

/** Attributes `article-key`, `article-id`, `category`, `parent-id`, `lottery-type`, `article-title`. */
export const articleElementOptions: ElementOptions<ArticleProps> = {
  props: { articleKey: 'string', articleId: 'number', category: 'string', parentId: 'number', lotteryType: 'number', articleTitle: 'string' },
};

/** The `<nl-article>` element. */
export interface NlArticleElement extends NlElement {
  articleKey: string | undefined;
  articleId: number | undefined;
  category: string | undefined;
  parentId: number | undefined;
  lotteryType: number | undefined;
  articleTitle: string | undefined;
}

/**
 * Class of `<nl-article>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run elements:manifest`).
 *
 * @fires nl-article-load - One article is shown; `detail`: key, title, description, keywords (for the page's meta)
 * @fires nl-navigate-request - A link to a page of this site in the article
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page: its heading and the article or articles.
 * @csspart article - The one article's text.
 * @csspart contents - The list of links to each article when several are shown.
 * @csspart section - One article among several.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when no article matches.
 */
export const NlArticle = /* @__PURE__ */ createElementClass(Article, articleElementOptions);

/** Registers <nl-article>; safe to call again. Returns its class. */
export function defineArticle() {
  return defineElement(ARTICLE_TAG, Article, articleElementOptions);
}


declare global {
  interface HTMLElementTagNameMap {
    'nl-article': NlArticleElement;
  }
}
