// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineSelfExclusion } from '../../../elements/responsible-play/self-exclusion/self-exclusion-element';
import { formatDateTime } from '../../../sdk';
import { RP, button, limitRecord, mount, optionsOf, radio, recordToasts, rpClient, shadow, text, typeInto, until } from './helpers';
import type { Reply } from '../../support/fake-gateway';
import { hostNavigations } from '../helpers';

defineSelfExclusion();

hostNavigations();

function open(replies: Record<string, Reply> = {}, attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const { gateway, client } = rpClient(replies, { language });
  const toasts = recordToasts(client);
  const element = mount('nl-self-exclusion', client, attributes);
  return { gateway, client, toasts, element, root: shadow(element) };
}
const statusWith = (...records: ReturnType<typeof limitRecord>[]): Reply => ({ data: { records, timestamp: Date.now() } });
const amountBox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!;

describe('<nl-self-exclusion> newer dialog', () => {
  it('is tabbed by type and offers the self-exclusion durations of SPEC §9', async () => {
    const { root } = open();
    await until(() => root.querySelector('[part="choose"]'));
    expect(Array.from(root.querySelectorAll('[role="tab"]'), text)).toEqual(['Self-exclusion', 'Take a break', 'Deposit limit', 'Wager limit']);
    expect(optionsOf(root, 'Duration').map((o) => o.label)).toEqual(['6 months', '1 year', '18 months', '2 years', '5 years']);
  });

  it('keeps Next disabled until a duration is chosen, confirms a summary with the expiry, then submits on the second confirm', async () => {
    const end = Date.now() + 365 * 24 * 3_600_000;
    const { root, gateway } = open({ [RP.setSelfExclusion]: { data: { exclusionEndTime: end, unFinishChaseOrder: 2 } } });
    await until(() => root.querySelector('[part="choose"]'));
    expect(button(root, 'Next').disabled).toBe(true);
    radio(root, '1 year').click();
    await until(() => !button(root, 'Next').disabled);
    button(root, 'Next').click();
    const confirm = await until(() => root.querySelector('[part="confirm"]'));
    expect(text(confirm.querySelector('dl'))).toContain('Self-exclusion');
    expect(text(confirm.querySelector('dl'))).toContain('1 year');
    // The expiry is a year from now, to the minute.
    const expiry = text(confirm.querySelector('dd[dir="ltr"]'));
    expect([formatDateTime(Date.now() + 8760 * 3_600_000, 'en-US'), formatDateTime(Date.now() + 8760 * 3_600_000 - 60_000, 'en-US')]).toContain(expiry);
    expect(gateway.callsOf(RP.setSelfExclusion)).toEqual([]);
    button(root, 'Confirm').click();
    const success = await until(() => root.querySelector('[part="success"]'));
    expect(gateway.callsOf(RP.setSelfExclusion)).toEqual([{ exclusionType: 1, exclusionHours: 8760 }]);
    expect(text(success)).toContain(`Your self-exclusion is active until ${formatDateTime(end, 'en-US')}.`);
    expect(text(success)).toContain('2 consecutive-draw orders were stopped and refunded.');
  });

  it('takes a break of 72 hours as type 5', async () => {
    const { root, gateway } = open({ [RP.setSelfExclusion]: { data: { exclusionEndTime: Date.now() + 72 * 3_600_000, unFinishChaseOrder: 0 } } });
    await until(() => root.querySelector('[part="choose"]'));
    button(root, 'Take a break').click();
    await until(() => optionsOf(root, 'Duration')[0]?.label === '72 hours');
    expect(optionsOf(root, 'Duration').map((o) => o.label)).toEqual(['72 hours', '7 days', '14 days', '30 days', '42 days']);
    radio(root, '72 hours').click();
    await until(() => !button(root, 'Next').disabled);
    button(root, 'Next').click();
    await until(() => root.querySelector('[part="confirm"]'));
    button(root, 'Confirm').click();
    await until(() => root.querySelector('[part="success"]'));
    expect(gateway.callsOf(RP.setSelfExclusion)).toEqual([{ exclusionType: 5, exclusionHours: 72 }]);
  });

  it('shows a running exclusion instead of a form: it cannot be shortened', async () => {
    const end = Date.now() + 3 * 24 * 3_600_000;
    const { root } = open({ [RP.status]: statusWith(limitRecord({ exclusionType: 5, exclusionEndTime: end, exclusionEndTimestamp: end })) });
    const active = await until(() => root.querySelector('[part="active"]'));
    expect(text(active)).toBe(`You are excluded until ${formatDateTime(end, 'en-US')}. This cannot be shortened.`);
    expect(root.querySelector('[part="choose"]')).toBeNull();
  });

  it('says why a refused exclusion failed and stays on the summary', async () => {
    const { root } = open({ [RP.setSelfExclusion]: { code: 500000001, message: 'Service unavailable' } });
    await until(() => root.querySelector('[part="choose"]'));
    radio(root, '5 years').click();
    await until(() => !button(root, 'Next').disabled);
    button(root, 'Next').click();
    await until(() => root.querySelector('[part="confirm"]'));
    button(root, 'Confirm').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('Service unavailable');
    expect(root.querySelector('[part="confirm"]')).not.toBeNull();
  });
});

