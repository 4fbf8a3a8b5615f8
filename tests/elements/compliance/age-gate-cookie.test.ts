// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/define';
import { AGE_GATE_KEY, COOKIE_NOTICE_KEY, memoryStorage } from '../../../sdk';
import { byName, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { dialogIn, navigations, press, testClient } from '../kyc/kyc-helpers';
import { fakeGateway } from '../../support/fake-gateway';

hostNavigations();
afterEach(() => {
  vi.restoreAllMocks();
  // Tests that fake the history length define it on the instance; the prototype's comes back.
  delete (window.history as unknown as { length?: number }).length;
});

describe('<nl-age-gate>', () => {
  it('age gate stays until confirmed; exit goes back', async () => {
    const storage = memoryStorage();
    const { client } = testClient(fakeGateway(), { storage });
    const element = mount('nl-age-gate', client);
    const root = shadow(element);
    const dialog = await until(() => dialogIn(root));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(text(dialog)).toContain('Are you 18 or older?');
    // No way around it: no close button, Escape and the backdrop do nothing.
    expect(byName(dialog, 'Close')).toBeNull();
    press(dialog, 'Escape');
    (root.querySelector('.nl-dialog-backdrop') as HTMLElement).click();
    await settle();
    expect(dialogIn(root)).toBeTruthy();

    // Exit goes back in history.
    Object.defineProperty(window.history, 'length', { configurable: true, get: () => 3 });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    byName(dialog, 'Exit')!.click();
    expect(back).toHaveBeenCalledTimes(1);
    expect(dialogIn(root)).toBeTruthy();
    expect(storage.getItem(AGE_GATE_KEY)).toBeNull();

    // A reload still shows it.
    element.remove();
    const again = shadow(mount('nl-age-gate', testClient(fakeGateway(), { storage }).client));
    const confirmed: Event[] = [];
    document.addEventListener('nl-age-confirmed', (event) => confirmed.push(event), { once: true });
    byName(await until(() => dialogIn(again)), 'I am 18 or older')!.click();
    await until(() => !dialogIn(again));
    expect(storage.getItem(AGE_GATE_KEY)).toBe('confirm');
    expect(confirmed).toHaveLength(1);

    // Once confirmed it stays away.
    const later = shadow(mount('nl-age-gate', testClient(fakeGateway(), { storage }).client));
    await settle();
    expect(dialogIn(later)).toBeNull();
  });

  it('exit leaves for an empty page when there is no history, unless the host takes it', async () => {
    const { client } = testClient(fakeGateway());
    const element = mount('nl-age-gate', client);
    const root = shadow(element);
    Object.defineProperty(window.history, 'length', { configurable: true, get: () => 1 });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    byName(await until(() => dialogIn(root)), 'Exit')!.click();
    expect(assign).toHaveBeenCalledWith('about:blank');

    element.addEventListener('nl-age-declined', (event) => event.preventDefault(), { once: true });
    byName(dialogIn(root)!, 'Exit')!.click();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('takes focus and keeps it inside', async () => {
    const { client } = testClient(fakeGateway());
    const root = shadow(mount('nl-age-gate', client));
    const dialog = await until(() => dialogIn(root));
    const confirm = byName(dialog, 'I am 18 or older')!;
    const exit = byName(dialog, 'Exit')!;
    await until(() => root.activeElement === confirm);
    exit.focus();
    press(exit, 'Tab');
    expect(root.activeElement).toBe(confirm);
  });

  it('makes the rest of the page inert until answered', async () => {
    const storage = memoryStorage();
    const page = document.createElement('div');
    page.innerHTML = '<header><a href="/">Home</a></header><main><button>Buy</button></main>';
    const alreadyInert = document.createElement('aside');
    alreadyInert.inert = true;
    document.body.append(page, alreadyInert);
    const element = mount('nl-age-gate', testClient(fakeGateway(), { storage }).client);
    const dialog = await until(() => dialogIn(shadow(element)));
    await until(() => page.inert);
    // A part of the page that arrives while the gate is open is kept out too.
    const late = document.createElement('footer');
    document.body.append(late);
    await until(() => late.inert);
    expect(element.inert).toBe(false);

    byName(dialog, 'I am 18 or older')!.click();
    await until(() => !page.inert);
    expect(late.inert).toBe(false);
    // What was inert before the gate stays so.
    expect(alreadyInert.inert).toBe(true);
  });

  it('is right-to-left in Arabic', async () => {
    const { client } = testClient(fakeGateway(), { language: 'ar-AE' });
    const root = shadow(mount('nl-age-gate', client));
    const dialog = await until(() => dialogIn(root));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(byName(dialog, 'عمري 18 عامًا أو أكثر')).toBeTruthy();
    expect(byName(dialog, 'خروج')).toBeTruthy();
  });
});

describe('focus after the age gate', () => {
  it("confirming leaves keyboard focus on the page's heading, the page no longer inert", async () => {
    document.body.insertAdjacentHTML('afterbegin', '<main><h1>Home</h1></main>');
    const root = shadow(mount('nl-age-gate', testClient(fakeGateway(), { storage: memoryStorage() }).client));
    const confirm = await until(() => byName(root, 'I am 18 or older'));
    await until(() => (document.querySelector('main') as HTMLElement).inert);
    confirm.click();
    await until(() => !dialogIn(root));
    await until(() => document.activeElement === document.querySelector('h1'));
    expect((document.querySelector('main') as HTMLElement).inert).toBe(false);
  });
});

describe('<nl-cookie-notice>', () => {
  it("Accept leaves keyboard focus on the page's heading, not on <body>", async () => {
    document.body.insertAdjacentHTML('afterbegin', '<main><h1>Home</h1></main>');
    const root = shadow(mount('nl-cookie-notice', testClient(fakeGateway(), { storage: memoryStorage() }).client));
    const accept = await until(() => byName(root, 'Accept'));
    accept.focus();
    accept.click();
    await until(() => !root.querySelector('.cookie-notice'));
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });


  it('cookie notice stays until accepted', async () => {
    const storage = memoryStorage();
    const element = mount('nl-cookie-notice', testClient(fakeGateway(), { storage }).client);
    const root = shadow(element);
    const banner = await until(() => root.querySelector('[role="region"]'));
    expect(banner.getAttribute('aria-label')).toBe('Cookie notice');
    // Not modal: the page stays usable.
    expect(dialogIn(root)).toBeNull();
    const paths = navigations(element);
    byName(banner, 'Privacy Notice')!.click();
    expect(paths).toEqual(['/Privacy-Notice']);

    // A reload still shows it.
    element.remove();
    const again = mount('nl-cookie-notice', testClient(fakeGateway(), { storage }).client);
    const accepted: Event[] = [];
    again.addEventListener('nl-cookies-accepted', (event) => accepted.push(event));
    byName(await until(() => shadow(again).querySelector('[role="region"]')), 'Accept')!.click();
    await until(() => !shadow(again).querySelector('[role="region"]'));
    expect(storage.getItem(COOKIE_NOTICE_KEY)).toBe('accepted');
    expect(accepted).toHaveLength(1);

    const later = shadow(mount('nl-cookie-notice', testClient(fakeGateway(), { storage }).client));
    await settle();
    expect(later.querySelector('[role="region"]')).toBeNull();
  });

  it('keeps room for itself at the bottom of the page while it shows', async () => {
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cookie-notice') ? ({ height: 132.4 } as DOMRect) : measure.call(this);
    });
    const element = mount('nl-cookie-notice', testClient(fakeGateway()).client);
    const banner = await until(() => shadow(element).querySelector<HTMLElement>('[role="region"]'));
    const page = document.documentElement.style;
    // Focused elements scroll clear of the banner, floating buttons sit above it, and the end of
    // the page can scroll out from under it.
    await until(() => page.scrollPaddingBlockEnd === '133px');
    expect(page.getPropertyValue('--nl-bottom-inset')).toBe('133px');
    expect(page.paddingBlockEnd).toBe('133px');

    byName(banner, 'Accept')!.click();
    await until(() => !shadow(element).querySelector('[role="region"]'));
    expect(page.scrollPaddingBlockEnd).toBe('');
    expect(page.paddingBlockEnd).toBe('');
    expect(page.getPropertyValue('--nl-bottom-inset')).toBe('');
  });

  it('is right-to-left in Arabic', async () => {
    const root = shadow(mount('nl-cookie-notice', testClient(fakeGateway(), { language: 'ar-AE' }).client));
    const banner = await until(() => root.querySelector('[role="region"]'));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(byName(banner, 'موافق')).toBeTruthy();
    expect(text(banner)).toContain('إشعار الخصوصية');
  });
});
