// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { TERMS_SHOWN_KEY } from '../../../sdk';

import { byName, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { CODES, DAY_MS, dialogIn, player, press, testClient } from '../kyc/kyc-helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';

hostNavigations();

const check = (overrides: Record<string, number> = {}) => ({ id: 7, forceUpgrade: 0, notice: 1, upgrade: 1, ...overrides });
const articles = (language = 'en-US') => ({
  articleDetailItemList: [
    { id: 1, label: 'brief', title: language === 'en-US' ? 'What changed' : 'ما الذي تغيّر', content: '<p>We changed the prize claim rules.</p><p>Read on.</p>' },
    { id: 2, label: 'whole', title: 'Terms and Conditions', content: '1. Who may play\n2. Prizes\n3. Claims' },
  ],
});

function termsPage(replies: Record<string, Reply> = {}, options: { language?: 'en-US' | 'ar-AE' } = {}) {
  const gateway = fakeGateway({
    [CODES.checkTerms]: { data: check() },
    [CODES.termsArticles]: (data) => ({ data: articles((data as { language: string }).language) }),
    [CODES.acceptTerms]: { data: {} },
    ...replies,
  });
  const test = testClient(gateway, { user: player(3), language: options.language ?? 'en-US' });
  const element = mount('nl-terms-dialog', test.client);
  return { ...test, gateway, element, root: shadow(element) };
}

/** Gives the article box a size happy-dom does not lay out, and scrolls it. */
function scrollTo(box: HTMLElement, scrollTop: number): void {
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 300 });
  Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: scrollTop });
  box.dispatchEvent(new Event('scroll'));
}

