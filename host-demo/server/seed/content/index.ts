import type { ArticleInput } from '../../domains/content/article-store';
import { GAME_INFO_ARTICLES, howToPlayArticles } from './games';
import { HELP_ARTICLES, NEWS_ARTICLES, faqArticles } from './help';
import { LEGAL_ARTICLES } from './legal';

/**
 * The product's own texts, both languages: legal pages, how to play per game, game information,
 * the FAQ (categories before their questions), news and help pages. Parents come before children.
 */
export function contentArticles(): ArticleInput[] {
  return [...LEGAL_ARTICLES, ...howToPlayArticles(), ...GAME_INFO_ARTICLES, ...faqArticles(), ...NEWS_ARTICLES, ...HELP_ARTICLES];
}
