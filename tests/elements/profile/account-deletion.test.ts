// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineAccountDeletion } from '../../../elements/profile/account-deletion/account-deletion-element';
import type { NlClient } from '../../../sdk';
import {
  CODES,
  PLAYER,
  balance,
  byName,
  chooseFiles,
  errorOf,
  field,
  jpegFile,
  mount,
  pngFile,
  makeClient,
  recordToasts,
  settle,
  shadow,
  text,
  typeInto,
  until,
} from './helpers';
import { fakeGateway, type FakeGateway } from '../../support/fake-gateway';
import { hostNavigations } from '../helpers';

defineAccountDeletion();

const navigations = hostNavigations();

const ZERO = balance({ betBalance: 0, giftBalance: 0, totalBalance: 0, withdrawableAmount: 0 });
const DELETE_AFTER = Date.UTC(2026, 11, 21, 8, 0);

function deletionGateway(balanceData = ZERO): FakeGateway {
  let next = 0;
  return fakeGateway({
    [CODES.balance]: { data: balanceData },
    [CODES.uploadDocument]: () => ({ data: { documentId: `doc-${++next}` } }),
    [CODES.requestAccountDeletion]: { data: { requestId: 'DEL-0001', deleteAfter: DELETE_AFTER } },
  });
}

function deletion(step = 'intro', options: { gateway?: FakeGateway; client?: NlClient; language?: 'en-US' | 'ar-AE' } = {}) {
  const gateway = options.gateway ?? deletionGateway();
  const client = options.client ?? makeClient(gateway, { user: PLAYER, language: options.language });
  const toasts = recordToasts(client);
  const element = mount('nl-account-deletion', client, { step });
  return { gateway, client, toasts, element, root: shadow(element) };
}

const stepOf = (root: ShadowRoot) => root.querySelector('[data-step]')?.getAttribute('data-step');
const fileInput = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Ticks "my balance is cleared" and continues to the upload step. */
async function pastIntro(root: ShadowRoot) {
  const box = await until(() => root.querySelector<HTMLInputElement>('input[type="checkbox"]'));
  box.click();
  await until(() => box.checked);
  byName(root, 'Continue')!.click();
  await until(() => stepOf(root) === 'upload');
}

/** Uploads files on the upload step and waits until all are uploaded. */
async function upload(root: ShadowRoot, files: File[]) {
  chooseFiles(fileInput(root), files);
  await until(() => root.querySelectorAll('.file-item[data-status="done"]').length === files.length);
}

describe('<nl-account-deletion> intro', () => {
  it('deletion refuses while the balance is not zero', async () => {
    const { root } = deletion('intro', { gateway: deletionGateway(balance({ totalBalance: 123_456 })) });
    const notice = await until(() => root.querySelector('[data-state="balance-not-zero"]'));
    expect(text(root.querySelector('.balance-amount'))).toBe('AED 1,234.56');
    expect(text(notice)).toContain('Your balance is not zero. Please withdraw or clear your balance before deleting your account.');
    expect(byName(notice, 'Withdraw')?.getAttribute('href')).toBe('/account/withdraw');
    // Nothing leads on: no confirmation, no Continue.
    expect(root.querySelector('input[type="checkbox"]')).toBeNull();
    expect(byName(root, 'Continue')).toBeNull();
  });

  it('offers the withdrawal page to a player with money left', async () => {
    const { root } = deletion('intro', { gateway: deletionGateway(balance({ totalBalance: 500 })) });
    (await until(() => byName(root, 'Withdraw'))).click();
    expect(navigations).toEqual(['/account/withdraw']);
  });

  it('needs the "my balance is cleared" confirmation, then asks the host for the upload route', async () => {
    const { root, element } = deletion('intro');
    await until(() => root.querySelector('input[type="checkbox"]'));
    expect(text(root.querySelector('.balance-amount'))).toBe('AED 0');
    byName(root, 'Continue')!.click();
    const box = field(root, 'I confirm that my balance is cleared.');
    await until(() => errorOf(root, box));
    expect(errorOf(root, box)).toBe('Please confirm that your balance is cleared.');
    expect(navigations).toEqual([]);
    await pastIntro(root);
    expect(navigations).toEqual(['/account/accountDeletion/upload']);
    // The host took the request (cancelled it), so the element moved on by itself.
    expect(element.getAttribute('step')).toBe('intro');
    expect(text(root.querySelector('[aria-current="step"]'))).toBe('Upload documents');
    expect(text(root.querySelector('.steps-count'))).toBe('Step 2 of 3');
  });

  it('shows an error with Retry when the balance cannot be loaded', async () => {
    const gateway = deletionGateway();
    gateway.reply(CODES.balance, { code: 500000001, message: 'down' });
    const { root } = deletion('intro', { gateway });
    const retry = await until(() => byName(root, 'Retry'));
    gateway.reply(CODES.balance, { data: ZERO });
    retry.click();
    await until(() => root.querySelector('input[type="checkbox"]'));
  });
});

