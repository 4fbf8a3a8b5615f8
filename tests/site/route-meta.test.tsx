import { describe, expect, it } from 'vitest';
import type { Language, NlClient } from '../../sdk';
import { useDocumentMeta } from '../../host-demo/site/layout/document-head';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { ROUTES, type RouteDefinition } from '../../host-demo/site/routing/route-table';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { pageRenderer } from './support/render-page';

/**
 * SPEC §2: page title, keywords and description per route. The rule: every row of the route table
 * has a title, a description and keywords of its own, in English and in Arabic, and no two rows
 * share one, nor the wording of a description; only a variant (`variantOf`: the same page at
 * another path or in another frame, such as the native app's copy of the deposit page or home with
 * the login dialog open) shares the texts of the route it is a variant of.
 */

const LOCALES = { 'en-US': enUS, 'ar-AE': arAE } as const;
const ARABIC = /[\u0600-\u06FF]/;

/** The translation at a dotted key, or undefined. */
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

/** A row's name for messages: its route name, and its game for the games' rows. */
const label = (route: RouteDefinition) => (route.game && route.name === 'game' ? `${route.name}:${route.game}` : route.name);
const keysOf = (route: RouteDefinition) => [route.titleKey, route.descriptionKey, route.keywordsKey];
const own = ROUTES.filter((route) => !route.variantOf);
const variants = ROUTES.filter((route) => route.variantOf);

describe('page title, description and keywords per route (SPEC §2)', () => {
  it('has, for every route, its title, description and keywords in English and in Arabic', () => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      for (const key of keysOf(route)) {
        const en = lookup(enUS, key);
        const ar = lookup(arAE, key);
        if (typeof en !== 'string' || en.trim() === '') missing.push(`${label(route)}: en-US ${key}`);
        if (typeof ar !== 'string' || !ARABIC.test(ar) || ar === en) missing.push(`${label(route)}: ar-AE ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives no two routes the same title, description or keywords key, unless one is a variant', () => {
    for (const which of ['titleKey', 'descriptionKey', 'keywordsKey'] as const) {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      for (const route of own) {
        const key = route[which];
        if (seen.has(key)) shared.push(`${seen.get(key)} and ${label(route)} share ${key}`);
        else seen.set(key, label(route));
      }
      expect(shared, which).toEqual([]);
    }
  });

  it('gives no two routes the same description wording in either language, unless one is a variant', () => {
    for (const [language, tree] of Object.entries(LOCALES)) {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      for (const route of own) {
        const text = String(lookup(tree, route.descriptionKey));
        if (seen.has(text)) shared.push(`${seen.get(text)} and ${label(route)}`);
        else seen.set(text, label(route));
      }
      expect(shared, language).toEqual([]);
    }
  });

  it("lets a variant share only the texts of the route it varies, which is not itself a variant", () => {
    expect(variants.map(label).sort()).toEqual(
      ['appUserInfo', 'appWithdraw', 'depositCopy', 'europeanCupHome', 'hulmPreview', 'newOnePurchase', 'orderDetail', 'sharePageHome', 'signInHome', 'superOceanLogin'].sort(),
    );
    for (const route of variants) {
      const original = own.find((other) => other.name === route.variantOf);
      expect(original, `${label(route)} varies ${route.variantOf}`).toBeDefined();
      expect(keysOf(route), label(route)).toEqual(keysOf(original!));
    }
  });

  it('gives each game its own page texts, naming the game', () => {
    for (const route of ROUTES.filter((r) => r.name === 'game' || r.name === 'colorPrediction')) {
      expect(route.descriptionKey).toBe(`site.descriptions.games.${route.game}`);
      const name = String(lookup(enUS, `games.${route.game}.name`));
      expect(String(lookup(enUS, route.titleKey))).toBe(`Play ${name}`);
      expect(String(lookup(enUS, route.descriptionKey))).toContain(name);
    }
  });
});

const render = pageRenderer();

function Head({ client, route, params, language }: { client: NlClient; route: RouteDefinition; params: Record<string, string>; language: Language }) {
  useDocumentMeta(client, route, params, language);
  return null;
}

/** The title, description and keywords the document carries on `path` in `language`. */
async function documentHead(path: string, language: Language) {
  const resolution = resolveLocation(path, { isLoggedIn: true });
  if (resolution.kind !== 'route') throw new Error(`${path} is not a route`);
  await render(language, (client) => <Head client={client} route={resolution.route} params={resolution.params} language={language} />);
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return { title: document.title, description: meta('description'), keywords: meta('keywords') };
}

describe('the document head', () => {
  it("carries the route's own title, description and keywords, in English", async () => {
    const head = await documentHead('/account/transactions', 'en-US');
    expect(head).toEqual({
      title: 'Transactions | National Lottery',
      description: 'Your account statement: deposits, withdrawals, tickets, prizes and refunds.',
      keywords: 'transactions, statement, deposits, withdrawals',
    });
  });

  it('names the game of a results page in its description and keywords, in Arabic', async () => {
    const head = await documentHead('/lottery/pick4/results', 'ar-AE');
    expect(head.title).toBe('نتائج اختر 4 | اليانصيب الوطني');
    expect(head.description).toContain('أحدث نتائج سحوبات اختر 4');
    expect(head.keywords).toContain('نتائج اختر 4');
    expect(head.description).not.toContain('{{');
  });

  it('no longer gives a page that is not home the home description', async () => {
    const deposit = await documentHead('/account/deposit', 'en-US');
    expect(deposit.description).not.toBe(enUS.site.descriptions.home);
    expect(deposit.keywords).not.toBe(enUS.site.keywords.home);
    expect(deposit.title).toBe('Deposit | National Lottery');
  });
});
