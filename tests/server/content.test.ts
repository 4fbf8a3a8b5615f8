import { beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../sdk/commands/content';
import { MAX_ARTICLES_PAGE_SIZE } from '../../sdk/commands/content';
import { GAMES } from '../../sdk/games/catalogue';
import { ErrorCode } from '../../sdk/errors/codes';
import { saveArticle, type ArticleInput } from '../../host-demo/server/domains/content/article-store';
import { plainText, sanitiseArticleHtml } from '../../host-demo/server/domains/content/sanitise-html';
import { runArticle } from '../../host-demo/server/dev/article';
import { seedContent } from '../../host-demo/server/seed/seed-content';
import { contentArticles } from '../../host-demo/server/seed/content';
import { availableBackends } from './helpers/backends';
import { issuesOf } from './helpers/accounts';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const ARABIC = /[\u0600-\u06FF]/;
type Reply = { total: number; articleList: Article[] };

/** An article with both languages, `html` as its whole English text. */
const article = (key: string, html: string, extra: Partial<ArticleInput> = {}): ArticleInput => ({
  key,
  category: 'help',
  texts: {
    'en-US': { title: `Title ${key}`, brief: '<p>Brief</p>', whole: html },
    'ar-AE': { title: `عنوان ${key}`, brief: '<p>موجز</p>', whole: '<p>نص</p>' },
  },
  ...extra,
});

describe('the article sanitiser', () => {
  it('removes script elements with their content, event handler attributes and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()" style="color:red" class="x">Hello<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(1)">mixed</a> <a href="  javascript:alert(1)">spaced</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>p{}</style>' +
      '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a><svg onload="alert(1)"></svg><form action="/x"><input name="a"></form>';
    const clean = sanitiseArticleHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|onload|javascript|style|class=|iframe|data:|<svg|<form|<input/i);
    expect(clean).toContain('<p>Hello</p>');
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('<img src="x" />');
  });

  it('keeps structure, tables, web, e-mail and phone links and images of this site only', () => {
    const html =
      '<h2>T</h2><ul><li>a</li></ul><table><thead><tr><th scope="col">x</th></tr></thead></table>' +
      '<a href="https://example.com/a">w</a><a href="mailto:help@example.com">m</a><a href="tel:8002365">t</a><a href="/faq">r</a>' +
      '<img src="/assets/a.svg" alt="a"><img src="https://tracker.example/p.gif" alt="b"><img src="//cdn.example/c.png" alt="c">';
    const clean = sanitiseArticleHtml(html);
    expect(clean).toContain('<h2>T</h2><ul><li>a</li></ul><table><thead><tr><th scope="col">x</th></tr></thead></table>');
    for (const href of ['https://example.com/a', 'mailto:help@example.com', 'tel:8002365', '/faq']) expect(clean).toContain(`href="${href}"`);
    expect(clean).toContain('<img src="/assets/a.svg" alt="a" />');
    expect(clean).toContain('<img alt="b" />');
    expect(clean).toContain('<img alt="c" />');
  });

  it('makes titles plain text', () => {
    expect(plainText('<b>Pick 3</b> &amp; <script>x</script>rules')).toBe('Pick 3 & rules');
    expect(plainText('a < b')).toBe('a < b');
  });
});