describe('<nl-self-exclusion dialog-style="menu"> (older dialog)', () => {
  it('opens on a menu of time exclusion and deposit limit, with the older durations', async () => {
    const { root, gateway } = open({ [RP.setSelfExclusion]: { data: { exclusionEndTime: Date.now() + 48 * 3_600_000, unFinishChaseOrder: 0 } } }, { 'dialog-style': 'menu' });
    const menu = await until(() => root.querySelector('[part="menu"]'));
    expect(Array.from(menu.querySelectorAll('button'), text)).toEqual(['Time exclusion', 'Deposit limit']);
    button(root, 'Time exclusion').click();
    await until(() => root.querySelector('[part="choose"]'));
    expect(optionsOf(root, 'Duration').map((o) => o.label)).toEqual(['24 hours', '48 hours', '7 days', '30 days', '6 months', '1 year', '18 months', '3 years', '5 years']);
    radio(root, '48 hours').click();
    await until(() => !button(root, 'Next').disabled);
    button(root, 'Next').click();
    await until(() => root.querySelector('[part="confirm"]'));
    button(root, 'Confirm').click();
    await until(() => root.querySelector('[part="success"]'));
    expect(gateway.callsOf(RP.setSelfExclusion)).toEqual([{ exclusionType: 1, exclusionHours: 48 }]);
    button(root, 'Back to the menu').click();
    await until(() => root.querySelector('[part="menu"]'));
  });
});

