/**
 * Registers `<nl-article>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/content/article/define';
 */
import { defineElement } from '../../base/define-element';
import { Article } from './article';
import { ARTICLE_TAG, articleElementOptions, type NlArticleElement } from './article-element';

/** Registers <nl-article>; safe to call again. Returns its class. */
export function defineArticle() {
  return defineElement(ARTICLE_TAG, Article, articleElementOptions);
}

defineArticle();

declare global {
  interface HTMLElementTagNameMap {
    'nl-article': NlArticleElement;
  }
}
