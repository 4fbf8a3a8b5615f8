// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineDeposit } from '../../../elements/deposits/deposit/deposit-element';
import { fakeGateway } from '../../support/fake-gateway';
import { CODES, PLAYER, byName, depositClient, depositOptions, dialogTitled, errorOf, field, mount, openingGateways, record, settle, shadow, submitIn, text, typeInto, until } from './deposit-helpers';
import { hostNavigations } from '../helpers';

defineDeposit();

hostNavigations();

const TITLES = { 'en-US': 'Pay with a new card', 'ar-AE': 'الدفع ببطاقة جديدة' } as const;
const LABELS = {
  'en-US': { amount: 'Amount (AED)', number: 'Card number', expiry: 'Expiry date', cvv: 'CVV', holder: 'Cardholder name', email: 'E-mail (optional)', continue: 'Continue' },
  'ar-AE': { amount: 'المبلغ (درهم إماراتي)', number: 'رقم البطاقة', expiry: 'تاريخ انتهاء الصلاحية', cvv: 'رمز التحقق (CVV)', holder: 'اسم حامل البطاقة', email: 'البريد الإلكتروني (اختياري)', continue: 'متابعة' },
} as const;

/** Opens the new-card dialog for a deposit of AED 100 and returns it. */
async function newCardDialog(language: 'en-US' | 'ar-AE' = 'en-US', user = PLAYER) {
  const gateway = fakeGateway({ [CODES.depositOptions]: { data: depositOptions() }, [CODES.recharge]: openingGateways(), [CODES.cardPay]: { data: { gatewayId: 'G-1' } }, [CODES.rechargeStatus]: { data: { gatewayId: 'G-1', orderId: 'O-1', rechargeStatus: 'PENDING', gatewayMemo: null, amount: 10_000 } } });
  const test = depositClient(gateway, { language, user });
  const element = mount('nl-deposit', test.client);
  const root = shadow(element);
  const labels = LABELS[language];
  typeInto(await until(() => field<HTMLInputElement>(root, labels.amount)), '100');
  submitIn(root.querySelector('[part="amount"]')!);
  await until(() => root.querySelector('[part="payment"]'));
  root.querySelector<HTMLButtonElement>('.new-card')!.click();
  const dialog = await until(() => dialogTitled(root, TITLES[language]));
  return { ...test, gateway, element, root, dialog, labels, analytics: record(element, 'nl-analytics') };
}

