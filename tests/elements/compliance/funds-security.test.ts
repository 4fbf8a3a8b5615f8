// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { SOURCES_OF_FUNDS } from '../../../sdk/commands';

import { byName, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { CODES, dialogIn, player, press, testClient } from '../kyc/kyc-helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';

hostNavigations();

function fundsPage(replies: Record<string, Reply> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({
    [CODES.fundsStatus]: { data: { alertStatus: 1, agreeStatus: 0 } },
    [CODES.fundsSubmit]: { data: {} },
    ...replies,
  });
  const test = testClient(gateway, { user: player(3), language });
  const element = mount('nl-funds-security', test.client);
  return { ...test, gateway, element, root: shadow(element) };
}

function tick(root: ParentNode, name: string): void {
  const box = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  box.click();
}

function choose(root: ParentNode, value: string): void {
  const select = root.querySelector<HTMLSelectElement>('select[name="source"]')!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const submit = (dialog: HTMLElement) => byName(dialog, 'Submit')!.click();

describe('<nl-funds-security>', () => {
  it('funds security refuses until both boxes are ticked', async () => {
    const { root, gateway, element } = fundsPage();
    const declared: unknown[] = [];
    element.addEventListener('nl-funds-declared', (event) => declared.push(event.detail));
    const dialog = await until(() => dialogIn(root));
    expect(gateway.calls.find((c) => c.code === CODES.fundsStatus)?.data).toEqual({ lawStatementType: 1 });
    expect(byName(dialog, 'Close')).toBeNull();
    press(dialog, 'Escape');

    choose(dialog, 'salary');
    submit(dialog);
    const hint = await until(() => dialog.querySelector('.funds-hint'));
    expect(hint.getAttribute('role')).toBe('alert');
    expect(text(hint)).toBe('Please tick both declarations to continue.');

    tick(dialog, 'ownFunds');
    submit(dialog);
    await settle();
    expect(dialog.querySelector('.funds-hint')).toBeTruthy();
    expect(gateway.calls.some((c) => c.code === CODES.fundsSubmit)).toBe(false);

    tick(dialog, 'notProceedsOfCrime');
    await until(() => !dialog.querySelector('.funds-hint'));
    submit(dialog);
    await until(() => !dialogIn(root));
    expect(gateway.calls.find((c) => c.code === CODES.fundsSubmit)?.data).toEqual({ lawStatementType: 1, memo: 'salary', ownFunds: true, notProceedsOfCrime: true });
    expect(declared).toEqual([{ source: 'salary' }]);
  });

  it('needs a source of funds, offered from the SDK list with translated labels', async () => {
    const { root, gateway } = fundsPage();
    const dialog = await until(() => dialogIn(root));
    const select = dialog.querySelector<HTMLSelectElement>('select[name="source"]')!;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['', ...SOURCES_OF_FUNDS]);
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(['Choose…', 'Salary', 'Business income', 'Savings', 'Investments', 'Inheritance', 'Other']);
    const label = root.querySelector(`label[for="${select.id}"]`);
    expect(text(label)).toBe('Source of funds');
    tick(dialog, 'ownFunds');
    tick(dialog, 'notProceedsOfCrime');
    submit(dialog);
    await until(() => text(dialog).includes('Please choose the source of your funds.'));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(gateway.calls.some((c) => c.code === CODES.fundsSubmit)).toBe(false);
  });

  it.each(['en-US', 'ar-AE'] as const)('does not call the source of funds invalid before the player submits (%s)', async (language) => {
    const { root } = fundsPage({}, language);
    const dialog = await until(() => dialogIn(root));
    const select = dialog.querySelector<HTMLSelectElement>('select[name="source"]')!;
    select.focus();
    select.blur();
    await settle();
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-required')).toBe('true');
    // What Chromium tells a screen reader: a natively required <select> on its empty option is
    // "invalid" from the start, so the requirement is only announced (aria-required).
    expect(select.validity.valid).toBe(true);
    // The error slots stay in place, empty, as live regions.
    expect(Array.from(dialog.querySelectorAll('.nl-field-error'), (slot) => text(slot)).filter(Boolean)).toEqual([]);
  });

  it('keeps the declaration open with the server message when saving fails', async () => {
    const { root, gateway } = fundsPage({ [CODES.fundsSubmit]: { code: 500000001, message: 'Please try again later.' } });
    const dialog = await until(() => dialogIn(root));
    tick(dialog, 'ownFunds');
    tick(dialog, 'notProceedsOfCrime');
    choose(dialog, 'savings');
    submit(dialog);
    const alert = await until(() => dialog.querySelector('.nl-form-error'));
    expect(text(alert)).toBe('Please try again later.');
    gateway.reply(CODES.fundsSubmit, { data: {} });
    submit(dialog);
    await until(() => !dialogIn(root));
  });

  it('is not shown once agreed, nor when no alert is due', async () => {
    for (const status of [{ alertStatus: 1, agreeStatus: 1 }, { alertStatus: 0, agreeStatus: 0 }]) {
      const { root, gateway, element } = fundsPage({ [CODES.fundsStatus]: { data: status } });
      await until(() => gateway.calls.some((c) => c.code === CODES.fundsStatus));
      await settle();
      expect(dialogIn(root)).toBeNull();
      element.remove();
    }
  });

  it('is right-to-left in Arabic with Arabic sources', async () => {
    const { root } = fundsPage({}, 'ar-AE');
    const dialog = await until(() => dialogIn(root));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(text(dialog)).toContain('إقرار أمان الأموال');
    const select = dialog.querySelector<HTMLSelectElement>('select[name="source"]')!;
    expect(Array.from(select.options, (o) => o.textContent)).toContain('الراتب');
  });
});