describe('<nl-self-exclusion> limits', () => {
  it('sets a deposit limit from the config list with its default period', async () => {
    const end = Date.now() + 10_080 * 60_000;
    const { root, gateway } = open({ [RP.setLimit]: { data: { exclusionEndTime: end } } }, { tab: 'depositLimit' });
    await until(() => root.querySelector('[part="choose"]'));
    expect(optionsOf(root, 'Amount').map((o) => o.label)).toEqual(['AED 100', 'AED 500', 'AED 1,000', 'No limits']);
    expect(optionsOf(root, 'Duration').map((o) => o.label)).toEqual(['24 hours', '7 days', '30 days']);
    expect(radio(root, '7 days').checked).toBe(true);
    radio(root, 'AED 500').click();
    button(root, 'Next').click();
    const confirm = await until(() => root.querySelector('[part="confirm"]'));
    expect(text(confirm.querySelector('dl'))).toContain('AED 500');
    button(root, 'Confirm').click();
    const success = await until(() => root.querySelector('[part="success"]'));
    expect(gateway.callsOf(RP.setLimit)).toEqual([{ exclusionType: 2, exclusionValue: 50_000, exclusionDuration: 10_080 }]);
    expect(text(success)).toBe(`Your deposit limit of AED 500 is set until ${formatDateTime(end, 'en-US')}.`);
  });

  it('cleans a typed amount: digits only, a leading 0 becomes 1, at most 10 characters, capped at 10,000,000', async () => {
    const { root } = open({}, { tab: 'depositLimit' });
    await until(() => root.querySelector('[part="choose"]'));
    typeInto(amountBox(root), '0a5');
    await until(() => amountBox(root).value === '15');
    typeInto(amountBox(root), '99999999999');
    await until(() => amountBox(root).value === '10000000');
    typeInto(amountBox(root), '1,250');
    await until(() => amountBox(root).value === '1250');
  });

  it('refuses Next without an amount above 0', async () => {
    const { root, gateway } = open({}, { tab: 'wagerLimit' });
    await until(() => root.querySelector('[part="choose"]'));
    button(root, 'Next').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('Please enter a wager limit above 0.');
    button(root, 'Deposit limit').click();
    await until(() => optionsOf(root, 'Amount').length === 4);
    button(root, 'Next').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('Please select or enter a deposit limit above 0.');
    expect(gateway.callsOf(RP.setLimit)).toEqual([]);
  });

  it('sends No Limits as -1: no limit, with no period or expiry in the summary, and says the player has none', async () => {
    const { root, gateway } = open({ [RP.setLimit]: { data: { exclusionEndTime: 0, noLimit: true } } }, { tab: 'wagerLimit' });
    await until(() => root.querySelector('[part="choose"]'));
    radio(root, 'No limits').click();
    button(root, 'Next').click();
    const confirm = await until(() => root.querySelector('[part="confirm"]'));
    expect(text(confirm)).toContain('You will have no wager limit.');
    expect(text(confirm)).not.toContain('Expiry');
    button(root, 'Confirm').click();
    const success = await until(() => root.querySelector('[part="success"]'));
    expect(text(success)).toBe('You have no wager limit now.');
    expect(gateway.callsOf(RP.setLimit)).toEqual([{ exclusionType: 4, exclusionValue: -1, exclusionDuration: 1440 }]);
  });

  it('No Limits on an expired deposit limit (Change) removes it; the server refusal of a running one is shown', async () => {
    const expired = limitRecord({ state: 'expired', exclusionEndTime: Date.now() - 60_000 });
    const { root, gateway } = open({ [RP.status]: statusWith(expired), [RP.setLimit]: { code: 403001306, message: 'Your limit can be removed only after it expires.' } }, { tab: 'depositLimit' });
    await until(() => root.querySelector('[part="expired"]'));
    button(root, 'Change').click();
    await until(() => root.querySelector('[part="choose"]'));
    radio(root, 'No limits').click();
    button(root, 'Next').click();
    await until(() => root.querySelector('[part="confirm"]'));
    button(root, 'Confirm').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('Your limit can be removed only after it expires.');
    expect(gateway.callsOf(RP.setLimit)).toEqual([{ exclusionType: 2, exclusionValue: -1, exclusionDuration: 10_080 }]);
  });

  it('edits a running limit: not above it, not shorter, not unchanged, not below what was used', async () => {
    // AED 500 for 7 days, AED 300 already deposited.
    const { root, gateway } = open({ [RP.status]: statusWith(limitRecord()) }, { tab: 'depositLimit' });
    await until(() => root.querySelector('[part="choose"]'));
    expect(text(root.querySelector('.nl-notice'))).toContain('Current limit AED 500, AED 200 left');
    expect(optionsOf(root, 'Amount')).toEqual([
      { label: 'AED 100', disabled: false },
      { label: 'AED 500', disabled: false },
      { label: 'AED 1,000', disabled: true },
      { label: 'No limits', disabled: true },
    ]);
    expect(optionsOf(root, 'Duration')).toEqual([
      { label: '24 hours', disabled: true },
      { label: '7 days', disabled: false },
      { label: '30 days', disabled: false },
    ]);
    // Typing is capped at the current limit.
    typeInto(amountBox(root), '900');
    await until(() => amountBox(root).value === '500');
    button(root, 'Next').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('The limit is unchanged.');
    radio(root, 'AED 100').click();
    button(root, 'Next').click();
    await until(() => text(root.querySelector('[role="alert"]')) === 'The new limit cannot be lower than what you have already deposited in this period.');
    radio(root, '30 days').click();
    typeInto(amountBox(root), '400');
    button(root, 'Next').click();
    await until(() => root.querySelector('[part="confirm"]'));
    expect(gateway.callsOf(RP.setLimit)).toEqual([]);
  });

  it('locks the wager limit when no changes are left and it is locked', async () => {
    const { root } = open({ [RP.status]: statusWith(limitRecord({ exclusionType: 4, exclusionValue: 20_000, remainChangeNum: 0, limitStatus: 1 })) }, { tab: 'wagerLimit' });
    const locked = await until(() => root.querySelector('[part="locked"]'));
    expect(text(locked)).toContain('Your wager limit of AED 200 cannot be changed again in this period.');
    expect(root.querySelector('[part="choose"]')).toBeNull();
  });

  it('renews an expired limit with the same values', async () => {
    const expired = limitRecord({ state: 'expired', exclusionEndTime: Date.now() - 60_000 });
    const { root, gateway } = open({ [RP.status]: statusWith(expired), [RP.setLimit]: { data: { exclusionEndTime: Date.now() + 10_080 * 60_000 } } }, { tab: 'depositLimit' });
    await until(() => root.querySelector('[part="expired"]'));
    button(root, 'Renew').click();
    await until(() => root.querySelector('[part="confirm"]'));
    button(root, 'Confirm').click();
    await until(() => root.querySelector('[part="success"]'));
    expect(gateway.callsOf(RP.setLimit)).toEqual([{ exclusionType: 2, exclusionValue: 50_000, exclusionDuration: 10_080 }]);
  });

  it('changes an expired limit freely, or removes it with 100316 2/1', async () => {
    const expired = limitRecord({ state: 'expired', exclusionEndTime: Date.now() - 60_000 });
    const { root, gateway, toasts } = open({ [RP.status]: statusWith(expired), [RP.tipReport]: { data: {} } }, { tab: 'depositLimit' });
    await until(() => root.querySelector('[part="expired"]'));
    button(root, 'Change').click();
    await until(() => root.querySelector('[part="choose"]'));
    // Not an edit any more: higher amounts and shorter periods are open.
    expect(optionsOf(root, 'Amount').every((o) => !o.disabled)).toBe(true);
    expect(optionsOf(root, 'Duration').every((o) => !o.disabled)).toBe(true);
    document.body.innerHTML = '';
    const second = open({ [RP.status]: statusWith(expired), [RP.tipReport]: { data: {} } }, { tab: 'depositLimit' });
    await until(() => second.root.querySelector('[part="expired"]'));
    button(second.root, 'Remove').click();
    await until(() => second.gateway.callsOf(RP.tipReport).length === 1);
    expect(second.gateway.callsOf(RP.tipReport)).toEqual([{ bizType: 2, clickType: 1 }]);
    await until(() => second.toasts.some((t) => t.messageKey === 'responsiblePlay.limit.removed'));
    // The status is read again after the removal.
    await until(() => second.gateway.callsOf(RP.status).length === 2);
    expect(gateway.callsOf(RP.tipReport)).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('when the deposit limit shown expires: toast, status refresh, then closes after 2 s', async () => {
    const { root, gateway, toasts, element, client } = open({ [RP.status]: statusWith(limitRecord({ exclusionEndTime: Date.now() + 150 })) }, { tab: 'depositLimit' });
    const closed: number[] = [];
    element.addEventListener('nl-self-exclusion-close', (event) => {
      if (event.detail.reason === 'expired') closed.push(Date.now());
    });
    // Timed when the toast is sent, not when a poll of the test sees it (late on a loaded machine).
    let toastAt = 0;
    client.events.on('toast', (toast) => {
      if (toast.messageKey === 'responsiblePlay.limit.depositExpired') toastAt = Date.now();
    });
    await until(() => root.querySelector('[part="choose"]'));
    await until(() => toasts.some((t) => t.messageKey === 'responsiblePlay.limit.depositExpired'));
    await until(() => gateway.callsOf(RP.status).length === 2);
    expect(closed).toEqual([]);
    await until(() => closed.length === 1, 4000);
    expect(closed[0]! - toastAt).toBeGreaterThanOrEqual(1_900);
  }, 10_000);
});

describe('<nl-self-exclusion> in Arabic', () => {
  it('shows the tabs, durations and summary in Arabic, right to left', async () => {
    const { root } = open({}, {}, 'ar-AE');
    await until(() => root.querySelector('[part="choose"]'));
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(Array.from(root.querySelectorAll('[role="tab"]'), text)).toEqual(['الاستبعاد الذاتي', 'خذ استراحة', 'حد الإيداع', 'حد الرهان']);
    expect(optionsOf(root, 'المدة').map((o) => o.label)).toEqual(['6 أشهر', '1 سنة', '18 أشهر', '2 سنوات', '5 سنوات']);
    radio(root, '1 سنة').click();
    await until(() => !button(root, 'التالي').disabled);
    button(root, 'التالي').click();
    const confirm = await until(() => root.querySelector('[part="confirm"]'));
    expect(text(confirm.querySelector('h3'))).toBe('يرجى التأكيد');
  });

  it('says the edit rules in Arabic', async () => {
    const { root } = open({ [RP.status]: statusWith(limitRecord()) }, { tab: 'depositLimit' }, 'ar-AE');
    await until(() => root.querySelector('[part="choose"]'));
    expect(radio(root, '7 يومًا').checked).toBe(true);
    typeInto(amountBox(root), '500');
    button(root, 'التالي').click();
    expect(text(await until(() => root.querySelector('[role="alert"]')))).toBe('لم يتغير الحد.');
  });
});
