import { useId } from 'react';
import type { Article } from '../../../sdk/commands/content';
import { ARTICLE_KEY_PATTERN, MAX_ARTICLES_PAGE_SIZE } from '../../../sdk/commands/content';
import { useLanguage, useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ArticleHtml } from '../shared/article-html';
import { CONTENT_STYLES } from '../shared/content-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-faq>`. */
export interface FaqProps {
  /** Only this FAQ category, by its key (`faq-payments`; SPEC §2 /faq?category=…). Attribute `category`. */
  category?: string;
}

/**
 * The FAQ page (SPEC §2 /faq): questions grouped by category (200021 category faq: the
 * categories, and under each its questions), each question a disclosure the keyboard opens with
 * Enter or Space. `category` shows one category only. Loading, empty and error (with Retry) states.
 *
 * @example <nl-faq category="faq-payments"></nl-faq>
 */
export function Faq({ category }: FaqProps) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const faq = useCommand('articles', { category: 'faq', language, label: 'whole', pageSize: MAX_ARTICLES_PAGE_SIZE }, { hideToast: true });
  const only = category && ARTICLE_KEY_PATTERN.test(category) ? category : null;

  let body;
  if (faq.status === 'loading') body = <Skeleton count={4} shape="nl-skeleton-row" />;
  else if (faq.status === 'error') body = <ErrorState messageKey="content.loadError" onRetry={faq.retry} />;
  else {
    const groups = groupFaq(faq.data.articleList).filter((group) => !only || group.category.key === only);
    body =
      groups.length === 0 ? (
        <EmptyState messageKey="content.faq.empty" />
      ) : (
        groups.map(({ category: group, questions }) => (
          <section key={group.id} className="faq-group" part="group" aria-labelledby={`faq-${group.id}`} data-key={group.key}>
            <h2 id={`faq-${group.id}`} className="faq-group-title">
              {group.title}
            </h2>
            {questions.map((question) => (
              <details key={question.id} className="faq-item" part="question" data-key={question.key}>
                <summary>{question.title}</summary>
                <div className="article-body">
                  <ArticleHtml html={question.content} />
                </div>
              </details>
            ))}
          </section>
        ))
      );
  }

  return (
    <>
      <ElementStyles css={CONTENT_STYLES} />
      <section className="content-page" part="page" aria-labelledby={titleId}>
        <h1 id={titleId} className="content-title">
          {t('content.faq.title')}
        </h1>
        {body}
      </section>
    </>
  );
}

/**
 * FAQ articles as categories (no parent) with their questions, both in their order; a category
 * without questions is left out.
 *
 * @example groupFaq(list)[0] // { category: { key: 'faq-account', … }, questions: [ … ] }
 */
export function groupFaq(list: readonly Article[]): { category: Article; questions: Article[] }[] {
  return list
    .filter((a) => a.parentId === null)
    .map((category) => ({ category, questions: list.filter((a) => a.parentId === category.id) }))
    .filter((group) => group.questions.length > 0);
}
