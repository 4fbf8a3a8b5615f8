// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../../elements/define';
import { openPool, poolTree, type PrizeTable } from '../../../sdk/instant';
import type { ScratchCard } from '../../../sdk/commands/instant';
import { fakeGateway } from '../../support/fake-gateway';
import { balance, byName, gameApp, makeClient, mount, PLAYER, settle, shadow, text, until } from '../helpers';

const TABLE: PrizeTable = { price: 500, tiers: [{ prize: 2_500, count: 2 }, { prize: 500, count: 3 }, { prize: 0, count: 5 }] };
const APP = gameApp({ appKey: 'golden-falcon', appName: 'Golden Falcon', category: 'scratch', appType: 2, lotteryType: null, minOrderAmount: 500, maxOrderAmount: 500, maxPrizeAmount: 2_500 });

beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => event.preventDefault());
});
afterEach(() => {
  document.body.innerHTML = '';
});

function card(overrides: Partial<ScratchCard> = {}): ScratchCard {
  return { cardId: '41', appKey: 'golden-falcon', cardNumber: '1-0005', poolId: '1', cardIndex: 4, amount: 500, state: 'unscratched', prize: null, cells: null, purchaseTime: Date.UTC(2026, 10, 27), scratchTime: null, autoScratched: false, ...overrides };
}

const scratched = (prize: number) => card({ state: 'scratched', prize, cells: prize > 0 ? [prize, 700, prize, 1_000, prize, 700] : [2_500, 500, 2_500, 500, 1_000, 1_000], scratchTime: Date.UTC(2026, 10, 27, 1) });

const OPEN_POOL = { poolId: '1', poolNo: 1, cardCount: 10, sold: 4, seedHash: 'a'.repeat(64), root: 'b'.repeat(64), seed: null, openedAt: 1, closedAt: null };

function game(unscratched: ScratchCard[] = [], language: 'en-US' | 'ar-AE' = 'en-US', user: typeof PLAYER | null = PLAYER, pools: unknown[] = [OPEN_POOL]) {
  const gateway = fakeGateway({
    '700005': { data: { app: APP, onSale: true } },
    '660301': { data: { appKey: 'golden-falcon', price: 500, tiers: TABLE.tiers, returnToPlayer: { numerator: '13', denominator: '20' }, pools } },
    '101303': { data: { items: unscratched, nextCursor: null } },
    '101301': { data: { card: card() } },
    '101302': { data: { card: scratched(2_500) } },
    '100124': { data: balance() },
  });
  const element = mount('nl-scratch-card', makeClient(gateway, { language, ...(user ? { user } : {}) }), { 'show-key': 'golden-falcon' });
  return { gateway, root: shadow(element) };
}

