// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defineSavedCards } from '../../../elements/deposits/saved-cards/saved-cards-element';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { byName, dialogs, depositClient, depositOptions, mount, record, savedCard, shadow, text, until } from './deposit-helpers';

defineSavedCards();

afterEach(() => {
  document.body.innerHTML = '';
});

const OPTIONS = '420552';
const REMOVE = '420543';

function cardsPage(replies: Record<string, Reply>, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway(replies);
  const test = depositClient(gateway, { language });
  const element = mount('nl-saved-cards', test.client);
  return { ...test, gateway, element, root: shadow(element), paths: record<{ path: string }>(element, 'nl-navigate-request') };
}

/** A card as 420552 lists it: the server's ids are numbers. */
const card = (overrides: Parameters<typeof savedCard>[0] = {}) => savedCard({ bankCardId: '1001', ...overrides });
const oneCard = () => depositOptions({ cards: [card()] });

const cardTexts = (root: ShadowRoot) => Array.from(root.querySelectorAll('[part="card"]'), (c) => text(c));

describe('<nl-saved-cards> (SPEC §2 bindBankCard)', () => {
  it('lists the saved cards, says which can no longer be used, and offers adding one with a deposit', async () => {
    const release = { current: () => {} };
    const gateway = fakeGateway({
      [OPTIONS]: { data: depositOptions({ cards: [card(), card({ bankCardId: '1002', brand: 'mastercard', ambiguousAccountNumber: '•••• •••• •••• 4444', expireDate: '01/24', usable: false })] }) },
    });
    release.current = gateway.hold(OPTIONS);
    const test = depositClient(gateway);
    const element = mount('nl-saved-cards', test.client);
    const root = shadow(element);
    await until(() => root.querySelector('[data-state="loading"]'));
    release.current();
    await until(() => cardTexts(root).length === 2);
    expect(cardTexts(root)[0]).toContain('VISA');
    expect(cardTexts(root)[0]).toContain('•••• •••• •••• 1111');
    expect(cardTexts(root)[0]).toContain('Expires 12/29');
    expect(cardTexts(root)[0]).not.toContain('Blocked or expired');
    expect(cardTexts(root)[1]).toContain('Blocked or expired: it can no longer be used.');
    const paths = record<{ path: string }>(element, 'nl-navigate-request');
    byName(root, 'Add a card with a deposit')!.click();
    expect(paths.map((p) => p.path)).toEqual(['/account/deposit']);
  });

  it('removes a card after confirmation, with the card it names, and says so', async () => {
    const page = cardsPage({ [OPTIONS]: { data: oneCard() }, [REMOVE]: { data: { removed: true } } });
    const remove = await until(() => byName(page.root, 'Remove the card ending 1111'));
    remove.click();
    const confirm = await until(() => dialogs(page.root)[0]);
    expect(text(confirm)).toContain('Remove this card?');
    // Keep it: nothing is sent.
    byName(confirm, 'Keep it')!.click();
    await until(() => dialogs(page.root).length === 0);
    expect(page.gateway.callsOf(REMOVE)).toEqual([]);

    byName(page.root, 'Remove the card ending 1111')!.click();
    byName(await until(() => dialogs(page.root)[0]), 'Remove', 'button:not(.nl-icon-button)')!.click();
    await until(() => cardTexts(page.root).length === 0);
    expect(page.gateway.callsOf(REMOVE)).toEqual([{ bankCardId: '1001' }]);
    expect(page.toasts).toEqual([{ kind: 'success', messageKey: 'savedCards.removed' }]);
    expect(text(page.root.querySelector('[data-state="empty"]'))).toBe('You have no saved cards yet.');
  });

  it('keeps the card and says so when the removal fails', async () => {
    const page = cardsPage({ [OPTIONS]: { data: oneCard() }, [REMOVE]: { code: 500000000, message: 'busy' } });
    (await until(() => byName(page.root, 'Remove the card ending 1111'))).click();
    byName(await until(() => dialogs(page.root)[0]), 'Remove', 'button:not(.nl-icon-button)')!.click();
    const alert = await until(() => page.root.querySelector('[part="remove-error"]'));
    expect(text(alert)).toBe('The card could not be removed. Please try again.');
    expect(cardTexts(page.root)).toHaveLength(1);
  });

  it('shows an error with Retry when the cards cannot be loaded, and an empty state without cards', async () => {
    let calls = 0;
    const page = cardsPage({ [OPTIONS]: () => (++calls === 1 ? { code: 500000000, message: 'down' } : { data: depositOptions({ cards: [] }) }) });
    const alert = await until(() => page.root.querySelector('[role="alert"]'));
    expect(text(alert)).toContain('Your cards could not be loaded.');
    byName(page.root, 'Retry')!.click();
    await until(() => page.root.querySelector('[data-state="empty"]'));
  });

  it('speaks Arabic, right to left, with card numbers kept left to right', async () => {
    const page = cardsPage({ [OPTIONS]: { data: oneCard() } }, 'ar-AE');
    await until(() => cardTexts(page.root).length === 1);
    expect(text(page.root.querySelector('h1'))).toBe('بطاقاتك المصرفية');
    expect(page.root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(page.root.querySelector('.card-number')?.getAttribute('dir')).toBe('ltr');
    expect(byName(page.root, 'إزالة البطاقة المنتهية بـ 1111')).toBeTruthy();
  });
});
