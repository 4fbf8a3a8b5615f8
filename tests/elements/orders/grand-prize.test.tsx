// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { GRAND_PRIZE_DISMISSED_KEY } from '../../../elements/layout/user-info/grand-prize-card';
import { USER_INFO_KEY, createClient, memoryStorage } from '../../../sdk';
import { PLAYER, balance, byName, makeClient, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { CLAIM_GRAND_PRIZE, GRAND_PRIZE_ORDERS, UNCLAIMED_GRAND_PRIZE, grandPrize } from './order-helpers';

const HOUR = 3_600_000;

const navigations = hostNavigations();

describe('the grand-prize card of <nl-user-info>', () => {
  function userInfo(clock: { now: number }, storage = memoryStorage(), unclaimed: Reply = { data: { items: [grandPrize()] } }) {
    storage.setItem(USER_INFO_KEY, JSON.stringify(PLAYER));
    const gateway = fakeGateway({ '100124': { data: balance() }, [UNCLAIMED_GRAND_PRIZE]: unclaimed });
    const client = createClient({ env: { fetch: gateway.fetch, storage, languages: () => ['en-US'], clock: { now: () => clock.now } } });
    const root = shadow(mount('nl-user-info', client));
    return { gateway, root, storage };
  }

  it('shows an unclaimed grand prize from 101078 with its amount and Claim', async () => {
    const { root, gateway } = userInfo({ now: Date.UTC(2026, 10, 22) });
    await until(() => root.querySelector('[part="grand-prize"]'));
    expect(text(root.querySelector('.grand-prize-amount'))).toBe('AED 100,000,000');
    expect(gateway.callsOf(UNCLAIMED_GRAND_PRIZE)).toEqual([{}]);
    byName(root, 'Claim prize')!.click();
    expect(navigations).toEqual(['/account/order/grandPrize']);
  });

  it('shows no card when no grand prize waits for a claim: claimed (13), paid (14), expired unclaimed (15), claim lapsed (16)', async () => {
    const items = [13, 14, 15, 16].map((status) => grandPrize({ orderId: String(status), orderPrizeStatus: status }));
    const { root, gateway } = userInfo({ now: Date.UTC(2026, 10, 22) }, memoryStorage(), { data: { items } });
    await until(() => gateway.callsOf(UNCLAIMED_GRAND_PRIZE).length === 1);
    await settle();
    expect(root.querySelector('[part="grand-prize"]')).toBeNull();
  });

  it('hides the card for 24 hours after it is closed, then shows it again', async () => {
    const clock = { now: Date.UTC(2026, 10, 22, 8) };
    const first = userInfo(clock);
    await until(() => first.root.querySelector('[part="grand-prize"]'));
    byName(first.root, 'Hide the grand prize for 24 hours')!.click();
    await until(() => !first.root.querySelector('[part="grand-prize"]'));
    expect(first.storage.getItem(GRAND_PRIZE_DISMISSED_KEY)).toBe(String(clock.now));
    document.body.innerHTML = '';

    // 23 hours later: still hidden, and not even asked for.
    // Only the dismissal carries over (a fresh session: the old one would have timed out).
    const carried = () => {
      const storage = memoryStorage();
      storage.setItem(GRAND_PRIZE_DISMISSED_KEY, first.storage.getItem(GRAND_PRIZE_DISMISSED_KEY)!);
      return storage;
    };
    clock.now += 23 * HOUR;
    const later = userInfo(clock, carried());
    await until(() => later.root.querySelector('.balance-figures'));
    await settle();
    expect(later.root.querySelector('[part="grand-prize"]')).toBeNull();
    expect(later.gateway.callsOf(UNCLAIMED_GRAND_PRIZE)).toEqual([]);
    document.body.innerHTML = '';

    // A day after closing it, it is back.
    clock.now += 1 * HOUR;
    const nextDay = userInfo(clock, carried());
    await until(() => nextDay.root.querySelector('[part="grand-prize"]'));
  });
});

describe('<nl-grand-prize>', () => {
  it('lists the grand prizes a hundred to a page, with status and Claim for an unclaimed one', async () => {
    const gateway = fakeGateway({ [GRAND_PRIZE_ORDERS]: { data: { items: [grandPrize(), grandPrize({ orderId: '9000', orderPrizeStatus: 14 }), grandPrize({ orderId: '8999', orderPrizeStatus: 16 })] } } });
    const root = shadow(mount('nl-grand-prize', makeClient(gateway, { user: PLAYER })));
    await until(() => root.querySelectorAll('[part="prize"]').length === 3);
    expect(Array.from(root.querySelectorAll('.gp-status'), (s) => text(s))).toEqual(['Unclaimed', 'Paid', 'Claim lapsed']);
    expect(Array.from(root.querySelectorAll('.gp-claim'), (a) => a.getAttribute('href'))).toEqual(['/grandPrizeProcess?orderId=9001']);
    expect(gateway.callsOf(GRAND_PRIZE_ORDERS)).toEqual([{ prizeTabStatus: 3, pageSize: 100 }]);
  });

  it('labels grand prize statuses 12-16 in Arabic, telling the two expiries apart', async () => {
    const items = [12, 13, 14, 15, 16].map((status) => grandPrize({ orderId: String(status), orderPrizeStatus: status }));
    const gateway = fakeGateway({ [GRAND_PRIZE_ORDERS]: { data: { items } } });
    const root = shadow(mount('nl-grand-prize', makeClient(gateway, { user: PLAYER, language: 'ar-AE' })));
    await until(() => root.querySelectorAll('[part="prize"]').length === 5);
    expect(Array.from(root.querySelectorAll('.gp-status'), (s) => text(s))).toEqual(['غير مُطالب بها', 'مُطالب بها', 'مدفوعة', 'انتهت دون مطالبة', 'سقطت المطالبة']);
  });

  it('says, for each status, what its deadline means and what happens next, and offers Claim only while unclaimed', async () => {
    const items = [12, 13, 14, 15, 16].map((status) => grandPrize({ orderId: String(status), orderPrizeStatus: status }));
    const gateway = fakeGateway({ [GRAND_PRIZE_ORDERS]: { data: { items } } });
    const root = shadow(mount('nl-grand-prize', makeClient(gateway, { user: PLAYER })));
    await until(() => root.querySelectorAll('[part="prize"]').length === 5);
    const shown = Array.from(root.querySelectorAll('[part="prize"]'), (li) => ({
      status: text(li.querySelector('.gp-status')!),
      tone: li.querySelector('.gp-status')!.getAttribute('data-tone'),
      deadline: li.querySelector('.gp-expiry') ? text(li.querySelector('.gp-expiry')!).replace(/\d.*$/, '').trim() : null,
      note: li.querySelector('.gp-note') ? text(li.querySelector('.gp-note')!) : null,
      claim: li.querySelector('.gp-claim') !== null,
    }));
    expect(shown).toEqual([
      { status: 'Unclaimed', tone: 'waiting', deadline: 'Claim before', note: null, claim: true },
      { status: 'Claimed', tone: 'waiting', deadline: 'Send your documents by', note: 'We have your claim. Our team will contact you for the documents needed to pay it.', claim: false },
      { status: 'Paid', tone: 'won', deadline: null, note: 'Paid to your withdrawable balance.', claim: false },
      { status: 'Expired, not claimed', tone: 'lost', deadline: 'Expired on', note: 'This prize was not claimed within the claim period.', claim: false },
      { status: 'Claim lapsed', tone: 'lost', deadline: 'Expired on', note: 'Your claim lapsed: the documents needed for the payment were not completed in time.', claim: false },
    ]);
  });

  it('claims in steps: review (holder confirmation required), confirm, then success', async () => {
    const gateway = fakeGateway({
      [UNCLAIMED_GRAND_PRIZE]: { data: { items: [grandPrize({ orderId: '9002' }), grandPrize()] } },
      [CLAIM_GRAND_PRIZE]: (data) => ({ data: grandPrize({ orderId: (data as { orderId: string }).orderId, orderPrizeStatus: 13 }) }),
    });
    const root = shadow(mount('nl-grand-prize', makeClient(gateway, { user: PLAYER }), { mode: 'claim', 'order-id': '9001' }));
    await until(() => root.querySelector('.gp-review'));
    const current = () => text(root.querySelector('[aria-current="step"]'));
    expect(current()).toBe('Review');
    expect(text(root.querySelector('.gp-review'))).toContain('9001');
    const next = root.querySelector<HTMLButtonElement>('.gp-next')!;
    expect(next.disabled).toBe(true);
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    box.click();
    await until(() => !root.querySelector<HTMLButtonElement>('.gp-next')!.disabled);
    root.querySelector<HTMLButtonElement>('.gp-next')!.click();
    await until(() => root.querySelector('.gp-submit'));
    expect(current()).toBe('Confirm');
    expect(gateway.callsOf(CLAIM_GRAND_PRIZE)).toEqual([]);
    root.querySelector<HTMLButtonElement>('.gp-submit')!.click();
    await until(() => root.querySelector('[part="success"]'));
    expect(current()).toBe('Done');
    expect(text(root.querySelector('[part="success"]'))).toContain('Your claim for AED 100,000,000 has been received.');
    expect(text(root.querySelector('[part="success"]'))).toContain('e-mail');
    expect(gateway.callsOf(CLAIM_GRAND_PRIZE)).toEqual([{ orderId: '9001' }]);
  });

  it('keeps the player on the confirm step when the claim fails', async () => {
    const gateway = fakeGateway({ [UNCLAIMED_GRAND_PRIZE]: { data: { items: [grandPrize()] } }, [CLAIM_GRAND_PRIZE]: { code: 500000001, message: 'down' } });
    const root = shadow(mount('nl-grand-prize', makeClient(gateway, { user: PLAYER }), { mode: 'claim' }));
    await until(() => root.querySelector('input[type="checkbox"]'));
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await until(() => !root.querySelector<HTMLButtonElement>('.gp-next')!.disabled);
    root.querySelector<HTMLButtonElement>('.gp-next')!.click();
    await until(() => root.querySelector('.gp-submit'));
    root.querySelector<HTMLButtonElement>('.gp-submit')!.click();
    await until(() => text(root.querySelector('[role="alert"]')) === 'Your claim could not be sent. Please try again.');
    expect(root.querySelector('[part="success"]')).toBeNull();
    expect(gateway.callsOf(CLAIM_GRAND_PRIZE)).toEqual([{ orderId: '9001' }]);
  });

  it('says so when there is nothing to claim', async () => {
    const gateway = fakeGateway({ [UNCLAIMED_GRAND_PRIZE]: { data: { items: [] } } });
    const root = shadow(mount('nl-grand-prize', makeClient(gateway, { user: PLAYER }), { mode: 'claim' }));
    await until(() => text(root.querySelector('[part="empty"]')) === 'There is no grand prize waiting for your claim.');
  });
});
