// @vitest-environment happy-dom
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { defineRestrictionDialogs } from '../../../elements/responsible-play/restriction-dialogs/restriction-dialogs-element';
import { defineKycDialogs } from '../../../elements/kyc/kyc-dialogs/kyc-dialogs-element';
import { formatDateTime, type NlClient } from '../../../sdk';
import type { DialogName } from '../../../sdk/client/events';
import { ERROR_CATALOGUE, RESTRICTION_POPUPS, SUCCESS_CATALOGUE, restrictionPopupsFor } from '../../../sdk/errors/catalogue';
import { LoggedOutDialog } from '../../../host-demo/site/layout/logged-out-dialog';
import { RP, button, limitRecord, mount, rpClient, settle, shadow, text, until } from './helpers';
import type { Reply } from '../../support/fake-gateway';
import { hostNavigations, styleSheetsOf } from '../helpers';

defineRestrictionDialogs();
defineKycDialogs();

hostNavigations();

/** Every dialog name the SDK can open, typed so a new name fails to compile until it is listed. */
const EVERY_DIALOG: Record<DialogName, true> = {
  'pay-limit': true,
  aml: true,
  'account-logged-out': true,
  'self-exclusion': true,
  'self-exclusion-login-time': true,
  'take-a-break': true,
  'sales-suspension': true,
  geo: true,
  'kyc-failed': true,
  'kyc-error': true,
  'kyc-required': true,
  'kyc-name-warning': true,
  'deposit-self-exclusion': true,
  'recharge-prompt': true,
  'deposit-limit-config': true,
  'deposit-limit-expired': true,
  'responsible-gaming': true,
};

/** Drives the client's own error dispatcher through every catalogue row and records the dialogs it opens. */
function dialogsTheCatalogueOpens(client: NlClient): Set<DialogName> {
  const names = new Set<DialogName>();
  client.events.on('dialog', ({ name }) => names.add(name));
  for (const entry of ERROR_CATALOGUE) {
    const base = 'code' in entry.match ? { code: entry.match.code, command: entry.match.command ?? '100155', message: 'Refused' } : { code: 500000001, command: '100155', message: entry.match.message };
    // The self-exclusion policy picks its dialog by the exclusion type in data: walk them all.
    for (const type of [1, 2, 4, 5]) client.errors.dispatch({ ...base, data: { userExclusionType: type, exclusionEndTimestamp: Date.now() + 60_000 } }, { hideToast: true });
  }
  for (const entry of SUCCESS_CATALOGUE) client.errors.dispatchSuccess(entry.command, { [entry.whenDataHas]: true });
  // And the popups 100163 can ask for after login (the catalogue's RESTRICTION_POPUPS).
  for (const name of restrictionPopupsFor(Object.fromEntries(RESTRICTION_POPUPS.map((row) => [row.whenDataHas, true])))) names.add(name);
  return names;
}

/** Whether something visible opened for `name` in the page's listeners. */
function rendered(hosts: Element[], siteDialog: HTMLElement): boolean {
  return hosts.some((h) => !!shadow(h).querySelector('[part="dialog"]')) || !!siteDialog.querySelector('dialog');
}

