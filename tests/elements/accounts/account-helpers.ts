/**
 * Helpers for the account element tests: the shared fake gateway with the country list answering,
 * a client with a storage we can inspect, reply fixtures, and input helpers that go through
 * React's change events inside shadow roots.
 */
import { createClient, type NlClient, type StorageLike } from '../../../sdk';
import { fakeGateway, type FakeGateway, type Reply } from '../../support/fake-gateway';
import { shadow, text, until } from '../helpers';

/** Command codes used by the account elements. */
export const CODES = {
  sendSms: '001001',
  sendEmail: '001012',
  checkCode: '001013',
  countryCodes: '001016',
  passwordLogin: '100200',
  register: '100201',
  codeLogin: '100202',
  resetPassword: '100203',
} as const;

/** The countries the fake gateway lists (countryCodes 001016). */
export const COUNTRIES = [
  { id: 1, country: 'United Arab Emirates', code: '971', flagUrl: '', iso: 'AE' },
  { id: 2, country: 'India', code: '91', flagUrl: '', iso: 'IN' },
  { id: 3, country: 'United Kingdom', code: '44', flagUrl: '', iso: 'GB' },
];

/** A successful login or registration reply. */
export function loginReply(overrides: Record<string, unknown> = {}) {
  return {
    sessionToken: 'session-token-0123456789abcdef',
    userOpenId: 'u-42',
    firstName: 'Sara',
    userName: 'sara.k',
    phone: '971501234567',
    verifiedStatus: 1,
    realName: '',
    registerIdCardType: 1,
    headImgUrl: '',
    isNew: false,
    extCode: '',
    ...overrides,
  };
}

/** A code-sent reply (001001 / 001012). */
export const codeSent = (resendAfterSeconds = 60) => ({ data: { expiresInSeconds: 300, resendAfterSeconds } });

/** The shared fake gateway with countryCodes (001016) answering, as every account form needs it. */
export function accountGateway(replies: Record<string, Reply> = {}): FakeGateway {
  return fakeGateway({ [CODES.countryCodes]: { data: { countries: COUNTRIES } }, ...replies });
}

/** A storage that records every write, to prove what never reaches it. */
export function recordingStorage(): StorageLike & { writes: { key: string; value: string }[] } {
  const map = new Map<string, string>();
  const writes: { key: string; value: string }[] = [];
  return {
    writes,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      writes.push({ key: k, value: String(v) });
      map.set(k, String(v));
    },
    removeItem: (k) => void map.delete(k),
  };
}

/** A real client over the account gateway. */
export function accountClient(gateway: FakeGateway, options: { language?: 'en-US' | 'ar-AE'; storage?: StorageLike; now?: number } = {}): NlClient {
  return createClient({
    env: {
      fetch: gateway.fetch,
      storage: options.storage ?? recordingStorage(),
      languages: () => [options.language ?? 'en-US'],
      ...(options.now !== undefined ? { clock: { now: () => options.now! } } : {}),
    },
  });
}

/** Mounts an account element with a client, its attributes, and records its navigation requests and events. */
export function mountAccount<K extends keyof HTMLElementTagNameMap>(tag: K, client: NlClient, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  (element as unknown as { client: NlClient }).client = client;
  const paths: string[] = [];
  (element as HTMLElement).addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
  document.body.append(element);
  return { element, root: shadow(element), paths };
}

/** The control labelled `label` (its `<label for>` text, exactly or by pattern). */
export function control<T extends HTMLElement = HTMLInputElement>(root: ShadowRoot, label: string | RegExp): T {
  const match = (value: string) => (typeof label === 'string' ? value === label : label.test(value));
  // Labels with `for` name text fields and selects; wrapping labels (radio options) come last.
  const labels = [...Array.from(root.querySelectorAll('label[for]')), ...Array.from(root.querySelectorAll('label:not([for])'))];
  const found = labels.find((l) => match(text(l)));
  if (!found) throw new Error(`no label ${String(label)}; labels: ${Array.from(root.querySelectorAll('label'), (l) => text(l)).join(' | ')}`);
  const id = found.getAttribute('for');
  const target = id ? root.getElementById(id) : found.querySelector('input, select, textarea');
  if (!target) throw new Error(`label ${String(label)} points at nothing`);
  return target as T;
}

/** Waits for a labelled control to render. */
export const controlReady = <T extends HTMLElement = HTMLInputElement>(root: ShadowRoot, label: string | RegExp) => until(() => control<T>(root, label));

/** Types a value the way React sees a player's typing (native setter, then `input`). */
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses an option of a select. */
export function choose(select: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  setter.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Leaves a field (React's onBlur listens to focusout). */
export function leave(input: HTMLElement): void {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** The radio button whose label reads `label`. */
export function radio(root: ParentNode, label: string | RegExp): HTMLInputElement {
  const match = (value: string) => (typeof label === 'string' ? value === label || value.startsWith(label) : label.test(value));
  const option = Array.from(root.querySelectorAll('.nl-radio-option')).find((o) => match(text(o.querySelector('.nl-radio-label'))));
  if (!option) throw new Error(`no radio ${String(label)}`);
  return option.querySelector('input')!;
}

/** Submits the form a button belongs to, as a click on it does. */
export function submit(root: ParentNode, name: string | RegExp = /./): void {
  const button = Array.from(root.querySelectorAll<HTMLButtonElement>('button[type="submit"]')).find((b) => (typeof name === 'string' ? text(b) === name : name.test(text(b))));
  if (!button) throw new Error(`no submit button ${String(name)}`);
  const form = button.closest('form')!;
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
}

/** The error text shown under a control (its aria-describedby error line). */
export function errorOf(root: ShadowRoot, input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => root.getElementById(id))
    .filter((el): el is HTMLElement => !!el && el.classList.contains('nl-field-error'))
    .map((el) => text(el))
    .join(' ');
}

/** The form-level error block's text, or ''. */
export function formError(root: ParentNode): string {
  return text(root.querySelector('.nl-form-error'));
}
