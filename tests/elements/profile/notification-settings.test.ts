// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineNotificationSettings } from '../../../elements/profile/notification-settings/notification-settings-element';
import { CODES, PLAYER, byName, mount, makeClient, recordToasts, settle, shadow, text, until } from './helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { hostNavigations } from '../helpers';

defineNotificationSettings();

hostNavigations();

const SAVED = { drawResults: true, winnings: true, promotions: false, bySms: true, byEmail: false };

function notificationSettings(save: Reply = (data) => ({ data })) {
  const gateway = fakeGateway({ [CODES.notificationSettings]: { data: SAVED }, [CODES.saveNotificationSettings]: save });
  const client = makeClient(gateway, { user: PLAYER });
  const toasts = recordToasts(client);
  const element = mount('nl-notification-settings', client);
  return { gateway, client, toasts, element, root: shadow(element) };
}

const switchOf = (root: ShadowRoot, name: string) => root.querySelector<HTMLButtonElement>(`[role="switch"][name="${name}"]`)!;
const state = (root: ShadowRoot) => Object.fromEntries(Array.from(root.querySelectorAll('[role="switch"]'), (s) => [s.getAttribute('name'), s.getAttribute('aria-checked') === 'true']));

describe('<nl-notification-settings>', () => {
  it('shows switches for draw results, winnings, promotions, SMS and e-mail with their saved state', async () => {
    const { root } = notificationSettings();
    await until(() => root.querySelector('[role="switch"]'));
    expect(state(root)).toEqual(SAVED);
    const promotions = switchOf(root, 'promotions');
    // A native button: reachable with Tab, flipped with Space or Enter; named by its visible label.
    expect(promotions.tagName).toBe('BUTTON');
    expect(text(root.querySelector(`[id="${promotions.getAttribute('aria-labelledby')}"]`))).toBe('Promotions');
    expect(Array.from(root.querySelectorAll('[role="group"] h2'), (h) => text(h))).toEqual(['Tell me about', 'Send them by']);
  });

  it('saves a change at once with every value', async () => {
    const { root, gateway } = notificationSettings();
    await until(() => root.querySelector('[role="switch"]'));
    switchOf(root, 'promotions').click();
    await until(() => switchOf(root, 'promotions').getAttribute('aria-checked') === 'true');
    await until(() => text(root.querySelector('.save-status')) === 'Saved.');
    expect(gateway.callsOf(CODES.saveNotificationSettings)).toEqual([{ ...SAVED, promotions: true }]);
  });

  it('a notification toggle that fails to save goes back', async () => {
    const { root, gateway, toasts } = notificationSettings({ code: 500000001, message: 'Service unavailable' });
    await until(() => root.querySelector('[role="switch"]'));
    const release = gateway.hold(CODES.saveNotificationSettings);
    switchOf(root, 'winnings').click();
    // Shown as switched while saving...
    await until(() => switchOf(root, 'winnings').getAttribute('aria-checked') === 'false');
    release();
    // ...and back when the save fails, with the error said in the page, not as a toast.
    await until(() => switchOf(root, 'winnings').getAttribute('aria-checked') === 'true');
    const alert = await until(() => root.querySelector('[role="alert"]'));
    expect(text(alert)).toBe('“Winnings” could not be saved and has been switched back. Service unavailable');
    expect(state(root)).toEqual(SAVED);
    await settle();
    expect(toasts).toEqual([]);
  });

  it('keeps a later change when an earlier save fails', async () => {
    let calls = 0;
    const { root, gateway } = notificationSettings((data) => (++calls === 1 ? { code: 500000001, message: 'Service unavailable' } : { data }));
    await until(() => root.querySelector('[role="switch"]'));
    const release = gateway.hold(CODES.saveNotificationSettings);
    switchOf(root, 'promotions').click();
    switchOf(root, 'byEmail').click();
    release();
    await until(() => root.querySelector('[role="alert"]') && text(root.querySelector('.save-status')) === 'Saved.');
    expect(state(root)).toEqual({ ...SAVED, byEmail: true });
    // The second save carried the undone first change, so the server ends up with what is shown.
    expect(gateway.callsOf(CODES.saveNotificationSettings).at(-1)).toEqual({ ...SAVED, byEmail: true });
  });

  it('shows an error with Retry when the settings cannot be loaded', async () => {
    const gateway = fakeGateway({ [CODES.notificationSettings]: { code: 500000001, message: 'down' } });
    const root = shadow(mount('nl-notification-settings', makeClient(gateway, { user: PLAYER })));
    const retry = await until(() => byName(root, 'Retry'));
    gateway.reply(CODES.notificationSettings, { data: SAVED });
    retry.click();
    await until(() => root.querySelector('[role="switch"]'));
  });

  it('shows a guest a login prompt without calling the server', async () => {
    const gateway = fakeGateway();
    const root = shadow(mount('nl-notification-settings', makeClient(gateway)));
    expect((await until(() => byName(root, 'Log in'))).getAttribute('href')).toBe('/account/login?redirect=%2Faccount%2FnotificationSettings');
    await settle();
    expect(gateway.calls).toHaveLength(0);
  });
});
