// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { inspectFrame, returnUrlFor, returnedPath } from '../../../elements/kyc/kyc-frame/frame-return';

import { byName, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { CODES, dialogIn, kycStatus, manualTimers, navigations, player, press, testClient } from './kyc-helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';

hostNavigations();

const ORIGIN = window.location.origin;
// The provider page in tests: happy-dom loads about:blank for real (the file's environment
// options allow iframe loading) without fetching anything; a load of about:blank is not yet the
// provider, so the frame stays in its loading state until a test fires a provider load.
const PROVIDER_URL = 'about:blank';

function framePage(replies: Record<string, Reply>, attributes: Record<string, string> = {}, options: { status?: 1 | 2 | 3 | 4 | 6 | 7; language?: 'en-US' | 'ar-AE' } = {}) {
  const gateway = fakeGateway(replies);
  const test = testClient(gateway, { user: player(options.status ?? 1), language: options.language ?? 'en-US' });
  const element = mount('nl-kyc-frame', test.client, attributes);
  return { ...test, gateway, element, root: shadow(element), paths: navigations(element) };
}

const startReplies = (status = kycStatus({ status: 1 })): Record<string, Reply> => ({
  [CODES.kycStatus]: { data: status },
  [CODES.ekycToken]: { data: { ticketId: 'T-1', accessToken: 'A-1' } },
  [CODES.ekycRedirect]: { data: { redirectUrl: PROVIDER_URL } },
});

describe('<nl-kyc-frame> with a ticket', () => {
  it('kyc frame shows the verdict for a ticket and updates the stored status', async () => {
    const { root, client, gateway, element } = framePage({ [CODES.ekycResult]: { data: { status: 3, verifiedFailReason: null, subtitle: '' } } }, { 'ticket-id': 'T-1' });
    const changes: unknown[] = [];
    element.addEventListener('nl-kyc-status-changed', (event) => changes.push(event.detail));
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Identity verified');
    expect(gateway.calls.find((c) => c.code === CODES.ekycResult)?.data).toEqual({ ticketId: 'T-1' });
    expect(client.stores.userInfo.getSnapshot()?.verifiedStatus).toBe(3);
    expect(changes).toEqual([{ status: 3, ticketId: 'T-1' }]);
    expect(gateway.calls.some((c) => c.code === CODES.ekycToken)).toBe(false);
    byName(dialog, 'OK')!.click();
    await until(() => !dialogIn(root));
    expect(text(root.querySelector('[data-state="verdict"]'))).toContain('Your identity is verified');
  });

  it('shows in progress for status 2', async () => {
    const { root, client } = framePage({ [CODES.ekycResult]: { data: { status: 2, verifiedFailReason: null, subtitle: '' } } }, { 'ticket-id': 'T-2' });
    expect(text(await until(() => dialogIn(root)))).toContain('Verification in progress');
    expect(client.stores.userInfo.getSnapshot()?.verifiedStatus).toBe(2);
  });

  it('a failed verdict from registration has no close button and gives the reason', async () => {
    const { root, client, paths } = framePage({ [CODES.ekycResult]: { data: { status: 4, verifiedFailReason: 17, subtitle: '' } } }, { 'ticket-id': 'T-3', from: 'register' });
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Your date of birth could not be verified against your ID.');
    expect(byName(dialog, 'Close')).toBeNull();
    press(dialog, 'Escape');
    await settle();
    expect(dialogIn(root)).toBeTruthy();
    expect(client.stores.userInfo.getSnapshot()?.verifiedStatus).toBe(4);
    byName(dialog, 'Re-verify')!.click();
    expect(paths).toEqual(['/account/kycIframe?from=register']);
  });

  it('a failed verdict not from registration can be closed', async () => {
    const { root } = framePage({ [CODES.ekycResult]: { data: { status: 4, verifiedFailReason: 15, subtitle: '' } } }, { 'ticket-id': 'T-4' });
    const dialog = await until(() => dialogIn(root));
    expect(byName(dialog, 'Close')).toBeTruthy();
    byName(dialog, 'Later')!.click();
    await until(() => !dialogIn(root));
    expect(byName(root, 'Re-verify')).toBeTruthy();
  });

  it('shows the subtitle of 403000815 in the failed dialog', async () => {
    const { root, client } = framePage(
      { [CODES.ekycResult]: { code: 403000815, message: 'Failed', data: { subtitle: 'Name matching failed.' } } },
      { 'ticket-id': 'T-5' },
    );
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Verification failed');
    expect(text(dialog)).toContain('Name matching failed.');
    expect(client.stores.userInfo.getSnapshot()?.verifiedStatus).toBe(4);
  });

  it('does not read the verdict again in the copy of the page the provider loads inside the frame', async () => {
    // This window plays the page inside the iframe: its parent is the verification page.
    const original = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, value: { location: { pathname: '/account/kycIframe' } } });
    try {
      const { root, gateway } = framePage({ [CODES.ekycResult]: { data: { status: 3, verifiedFailReason: null, subtitle: '' } } }, { 'ticket-id': 'T-1' });
      await until(() => root.querySelector('[data-state="returning"]'));
      await settle();
      expect(gateway.calls).toEqual([]);
      expect(dialogIn(root)).toBeNull();
    } finally {
      if (original) Object.defineProperty(window, 'parent', original);
      else delete (window as unknown as { parent?: unknown }).parent;
    }
    expect(window.parent).toBe(window);
  });

  it('shows an error with retry when the verdict cannot be read', async () => {
    const { root, gateway } = framePage({ [CODES.ekycResult]: { code: 500000001, message: 'down' } }, { 'ticket-id': 'T-6' });
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('The result of your verification could not be loaded.');
    gateway.reply(CODES.ekycResult, { data: { status: 3, verifiedFailReason: null, subtitle: '' } });
    retry.click();
    await until(() => dialogIn(root));
  });
});

