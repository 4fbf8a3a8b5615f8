import { useId, useState } from 'react';
import { formatDate } from '../../../sdk/format/date';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ArticleHtml } from '../shared/article-html';
import { CONTENT_STYLES } from '../shared/content-styles';
import { ElementStyles } from '../../base/element-styles';

/** News per page unless `page-size` says otherwise. */
export const NEWS_PAGE_SIZE = 10;

/** Props of `<nl-news-list>`. */
export interface NewsListProps {
  /** News per page, 1 to 50 (default 10). Attribute `page-size`. */
  pageSize?: number;
}

/**
 * The news page (SPEC §2 /news): news newest first, each with its date, title (a link to
 * /newDetail?id=…) and summary (200021 category news, brief), a page at a time with Previous
 * and Next. Loading, empty and error (with Retry) states.
 *
 * @example <nl-news-list page-size="5"></nl-news-list>
 */
export function NewsList({ pageSize }: NewsListProps) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const size = pageSize && Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 50 ? pageSize : NEWS_PAGE_SIZE;
  const [pageNo, setPageNo] = useState(1);
  const news = useCommand('articles', { category: 'news', label: 'brief', language, pageNo, pageSize: size }, { hideToast: true });
  const pages = news.status === 'ready' ? Math.max(1, Math.ceil(news.data.total / size)) : 1;

  let body;
  if (news.status === 'loading') body = <Skeleton count={3} shape="nl-skeleton-row" />;
  else if (news.status === 'error') body = <ErrorState messageKey="content.loadError" onRetry={news.retry} />;
  else if (news.data.articleList.length === 0) body = <EmptyState messageKey="content.news.empty" />;
  else
    body = (
      <ul className="news-list" part="list">
        {news.data.articleList.map((item) => (
          <li key={item.id} className="content-card" part="item" data-id={item.id}>
            <time className="news-date" dateTime={new Date(item.publishedAt).toISOString()} dir="ltr">
              {formatDate(item.publishedAt)}
            </time>
            <h2 className="news-title">
              <NavLink path={routePath('newDetail', {}, { id: String(item.id) })} className="nl-link">
                {item.title}
              </NavLink>
            </h2>
            <div className="article-body">
              <ArticleHtml html={item.content} />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <ElementStyles css={CONTENT_STYLES} />
      <section className="content-page" part="page" aria-labelledby={titleId}>
        <h1 id={titleId} className="content-title">
          {t('content.news.title')}
        </h1>
        {body}
        {pages > 1 ? (
          <nav className="news-pager" part="pager" aria-label={t('content.news.pages')}>
            <button type="button" className="nl-button nl-button-secondary" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
              {t('content.news.previous')}
            </button>
            <span aria-live="polite">{t('content.news.page', { page: pageNo, pages })}</span>
            <button type="button" className="nl-button nl-button-secondary" disabled={pageNo >= pages} onClick={() => setPageNo((n) => n + 1)}>
              {t('content.news.next')}
            </button>
          </nav>
        ) : null}
      </section>
    </>
  );
}
