// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineAccountSettings } from '../../../elements/profile/account-settings/account-settings-element';
import { CODES, PLAYER, byName, errorOf, field, mount, makeClient, recordToasts, settle, shadow, text, typeInto, until } from './helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { hostNavigations } from '../helpers';

defineAccountSettings();

hostNavigations();

function settings(reply: Reply = { data: {} }) {
  const gateway = fakeGateway({ [CODES.changePassword]: reply });
  const client = makeClient(gateway, { user: PLAYER });
  const toasts = recordToasts(client);
  const element = mount('nl-account-settings', client);
  return { gateway, client, toasts, element, root: shadow(element) };
}

async function fill(root: ShadowRoot, current: string, next: string, confirm = next) {
  await until(() => root.querySelector('form'));
  typeInto(field(root, 'Current password'), current);
  typeInto(field(root, 'New password'), next);
  typeInto(field(root, 'Confirm new password'), confirm);
}

const submit = (root: ShadowRoot) => root.querySelector<HTMLFormElement>('form')!.requestSubmit();

describe('<nl-account-settings>', () => {
  it('wrong current password appears under the field and never as a toast', async () => {
    const { root, toasts, gateway } = settings({ code: 403000630, message: 'Wrong current password.' });
    await fill(root, 'Old-pass1!', 'New-pass2@');
    submit(root);
    const current = field(root, 'Current password');
    await until(() => errorOf(root, current) === 'Wrong current password.');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(gateway.callsOf(CODES.changePassword)).toEqual([{ currentPassword: 'Old-pass1!', newPassword: 'New-pass2@', confirmPassword: 'New-pass2@' }]);
    // Not a form-level alert either: the message belongs to the field.
    expect(root.querySelector('.nl-form-error')).toBeNull();
    await settle();
    expect(toasts).toEqual([]);
    // Focus goes to the field to correct.
    expect(root.activeElement).toBe(current);
  });

  it('changes the password, announces it and clears the form', async () => {
    const { root, gateway, element } = settings();
    const changed: unknown[] = [];
    element.addEventListener('nl-password-changed', (event) => changed.push(event.detail));
    await fill(root, 'Old-pass1!', 'New-pass2@');
    submit(root);
    await until(() => root.querySelector('[data-state="success"]'));
    expect(text(root.querySelector('[role="status"][data-state="success"]'))).toBe('Your password has been changed.');
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(field(root, label).value).toBe('');
    expect(gateway.callsOf(CODES.changePassword)).toHaveLength(1);
    expect(changed).toEqual([{}]);
  });

  it('checks the form before calling the server', async () => {
    const { root, gateway } = settings();
    await fill(root, 'Old-pass1!', 'short', 'other');
    submit(root);
    await until(() => errorOf(root, field(root, 'New password')));
    expect(errorOf(root, field(root, 'New password'))).toBe('Use 8 to 20 characters with at least one letter, one digit and one special character.');
    expect(errorOf(root, field(root, 'Confirm new password'))).toBe('The passwords do not match.');
    await settle();
    expect(gateway.callsOf(CODES.changePassword)).toHaveLength(0);
  });

  it("shows the server's field issues (400000012) under their fields", async () => {
    const { root, toasts } = settings({ code: 400000012, message: 'Validation failed', data: { issues: [{ path: ['data', 'newPassword'], message: 'validation.password' }] } });
    await fill(root, 'Old-pass1!', 'New-pass2@');
    submit(root);
    await until(() => errorOf(root, field(root, 'New password')));
    expect(errorOf(root, field(root, 'New password'))).toBe('Use 8 to 20 characters with at least one letter, one digit and one special character.');
    expect(toasts).toEqual([]);
  });

  it('shows another failure in the form', async () => {
    const { root } = settings({ code: 500000001, message: 'Service unavailable' });
    await fill(root, 'Old-pass1!', 'New-pass2@');
    submit(root);
    const alert = await until(() => root.querySelector('.nl-form-error'));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(text(alert)).toBe('Service unavailable');
  });

  it('leads back to the profile, or to the page payBackName names (back-path), in English and Arabic', async () => {
    const back = (attrs: Record<string, string>, language: 'en-US' | 'ar-AE' = 'en-US') => {
      const root = shadow(mount('nl-account-settings', makeClient(fakeGateway(), { user: PLAYER, language }), attrs));
      return until(() => root.querySelector<HTMLAnchorElement>('.settings-back'));
    };
    const profile = await back({});
    expect([text(profile), profile.getAttribute('href')]).toEqual(['Back to My Profile', '/account/myprofile']);
    const deposit = await back({ 'back-path': '/account/deposit' });
    expect([text(deposit), deposit.getAttribute('href')]).toEqual(['Back to the page you came from', '/account/deposit']);
    const arabic = await back({ 'back-path': '/account/withdraw' }, 'ar-AE');
    expect([text(arabic), arabic.getAttribute('href')]).toEqual(['العودة إلى الصفحة التي جئت منها', '/account/withdraw']);
    // Never to another site: the profile instead.
    expect((await back({ 'back-path': '//evil.example' })).getAttribute('href')).toBe('/account/myprofile');
  });

  it('shows a guest a login prompt', async () => {
    const gateway = fakeGateway();
    const root = shadow(mount('nl-account-settings', makeClient(gateway)));
    expect((await until(() => byName(root, 'Log in'))).getAttribute('href')).toBe('/account/login?redirect=%2Faccount%2FaccountSetting');
    expect(root.querySelector('form')).toBeNull();
  });
});
