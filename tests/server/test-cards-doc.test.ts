import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../host-demo/server/db/database';
import { AcquirerSimulator } from '../../host-demo/server/providers/payments/simulator';
import { TEST_CARD_FREE_DIGITS, TEST_CARD_RANGES, behaviourOf, luhnValid } from '../../host-demo/server/providers/payments/test-cards';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { betBalance, openDeposit, payWithNewCard } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';

/** The table of docs/test-cards.md as a tester reads it: range, case, example. */
function documentedRanges(): { range: string; behaviour: string; example: string }[] {
  const doc = readFileSync(new URL('../../docs/test-cards.md', import.meta.url), 'utf8');
  return Array.from(doc.matchAll(/^\| `([0-9x ]+)` +\| `(\w+)` +\| `([0-9 ]+)` +\|/gm), ([, range, behaviour, example]) => ({
    range: range!,
    behaviour: behaviour!,
    example: example!.replace(/ /g, ''),
  }));
}

/** A number of a documented range with the free digits a tester would pick (random here). */
function pick(range: string): string {
  return range.replace(/ /g, '').replace(/x/g, () => String(randomInt(0, 10)));
}

const AMOUNT = 10_000;

describe('docs/test-cards.md and the acquirer simulator', () => {
  it('documents every range of the simulator, with its case and an example inside it, and nothing else', () => {
    const documented = documentedRanges();
    expect(documented.map((row) => row.range)).toEqual(TEST_CARD_RANGES.map((r) => `${r.start.slice(0, 4)} ${r.start.slice(4)}xx xxxx ${r.end}`));
    expect(documented.map((row) => row.behaviour)).toEqual(TEST_CARD_RANGES.map((r) => r.behaviour));
    expect(documented.map((row) => row.example)).toEqual(TEST_CARD_RANGES.map((r) => r.example));
    expect(TEST_CARD_FREE_DIGITS).toBe(6);
  });

  it('gives every number of each documented range the documented outcome, whatever digits a tester picks and whatever its check digit', async () => {
    const simulator = new AcquirerSimulator({ db: {} as Queryable });
    for (const row of documentedRanges()) {
      const numbers = [row.example, ...Array.from({ length: 40 }, () => pick(row.range))];
      // Both kinds of check digit are among them: the range decides, not Luhn.
      numbers.push(...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => `${pick(row.range).slice(0, 11)}${d}${row.example.slice(12)}`));
      expect(numbers.some(luhnValid) && numbers.some((n) => !luhnValid(n)), row.range).toBe(true);
      for (const number of numbers) {
        expect(behaviourOf(number), number).toBe(row.behaviour);
        const card = await simulator.tokenise({ number, expiryMonth: 12, expiryYear: 30, holderName: 'Test Player' });
        expect(card.token.startsWith(`tok_${row.behaviour}_`), number).toBe(true);
        expect(card.last4).toBe(row.example.slice(-4));
      }
    }
  });

  it('leaves numbers outside the ranges to the Luhn rule', () => {
    expect(behaviourOf('4242424242424242')).toBe('approved');
    expect(behaviourOf('4242424242424241')).toBe('declined');
    // One digit too many or too few is not in a range.
    expect(behaviourOf('40000000000003220')).toBe(luhnValid('40000000000003220') ? 'approved' : 'declined');
  });
});

describe.each(availableBackends())('two testers following docs/test-cards.md on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('each deposits with a card of the approved range of their own, and neither is refused as "on another account"', async () => {
    const approved = documentedRanges().find((row) => row.behaviour === 'approved')!;
    const first = await playerWithSession(t.db, t.clock, 'first.tester');
    const second = await playerWithSession(t.db, t.clock, 'second.tester');
    const firstCard = pick(approved.range);
    let secondCard = pick(approved.range);
    while (secondCard === firstCard) secondCard = pick(approved.range);
    for (const [player, cardNo] of [[first, firstCard], [second, secondCard]] as const) {
      const gatewayId = await openDeposit(t.app, player.token, AMOUNT);
      const { envelope } = await payWithNewCard(t.app, player.token, gatewayId, AMOUNT, cardNo);
      expect(envelope).toMatchObject({ code: 0, data: { gatewayId, status: 'SUCCESS' } });
      expect(envelope.data!.checkError).toBeFalsy();
      expect(await betBalance(t.app, player.token)).toBe(AMOUNT);
    }
    // The rule the ranges work around still holds: the first tester's number on the second account is refused.
    const gatewayId = await openDeposit(t.app, second.token, AMOUNT);
    const reused = await callHapi(t.app, '420550', { gatewayId, money: AMOUNT, cardNo: firstCard, expireDate: '12/30', cvv: '737', holderName: 'Test Player' }, { token: second.token, remoteAddress: '203.0.113.9' });
    expect(reused.envelope).toMatchObject({ code: 0, data: { checkError: true } });
  });
});
