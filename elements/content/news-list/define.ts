/**
 * Registers `<nl-news-list>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/content/news-list/define';
 */
import { defineElement } from '../../base/define-element';
import { NewsList } from './news-list';
import { NEWS_LIST_TAG, newsListElementOptions, type NlNewsListElement } from './news-list-element';

/** Registers <nl-news-list>; safe to call again. Returns its class. */
export function defineNewsList() {
  return defineElement(NEWS_LIST_TAG, NewsList, newsListElementOptions);
}

defineNewsList();

declare global {
  interface HTMLElementTagNameMap {
    'nl-news-list': NlNewsListElement;
  }
}