describe('<nl-deposit> new card form (SPEC §5)', () => {
  it.each([
    ['en-US', 'Enter a card number of 16 to 23 digits that does not start with 0.', 'Enter the expiry date as MM/YY.', 'The expiration date is incorrect.', 'Enter the 3-digit CVV.'],
    ['ar-AE', 'أدخل رقم بطاقة من 16 إلى 23 رقمًا لا يبدأ بالصفر.', 'أدخل تاريخ انتهاء الصلاحية بالصيغة MM/YY (الشهر/السنة).', 'تاريخ انتهاء الصلاحية غير صحيح.', 'أدخل رمز التحقق CVV المكوّن من 3 أرقام.'],
  ] as const)('refuses a bad number, month, past expiry and short CVV in %s, before calling the gateway', async (language, badNumber, badFormat, pastDate, badCvv) => {
    const { dialog, labels, gateway } = await newCardDialog(language);
    const number = field(dialog, labels.number);
    const expiry = field(dialog, labels.expiry);
    const cvv = field(dialog, labels.cvv);
    typeInto(number, '0111 1111 1111 1111');
    typeInto(expiry, '1330');
    typeInto(cvv, '12');
    submitIn(dialog);
    await until(() => errorOf(dialog, number));
    expect(errorOf(dialog, number)).toBe(badNumber);
    expect(expiry.value).toBe('13/30');
    expect(errorOf(dialog, expiry)).toBe(badFormat);
    expect(errorOf(dialog, cvv)).toBe(badCvv);
    typeInto(number, '4111 1111 1111 111'); // 15 digits
    await until(() => errorOf(dialog, number) === badNumber);
    typeInto(expiry, '01/20');
    await until(() => errorOf(dialog, expiry) === pastDate);
    await settle();
    expect(gateway.callsOf(CODES.cardPay)).toHaveLength(0);
  });

  it.each(['en-US', 'ar-AE'] as const)('calls no field invalid when the player only tabs through the empty form, but does once typed in and left, or submitted (%s)', async (language) => {
    const { dialog, labels } = await newCardDialog(language);
    const controls = [labels.number, labels.expiry, labels.cvv, labels.email].map((label) => field(dialog, label));
    // Tabbing through: each field is focused and left without a keystroke.
    for (const control of controls) {
      control.focus();
      control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      control.blur();
    }
    await settle();
    for (const control of controls) {
      expect(control.getAttribute('aria-invalid'), control.name).toBeNull();
      expect(errorOf(dialog, control), control.name).toBe('');
    }
    // The error slots stay in place, empty, as live regions.
    expect(Array.from(dialog.querySelectorAll('.nl-field-error'), (slot) => text(slot)).filter(Boolean)).toEqual([]);

    // Typed in and left: that field speaks up, and only that one.
    const [number, expiry] = controls as [HTMLInputElement, HTMLInputElement];
    typeInto(number, '4111');
    number.focus();
    number.blur();
    await until(() => number.getAttribute('aria-invalid') === 'true');
    expect(errorOf(dialog, number)).not.toBe('');
    expect(expiry.getAttribute('aria-invalid')).toBeNull();

    // A submit names every missing field.
    submitIn(dialog);
    await until(() => expiry.getAttribute('aria-invalid') === 'true');
    expect(errorOf(dialog, expiry)).not.toBe('');
  });

  it('groups the number by 4 as typed and keeps it left-to-right in Arabic, with at most 23 digits', async () => {
    const { dialog, labels, root } = await newCardDialog('ar-AE');
    expect(root.querySelector('.nl-root')!.getAttribute('dir')).toBe('rtl');
    const number = field(dialog, labels.number);
    typeInto(number, '4111111111111111');
    await until(() => number.value === '4111 1111 1111 1111');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(field(dialog, labels.expiry).getAttribute('dir')).toBe('ltr');
    expect(field(dialog, labels.cvv).getAttribute('dir')).toBe('ltr');
    typeInto(number, '4111-1111-1111-1111-1111-9999');
    await until(() => number.value === '4111 1111 1111 1111 1111 999');
  });

  it('shows the real name read-only as holder, else the user name', async () => {
    const first = await newCardDialog('en-US');
    const holder = field(first.dialog, first.labels.holder);
    expect(holder.value).toBe('Sara K');
    expect(holder.readOnly).toBe(true);
    document.body.innerHTML = '';
    const second = await newCardDialog('en-US', { ...PLAYER, realName: '' });
    expect(field(second.dialog, second.labels.holder).value).toBe('sara.k');
  });

  it('sends the number without spaces, the expiry, CVV, holder, and the e-mail only when given', async () => {
    const { dialog, labels, gateway } = await newCardDialog();
    typeInto(field(dialog, labels.number), '4111111111111111');
    typeInto(field(dialog, labels.expiry), '1240');
    typeInto(field(dialog, labels.cvv), '123');
    typeInto(field(dialog, labels.email), 'sara@');
    submitIn(dialog);
    await until(() => errorOf(dialog, field(dialog, labels.email)) === 'Enter a valid e-mail address.');
    typeInto(field(dialog, labels.email), '');
    submitIn(dialog);
    await until(() => gateway.callsOf(CODES.cardPay).length === 1);
    expect(gateway.callsOf(CODES.cardPay)[0]).toEqual({ gatewayId: 'G-1', money: 10_000, cardNo: '4111111111111111', expireDate: '12/40', cvv: '123', holderName: 'Sara K' });
  });

  it('emits one analytics event per refused card form, naming the field but never the card', async () => {
    const { dialog, labels, analytics } = await newCardDialog();
    typeInto(field(dialog, labels.number), '4111111111111111');
    submitIn(dialog);
    await until(() => analytics.length === 1);
    typeInto(field(dialog, labels.expiry), '1240');
    submitIn(dialog);
    await until(() => analytics.length === 2);
    expect(analytics).toEqual([
      { name: 'deposit_card_failure', stage: 'validation', card: 'new', reason: 'validation.required' },
      { name: 'deposit_card_failure', stage: 'validation', card: 'new', reason: 'validation.required' },
    ]);
    expect(JSON.stringify(analytics)).not.toContain('4111');
  });

  it('asks before leaving a form with data typed, in the page (Stay, Leave) and on unload', async () => {
    const { dialog, labels, root } = await newCardDialog();
    // Nothing typed: closing needs no confirmation, and unloading is not held up.
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    typeInto(field(dialog, labels.number), '4111');
    const unloadHeld = () => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    await until(unloadHeld);
    byName(dialog, 'Close')!.click();
    const confirm = await until(() => dialogTitled(root, 'Leave the card form?'));
    expect(text(confirm)).toContain('The card details you typed will be lost.');
    byName(confirm, 'Stay')!.click();
    await until(() => !dialogTitled(root, 'Leave the card form?'));
    expect(field(dialogTitled(root, 'Pay with a new card')!, labels.number).value).toBe('4111');
    byName(dialogTitled(root, 'Pay with a new card')!, 'Close')!.click();
    byName(await until(() => dialogTitled(root, 'Leave the card form?')), 'Leave')!.click();
    await until(() => !dialogTitled(root, 'Pay with a new card'));
    await until(() => !unloadHeld());
  });
});
