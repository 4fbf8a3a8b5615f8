// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineMyProfile } from '../../../elements/profile/my-profile/my-profile-element';
import { CODES, PLAYER, byName, mount, makeClient, profileFixture, settle, shadow, text, until } from './helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { hostNavigations } from '../helpers';

defineMyProfile();

hostNavigations();

function myProfile(reply: Reply = { data: profileFixture() }, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({ [CODES.profile]: reply });
  const client = makeClient(gateway, { user: PLAYER, language });
  const element = mount('nl-my-profile', client);
  return { gateway, client, element, root: shadow(element) };
}

const row = (root: ShadowRoot, name: string) => root.querySelector(`[data-field="${name}"] dd`);

describe('<nl-my-profile>', () => {
  it('shows names, user name, e-mail, mobile, birth date, nationality, residence, ID type, login method, address and status', async () => {
    const { root } = myProfile();
    await until(() => root.querySelector('.details'));
    expect(text(root.querySelector('.profile-name'))).toBe('Sara Ali Khan');
    expect(text(row(root, 'userName'))).toBe('sara.k');
    expect(text(row(root, 'email'))).toBe('sara@example.ae');
    expect(text(row(root, 'mobile'))).toBe('+971 501234567');
    expect(row(root, 'mobile')?.querySelector('[dir="ltr"]')).toBeTruthy();
    expect(text(row(root, 'birthDate'))).toBe('17/05/1990');
    expect(text(row(root, 'nationality'))).toBe('India');
    expect(text(row(root, 'residence'))).toBe('United Arab Emirates');
    expect(text(row(root, 'idType'))).toBe('Emirates ID');
    expect(text(row(root, 'loginMethod'))).toBe('E-mail');
    expect(text(root.querySelector('[data-field="address"]'))).toBe('12 Al Wasl Road, Villa 4, Jumeirah, Dubai, United Arab Emirates');
    expect(text(root.querySelector('.status-tag'))).toContain('Verified');
  });

  it('names a city that is the emirate once, in Arabic too (the emirate translated, the typed city not)', async () => {
    const address = { country: 'AE', street: '12 Sheikh Zayed Road, Tower B', emirate: 'Dubai', city: 'Dubai', postcode: '' };
    const en = myProfile({ data: profileFixture({ address }) }).root;
    expect(text(await until(() => en.querySelector('[data-field="address"]')))).toBe('12 Sheikh Zayed Road, Tower B, Dubai, United Arab Emirates');
    const ar = myProfile({ data: profileFixture({ address }) }, 'ar-AE').root;
    expect(text(await until(() => ar.querySelector('[data-field="address"]')))).toBe('12 Sheikh Zayed Road, Tower B، دبي، الإمارات العربية المتحدة');
  });

  it('shows only the last four characters of the ID', async () => {
    // Even a full number sent by mistake must not appear: only its last four characters do.
    const { root } = myProfile({ data: profileFixture({ idNumberMasked: '784-1990-1234567-6' }) });
    const id = await until(() => row(root, 'idNumber'));
    expect(text(id)).toContain('•••• 5676');
    expect(text(id)).not.toContain('784');
    expect(text(id)).not.toContain('1234567');
    expect(text(id.querySelector('.nl-visually-hidden'))).toBe('ending in 5676');
  });

  it('links to edit address, account settings, notification settings and account deletion', async () => {
    const { root, element } = myProfile();
    await until(() => root.querySelector('.details'));
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    for (const name of ['Edit address', 'Account settings', 'Notification settings', 'Delete account']) byName(root, name)!.click();
    expect(paths).toEqual(['/account/editAddress', '/account/accountSetting', '/account/notificationSettings', '/account/accountDeletion']);
    expect(byName(root, 'Delete account')?.getAttribute('href')).toBe('/account/accountDeletion');
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const gateway = fakeGateway({ [CODES.profile]: { code: 500000001, message: 'down' } });
    const release = gateway.hold(CODES.profile);
    const root = shadow(mount('nl-my-profile', makeClient(gateway, { user: PLAYER })));
    expect((await until(() => root.querySelector('[data-state="loading"]'))).getAttribute('aria-busy')).toBe('true');
    release();
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('Your profile could not be loaded.');
    gateway.reply(CODES.profile, { data: profileFixture() });
    retry.click();
    await until(() => root.querySelector('.details'));
    expect(gateway.callsOf(CODES.profile)).toHaveLength(2);
  });

  it('shows a guest a login prompt that returns to the page, without calling the server', async () => {
    const gateway = fakeGateway({ [CODES.profile]: { data: profileFixture() } });
    const element = mount('nl-my-profile', makeClient(gateway));
    const root = shadow(element);
    const login = await until(() => byName(root, 'Log in'));
    expect(login.getAttribute('href')).toBe('/account/login?redirect=%2Faccount%2Fmyprofile');
    await settle();
    expect(gateway.calls).toHaveLength(0);
  });

  it('turns into the login prompt when the session ends', async () => {
    const { root, client } = myProfile();
    await until(() => root.querySelector('.details'));
    client.stores.userInfo.clear();
    await until(() => root.querySelector('[data-state="guest"]'));
    expect(root.querySelector('.details')).toBeNull();
  });

  it('is right-to-left in Arabic, with the mobile number kept left-to-right', async () => {
    const { root } = myProfile(undefined, 'ar-AE');
    await until(() => root.querySelector('.details'));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('.nl-root')?.getAttribute('lang')).toBe('ar-AE');
    expect(text(root.querySelector('.nl-page-title'))).toBe('ملفي الشخصي');
    expect(row(root, 'mobile')?.querySelector('[dir="ltr"]')).toBeTruthy();
    expect(text(row(root, 'idType'))).toBe('الهوية الإماراتية');
  });
});
