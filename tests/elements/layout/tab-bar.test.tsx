// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { makeClient, mount, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';

const TAB_LIST = '200025';

const navigations = hostNavigations();

const tab = (localName: string, jumpUrl: string, extra = 'play') => ({ localName, extra, jumpUrl, target: '_self', images: {}, sideMerchantApps: [], subTab: [], tabType: 7 });
const TABS = { tabs: [tab('Play', '/lottery/play'), tab('Results', '/lottery/results', 'draws'), tab('News', '/news', 'news')] };

/** The mini-program's bottom tab bar on a page, with what 200025 answers. */
function tabBar(reply: Reply, attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({ [TAB_LIST]: reply });
  const client = makeClient(gateway, { language });
  const element = mount('nl-tab-bar', client, attributes);
  return { gateway, element, root: shadow(element) };
}

describe('<nl-tab-bar> (SPEC §2: bottom tab bar from server tabs in the mini-program)', () => {
  it('asks for the super-app\'s bottom tabs (tabType 7, businessLine botim) and shows them as links, the current page marked', async () => {
    const { root, gateway } = tabBar({ data: TABS }, { 'active-path': '/lottery/results?lotteryType=pick3' });
    const links = await until(() => (root.querySelectorAll('a[part="tab"]').length ? Array.from(root.querySelectorAll<HTMLAnchorElement>('a[part="tab"]')) : null));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Play', '/lottery/play', null],
      ['Results', '/lottery/results', 'page'],
      ['News', '/news', null],
    ]);
    expect(gateway.callsOf(TAB_LIST)).toEqual([{ tabType: [7], businessLine: 'botim', language: 'en-US' }]);
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Lottery sections');
  });

  it('asks the host to route when a tab is pressed', async () => {
    const { root } = tabBar({ data: TABS });
    const play = await until(() => root.querySelector<HTMLAnchorElement>('a[part="tab"]'));
    navigations.length = 0;
    play.click();
    expect(navigations).toEqual(['/lottery/play']);
  });

  it('is named and laid out right to left in Arabic, with the tab names the server gives', async () => {
    const { root, gateway } = tabBar({ data: { tabs: [tab('العب', '/lottery/play'), tab('النتائج', '/lottery/results')] } }, {}, 'ar-AE');
    await until(() => root.querySelector('a[part="tab"]'));
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('أقسام اليانصيب');
    expect(text(root.querySelector('[part="list"]'))).toContain('النتائج');
    expect(gateway.callsOf(TAB_LIST)[0]).toMatchObject({ language: 'ar-AE' });
  });

  it('keeps its height with a placeholder while loading, offers Retry on failure, and shows nothing without tabs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answer: Reply = { code: 500, message: 'down' };
    const failing = tabBar(() => held.then(() => answer));
    await until(() => failing.root.querySelector('[part="loading"]'));
    expect(failing.root.querySelector('[part="loading"]')?.getAttribute('aria-busy')).toBe('true');
    release();
    const error = await until(() => failing.root.querySelector('[part="error"]'));
    expect(text(error)).toContain('The tabs could not be loaded.');
    answer = { data: TABS };
    error.querySelector('button')!.click();
    await until(() => failing.root.querySelector('a[part="tab"]'));

    const empty = tabBar({ data: { tabs: [] } });
    await until(() => empty.gateway.callsOf(TAB_LIST).length === 1);
    await until(() => !empty.root.querySelector('[part="loading"]'));
    expect(empty.root.querySelector('nav')).toBeNull();
  });

  it('reads another business line when told (h5-new)', async () => {
    const { gateway } = tabBar({ data: TABS }, { 'business-line': 'h5-new' });
    await until(() => gateway.callsOf(TAB_LIST).length === 1);
    expect(gateway.callsOf(TAB_LIST)[0]).toMatchObject({ businessLine: 'h5-new' });
  });
});
