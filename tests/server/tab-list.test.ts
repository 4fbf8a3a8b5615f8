import { describe, expect, it } from 'vitest';
import type { NavTab } from '../../sdk/commands/content';
import { availableBackends } from './helpers/backends';
import { callHapi, type CallOptions } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

type Tab = NavTab & { tabType: number };
const ARABIC = /[\u0600-\u06FF]/;

describe.each(availableBackends())('200025 tab list on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const tabs = async (data: Record<string, unknown>, clientInfo?: CallOptions['clientInfo']) => {
    const { envelope } = await callHapi<{ tabs: Tab[] }>(t.app, '200025', data, { ...(clientInfo ? { clientInfo } : {}) });
    expect(envelope.code).toBe(0);
    return envelope.data!.tabs;
  };

  it('answers the header tabs in order: play, draws, news, faqs, Play Responsibly', async () => {
    const header = await tabs({ tabType: [23], businessLine: 'h5-new' });
    expect(header.map((x) => x.extra)).toEqual(['play', 'draws', 'news', 'faqs', 'Play Responsibly']);
    expect(header.map((x) => x.localName)).toEqual(['Play', 'Results', 'News', 'FAQs', 'Play Responsibly']);
    expect(header.every((x) => x.tabType === 23)).toBe(true);
  });

  it('nests the play menu: lotteries, scratch cards and e-instants, each with its games', async () => {
    const [play] = await tabs({ tabType: [23], businessLine: 'h5-new' });
    expect(play!.subTab.map((s) => s.extra)).toEqual(['luckyday', 'card', 'e_instant']);
    const [lotteries, cards, instants] = play!.subTab;
    expect(lotteries!.sideMerchantApps.map((a) => a.category)).toEqual(Array(10).fill('lottery'));
    expect(cards!.sideMerchantApps.map((a) => a.appKey)).toEqual(['golden-falcon', 'desert-treasure', 'oasis-gems']);
    expect(instants!.sideMerchantApps.map((a) => a.appKey)).toEqual(['pearl-diver', 'lucky-lanterns']);
    // The play tab itself features the games marked hot or new.
    expect(play!.sideMerchantApps.length).toBeGreaterThan(0);
    expect(play!.sideMerchantApps.every((a) => a.appMarkType !== 0)).toBe(true);
  });

  it('names tabs and their games in Arabic when data.language is ar-AE', async () => {
    const header = await tabs({ tabType: [23], businessLine: 'h5-new', language: 'ar-AE' });
    expect(header.map((x) => x.localName)).toEqual(['العب', 'النتائج', 'الأخبار', 'الأسئلة الشائعة', 'اللعب المسؤول']);
    for (const sub of header[0]!.subTab) {
      expect(sub.localName).toMatch(ARABIC);
      expect(sub.sideMerchantApps.every((a) => ARABIC.test(a.appName))).toBe(true);
    }
  });

  it('falls back to the client language, then to en-US', async () => {
    const arabic = await tabs({ tabType: [23], businessLine: 'h5-new' }, { platform: 4, product: 61, language: 'ar-AE' });
    expect(arabic[0]!.localName).toBe('العب');
    const english = await tabs({ tabType: [23], businessLine: 'h5-new', language: 'en-US' }, { platform: 4, product: 61, language: 'ar-AE' });
    expect(english[0]!.localName).toBe('Play');
  });

  it('answers bottom tabs (tabType 7) with icons, for both business lines', async () => {
    for (const businessLine of ['h5-new', 'botim']) {
      const bottom = await tabs({ tabType: [7], businessLine });
      expect(bottom.length).toBeGreaterThan(0);
      expect(bottom.every((x) => x.tabType === 7 && x.images.icon && x.images.activeIcon && x.subTab.length === 0)).toBe(true);
    }
  });

  it('answers both tab types in one request', async () => {
    const both = await tabs({ tabType: [23, 7], businessLine: 'botim' });
    expect(new Set(both.map((x) => x.tabType))).toEqual(new Set([23, 7]));
  });

  it('refuses an unknown business line or tab type', async () => {
    expect((await callHapi(t.app, '200025', { tabType: [23], businessLine: 'other' })).envelope.code).toBe(400000012);
    expect((await callHapi(t.app, '200025', { tabType: [5], businessLine: 'botim' })).envelope.code).toBe(400000012);
  });
});
