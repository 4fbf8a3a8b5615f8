// @vitest-environment happy-dom
/**
 * <nl-deposit> inside the super-app (SPEC §7 requestPayment, §8 bridge failures): the deposit
 * 420544 opens is handed to the host's payment sheet as its trade instead of the card form; a paid
 * trade is confirmed by the status checks, a failed one shows the pay-fail dialog, a timed-out
 * one the pay-timeout dialog with View and Refresh.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineDeposit } from '../../../elements/deposits/deposit/deposit-element';
import { browserBridge } from '../../../sdk/host';
import type { HostBridge, PaymentResult } from '../../../sdk';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { balance, hostNavigations } from '../helpers';
import { CODES, depositClient, depositOptions, dialogTitled, field, mount, openingGateways, record, settle, shadow, status, submitIn, text, typeInto, until } from './deposit-helpers';

defineDeposit();
hostNavigations();

/** A super-app whose payment sheet ends as `status` says. */
function superApp(status: PaymentResult['status']) {
  const requestPayment = vi.fn(async () => ({ status }));
  const host: HostBridge = { ...browserBridge(), kind: 'super-app', hostPayment: true, requestPayment };
  return { host, requestPayment };
}

function superAppDeposit(status: PaymentResult['status'], language: 'en-US' | 'ar-AE' = 'en-US', replies: Record<string, Reply> = {}) {
  const gateway = fakeGateway({
    [CODES.depositOptions]: { data: depositOptions() },
    [CODES.recharge]: openingGateways(),
    [CODES.rechargeStatus]: { data: statusAnswer('PENDING') },
    [CODES.balance]: { data: balance() },
    ...replies,
  });
  const { host, requestPayment } = superApp(status);
  const test = depositClient(gateway, { language, host });
  const element = mount('nl-deposit', test.client, {});
  const root = shadow(element);
  return { ...test, gateway, element, root, requestPayment, failed: record(element, 'nl-deposit-failed'), timedOut: record(element, 'nl-deposit-timed-out') };
}

const statusAnswer = status;

async function deposit(page: ReturnType<typeof superAppDeposit>, label: string) {
  typeInto(await until(() => field<HTMLInputElement>(page.root, label)), '100');
  submitIn(page.root.querySelector('[part="amount"]')!);
  await until(() => page.requestPayment.mock.calls.length === 1);
}

describe('<nl-deposit> in the super-app', () => {
  it('hands the opened deposit to requestPayment as its trade, with loading, and never shows the card form', async () => {
    const page = superAppDeposit('success', 'en-US', { [CODES.rechargeStatus]: { data: statusAnswer('SUCCESS') } });
    await deposit(page, 'Amount (AED)');
    expect(page.requestPayment).toHaveBeenCalledWith({ tradeId: 'G-1', loading: true });
    await until(() => page.root.querySelector('[part="result"][data-state="success"]'));
    expect(page.root.querySelector('[part="payment"]')).toBeNull();
    expect(page.gateway.callsOf(CODES.cardPay)).toHaveLength(0);
    expect(page.gateway.callsOf(CODES.rechargeStatus).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the pay-fail dialog when the sheet fails, and Try again goes back to the amount', async () => {
    const page = superAppDeposit('fail');
    await deposit(page, 'Amount (AED)');
    const dialog = await until(() => dialogTitled(page.root, 'Payment not completed'));
    expect(text(dialog)).toContain('nothing was taken');
    expect(page.root.querySelector('[part="host-pay"]')?.getAttribute('data-dialog')).toBe('pay-fail');
    expect(page.failed).toEqual([{ gatewayId: 'G-1', reason: 'declined', message: null }]);
    byText(dialog, 'Try again').click();
    await until(() => !dialogTitled(page.root, 'Payment not completed'));
    expect(page.root.querySelector('[part="amount"]')).not.toBeNull();
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toHaveLength(0);
  });

  it('shows the pay-timeout dialog with View transactions and Refresh; Refresh checks the status again', async () => {
    const page = superAppDeposit('timeout');
    await deposit(page, 'Amount (AED)');
    const dialog = await until(() => dialogTitled(page.root, 'Payment not confirmed yet'));
    expect(page.timedOut).toEqual([{ gatewayId: 'G-1' }]);
    const view = dialog.querySelector<HTMLAnchorElement>('a')!;
    expect(view.textContent).toBe('View transactions');
    expect(view.getAttribute('href')).toBe('/account/transactions');
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toHaveLength(0);
    byText(dialog, 'Refresh').click();
    await until(() => page.gateway.callsOf(CODES.rechargeStatus).length === 1);
    await settle(10);
    expect(dialogTitled(page.root, 'Payment not confirmed yet')).toBeNull();
    expect(page.root.querySelector('[part="status"]')).not.toBeNull();
  });

  it('says the same in Arabic', async () => {
    const page = superAppDeposit('timeout', 'ar-AE');
    await deposit(page, 'المبلغ (درهم إماراتي)');
    const dialog = await until(() => dialogTitled(page.root, 'لم يتم تأكيد الدفع بعد'));
    expect(text(dialog)).toContain('عرض المعاملات');
    expect(page.root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
  });
});

function byText(root: ParentNode, label: string): HTMLButtonElement {
  const button = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent?.trim() === label);
  if (!button) throw new Error(`no button ${label}`);
  return button;
}