describe('<nl-restriction-dialogs>', () => {
  it('every dialog the error catalogue can open has a listener that shows it', async () => {
    const probe = rpClient({}).client;
    const emitted = dialogsTheCatalogueOpens(probe);
    // The walk reaches the dialogs of SPEC §8 (self-exclusion by type, AML, pay limit, geo, ...).
    for (const name of ['self-exclusion', 'self-exclusion-login-time', 'take-a-break', 'aml', 'pay-limit', 'account-logged-out', 'geo', 'sales-suspension', 'deposit-self-exclusion', 'deposit-limit-config', 'deposit-limit-expired', 'responsible-gaming'] as const) {
      expect(emitted, name).toContain(name);
    }
    const all = new Set<DialogName>([...emitted, ...(Object.keys(EVERY_DIALOG) as DialogName[])]);
    const missing: string[] = [];
    for (const name of all) {
      document.body.innerHTML = '';
      const { client } = rpClient({ [RP.restrictions]: { code: 500000001 } });
      const hosts = [mount('nl-restriction-dialogs', client), mount('nl-kyc-dialogs', client)];
      const site = document.createElement('div');
      document.body.append(site);
      const root = createRoot(site);
      await act(async () => root.render(createElement(LoggedOutDialog, { client })));
      // Rendered (the styles are in), so their dialog listeners are on.
      await until(() => hosts.every((h) => styleSheetsOf(shadow(h)).length >= 2), 5000);
      await settle();
      await act(async () => {
        client.events.emit('dialog', { name, props: { code: 1, message: 'From the server' } });
      });
      try {
        await until(() => rendered(hosts, site), 3000);
      } catch {
        missing.push(name);
      }
      await act(async () => root.unmount());
    }
    expect(missing).toEqual([]);
  }, 30_000);

  const shown = async (name: DialogName, props: Record<string, unknown>, replies: Record<string, Reply> = {}, language: 'en-US' | 'ar-AE' = 'en-US') => {
    const { client, gateway } = rpClient({ [RP.restrictions]: { code: 500000001 }, ...replies }, { language });
    const element = mount('nl-restriction-dialogs', client);
    const root = shadow(element);
    // The frame's styles, then the component's own: the texts are in and the listener is on.
    await until(() => styleSheetsOf(root).length >= 2, 5000);
    await settle();
    client.events.emit('dialog', { name, props });
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    return { root, dialog, gateway, client };
  };

  it('403000619 type 1: the login-time popup with the end time, withdrawal still allowed', async () => {
    const end = Date.now() + 90 * 86_400_000;
    const { dialog } = await shown('self-exclusion-login-time', { endTimestamp: end });
    expect(text(dialog.querySelector('h2'))).toBe('Self-exclusion');
    expect(text(dialog.querySelector('[data-field="end"]'))).toBe(`Ends on ${formatDateTime(end, 'en-US')}`);
    expect(text(dialog)).toContain('You may log in only to withdraw your balance.');
    expect(button(dialog, 'Withdraw')).toBeTruthy();
  });

  it('403000619 type 5: the take-a-break dialog', async () => {
    const end = Date.now() + 72 * 3_600_000;
    const { dialog } = await shown('take-a-break', { endTimestamp: end });
    expect(text(dialog.querySelector('h2'))).toBe('Taking a break');
    expect(text(dialog.querySelector('[data-field="end"]'))).toBe(`Ends on ${formatDateTime(end, 'en-US')}`);
  });

  it('403000619 other types: the self-exclusion dialog with end time, bet limit and remaining amount', async () => {
    const end = Date.now() + 86_400_000;
    const { dialog } = await shown('self-exclusion', { exclusionType: 4, endTime: end, betAmountLimit: 20_000, remainAmount: 1_500, message: 'Bet above your wager limit' });
    expect(text(dialog)).toContain('Bet above your wager limit');
    expect(text(dialog.querySelector('[data-field="end"]'))).toBe(`Ends on ${formatDateTime(end, 'en-US')}`);
    expect(text(dialog.querySelector('[data-field="limit"]'))).toBe('Your limit: AED 200');
    expect(text(dialog.querySelector('[data-field="remaining"]'))).toBe('Remaining: AED 15');
  });

  it('AML, pay limit, geo and sales suspension say the server message, or their own', async () => {
    const aml = await shown('aml', { message: 'Account restricted by compliance' });
    expect(text(aml.dialog.querySelector('h2'))).toBe('Account restricted');
    expect(text(aml.dialog)).toContain('Account restricted by compliance');
    document.body.innerHTML = '';
    const pay = await shown('pay-limit', {});
    expect(text(pay.dialog)).toContain('Your payment limit has been reached. Please contact customer support.');
    button(pay.dialog, 'OK').click();
    await until(() => !pay.root.querySelector('[part="dialog"]'));
  });

  it('deposit self-exclusion opens the deposit-limit view', async () => {
    const { dialog } = await shown('deposit-self-exclusion', { rechargeLimitError: true }, { [RP.status]: { data: { records: [limitRecord()], timestamp: Date.now() } } });
    expect(text(dialog.querySelector('h2'))).toBe('Deposit limit');
    const choose = await until(() => dialog.querySelector('[part="choose"]'));
    expect(text(choose)).toContain('Current limit AED 500');
  });

  it('shows the responsible-gaming points popup after login when 100163 says so, and reports it (100316 1/0)', async () => {
    const restrictions = { isRestricted: false, restrictedReason: null, exclusionInfo: null, showDepositLimitConfigPopup: false, showDepositLimitPopup: false, showHighRiskUserPopup: true };
    const { client, gateway } = rpClient({ [RP.restrictions]: { data: restrictions }, [RP.tipReport]: { data: {} } });
    const root = shadow(mount('nl-restriction-dialogs', client));
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('A moment for you');
    await until(() => gateway.callsOf(RP.tipReport).length === 1);
    expect(gateway.callsOf(RP.tipReport)).toEqual([{ bizType: 1, clickType: 0 }]);
    expect(button(dialog, 'Take the self-assessment')).toBeTruthy();
  });

  const restrictions = (flags: Record<string, boolean>) => ({
    data: { isRestricted: false, restrictedReason: null, exclusionInfo: null, showDepositLimitConfigPopup: false, showDepositLimitPopup: false, showHighRiskUserPopup: false, ...flags },
  });

  it('after login, 100163 showDepositLimitConfigPopup invites a deposit limit: "Set a limit" answers 0/0 and opens the deposit-limit view', async () => {
    const { client, gateway } = rpClient({ [RP.restrictions]: restrictions({ showDepositLimitConfigPopup: true }), [RP.tipReport]: { data: {} }, [RP.status]: { data: { records: [], timestamp: Date.now() } } });
    const root = shadow(mount('nl-restriction-dialogs', client));
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('Set a deposit limit');
    button(dialog, 'Set a limit').click();
    await until(() => gateway.callsOf(RP.tipReport).length === 1);
    expect(gateway.callsOf(RP.tipReport)).toEqual([{ bizType: 0, clickType: 0 }]);
    const choose = await until(() => dialog.querySelector('[part="choose"]'));
    expect(text(choose)).toContain('Choose the most you can deposit in a period.');
  });

  it('"Not now" answers 0/1 and closes', async () => {
    const { client, gateway } = rpClient({ [RP.restrictions]: restrictions({ showDepositLimitConfigPopup: true }), [RP.tipReport]: { data: {} } });
    const root = shadow(mount('nl-restriction-dialogs', client));
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    button(dialog, 'Not now').click();
    await until(() => !root.querySelector('[part="dialog"]'));
    await until(() => gateway.callsOf(RP.tipReport).length === 1);
    expect(gateway.callsOf(RP.tipReport)).toEqual([{ bizType: 0, clickType: 1 }]);
  });

  it('closing the invitation with Escape is "not now" too (0/1), so it does not come back at every page load', async () => {
    const { client, gateway } = rpClient({ [RP.restrictions]: restrictions({ showDepositLimitConfigPopup: true }), [RP.tipReport]: { data: {} } });
    const root = shadow(mount('nl-restriction-dialogs', client));
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !root.querySelector('[part="dialog"]'));
    await until(() => gateway.callsOf(RP.tipReport).length === 1);
    expect(gateway.callsOf(RP.tipReport)).toEqual([{ bizType: 0, clickType: 1 }]);
  });

  it('100163 showDepositLimitPopup: the expired limit, to renew, change or remove; then the next popup waits its turn', async () => {
    const expired = limitRecord({ state: 'expired', exclusionEndTime: Date.now() - 60_000 });
    const { client } = rpClient({
      [RP.restrictions]: restrictions({ showDepositLimitPopup: true, showHighRiskUserPopup: true }),
      [RP.tipReport]: { data: {} },
      [RP.status]: { data: { records: [expired], timestamp: Date.now() } },
    });
    const root = shadow(mount('nl-restriction-dialogs', client));
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('Your deposit limit has expired');
    const view = await until(() => dialog.querySelector('[part="expired"]'));
    expect(button(view, 'Renew')).toBeTruthy();
    expect(button(view, 'Remove')).toBeTruthy();
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await until(() => text(root.querySelector('[part="dialog"] h2')) === 'A moment for you');
  });

  it('in Arabic', async () => {
    const end = Date.now() + 72 * 3_600_000;
    const { dialog, root } = await shown('take-a-break', { endTimestamp: end }, {}, 'ar-AE');
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(text(dialog.querySelector('h2'))).toBe('في استراحة');
    expect(text(dialog.querySelector('[data-field="end"]'))).toBe(`ينتهي في ${formatDateTime(end, 'ar-AE')}`);
    document.body.innerHTML = '';
    const config = await shown('deposit-limit-config', {}, {}, 'ar-AE');
    expect(text(config.dialog.querySelector('h2'))).toBe('حدد حدًا للإيداع');
    expect(button(config.dialog, 'ليس الآن')).toBeTruthy();
  });
});