describe('<nl-account-deletion> upload', () => {
  it('deletion upload refuses a text file named .png', async () => {
    const { root, gateway } = deletion();
    await pastIntro(root);
    chooseFiles(fileInput(root), [new File(['These are my notes, not a photo.'], 'passport.png', { type: 'image/png' })]);
    const refused = await until(() => root.querySelector('[data-state="refused"]'));
    expect(refused.getAttribute('role')).toBe('alert');
    expect(text(refused)).toBe('“passport.png” is not a real JPEG or PNG image.');
    expect(root.querySelector('.file-item')).toBeNull();
    await settle();
    expect(gateway.callsOf(CODES.uploadDocument)).toHaveLength(0);
  });

  it('refuses other types, empty files and images over 5 MiB', async () => {
    const { root, gateway } = deletion();
    await pastIntro(root);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    chooseFiles(fileInput(root), [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File([], 'empty.jpg', { type: 'image/jpeg' }), new File([big], 'huge.png', { type: 'image/png' })]);
    const refused = await until(() => root.querySelector('[data-state="refused"]'));
    expect(Array.from(refused.querySelectorAll('li'), (li) => text(li))).toEqual(['“notes.txt” is not a JPEG or PNG image.', '“empty.jpg” is empty.', '“huge.png” is larger than 5 MB.']);
    expect(gateway.callsOf(CODES.uploadDocument)).toHaveLength(0);
  });

  it('uploads each image in base64 with its own progress and preview, and can remove one', async () => {
    const { root, gateway } = deletion();
    await pastIntro(root);
    const release = gateway.hold(CODES.uploadDocument);
    chooseFiles(fileInput(root), [pngFile('front.png'), jpegFile('back.jpg')]);
    const items = await until(() => (root.querySelectorAll('.file-item').length === 2 ? Array.from(root.querySelectorAll('.file-item')) : null));
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['uploading', 'uploading']);
    // An upload in flight has an indeterminate progress bar named after its file.
    const progress = items[0]!.querySelector('progress')!;
    expect(progress.hasAttribute('value')).toBe(false);
    expect(progress.getAttribute('aria-label')).toBe('Upload of front.png');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(items[0]!.querySelector('img')?.getAttribute('alt')).toBe('Preview of front.png');
    release();
    await until(() => root.querySelectorAll('.file-item[data-status="done"]').length === 2);
    expect(root.querySelector('.file-item progress')?.getAttribute('value')).toBe('1');
    expect(text(root.querySelector('.file-item .file-status'))).toBe('Uploaded');
    const sent = gateway.callsOf(CODES.uploadDocument) as { purpose: string; fileName: string; contentType: string; dataBase64: string }[];
    expect(sent.map(({ purpose, fileName, contentType }) => ({ purpose, fileName, contentType }))).toEqual([
      { purpose: 'account-deletion', fileName: 'front.png', contentType: 'image/png' },
      { purpose: 'account-deletion', fileName: 'back.jpg', contentType: 'image/jpeg' },
    ]);
    expect(Buffer.from(sent[1]!.dataBase64, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    byName(root, 'Remove front.png')!.click();
    await until(() => root.querySelectorAll('.file-item').length === 1);
    expect(root.querySelector('.file-item')?.getAttribute('data-file')).toBe('back.jpg');
  });

  it('takes at most five images', async () => {
    const { root, gateway } = deletion();
    await pastIntro(root);
    chooseFiles(fileInput(root), [1, 2, 3, 4, 5, 6].map((n) => pngFile(`page-${n}.png`)));
    const refused = await until(() => root.querySelector('[data-state="refused"]'));
    expect(text(refused)).toBe('“page-6.png” was not added: at most 5 images.');
    await until(() => root.querySelectorAll('.file-item[data-status="done"]').length === 5);
    expect(gateway.callsOf(CODES.uploadDocument)).toHaveLength(5);
    expect(fileInput(root).disabled).toBe(true);
  });

  it('lets a failed upload be retried, and needs an uploaded image to continue', async () => {
    const { root, gateway } = deletion();
    await pastIntro(root);
    byName(root, 'Continue')!.click();
    expect(text(await until(() => root.querySelector('.nl-error-text')))).toBe('Please upload at least one image.');
    gateway.reply(CODES.uploadDocument, { code: 500000001, message: 'Storage unavailable' });
    chooseFiles(fileInput(root), [pngFile()]);
    const failed = await until(() => root.querySelector('.file-item[data-status="error"]'));
    expect(text(failed.querySelector('.file-status'))).toBe('Upload failed. Storage unavailable');
    gateway.reply(CODES.uploadDocument, { data: { documentId: 'doc-9' } });
    byName(root, 'Retry uploading id-front.png')!.click();
    await until(() => root.querySelector('.file-item[data-status="done"]'));
    byName(root, 'Continue')!.click();
    await until(() => stepOf(root) === 'remark');
    expect(navigations.at(-1)).toBe('/account/accountDeletion/remark');
  });
});

describe('<nl-account-deletion> remark', () => {
  it('deletion sends the remark with the uploaded document ids and shows the 30-day notice', async () => {
    const { root, gateway, element, toasts } = deletion();
    const requested: unknown[] = [];
    element.addEventListener('nl-account-deletion-requested', (event) => requested.push(event.detail));
    await pastIntro(root);
    await upload(root, [pngFile('front.png'), jpegFile('back.jpg')]);
    byName(root, 'Continue')!.click();
    await until(() => stepOf(root) === 'remark');
    expect(text(root.querySelector('.attached'))).toContain('Images attached: 2.');

    // The remark is required.
    const remark = field<HTMLTextAreaElement>(root, 'Reason for deleting your account');
    root.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await until(() => errorOf(root, remark));
    expect(errorOf(root, remark)).toBe('This field is required.');
    expect(remark.maxLength).toBe(500);
    expect(gateway.callsOf(CODES.requestAccountDeletion)).toHaveLength(0);

    typeInto(remark, 'I am moving abroad.');
    root.querySelector<HTMLFormElement>('form')!.requestSubmit();
    const success = await until(() => root.querySelector('[data-state="success"]'));
    expect(gateway.callsOf(CODES.requestAccountDeletion)).toEqual([{ documentIds: ['doc-1', 'doc-2'], remark: 'I am moving abroad.', balanceClearedConfirmed: true }]);
    expect(text(success)).toContain('Your deletion request has been received');
    expect(text(success)).toContain('Your account will be deleted after 30 days unless you make a recovery request before then.');
    expect(text(success)).toContain('Please check the result of your request after 48 hours.');
    expect(text(success)).toContain('12:00, 21/12/2026');
    expect(requested).toEqual([{ requestId: 'DEL-0001', deleteAfter: DELETE_AFTER }]);
    expect(toasts).toEqual([]);
  });

  it('shows 403000650 in the form with a link to withdraw', async () => {
    const gateway = deletionGateway();
    gateway.reply(CODES.requestAccountDeletion, { code: 403000650, message: 'Please withdraw or clear your balance before deleting your account.' });
    const { root, toasts } = deletion('intro', { gateway });
    await pastIntro(root);
    await upload(root, [pngFile()]);
    byName(root, 'Continue')!.click();
    await until(() => stepOf(root) === 'remark');
    typeInto(field<HTMLTextAreaElement>(root, 'Reason for deleting your account'), 'Closing my accounts.');
    root.querySelector<HTMLFormElement>('form')!.requestSubmit();
    const alert = await until(() => root.querySelector('.nl-form-error'));
    expect(text(alert)).toContain('Please withdraw or clear your balance before deleting your account.');
    expect(byName(alert, 'Withdraw')?.getAttribute('href')).toBe('/account/withdraw');
    expect(toasts).toEqual([]);
  });
});

describe('<nl-account-deletion> steps', () => {
  it("opened on a later step's route, starts at the first step still to do", async () => {
    const { root } = deletion('remark');
    await until(() => stepOf(root) === 'intro');
    expect(text(root.querySelector('.steps-count'))).toBe('Step 1 of 3');
  });

  it('keeps the request in memory when the host replaces the element for each step', async () => {
    const first = deletion('intro');
    await pastIntro(first.root);
    first.element.remove();
    const second = deletion('upload', { client: first.client, gateway: first.gateway });
    await until(() => stepOf(second.root) === 'upload');
    await upload(second.root, [pngFile()]);
    second.element.remove();
    const third = deletion('remark', { client: first.client, gateway: first.gateway });
    await until(() => stepOf(third.root) === 'remark');
    expect(text(third.root.querySelector('.attached'))).toContain('Images attached: 1.');
  });

  it('follows the step attribute the host sets (browser back and forward)', async () => {
    const { root, element } = deletion('intro');
    await pastIntro(root);
    // The host routes to the upload page and sets the attribute to match.
    element.setAttribute('step', 'upload');
    await settle();
    expect(stepOf(root)).toBe('upload');
    // The browser's Back button: the host shows the intro route again.
    element.setAttribute('step', 'intro');
    await until(() => stepOf(root) === 'intro');
    // The balance is read again; the confirmation is remembered.
    expect((await until(() => root.querySelector<HTMLInputElement>('input[type="checkbox"]'))).checked).toBe(true);
    element.setAttribute('step', 'upload');
    await until(() => stepOf(root) === 'upload');
  });

  it('closes the later steps again when money is back in the account', async () => {
    const { root, element, gateway } = deletion('intro');
    await pastIntro(root);
    gateway.reply(CODES.balance, { data: balance({ totalBalance: 2_000 }) });
    element.setAttribute('step', 'upload');
    await settle();
    element.setAttribute('step', 'intro');
    await until(() => root.querySelector('[data-state="balance-not-zero"]'));
    element.setAttribute('step', 'upload');
    await settle();
    expect(stepOf(root)).toBe('intro');
  });

  it('goes back a step with Back', async () => {
    const { root } = deletion('intro');
    await pastIntro(root);
    byName(root, 'Back')!.click();
    await until(() => stepOf(root) === 'intro');
    expect(navigations).toEqual(['/account/accountDeletion/upload', '/account/accountDeletion']);
  });

  it('moves focus to the heading of the new step', async () => {
    const { root } = deletion('intro');
    await pastIntro(root);
    await until(() => root.activeElement?.classList.contains('step-title'));
    expect(text(root.activeElement)).toBe('Upload documents');
  });

  it('shows a guest a login prompt that returns to the step, without calling the server', async () => {
    const gateway = deletionGateway();
    const root = shadow(mount('nl-account-deletion', makeClient(gateway), { step: 'upload' }));
    expect((await until(() => byName(root, 'Log in'))).getAttribute('href')).toBe('/account/login?redirect=%2Faccount%2FaccountDeletion%2Fupload');
    await settle();
    expect(gateway.calls).toHaveLength(0);
  });

  it('is right-to-left in Arabic with the amount kept left-to-right', async () => {
    const { root } = deletion('intro', { language: 'ar-AE' });
    await until(() => root.querySelector('input[type="checkbox"]'));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(text(root.querySelector('.nl-page-title'))).toBe('حذف الحساب');
    const amount = root.querySelector('.balance-amount')!;
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(text(amount)).toBe('د.إ 0');
  });
});