describe('<nl-kyc-frame> starting an attempt', () => {
  it('opens the provider page full size with a title, after token and redirect', async () => {
    const { root, gateway } = framePage(startReplies());
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe'));
    expect(frame.getAttribute('title')).toBe('Identity verification');
    expect(frame.getAttribute('src')).toBe(PROVIDER_URL);
    expect(gateway.calls.map((c) => c.code)).toEqual([CODES.kycStatus, CODES.ekycToken, CODES.ekycRedirect]);
    expect(gateway.calls[2]!.data).toEqual({ ticketId: 'T-1', returnUrl: `${ORIGIN}/account/kycIframe?ticketId=T-1`, language: 'en-US' });
  });

  it('shows a loading state until the provider page has loaded', async () => {
    const { root } = framePage(startReplies());
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe'));
    // The initial blank document loads first; it is not the provider yet.
    await settle(30);
    expect(root.querySelector('.kyc-frame-box')?.getAttribute('data-state')).toBe('loading');
    expect(root.querySelector('.kyc-frame-box')?.getAttribute('aria-busy')).toBe('true');
    // The provider is another origin: reading its location throws.
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => ({ get location() { throw new DOMException('cross-origin', 'SecurityError'); } }) });
    frame.dispatchEvent(new Event('load'));
    await until(() => root.querySelector('.kyc-frame-box')?.getAttribute('data-state') === 'ready');
    expect(root.querySelector('.kyc-frame-loading')).toBeNull();
  });

  it('offers to try again when the provider page takes too long', async () => {
    const gateway = fakeGateway(startReplies());
    const timers = manualTimers();
    const { client } = testClient(gateway, { user: player(1), timers });
    const root = shadow(mount('nl-kyc-frame', client));
    await until(() => root.querySelector('iframe'));
    // Let the page's timeouts (the slow-load one among them) expire.
    const notice = await until(() => {
      timers.runAll();
      return root.querySelector('.kyc-frame-loading[data-slow="true"]');
    });
    expect(text(notice)).toContain('taking longer than usual');
    gateway.reply(CODES.ekycToken, { data: { ticketId: 'T-8', accessToken: 'A' } });
    byName(notice, 'Retry')!.click();
    await until(() => gateway.calls.filter((c) => c.code === CODES.ekycToken).length === 2 && root.querySelector('iframe'));
  });

  it('moves the whole window to the return URL when the provider sends the frame back', async () => {
    const { root, paths } = framePage(startReplies(), { from: 'register' });
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe'));
    const back = returnUrlFor(ORIGIN, 'T-1', true);
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => ({ location: { href: back } }) });
    frame.dispatchEvent(new Event('load'));
    await until(() => paths.length > 0);
    expect(paths).toEqual(['/account/kycIframe?ticketId=T-1&from=register']);
  });

  it('re-renders with the verdict once the host passes the ticket', async () => {
    const { root, element } = framePage({ ...startReplies(), [CODES.ekycResult]: { data: { status: 3, verifiedFailReason: null, subtitle: '' } } });
    await until(() => root.querySelector('iframe'));
    element.setAttribute('ticket-id', 'T-1');
    await until(() => dialogIn(root));
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('daily limit message when forbidStatus is 1', async () => {
    const { root, gateway } = framePage(startReplies(kycStatus({ status: 4, forbidStatus: 1 })));
    const message = await until(() => root.querySelector('[data-state="limit"]'));
    expect(text(message)).toContain('You have reached the maximum limit of request for today.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(gateway.calls.some((c) => c.code === CODES.ekycToken)).toBe(false);
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('shows the daily limit message when the provider refuses with 403000725', async () => {
    const { root, client } = framePage({ ...startReplies(), [CODES.ekycToken]: { code: 403000725, message: 'You have reached the maximum limit of request for today.' } });
    const dialogs: string[] = [];
    client.events.on('dialog', ({ name }) => dialogs.push(name));
    await until(() => root.querySelector('[data-state="limit"]'));
    // This page explains it itself; the page-wide dialog is not opened as well.
    expect(dialogs).toEqual([]);
  });

  it('shows the service-unavailable error with retry (403000724)', async () => {
    const { root, gateway } = framePage({ ...startReplies(), [CODES.ekycToken]: { code: 403000724, message: 'eKYC service is unavailable.' } });
    const error = await until(() => root.querySelector('[data-state="error"]'));
    expect(text(error)).toContain('eKYC service is unavailable.');
    gateway.reply(CODES.ekycToken, { data: { ticketId: 'T-7', accessToken: 'A' } });
    byName(root, 'Retry')!.click();
    await until(() => root.querySelector('iframe'));
  });

  it('refuses politely when the player is already verified', async () => {
    const { root, gateway, paths } = framePage(startReplies(kycStatus({ status: 3 })), {}, { status: 3 });
    const panel = await until(() => root.querySelector('[data-state="verified"]'));
    expect(text(panel)).toContain('You are already verified');
    expect(gateway.calls.some((c) => c.code === CODES.ekycToken)).toBe(false);
    byName(panel, 'Account settings')!.click();
    expect(paths).toEqual(['/account/accountSetting']);
  });

  it('lets a verified player whose ID expires soon renew', async () => {
    const { root } = framePage(startReplies(kycStatus({ status: 3, eKycExpireWarnStatus: 1 })), {}, { status: 3 });
    await until(() => root.querySelector('iframe'));
  });

  it('asks a guest to log in', async () => {
    const gateway = fakeGateway(startReplies());
    const { client } = testClient(gateway, { path: '/account/kycIframe' });
    const element = mount('nl-kyc-frame', client);
    const paths = navigations(element);
    (await until(() => byName(shadow(element), 'Log in'))).click();
    expect(paths).toEqual(['/account/login?redirect=%2Faccount%2FkycIframe']);
    expect(gateway.calls).toEqual([]);
  });

  it('asks the provider for Arabic and is right-to-left in Arabic', async () => {
    const { root, gateway } = framePage(startReplies(), {}, { language: 'ar-AE' });
    const frame = await until(() => root.querySelector<HTMLIFrameElement>('iframe'));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(frame.getAttribute('title')).toBe('التحقق من الهوية');
    expect((gateway.calls.find((c) => c.code === CODES.ekycRedirect)?.data as { language: string }).language).toBe('ar-AE');
  });
});

describe('returnedPath()', () => {
  const frameAt = (href: string) => ({ contentWindow: { location: { href } } }) as unknown as HTMLIFrameElement;
  it('knows our return URL, and nothing else', () => {
    expect(returnedPath(frameAt(`${ORIGIN}/account/kycIframe?ticketId=T-1`), ORIGIN)).toBe('/account/kycIframe?ticketId=T-1');
    expect(returnedPath(frameAt(`${ORIGIN}/account/kycIframe`), ORIGIN)).toBeNull();
    expect(returnedPath(frameAt('https://provider.example/account/kycIframe?ticketId=T-1'), ORIGIN)).toBeNull();
    expect(returnedPath(frameAt('about:blank'), ORIGIN)).toBeNull();
  });

  it('tells the initial blank document and a cross-origin provider apart', () => {
    expect(inspectFrame(frameAt('about:blank'), ORIGIN)).toEqual({ kind: 'blank' });
    const crossOrigin = { contentWindow: { get location(): Location { throw new DOMException('blocked', 'SecurityError'); } } } as unknown as HTMLIFrameElement;
    expect(inspectFrame(crossOrigin, ORIGIN)).toEqual({ kind: 'provider' });
    expect(inspectFrame(frameAt(`${ORIGIN}/provider/page`), ORIGIN)).toEqual({ kind: 'provider' });
  });
});

describe('<nl-kyc-frame> bar', () => {
  it('keeps the provider page full screen under a bar with the title and a way back to the profile', async () => {
    const { root, paths } = framePage(startReplies());
    await until(() => root.querySelector('iframe'));
    const bar = root.querySelector('[part="topbar"]')!;
    expect(text(bar.querySelector('h1'))).toBe('Identity verification');
    byName(bar, 'Back')!.click();
    expect(paths).toEqual(['/account/myprofile']);
  });

  it('goes home from a verification started at registration, and speaks Arabic', async () => {
    const { root, paths } = framePage(startReplies(), { from: 'register' }, { language: 'ar-AE' });
    const back = await until(() => byName(root.querySelector('[part="topbar"]')!, 'رجوع'));
    back.click();
    expect(paths).toEqual(['/']);
  });

  it('offers the way back while the page is still being prepared, and on an error', async () => {
    const { root, paths } = framePage({ [CODES.kycStatus]: { code: 500000001, message: 'down' } });
    await until(() => root.querySelector('[data-state="error"]'));
    byName(root.querySelector('[part="topbar"]')!, 'Back')!.click();
    expect(paths).toEqual(['/account/myprofile']);
  });
});
