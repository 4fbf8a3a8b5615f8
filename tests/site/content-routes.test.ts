import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import type { RouteDefinition } from '../../host-demo/site/routing/route-table';
import { FOOTER_LINKS } from '../../elements/layout/footer/footer-links';
import { catalogueNavTabs } from '../../host-demo/server/db/catalogue-content';

/** The page a path shows: its route and the element's tag and attributes for that URL. */
function page(pathAndQuery: string) {
  const r = resolveLocation(pathAndQuery);
  if (r.kind !== 'route') throw new Error(`${pathAndQuery} is not a route: ${JSON.stringify(r)}`);
  const route: RouteDefinition = r.route;
  return { route, tag: route.element?.tag, attrs: route.element?.attrs?.(r.params, r.query) ?? {} };
}

describe('content routes (SPEC §2)', () => {
  it('serves each content page as an element to guests, with its own title, description and keywords', () => {
    const pages: [string, string, Record<string, string>][] = [
      ['/Privacy-Notice', 'nl-article', { 'article-key': 'Privacy-Notice' }],
      ['/Terms-and-Conditions', 'nl-article', { 'article-key': 'Terms-and-Conditions' }],
      ['/About-Us', 'nl-article', { 'article-key': 'About-Us' }],
      ['/pick3-information', 'nl-article', { 'article-key': 'pick3-information' }],
      ['/pick4-information', 'nl-article', { 'article-key': 'pick4-information' }],
      ['/instruction/video', 'nl-article', { 'article-key': 'instruction-video' }],
      ['/duplexHelp', 'nl-article', { 'article-key': 'duplexHelp' }],
      ['/testIframe', 'nl-article', { 'article-key': 'test-iframe' }],
      ['/how-to-play', 'nl-article', { category: 'how-to-play' }],
      ['/faq', 'nl-faq', {}],
      ['/news', 'nl-news-list', {}],
      ['/downloadGame', 'nl-download-game', {}],
      ['/article', 'nl-article', {}],
      ['/tpl', 'nl-article', {}],
    ];
    const descriptions = new Set<string>();
    for (const [path, tag, attrs] of pages) {
      const shown = page(path);
      expect(shown, path).toMatchObject({ tag, attrs, route: { page: 'element', requiresLogin: false } });
      expect(shown.route.descriptionKey, path).not.toBe('site.descriptions.home');
      expect(shown.route.keywordsKey, path).not.toBe('site.keywords.home');
      descriptions.add(shown.route.descriptionKey);
    }
    // /article and /tpl share theirs (both read the article's own once it loads).
    expect(descriptions.size).toBe(pages.length);
  });

  it('passes the content query (key, category, parentId, lotteryType, title) to <nl-article>', () => {
    expect(page('/article?key=About-Us').attrs).toEqual({ 'article-key': 'About-Us' });
    expect(page('/article?category=faq&parentId=3&lotteryType=72&title=Pick%203').attrs).toEqual({
      category: 'faq',
      'parent-id': '3',
      'lottery-type': '72',
      'article-title': 'Pick 3',
    });
    expect(page('/tpl?key=grand-prize-process').attrs).toEqual({ 'article-key': 'grand-prize-process' });
    expect(page('/how-to-play?lotteryType=92').attrs).toEqual({ 'lottery-type': '92', category: 'how-to-play' });
    // A long value is cut before it reaches the element, which checks it against 200021's rules.
    expect(page(`/article?title=${'x'.repeat(500)}`).attrs['article-title']).toHaveLength(200);
  });

  it('shows one news story by id, and the FAQ by category', () => {
    expect(page('/newDetail?id=12').attrs).toEqual({ 'article-id': '12', category: 'news' });
    expect(page('/newDetail?id=abc').attrs).toEqual({});
    expect(page('/faq?category=faq-payments').attrs).toEqual({ category: 'faq-payments' });
  });

  it('passes /downloadGame its query fields', () => {
    const q = 'gameId=7&gameName=Pick%203&gameIconImgUrl=%2Fassets%2Fgames%2Fpick3.svg&packageName=ae.lottery.app&userId=42';
    expect(page(`/downloadGame?${q}`).attrs).toEqual({
      'game-id': '7',
      'game-name': 'Pick 3',
      'game-icon-img-url': '/assets/games/pick3.svg',
      'package-name': 'ae.lottery.app',
      'user-id': '42',
    });
  });

  it('leaves no footer link and no news or FAQ tab on a page that is not available yet', () => {
    const paths = [...FOOTER_LINKS.map((link) => link.path), ...catalogueNavTabs().filter((tab) => tab.extra === 'news' || tab.extra === 'faqs').map((tab) => tab.jumpUrl)];
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const path of paths) expect(page(path).route.page, path).toBe('element');
  });
});