describe.each(availableBackends())('200021 articles on $name', (backend) => {
  const t = gatewayPerTest(backend);
  beforeEach(async () => {
    await seedContent(t.db, t.clock);
  });

  const articles = async (data: Record<string, unknown>, language?: 'ar-AE') => {
    const { envelope } = await callHapi<Reply>(t.app, '200021', data, language ? { clientInfo: { platform: 3, product: 61, language } } : {});
    expect(envelope.code, JSON.stringify(envelope).slice(0, 300)).toBe(0);
    return envelope.data!;
  };

  /** A request that must be refused with 400000012 and change nothing; answers its issues. */
  const refused = async (data: unknown) => {
    const before = await tableSnapshot(t.db);
    const { envelope } = await callHapi(t.app, '200021', data);
    expect(envelope.code).toBe(ErrorCode.validationFailed);
    expect(await tableSnapshot(t.db)).toEqual(before);
    return issuesOf(envelope);
  };

  it('seeds every page of the product in both languages, once', async () => {
    const { rows } = await t.db.query<{ language: string; n: string }>('select language, count(*) as n from article_texts group by language order by language');
    expect(rows.map((r) => [r.language, Number(r.n)])).toEqual([
      ['ar-AE', contentArticles().length],
      ['en-US', contentArticles().length],
    ]);
    expect(await seedContent(t.db, t.clock)).toBe(0);
    for (const key of ['Terms-and-Conditions', 'Privacy-Notice', 'About-Us', 'pick3-information', 'pick4-information', 'grand-prize-process', 'duplexHelp', 'instruction-video', 'download-app', 'test-iframe']) {
      const en = await articles({ key });
      const ar = await articles({ key, language: 'ar-AE' });
      expect(en.articleList).toHaveLength(1);
      expect(en.articleList[0]!.content.length).toBeGreaterThan(100);
      expect(en.articleList[0]!.description.length).toBeGreaterThan(10);
      expect(ar.articleList[0]!.title).toMatch(ARABIC);
      expect(ar.articleList[0]!.content).toMatch(ARABIC);
      expect(en.articleList[0]!.content).not.toMatch(/lorem/i);
    }
  });

  it('finds how to play by lotteryType, one per game of the catalogue', async () => {
    const all = await articles({ category: 'how-to-play', pageSize: MAX_ARTICLES_PAGE_SIZE });
    expect(all.articleList.map((a) => a.lotteryType)).toEqual(GAMES.map((g) => g.lotteryType));
    const pick4 = await articles({ category: 'how-to-play', lotteryType: 92 });
    expect(pick4.articleList.map((a) => a.key)).toEqual(['how-to-play-pick4']);
    expect(pick4.articleList[0]!.content).toContain('AED 2');
  });

  it('answers the FAQ by category and each category\'s questions by parentId', async () => {
    const faq = await articles({ category: 'faq', pageSize: MAX_ARTICLES_PAGE_SIZE });
    const categories = faq.articleList.filter((a) => a.parentId === null);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const questions = await articles({ parentId: categories[0]!.id });
    expect(questions.total).toBeGreaterThanOrEqual(2);
    expect(questions.articleList.every((q) => q.parentId === categories[0]!.id)).toBe(true);
  });

  it('lists news newest first with their brief, and one by id with the whole text', async () => {
    const page = await articles({ category: 'news', label: 'brief', pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.articleList).toHaveLength(2);
    expect(page.articleList[0]!.publishedAt).toBeGreaterThan(page.articleList[1]!.publishedAt);
    expect(page.articleList.every((a) => a.label === 'brief')).toBe(true);
    const second = await articles({ category: 'news', label: 'brief', pageSize: 2, pageNo: 2 });
    expect(second.articleList.map((a) => a.id)).not.toContain(page.articleList[0]!.id);
    const past = await articles({ category: 'news', pageSize: 2, pageNo: 9 });
    expect(past).toEqual({ total: 4, articleList: [] });
    const detail = await articles({ id: page.articleList[0]!.id });
    expect(detail.articleList[0]!.label).toBe('whole');
    expect(detail.articleList[0]!.content.length).toBeGreaterThan(page.articleList[0]!.content.length);
  });

  it('finds an article by its title in either case, and nothing for an unknown key', async () => {
    const found = await articles({ title: 'privacy NOTICE' });
    expect(found.articleList.map((a) => a.key)).toEqual(['Privacy-Notice']);
    expect(await articles({ key: 'No-Such-Page' })).toEqual({ total: 0, articleList: [] });
  });

  it('does not serve an article before it is published', async () => {
    await saveArticle(t.db, t.clock, article('future-news', '<p>Soon</p>', { category: 'news', publishedAt: new Date(t.clock.now() + 3_600_000).toISOString() }));
    expect((await articles({ key: 'future-news' })).total).toBe(0);
    t.clock.advance(3_600_000);
    expect((await articles({ key: 'future-news' })).total).toBe(1);
  });

  it('stores an operator\'s article sanitised, and serves clean HTML even from a row written by hand', async () => {
    await saveArticle(t.db, t.clock, article('unsafe', '<p onmouseover="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>'));
    const { rows } = await t.db.query<{ whole: string }>("select whole from article_texts t join articles a on a.id = t.article_id where a.article_key = 'unsafe' and language = 'en-US'");
    expect(rows[0]!.whole).toBe('<p>Hi</p><a>x</a>');
    await t.db.query(`update article_texts set whole = '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script>' where language = 'en-US' and article_id = (select id from articles where article_key = 'unsafe')`);
    const served = (await articles({ key: 'unsafe' })).articleList[0]!.content;
    expect(served).toBe('<p>ok</p><img src="x" />');
  });

  it('the operator\'s script lists, shows and saves an article; a bad file changes nothing', async () => {
    const shown = await runArticle(['show', 'About-Us'], t.db, t.clock);
    expect(shown.exitCode).toBe(0);
    const edited = JSON.parse(shown.line) as ArticleInput;
    edited.texts['en-US'].title = 'About the National Lottery';
    edited.texts['en-US'].whole = '<p>New text</p><script>alert(1)</script>';
    const saved = await runArticle(['save', 'about.json'], t.db, t.clock, async () => JSON.stringify(edited));
    expect(saved).toMatchObject({ exitCode: 0, line: expect.stringMatching(/^article About-Us: saved/) });
    const about = (await articles({ key: 'About-Us' })).articleList[0]!;
    expect(about).toMatchObject({ title: 'About the National Lottery', content: '<p>New text</p>' });
    expect((await articles({ key: 'About-Us' }, 'ar-AE')).articleList[0]!.title).toBe('من نحن');
    // The seed leaves the edit alone.
    expect(await seedContent(t.db, t.clock)).toBe(0);
    expect((await articles({ key: 'About-Us' })).articleList[0]!.title).toBe('About the National Lottery');

    const before = await tableSnapshot(t.db);
    expect((await runArticle(['save', 'x.json'], t.db, t.clock, async () => '{not json')).exitCode).toBe(1);
    const noArabic = { ...edited, texts: { 'en-US': edited.texts['en-US'] } };
    expect((await runArticle(['save', 'x.json'], t.db, t.clock, async () => JSON.stringify(noArabic))).exitCode).toBe(1);
    const orphan = { ...edited, key: 'orphan', parentKey: 'no-such-parent' };
    expect(await runArticle(['save', 'x.json'], t.db, t.clock, async () => JSON.stringify(orphan))).toEqual({ exitCode: 1, line: 'article orphan: parent no-such-parent does not exist' });
    const onlyScript = { ...edited, key: 'empty', texts: { ...edited.texts, 'en-US': { ...edited.texts['en-US'], whole: '<script>alert(1)</script>' } } };
    expect((await runArticle(['save', 'x.json'], t.db, t.clock, async () => JSON.stringify(onlyScript))).exitCode).toBe(1);
    expect(await tableSnapshot(t.db)).toEqual(before);
    expect(await runArticle([], t.db, t.clock)).toMatchObject({ exitCode: 1 });
    expect((await runArticle(['list', 'news'], t.db, t.clock)).line.split('\n')).toHaveLength(4);
  });

  it('refuses every out-of-bounds field with 400000012, naming it, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ key: 'k'.repeat(81) }, 'key', 'validation.tooLong'],
      [{ key: 'bad key!' }, 'key', 'validation.invalidCharacter'],
      [{ key: 'x'.repeat(2_000_000) }, 'key', 'validation.tooLong'],
      [{ category: 'c'.repeat(41) }, 'category', 'validation.tooLong'],
      [{ category: 'News' }, 'category', 'validation.invalidCharacter'],
      [{ title: 't'.repeat(201) }, 'title', 'validation.tooLong'],
      [{ title: '   ' }, 'title', 'validation.required'],
      [{ id: 0 }, 'id', 'validation.outOfRange'],
      [{ id: 2_147_483_648 }, 'id', 'validation.outOfRange'],
      [{ parentId: -1 }, 'parentId', 'validation.outOfRange'],
      [{ lotteryType: 10_000 }, 'lotteryType', 'validation.outOfRange'],
      [{ pageNo: 0 }, 'pageNo', 'validation.outOfRange'],
      [{ pageNo: 1001 }, 'pageNo', 'validation.outOfRange'],
      [{ pageSize: MAX_ARTICLES_PAGE_SIZE + 1 }, 'pageSize', 'validation.outOfRange'],
      [{ pageSize: 0 }, 'pageSize', 'validation.outOfRange'],
    ];
    for (const [data, field, message] of cases) {
      expect(await refused(data), JSON.stringify(data).slice(0, 80)).toEqual([{ path: ['data', field], message }]);
    }
    for (const data of [{ label: 'all' }, { language: 'fr-FR' }, { id: 1.5 }, { key: 12 }]) {
      expect((await refused(data)).length).toBe(1);
    }
  });

  it('answers GET as well as POST, without a session', async () => {
    const { envelope } = await callHapi<Reply>(t.app, '200021', { key: 'Terms-and-Conditions' }, { method: 'GET' });
    expect(envelope.code).toBe(0);
    expect(envelope.data!.articleList[0]!.title).toBe('Terms and Conditions');
  });
});