describe('<nl-scratch-card>', () => {
  it('shows the game, its prize table with the exact return to player and the pool’s commitment', async () => {
    const { root } = game();
    await until(() => root.querySelector('#scratch-title'));
    expect(text(root.querySelector('#scratch-title'))).toBe('Golden Falcon');
    expect(text(root.querySelector('[part="info"] caption'))).toBe('Every pool holds these cards; return to player 65.00%.');
    expect(text(root.querySelector('[part="info"]'))).toContain('a'.repeat(64));
    expect(byName(root, /Buy a card for AED 5/)).not.toBeNull();
  });

  it('says no card is on sale, and offers no Buy, when no pool on sale has a card left (SPEC §4 ticket unavailable), in both languages', async () => {
    const closed = { ...OPEN_POOL, sold: 10, seed: 'c'.repeat(64), closedAt: 2 };
    for (const [language, words] of [['en-US', 'No cards on sale right now'], ['ar-AE', 'لا توجد بطاقات معروضة للبيع حالياً']] as const) {
      const { root, gateway } = game([], language, PLAYER, [closed]);
      const buy = await until(() => root.querySelector<HTMLButtonElement>('[part="buy"]'));
      expect(buy.getAttribute('data-sale-state')).toBe('ticketUnavailable');
      expect(text(buy)).toBe(words);
      expect(buy.disabled).toBe(true);
      buy.click();
      expect(gateway.callsOf('101301')).toEqual([]);
      document.body.innerHTML = '';
    }
  });

  it('buys a card, reveals it all from the keyboard path and announces the win in the live region, celebrating a win above the stake', async () => {
    const { root, gateway } = game();
    const buy = await until(() => byName(root, /Buy a card/));
    buy.click();
    const revealAll = await until(() => byName(root, 'Reveal all'));
    expect(gateway.callsOf('101301')).toEqual([expect.objectContaining({ appKey: 'golden-falcon', amount: 500, idempotencyKey: expect.any(String) })]);
    expect(text(root.querySelector('[part="outcome"]'))).toBe('Card 1-0005 is yours. Scratch it, or reveal all.');
    // Nothing of the outcome before it is revealed.
    expect(Array.from(root.querySelectorAll('.scratch-cell'), (c) => c.textContent)).toEqual(Array(6).fill('?'));
    revealAll.click();
    const outcome = await until(() => root.querySelector('[part="outcome"][data-celebrate="true"]'));
    expect(outcome.getAttribute('role')).toBe('status');
    await until(() => text(outcome) === 'You won AED 25!');
    expect(gateway.callsOf('101302')).toEqual([{ cardId: '41' }]);
    expect(root.querySelectorAll('.scratch-cell[data-match="true"]')).toHaveLength(3);
    expect(root.querySelector('[part="surface"]')).toBeNull();
    expect(byName(root, 'Verify this card')).not.toBeNull();
  });

  it('does not celebrate a win that only returns the stake, nor a loss', async () => {
    const { root, gateway } = game([card()]);
    gateway.reply('101302', { data: { card: scratched(500) } });
    (await until(() => byName(root, 'Reveal all'))).click();
    const outcome = await until(() => root.querySelector('[part="outcome"]'));
    await until(() => text(outcome) === 'You won AED 5!');
    expect(outcome.hasAttribute('data-celebrate')).toBe(false);
  });

  it('continues an unscratched card after a reload, in Arabic', async () => {
    const { root, gateway } = game([card()], 'ar-AE');
    gateway.reply('101302', { data: { card: scratched(0) } });
    (await until(() => byName(root, 'اكشف الكل'))).click();
    const outcome = await until(() => root.querySelector('[part="outcome"]'));
    await until(() => text(outcome) === 'لا ربح هذه المرة.');
    expect(root.querySelector('[part="play"]')!.getAttribute('data-state')).toBe('scratched');
    expect(outcome.hasAttribute('data-celebrate')).toBe(false);
    expect(gateway.callsOf('101301')).toEqual([]);
  });

  it('sends a guest to log in and back', async () => {
    const paths: string[] = [];
    const listen = (event: Event) => paths.push((event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('nl-navigate-request', listen);
    const { root, gateway } = game([], 'en-US', null);
    (await until(() => byName(root, 'Log in to play'))).click();
    await settle();
    document.removeEventListener('nl-navigate-request', listen);
    expect(paths).toEqual([expect.stringMatching(/^\/account\/login\?redirect=/)]);
    expect(gateway.callsOf('101301')).toEqual([]);
  });

  it('opens the game to play (openType 1); a suspended game shows the sales-suspension dialog and goes home', async () => {
    const gateway = fakeGateway({ '700005': { code: 403000949, message: 'Sales of this game are suspended at the moment.' } });
    const client = makeClient(gateway);
    const dialogs: unknown[] = [];
    client.events.on('dialog', (dialog) => dialogs.push(dialog));
    const paths: string[] = [];
    const element = mount('nl-scratch-card', client, { 'show-key': 'golden-falcon' });
    client.events.on('navigate', (nav) => paths.push(nav.path));
    await until(() => dialogs.length === 1);
    expect(gateway.callsOf('700005')).toEqual([{ showKey: 'golden-falcon', openType: 1 }]);
    expect(dialogs[0]).toMatchObject({ name: 'sales-suspension', props: { message: 'Sales of this game are suspended at the moment.' } });
    await until(() => paths.includes('/'));
    expect(shadow(element).querySelector('.buy')).toBeNull();
  });

  it('shows an error with Retry when the game cannot be loaded', async () => {
    const gateway = fakeGateway({ '700005': { code: 500000000 } });
    const root = shadow(mount('nl-scratch-card', makeClient(gateway), { 'show-key': 'golden-falcon' }));
    await until(() => root.querySelector('[part="error"]'));
    expect(text(root.querySelector('[part="error"]'))).toContain('This scratch card could not be loaded.');
  });
});

describe('the card verifier on <nl-draw-verifier>', () => {
  it('checks a card proof against its pool’s published root and revealed seed, and fails a tampered prize', async () => {
    const pool = await openPool(TABLE);
    const tree = await poolTree(pool.outcomes);
    const gateway = fakeGateway({
      '660301': { data: { appKey: 'golden-falcon', price: 500, tiers: TABLE.tiers, returnToPlayer: { numerator: '13', denominator: '20' }, pools: [{ poolId: '7', poolNo: 1, cardCount: 10, sold: 10, seedHash: pool.seedHash, root: pool.root, seed: pool.seed, openedAt: 1, closedAt: 2 }] } },
      '660202': { data: { draw: null } },
    });
    const root = shadow(mount('nl-draw-verifier', makeClient(gateway), {}));
    const submit = async (prize: number, expected: 'true' | 'false') => {
      const area = await until(() => root.querySelector<HTMLTextAreaElement>('textarea[name="cardProof"]'));
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(area, JSON.stringify({ appKey: 'golden-falcon', poolId: '7', cardIndex: 3, prize, proof: tree.proof(3) }));
      area.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      root.querySelector<HTMLFormElement>('form[part="card-form"]')!.requestSubmit();
      return until(() => root.querySelector(`[part="card-verdict"][data-ok="${expected}"]`));
    };
    const ok = await submit(pool.outcomes[3]!, 'true');
    expect(ok.getAttribute('data-ok')).toBe('true');
    expect(text(ok)).toContain('Verified: the revealed seed matches its commitment');
    expect(text(ok)).toContain(pool.seed);
    const tampered = await submit(pool.outcomes[3]! + 100, 'false');
    expect(text(tampered)).toContain('Not verified: this card and prize do not lead to the root published before the first sale.');
  });
});
