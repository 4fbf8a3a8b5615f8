// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineEditAddress } from '../../../elements/profile/edit-address/edit-address-element';
import { CODES, PLAYER, byName, countriesFixture, errorOf, field, mount, makeClient, profileFixture, recordToasts, settle, shadow, text, typeInto, until } from './helpers';
import { fakeGateway } from '../../support/fake-gateway';
import { hostNavigations } from '../helpers';

defineEditAddress();

hostNavigations();

function editAddress(address = profileFixture().address) {
  const gateway = fakeGateway({
    [CODES.profile]: { data: profileFixture({ address }) },
    [CODES.countryCodes]: { data: countriesFixture() },
    [CODES.editAddress]: (data) => ({ data: { address: data } }),
  });
  const client = makeClient(gateway, { user: PLAYER });
  const toasts = recordToasts(client);
  const element = mount('nl-edit-address', client);
  return { gateway, client, toasts, element, root: shadow(element) };
}

const submit = (root: ShadowRoot) => root.querySelector<HTMLFormElement>('form')!.requestSubmit();

describe('<nl-edit-address>', () => {
  it('starts from the address in the profile, with the emirate list in the UAE', async () => {
    const { root } = editAddress();
    await until(() => root.querySelector('form'));
    expect(field<HTMLSelectElement>(root, 'Country').value).toBe('AE');
    expect(field(root, 'Street address').value).toBe('12 Al Wasl Road, Villa 4');
    const emirate = field<HTMLSelectElement>(root, 'Emirate');
    expect(emirate.tagName).toBe('SELECT');
    expect(emirate.value).toBe('Dubai');
    expect(Array.from(emirate.options, (o) => o.value).filter(Boolean)).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah']);
    expect(field(root, 'Area / City').value).toBe('Jumeirah');
  });

  it('edit address refuses a street under 10 characters before calling the server', async () => {
    const { root, gateway } = editAddress();
    await until(() => root.querySelector('form'));
    const street = field(root, 'Street address');
    typeInto(street, 'Villa 4');
    submit(root);
    await until(() => errorOf(root, street));
    expect(errorOf(root, street)).toBe('Enter at least 10 characters, including a letter.');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(gateway.callsOf(CODES.editAddress)).toHaveLength(0);
  });

  it('asks for a free state outside the UAE and clears the emirate on switching', async () => {
    const { root, gateway } = editAddress();
    // The country list (001016) arrives after the profile.
    await until(() => root.querySelector('option[value="GB"]'));
    typeInto(field<HTMLSelectElement>(root, 'Country'), 'GB');
    const state = await until(() => field<HTMLInputElement>(root, 'State / Province'));
    expect(state.tagName).toBe('INPUT');
    expect(state.value).toBe('');
    expect(field(root, 'City')).toBeTruthy();
    submit(root);
    await until(() => errorOf(root, field(root, 'State / Province')));
    expect(errorOf(root, field(root, 'State / Province'))).toBe('This field is required.');
    typeInto(field(root, 'State / Province'), 'Greater London');
    typeInto(field(root, 'City'), 'London');
    typeInto(field(root, 'Postcode (optional)'), 'SW1A 1AA');
    submit(root);
    await until(() => gateway.callsOf(CODES.editAddress).length === 1);
    expect(gateway.callsOf(CODES.editAddress)[0]).toEqual({ country: 'GB', street: '12 Al Wasl Road, Villa 4', emirate: 'Greater London', city: 'London', postcode: 'SW1A 1AA' });
  });

  it('saves and shows the saved address, emitting nl-address-saved', async () => {
    const { root, gateway, element, toasts } = editAddress();
    const saved: unknown[] = [];
    element.addEventListener('nl-address-saved', (event) => saved.push(event.detail.address));
    await until(() => root.querySelector('form'));
    typeInto(field<HTMLSelectElement>(root, 'Emirate'), 'Sharjah');
    typeInto(field(root, 'Area / City'), 'Al Majaz');
    submit(root);
    const done = await until(() => root.querySelector('[data-state="saved"]'));
    expect(text(done.querySelector('[role="status"]'))).toBe('Your address has been saved.');
    expect(text(done.querySelector('.saved-address'))).toBe('12 Al Wasl Road, Villa 4, Al Majaz, Sharjah, United Arab Emirates');
    expect(gateway.callsOf(CODES.editAddress)).toEqual([{ country: 'AE', street: '12 Al Wasl Road, Villa 4', emirate: 'Sharjah', city: 'Al Majaz', postcode: '' }]);
    expect(saved).toHaveLength(1);
    expect(byName(done, 'Back to My Profile')?.getAttribute('href')).toBe('/account/myprofile');
    expect(toasts).toEqual([]);
  });

  it("shows the server's issues under the fields", async () => {
    const { root, gateway } = editAddress();
    gateway.reply(CODES.editAddress, { code: 400000012, message: 'Validation failed', data: { issues: [{ path: ['data', 'postcode'], message: 'validation.postcode' }] } });
    await until(() => root.querySelector('form'));
    submit(root);
    const postcode = field(root, 'Postcode (optional)');
    await until(() => errorOf(root, postcode));
    expect(errorOf(root, postcode)).toBe('Enter a valid postcode.');
  });

  it('shows a guest a login prompt without calling the server', async () => {
    const gateway = fakeGateway();
    const root = shadow(mount('nl-edit-address', makeClient(gateway)));
    expect((await until(() => byName(root, 'Log in'))).getAttribute('href')).toBe('/account/login?redirect=%2Faccount%2FeditAddress');
    await settle();
    expect(gateway.calls).toHaveLength(0);
  });
});
