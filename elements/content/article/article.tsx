import { useEffect, useId, useRef } from 'react';
import type { Article as ArticleData } from '../../../sdk/commands/content';
import { emit } from '../../base/emit';
import { useHost, useLanguage, useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ArticleHtml } from '../shared/article-html';
import { articleFilter } from '../shared/article-request';
import { CONTENT_STYLES } from '../shared/content-styles';
import '../content-events';
import { ElementStyles } from '../../base/element-styles';

/** Categories with a heading of their own when several articles are shown (`content.headings.*`). */
const HEADED = new Set(['how-to-play', 'faq', 'news', 'help', 'game-info', 'terms', 'privacy', 'about', 'app']);

/** Props of `<nl-article>`: any of the SPEC §2 content query fields; every one given must match. */
export interface ArticleProps {
  /** The article's key (`Privacy-Notice`). Attribute `article-key`. */
  articleKey?: string;
  /** The article's id (news detail). Attribute `article-id`. */
  articleId?: number;
  /** Every article of a category (`how-to-play`). Attribute `category`. */
  category?: string;
  /** The articles under a parent (a FAQ category's questions). Attribute `parent-id`. */
  parentId?: number;
  /** The articles about a game (SPEC §3 lotteryType). Attribute `lottery-type`. */
  lotteryType?: number;
  /** The article with this title, in any case. Attribute `article-title`. */
  articleTitle?: string;
}

/**
 * A content-managed page (SPEC §2 /article, /tpl, /how-to-play, the legal and help pages): the
 * articles the attributes select, in the page's language, from 200021. One article shows as the
 * page with its title; several as sections with a list of links to each. Loading, empty (nothing
 * matches) and error (with Retry) states. The HTML was sanitised by the server and is rebuilt
 * here from an allow-list (never set as markup).
 *
 * @example <nl-article article-key="Privacy-Notice"></nl-article>
 * @example <nl-article category="how-to-play" lottery-type="72"></nl-article>
 */
export function Article({ articleKey, articleId, category, parentId, lotteryType, articleTitle }: ArticleProps) {
  const t = useT();
  const host = useHost();
  const language = useLanguage();
  const titleId = useId();
  const filter = articleFilter({ key: articleKey, id: articleId, category, parentId, lotteryType, title: articleTitle });
  const asked = filter && filter !== 'invalid' ? filter : null;
  const result = useCommand('articles', asked ? { ...asked, language, label: 'whole', pageSize: 50 } : null, { hideToast: true });
  const list = result.status === 'ready' ? result.data.articleList : [];
  const single = list.length === 1 ? list[0]! : null;

  // The page's title, description and keywords follow the article (SPEC §2: articles by their key).
  useEffect(() => {
    if (single) emit(host, 'nl-article-load', { key: single.key, title: single.title, description: single.description, keywords: single.keywords });
  }, [host, single]);

  let body;
  if (!filter) body = <EmptyState messageKey="content.empty" />;
  else if (!asked) body = <EmptyState messageKey="content.notFound" />;
  else if (result.status === 'loading') body = <Skeleton count={3} shape="nl-skeleton-row" />;
  else if (result.status === 'error') body = <ErrorState messageKey="content.loadError" onRetry={result.retry} />;
  else if (list.length === 0) body = <EmptyState messageKey="content.notFound" />;
  else if (single) body = <ArticleCard article={single} />;
  else body = <ArticleSections list={list} />;

  const heading = single ? single.title : t(`content.headings.${asked?.category && HEADED.has(asked.category) ? asked.category : 'default'}`);
  return (
    <>
      <ElementStyles css={CONTENT_STYLES} />
      <article className="content-page" part="page" aria-labelledby={titleId} aria-busy={asked && result.status === 'loading' ? true : undefined} data-key={single?.key}>
        <h1 id={titleId} className="content-title">
          {asked && result.status === 'loading' ? t('content.loading') : heading}
        </h1>
        {body}
      </article>
    </>
  );
}

function ArticleCard({ article }: { article: ArticleData }) {
  return (
    <div className="content-card article-body" part="article">
      <ArticleHtml html={article.content} />
    </div>
  );
}

/** Several articles: a list of links to each, then each as a section with its own heading. */
function ArticleSections({ list }: { list: ArticleData[] }) {
  const t = useT();
  const sections = useRef<Record<number, HTMLElement | null>>({});
  const jump = (id: number) => {
    const section = sections.current[id];
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus();
  };
  return (
    <>
      <nav aria-label={t('content.contents')} part="contents">
        <ul className="content-toc">
          {list.map((article) => (
            <li key={article.id}>
              <a
                className="nl-link"
                href={`#article-${article.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  jump(article.id);
                }}
              >
                {article.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {list.map((article) => (
        <section
          key={article.id}
          id={`article-${article.id}`}
          ref={(node) => void (sections.current[article.id] = node)}
          className="content-section content-card"
          part="section"
          tabIndex={-1}
          aria-labelledby={`article-${article.id}-title`}
          data-key={article.key}
        >
          <h2 id={`article-${article.id}-title`} className="content-section-title">
            {article.title}
          </h2>
          <div className="article-body">
            <ArticleHtml html={article.content} />
          </div>
        </section>
      ))}
    </>
  );
}
