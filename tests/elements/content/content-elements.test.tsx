// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import type { Article } from '../../../sdk/commands/content';
import { fakeGateway } from '../../support/fake-gateway';
import { byName, hostNavigations, makeClient, mount, shadow, text, until } from '../helpers';

const ARTICLES = '200021';
const navigations = hostNavigations();

const article = (overrides: Partial<Article> = {}): Article => ({
  id: 1,
  key: 'About-Us',
  category: 'about',
  parentId: null,
  lotteryType: null,
  label: 'whole',
  title: 'About Us',
  description: 'Who we are',
  keywords: 'about',
  content: '<p>We run the <a href="/faq">national lottery</a>.</p>',
  publishedAt: Date.UTC(2026, 2, 2, 9),
  sortOrder: 0,
  ...overrides,
});
const ARABIC = article({ title: 'من نحن', content: '<p>نحن نشغّل <a href="/faq">اليانصيب الوطني</a>.</p>' });

describe.each([
  ['en-US', article()],
  ['ar-AE', ARABIC],
] as const)('<nl-article> in %s', (language, about) => {
  it('asks 200021 for the key in the page language and shows the article with its title, in the page direction', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 1, articleList: [about] } } });
    const loads: CustomEvent[] = [];
    document.addEventListener('nl-article-load', (e) => loads.push(e as CustomEvent), { once: true });
    const root = shadow(mount('nl-article', makeClient(gateway, { language }), { 'article-key': 'About-Us' }));
    const body = await until(() => root.querySelector('[part="article"]'));
    expect(text(root.querySelector('h1'))).toBe(about.title);
    expect(text(body)).toBe(text(new DOMParser().parseFromString(about.content, 'text/html').body));
    expect(gateway.callsOf(ARTICLES)).toEqual([{ key: 'About-Us', language, label: 'whole', pageSize: 50, pageNo: 1 }]);
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe(language === 'ar-AE' ? 'rtl' : 'ltr');
    expect((await until(() => loads[0])).detail).toEqual({ key: 'About-Us', title: about.title, description: 'Who we are', keywords: 'about' });
    // A link to a page of this site routes through the host.
    (root.querySelector('a[href="/faq"]') as HTMLAnchorElement).click();
    expect(navigations).toContain('/faq');
  });

  it('shows not found when nothing matches, and an error with Retry that asks again', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { code: 500000000, message: 'Server busy' } });
    const root = shadow(mount('nl-article', makeClient(gateway, { language }), { 'article-key': 'Gone' }));
    const retry = await until(() => root.querySelector('[part="error"] button'));
    expect(text(root.querySelector('[part="error"]'))).toMatch(language === 'ar-AE' ? /تعذّر/ : /could not load/);
    gateway.reply(ARTICLES, { data: { total: 0, articleList: [] } });
    (retry as HTMLButtonElement).click();
    const empty = await until(() => root.querySelector('[part="empty"]'));
    expect(text(empty)).toMatch(language === 'ar-AE' ? /تعذّر العثور/ : /could not be found/);
    expect(gateway.callsOf(ARTICLES)).toHaveLength(2);
  });
});

describe('<nl-article> safety and lists', () => {
  it('never renders script, event handlers, styles, javascript: links or images of other sites, even if the server sent them', async () => {
    const hostile = article({
      content:
        '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
        '<img src="https://tracker.example/p.gif" onerror="alert(1)"><img src="/assets/ok.svg" alt="ok"><iframe src="/"></iframe><style>*{}</style>',
    });
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 1, articleList: [hostile] } } });
    const root = shadow(mount('nl-article', makeClient(gateway), { 'article-key': 'About-Us' }));
    const body = await until(() => root.querySelector('[part="article"]'));
    expect(body.innerHTML).not.toMatch(/script|onclick|onerror|javascript|style=|iframe|tracker/);
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/assets/ok.svg');
    expect(text(body)).toBe('Hix');
  });

  it('does not ask for a key the gateway would refuse: it says not found', async () => {
    const gateway = fakeGateway();
    const root = shadow(mount('nl-article', makeClient(gateway), { 'article-key': '<script>' }));
    await until(() => root.querySelector('[part="empty"]'));
    expect(gateway.callsOf(ARTICLES)).toEqual([]);
  });

  it('shows several articles as sections with a list of links to each (how to play)', async () => {
    const list = [article({ id: 5, key: 'how-to-play-pick3', title: 'How to play Pick 3', lotteryType: 72 }), article({ id: 6, key: 'how-to-play-pick4', title: 'How to play Pick 4', lotteryType: 92 })];
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 2, articleList: list } } });
    const root = shadow(mount('nl-article', makeClient(gateway), { category: 'how-to-play' }));
    await until(() => root.querySelectorAll('[part="section"]').length === 2);
    expect(text(root.querySelector('h1'))).toBe('How to play');
    expect(Array.from(root.querySelectorAll('[part="contents"] a'), (a) => text(a))).toEqual(['How to play Pick 3', 'How to play Pick 4']);
    byName(root, 'How to play Pick 4')!.click();
    expect(root.activeElement?.getAttribute('data-key')).toBe('how-to-play-pick4');
  });
});

