import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { NewsList, type NewsListProps } from './news-list';

/** Tag name of `<nl-news-list>`. */
export const NEWS_LIST_TAG = 'nl-news-list';

/** Attribute `page-size`. */
export const newsListElementOptions: ElementOptions<NewsListProps> = { props: { pageSize: 'number' } };

/** The `<nl-news-list>` element. */
export interface NlNewsListElement extends NlElement {
  pageSize: number | undefined;
}

/**
 * Class of `<nl-news-list>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run elements:manifest`).
 *
 * @fires nl-navigate-request - A news title: its page, /newDetail?id=…
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The news page.
 * @csspart list - The list of news.
 * @csspart item - One news item: date, title and summary.
 * @csspart pager - Previous and Next, when there is more than one page.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is no news.
 */
export const NlNewsList = /* @__PURE__ */ createElementClass(NewsList, newsListElementOptions);

/** Registers <nl-news-list>; safe to call again. Returns its class. */
export function defineNewsList() {
  return defineElement(NEWS_LIST_TAG, NewsList, newsListElementOptions);
}


declare global {
  interface HTMLElementTagNameMap {
    'nl-news-list': NlNewsListElement;
  }
}
