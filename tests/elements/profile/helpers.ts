/**
 * Helpers for the profile and settings elements: fixtures that satisfy the profile commands'
 * schemas, and DOM helpers to type into React-controlled inputs inside shadow roots and to choose
 * files. The gateway is the shared one (tests/support/fake-gateway.ts).
 */
import type { NlClient, Profile, ToastEvent } from '../../../sdk';

export { PLAYER, makeClient, mount, shadow, until, settle, text, byName, balance } from '../helpers';

/** Command codes the profile elements call. */
export const CODES = {
  profile: '100107',
  changePassword: '100113',
  editAddress: '100117',
  notificationSettings: '100137',
  saveNotificationSettings: '100177',
  uploadDocument: '100136',
  requestAccountDeletion: '100134',
  countryCodes: '001016',
  balance: '100124',
} as const;

/** A profile reply that satisfies ProfileSchema. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    userOpenId: 'u-1',
    firstName: 'Sara',
    middleName: 'Ali',
    lastName: 'Khan',
    userName: 'sara.k',
    email: 'sara@example.ae',
    countryCode: '971',
    mobile: '501234567',
    birthDate: '1990-05-17',
    nationality: 'IN',
    residenceCountry: 'AE',
    idType: 1,
    idNumberMasked: '***********5676',
    loginMethod: 'email',
    address: { country: 'AE', street: '12 Al Wasl Road, Villa 4', emirate: 'Dubai', city: 'Jumeirah', postcode: '' },
    verifiedStatus: 3,
    createdAt: Date.UTC(2024, 0, 2),
    ...overrides,
  };
}

/** The country list reply (001016). */
export function countriesFixture() {
  return {
    countries: [
      { id: 1, country: 'United Arab Emirates', code: '971', flagUrl: '', iso: 'AE' },
      { id: 2, country: 'India', code: '91', flagUrl: '', iso: 'IN' },
      { id: 3, country: 'United Kingdom', code: '44', flagUrl: '', iso: 'GB' },
    ],
  };
}

/** Every toast the client emits, to assert that none was shown. */
export function recordToasts(client: NlClient): ToastEvent[] {
  const toasts: ToastEvent[] = [];
  client.events.on('toast', (toast) => toasts.push(toast));
  return toasts;
}

/** Sets a React-controlled input, textarea or select the way typing does, and fires the event React listens to. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The control labelled `label` (exact visible label text) inside a root. */
export function field<T extends HTMLElement = HTMLInputElement>(root: ShadowRoot | Element, label: string): T {
  const labelElement = Array.from(root.querySelectorAll('label')).find((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim() === label);
  if (!labelElement) throw new Error(`no label "${label}"`);
  const id = labelElement.getAttribute('for');
  const control = id ? root.querySelector<T>(`[id="${id}"]`) : labelElement.querySelector<T>('input, select, textarea');
  if (!control) throw new Error(`no control for "${label}"`);
  return control;
}

/** The error text shown under a control (its aria-describedby error line), '' when none. */
export function errorOf(root: ShadowRoot | Element, control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => root.querySelector(`[id="${id}"]`))
    .filter((el): el is Element => !!el && el.classList.contains('nl-field-error'))
    .map((el) => (el.textContent ?? '').trim())
    .join(' ');
}

/** Puts files on a file input and fires `change`, as choosing them in the dialog does. */
export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A small real PNG (signature and an IHDR chunk start). */
export function pngFile(name = 'id-front.png', extraBytes = 64): File {
  const bytes = new Uint8Array(8 + extraBytes);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  return new File([bytes], name, { type: 'image/png' });
}

/** A small real JPEG (SOI and an APP0 marker). */
export function jpegFile(name = 'id-back.jpg'): File {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return new File([bytes], name, { type: 'image/jpeg' });
}