const NEWS = [
  article({ id: 21, key: 'news-a', category: 'news', label: 'brief', title: 'Lucky Day grand prize won', content: '<p>Summary A</p>', publishedAt: Date.UTC(2026, 2, 2, 9) }),
  article({ id: 22, key: 'news-b', category: 'news', label: 'brief', title: 'Pick 4 joins', content: '<p>Summary B</p>', publishedAt: Date.UTC(2026, 1, 15, 9) }),
];

describe.each(['en-US', 'ar-AE'] as const)('<nl-news-list> in %s', (language) => {
  it('lists news with date, linked title and summary, a page at a time', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 3, articleList: NEWS } } });
    const root = shadow(mount('nl-news-list', makeClient(gateway, { language }), { 'page-size': '2' }));
    await until(() => root.querySelectorAll('[part="item"]').length === 2);
    expect(text(root.querySelector('[part="item"] time'))).toBe('02/03/2026');
    expect(gateway.callsOf(ARTICLES)[0]).toEqual({ category: 'news', label: 'brief', language, pageNo: 1, pageSize: 2 });
    (root.querySelector('[part="item"] h2 a') as HTMLAnchorElement).click();
    expect(navigations.at(-1)).toBe('/newDetail?id=21');
    const next = byName<HTMLButtonElement>(root, language === 'ar-AE' ? 'التالي' : 'Next')!;
    next.click();
    await until(() => gateway.callsOf(ARTICLES).length === 2);
    expect(gateway.callsOf(ARTICLES)[1]).toMatchObject({ pageNo: 2 });
  });

  it('says when there is no news', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 0, articleList: [] } } });
    const root = shadow(mount('nl-news-list', makeClient(gateway, { language })));
    expect(text(await until(() => root.querySelector('[part="empty"]')))).toMatch(language === 'ar-AE' ? /لا توجد أخبار/ : /no news/);
  });
});

const FAQ = [
  article({ id: 30, key: 'faq-account', category: 'faq', title: 'Account' }),
  article({ id: 31, key: 'faq-account-1', category: 'faq', parentId: 30, title: 'Who can open an account?', content: '<p>Adults in the UAE.</p>' }),
  article({ id: 40, key: 'faq-payments', category: 'faq', title: 'Payments' }),
  article({ id: 41, key: 'faq-payments-1', category: 'faq', parentId: 40, title: 'How do I deposit?', content: '<p>With a card.</p>' }),
];

describe.each(['en-US', 'ar-AE'] as const)('<nl-faq> in %s', (language) => {
  it('groups questions under their category as disclosures, and shows one category when asked', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 4, articleList: FAQ } } });
    const root = shadow(mount('nl-faq', makeClient(gateway, { language })));
    await until(() => root.querySelectorAll('[part="group"]').length === 2);
    expect(text(root.querySelector('h1'))).toBe(language === 'ar-AE' ? 'الأسئلة الشائعة' : 'Frequently asked questions');
    expect(Array.from(root.querySelectorAll('[part="group"] h2'), (h) => text(h))).toEqual(['Account', 'Payments']);
    expect(Array.from(root.querySelectorAll('summary'), (s) => text(s))).toEqual(['Who can open an account?', 'How do I deposit?']);
    const one = shadow(mount('nl-faq', makeClient(gateway, { language }), { category: 'faq-payments' }));
    await until(() => one.querySelectorAll('[part="group"]').length === 1);
    expect(one.querySelector('[part="group"]')?.getAttribute('data-key')).toBe('faq-payments');
  });

  it('shows the error state with Retry', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { code: 500000000 } });
    const root = shadow(mount('nl-faq', makeClient(gateway, { language })));
    await until(() => root.querySelector('[part="error"] button'));
  });
});

describe.each(['en-US', 'ar-AE'] as const)('<nl-download-game> in %s', (language) => {
  it('names the game, links the store for a valid package only, and drops an icon from another site', async () => {
    const gateway = fakeGateway({ [ARTICLES]: { data: { total: 1, articleList: [article({ key: 'download-app', title: 'Get the app' })] } } });
    const root = shadow(
      mount('nl-download-game', makeClient(gateway, { language }), { 'game-name': 'Pick 3', 'package-name': 'ae.lottery.app', 'game-icon-img-url': 'https://evil.example/x.png' }),
    );
    await until(() => root.querySelector('[part="article"]'));
    expect(text(root.querySelector('h1'))).toContain('Pick 3');
    expect(root.querySelector('[part="game"] img')).toBeNull();
    expect(Array.from(root.querySelectorAll('[part="store"]'), (a) => a.getAttribute('href'))).toContain('https://play.google.com/store/apps/details?id=ae.lottery.app');
    const bad = shadow(mount('nl-download-game', makeClient(gateway, { language }), { 'package-name': 'javascript:alert(1)', 'game-icon-img-url': '/assets/games/pick3.svg' }));
    await until(() => bad.querySelector('[part="article"]'));
    expect(bad.querySelectorAll('[part="store"]')).toHaveLength(1);
    expect(bad.querySelector('[part="game"] img')?.getAttribute('src')).toBe('/assets/games/pick3.svg');
  });
});