describe('<nl-terms-dialog>', () => {
  it('terms dialog: forced hides close; brief turns to full after scrolling to the bottom; agree calls 200030', async () => {
    const { root, gateway, element } = termsPage({ [CODES.checkTerms]: { data: check({ forceUpgrade: 1 }) } });
    const accepted: unknown[] = [];
    element.addEventListener('nl-terms-accepted', (event) => accepted.push(event.detail));
    const dialog = await until(() => dialogIn(root));
    expect(gateway.calls.find((c) => c.code === CODES.checkTerms)?.data).toEqual({ versionType: 1 });

    // Forced: no close button, Escape does nothing.
    expect(byName(dialog, 'Close')).toBeNull();
    press(dialog, 'Escape');
    await settle();
    expect(dialogIn(root)).toBeTruthy();

    // The brief view first; HTML arrives as plain paragraphs.
    const box = await until(() => root.querySelector<HTMLElement>('.terms-text[data-view="brief"] p') && root.querySelector<HTMLElement>('.terms-text'));
    expect(gateway.calls.find((c) => c.code === CODES.termsArticles)?.data).toEqual({ category: 12, language: 'en-US' });
    expect(text(box)).toContain('What changed');
    expect(Array.from(box.querySelectorAll('p'), (p) => text(p))).toEqual(['We changed the prize claim rules.', 'Read on.']);

    // Scrolling part of the way keeps it; reaching the bottom (2 px tolerance) shows the whole text.
    scrollTo(box, 500);
    await settle();
    expect(box.getAttribute('data-view')).toBe('brief');
    scrollTo(box, 699);
    await until(() => box.getAttribute('data-view') === 'whole');
    expect(Array.from(box.querySelectorAll('p'), (p) => text(p))).toEqual(['1. Who may play', '2. Prizes', '3. Claims']);

    byName(dialog, 'I agree')!.click();
    await until(() => !dialogIn(root));
    expect(gateway.calls.find((c) => c.code === CODES.acceptTerms)?.data).toEqual({ versionId: 7 });
    expect(accepted).toEqual([{ versionId: 7 }]);
  });

  it('an unforced update can be closed and shows at most once a day', async () => {
    const { root, gateway, storage, client, advance } = termsPage();
    const dialog = await until(() => dialogIn(root));
    expect(storage.getItem(TERMS_SHOWN_KEY)).toMatch(/^\d+$/);
    byName(dialog, 'Close')!.click();
    await until(() => !dialogIn(root));
    expect(gateway.calls.some((c) => c.code === CODES.acceptTerms)).toBe(false);

    // The next login the same day: checked, not shown.
    client.stores.userInfo.clear();
    client.stores.userInfo.setUser(player(3, { sessionToken: 'token-2' }));
    await until(() => gateway.calls.filter((c) => c.code === CODES.checkTerms).length === 2);
    await settle();
    expect(dialogIn(root)).toBeNull();

    advance(DAY_MS);
    client.stores.userInfo.setUser(player(3, { sessionToken: 'token-3' }));
    await until(() => dialogIn(root));
  });

  it('is not shown when no upgrade is pending, nor to a guest', async () => {
    const { root } = termsPage({ [CODES.checkTerms]: { data: check({ upgrade: 0 }) } });
    await settle(80);
    expect(dialogIn(root)).toBeNull();

    const gateway = fakeGateway({ [CODES.checkTerms]: { data: check() } });
    mount('nl-terms-dialog', testClient(gateway).client);
    await settle();
    expect(gateway.calls).toEqual([]);
  });

  it('tells the host when the terms are out of the way: nothing pending, or the dialog done', async () => {
    const quiet = termsPage({ [CODES.checkTerms]: { data: check({ upgrade: 0 }) } });
    let settledQuiet = 0;
    quiet.element.addEventListener('nl-terms-settled', () => settledQuiet++);
    await until(() => settledQuiet === 1);

    const shown = termsPage();
    let settledShown = 0;
    shown.element.addEventListener('nl-terms-settled', () => settledShown++);
    const dialog = await until(() => dialogIn(shown.root));
    expect(settledShown).toBe(0);
    byName(dialog, 'Close')!.click();
    await until(() => settledShown === 1);
  });

  it('offers the whole text by a button too', async () => {
    const { root } = termsPage();
    const dialog = await until(() => root.querySelector('.terms-text[data-view="brief"] p') && dialogIn(root));
    byName(dialog, 'Read the full terms')!.click();
    await until(() => root.querySelector('.terms-text[data-view="whole"]'));
    expect(byName(dialog, 'Read the full terms')).toBeNull();
  });

  it('keeps the dialog open with a message when agreeing fails', async () => {
    const { root, gateway } = termsPage({ [CODES.acceptTerms]: { code: 500000001, message: 'Please try later.' } });
    const dialog = await until(() => root.querySelector('.terms-text p') && dialogIn(root));
    byName(dialog, 'I agree')!.click();
    const alert = await until(() => dialog.querySelector('[role="alert"]'));
    expect(text(alert)).toBe('Please try later.');
    gateway.reply(CODES.acceptTerms, { data: {} });
    byName(dialog, 'I agree')!.click();
    await until(() => !dialogIn(root));
  });

  it('shows loading, then an error with retry, for the articles', async () => {
    const gateway = fakeGateway({ [CODES.checkTerms]: { data: check() }, [CODES.termsArticles]: { code: 500000001, message: 'down' } });
    const release = gateway.hold(CODES.termsArticles);
    const root = shadow(mount('nl-terms-dialog', testClient(gateway, { user: player(3) }).client));
    await until(() => root.querySelector('.terms-text [data-state="loading"]'));
    release();
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('.terms-text [role="alert"]'))).toContain('The terms could not be loaded.');
    gateway.reply(CODES.termsArticles, { data: articles() });
    retry.click();
    await until(() => root.querySelector('.terms-text p'));
  });

  it('reads the articles in Arabic, right-to-left', async () => {
    const { root, gateway } = termsPage({}, { language: 'ar-AE' });
    const dialog = await until(() => root.querySelector('.terms-text p') && dialogIn(root));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect((gateway.calls.find((c) => c.code === CODES.termsArticles)?.data as { language: string }).language).toBe('ar-AE');
    expect(text(dialog)).toContain('ما الذي تغيّر');
    expect(byName(dialog, 'أوافق')).toBeTruthy();
  });
});
