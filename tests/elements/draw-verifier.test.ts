// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/define';
import { ticketProofText } from '../../elements/draws/draw-verifier/ticket-proof';
import { deriveResult, seedCommitment, ticketTree, type TicketLeaf } from '../../sdk/draws';
import { gameByType } from '../../sdk/games/catalogue';
import { fakeGateway } from '../support/fake-gateway';
import { byName, makeClient, mount, settle, shadow, text, until } from './helpers';

const DRAW_PHASE = '660202';
const TICKETS: TicketLeaf[] = [
  { ticketId: 'T-1', numbers: [1, 2, 3] },
  { ticketId: 'T-2', numbers: [4, 0, 4] },
  { ticketId: 'T-3', numbers: [9, 9, 9] },
];

beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => event.preventDefault());
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** A real Pick 3 draw: seed, commitment, result derived from the seed, fingerprint of TICKETS. */
async function pick3Draw(phase = '20260314001') {
  const seed = createHash('sha256').update(`element:${phase}`).digest('hex');
  const tree = await ticketTree(TICKETS);
  return {
    tree,
    draw: {
      lotteryType: 72,
      phase,
      result: await deriveResult(seed, { lotteryType: 72, phase }, gameByType(72)!.result),
      expectedPrizeTimestamp: Date.UTC(2026, 2, 14, 17),
      seedHash: await seedCommitment(seed),
      seed,
      ticketRoot: tree.root,
      ticketCount: TICKETS.length,
      salesCloseTimestamp: Date.UTC(2026, 2, 14, 16, 50),
    },
  };
}

function verifier(reply: unknown, attributes: Record<string, string> = { 'lottery-type': '72', phase: '20260314001' }, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({ [DRAW_PHASE]: { data: { draw: reply } } });
  const events: CustomEvent[] = [];
  document.addEventListener('nl-draw-verify', (e) => events.push(e), { once: true });
  const element = mount('nl-draw-verifier', makeClient(gateway, { language }), attributes);
  return { gateway, element, root: shadow(element), events };
}

const verdictOf = (root: ShadowRoot) => until(() => root.querySelector('[part="verdict"]:not([data-ok="pending"])'));

async function submitTicket(root: ShadowRoot, value: string) {
  const area = await until(() => root.querySelector<HTMLTextAreaElement>('textarea[name="ticketProof"]'));
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  setter.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  root.querySelector<HTMLFormElement>('form[part="ticket-form"]')!.requestSubmit();
}

describe('<nl-draw-verifier>', () => {
  it('loads the draw its attributes name and verifies it in the browser: commitment, seed and result', async () => {
    const { draw } = await pick3Draw();
    const { root, gateway, events } = verifier(draw);
    const verdict = await verdictOf(root);
    expect(verdict.getAttribute('data-ok')).toBe('true');
    expect(text(verdict)).toBe('Verified: the seed matches the commitment and gives exactly this result.');
    expect(gateway.callsOf(DRAW_PHASE)).toEqual([{ lotteryType: 72, phase: '20260314001' }]);
    expect(text(root.querySelector('[data-fact="commitment"]'))).toBe(draw.seedHash);
    expect(text(root.querySelector('[data-fact="seed"]'))).toBe(draw.seed);
    expect(Array.from(root.querySelectorAll('[data-fact="result"] .nl-ball-value'), (b) => b.textContent)).toEqual(draw.result.map(String));
    expect(text(root.querySelector('[data-fact="tickets"]'))).toContain(draw.ticketRoot);
    expect(events.map((e) => e.detail)).toEqual([{ lotteryType: 72, phase: '20260314001', ok: true, failure: null }]);
    expect(events[0]!.bubbles && events[0]!.composed).toBe(true);
  });

  it('says a draw with a tampered result is not verified, and shows the result its seed gives', async () => {
    const { draw } = await pick3Draw();
    const tampered = { ...draw, result: draw.result.map((n, i) => (i === 0 ? (n + 1) % 10 : n)) };
    const { root, events } = verifier(tampered);
    const verdict = await verdictOf(root);
    expect(verdict.getAttribute('data-ok')).toBe('false');
    expect(text(verdict)).toBe('Not verified: the seed gives a different result from the one published.');
    expect(text(root.querySelector('[data-fact="derived"]'))).toBe(`The seed gives: ${draw.result.join(', ')}`);
    expect(events[0]!.detail).toMatchObject({ ok: false, failure: 'result' });
  });

  it('says a seed that does not match the commitment is not verified', async () => {
    const { draw } = await pick3Draw();
    const { root } = verifier({ ...draw, seedHash: createHash('sha256').update('other').digest('hex') });
    expect(text(await verdictOf(root))).toBe('Not verified: the seed does not match the commitment published before sales closed.');
  });

  it('shows the commitment of a draw not drawn yet and says the seed comes with the result', async () => {
    const { draw } = await pick3Draw();
    const { root } = verifier({ ...draw, seed: null, result: null, ticketRoot: null, ticketCount: null });
    const verdict = await until(() => root.querySelector('[part="verdict"]'));
    expect(text(verdict)).toBe('Not drawn yet: the seed is revealed with the result.');
    expect(text(root.querySelector('[data-fact="seed"]'))).toBe('Revealed with the result');
    // Before sales close there is no fingerprint to find a ticket in: the check says so.
    await submitTicket(root, JSON.stringify({ ...TICKETS[1], proof: [] }));
    const ticket = await until(() => root.querySelector('[part="ticket-verdict"]'));
    expect(ticket.getAttribute('data-ok')).toBe('pending');
    expect(text(ticket)).toBe("This draw's ticket fingerprint is not published yet: it is taken when sales close.");
  });

  it('checks a draw the player names with the form, and asks for the draw number first', async () => {
    const { draw } = await pick3Draw('20260313001');
    const { root, gateway } = verifier(draw, {});
    const form = await until(() => root.querySelector<HTMLFormElement>('form[part="draw-form"]'));
    form.requestSubmit();
    await until(() => text(root.querySelector('.nl-field-error[data-field-error]')) === 'Enter the draw number.');
    expect(gateway.callsOf(DRAW_PHASE)).toEqual([]);

    const select = root.querySelector<HTMLSelectElement>('select[name="lotteryType"]')!;
    expect(Array.from(select.options, (o) => o.textContent)).toContain('Pick 3');
    select.value = '72';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const input = root.querySelector<HTMLInputElement>('input[name="phase"]')!;
    expect(input.getAttribute('dir')).toBe('ltr');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, ' 20260313001 ');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    form.requestSubmit();
    expect((await verdictOf(root)).getAttribute('data-ok')).toBe('true');
    expect(gateway.callsOf(DRAW_PHASE)).toEqual([{ lotteryType: 72, phase: '20260313001' }]);
  });

  it('says so when there is no such draw, and offers a retry when loading fails', async () => {
    const { root } = verifier(null);
    expect(text(await until(() => root.querySelector('[part="empty"]')))).toBe('There is no draw with this number for this game.');
    const failing = fakeGateway({ [DRAW_PHASE]: { code: 500000001, message: 'Down' } });
    const element = mount('nl-draw-verifier', makeClient(failing), { 'lottery-type': '72', phase: '20260314001' });
    const error = await until(() => shadow(element).querySelector('[part="error"]'));
    expect(text(error)).toContain('The draw could not be loaded.');
    failing.reply(DRAW_PHASE, { data: { draw: (await pick3Draw()).draw } });
    byName(error, 'Retry')!.click();
    expect((await verdictOf(shadow(element))).getAttribute('data-ok')).toBe('true');
  });

  it('finds a ticket in the draw\'s fingerprint from its proof, and refuses a ticket with other numbers', async () => {
    const { draw, tree } = await pick3Draw();
    const { root } = verifier(draw);
    await verdictOf(root);
    const proof = await tree.proof(TICKETS[1]!);
    await submitTicket(root, JSON.stringify({ ...TICKETS[1], proof }));
    const inDraw = await until(() => root.querySelector('[part="ticket-verdict"]'));
    expect(inDraw.getAttribute('data-ok')).toBe('true');
    expect(text(inDraw)).toBe("Your ticket is in this draw's fingerprint.");

    await submitTicket(root, JSON.stringify({ ...TICKETS[1], numbers: [4, 0, 5], proof }));
    await until(() => root.querySelector('[part="ticket-verdict"][data-ok="false"]'));
    expect(text(root.querySelector('[part="ticket-verdict"]'))).toBe("This ticket is not in this draw's fingerprint.");

    await submitTicket(root, 'not a proof');
    await until(() => root.querySelector('[part="ticket-verdict"]') === null);
    expect(text(root.querySelector('[part="ticket-form"] .nl-field-error'))).toBe('This is not a ticket proof.');
    expect(root.querySelector('textarea')!.getAttribute('aria-invalid')).toBe('true');
  });

  describe('a proof copied from the order detail', () => {
    /** The text the order detail's Copy button puts on the clipboard (ticketProofText). */
    async function copiedProof(phase = '20260314001', leaf: TicketLeaf = TICKETS[1]!) {
      const { draw, tree } = await pick3Draw(phase);
      return { draw, text: ticketProofText({ lotteryType: 72, phase, ...leaf, proof: (await tree.proof(leaf))! }) };
    }

    const ticketVerdict = (root: ShadowRoot) => until(() => root.querySelector('[part="ticket-verdict"]:not([data-ok="pending"])'));

    for (const [language, inDraw, notInDraw] of [
      ['en-US', "Your ticket is in this draw's fingerprint.", "This ticket is not in this draw's fingerprint."],
      ['ar-AE', 'تذكرتك موجودة في بصمة هذا السحب.', 'هذه التذكرة ليست في بصمة هذا السحب.'],
    ] as const) {
      it(`is pasted on the page without a draw chosen, loads the draw it names and is found in its fingerprint (${language})`, async () => {
        const { draw, text: proof } = await copiedProof();
        const { root, gateway } = verifier(draw, {}, language);
        expect(root.querySelector('[part="draw"]')).toBeNull();
        await submitTicket(root, proof);
        const verdict = await ticketVerdict(root);
        expect(verdict.getAttribute('data-ok')).toBe('true');
        expect(text(verdict)).toBe(inDraw);
        expect(gateway.callsOf(DRAW_PHASE)).toEqual([{ lotteryType: 72, phase: '20260314001' }]);
        // The draw it was checked in is the one on screen, and verified on its own too.
        expect(root.querySelector('[part="draw"]')!.getAttribute('data-phase')).toBe('20260314001');
        expect(root.querySelector<HTMLInputElement>('input[name="phase"]')!.value).toBe('20260314001');
        expect((await verdictOf(root)).getAttribute('data-ok')).toBe('true');
      });

      it(`refuses a tampered proof: other numbers, another ticket id or a changed step (${language})`, async () => {
        const { draw, text: proof } = await copiedProof();
        const { root } = verifier(draw, undefined, language);
        await verdictOf(root);
        const copied = JSON.parse(proof) as { numbers: number[]; ticketId: string; proof: { side: string; hash: string }[] };
        const flip = (hash: string) => (hash[0] === '0' ? '1' : '0') + hash.slice(1);
        for (const tampered of [
          { ...copied, numbers: [4, 0, 5] },
          { ...copied, ticketId: 'T-9' },
          { ...copied, proof: copied.proof.map((step, i) => (i === 0 ? { ...step, hash: flip(step.hash) } : step)) },
          { ...copied, proof: copied.proof.map((step, i) => (i === 0 ? { ...step, side: step.side === 'left' ? 'right' : 'left' } : step)) },
        ]) {
          const previous = root.querySelector('[part="ticket-verdict"]');
          await submitTicket(root, JSON.stringify(tampered));
          // Each check renders a new verdict: wait for this one, not the last one's.
          const verdict = await until(() => {
            const shown = root.querySelector('[part="ticket-verdict"]');
            return shown !== previous && shown;
          });
          expect(verdict.getAttribute('data-ok')).toBe('false');
          expect(text(verdict)).toBe(notInDraw);
        }
        // The untouched proof is still found, so the refusals above are the tampering's.
        await submitTicket(root, proof);
        expect(text(await until(() => root.querySelector('[part="ticket-verdict"][data-ok="true"]')))).toBe(inDraw);
      });
    }

    it('moves to the draw a proof names when another draw is on screen, and checks it there', async () => {
      const { draw: other } = await pick3Draw('20260313001');
      const { draw, text: proof } = await copiedProof('20260314001');
      const gateway = fakeGateway({ [DRAW_PHASE]: (data) => ({ data: { draw: (data as { phase: string }).phase === '20260314001' ? draw : other } }) });
      const element = mount('nl-draw-verifier', makeClient(gateway), { 'lottery-type': '72', phase: '20260313001' });
      const root = shadow(element);
      await verdictOf(root);
      await submitTicket(root, proof);
      expect((await ticketVerdict(root)).getAttribute('data-ok')).toBe('true');
      expect(gateway.callsOf(DRAW_PHASE)).toEqual([{ lotteryType: 72, phase: '20260313001' }, { lotteryType: 72, phase: '20260314001' }]);
      expect(root.querySelector('[part="draw"]')!.getAttribute('data-phase')).toBe('20260314001');
    });

    it('checks against the fingerprint the draw published, never one the pasted text brings', async () => {
      const forged = await ticketTree([{ ticketId: 'T-9', numbers: [7, 7, 7] }]);
      const { draw } = await pick3Draw();
      const { root } = verifier(draw, {});
      await submitTicket(root, JSON.stringify({ lotteryType: 72, phase: '20260314001', ticketId: 'T-9', numbers: [7, 7, 7], proof: [], ticketRoot: forged.root }));
      expect((await ticketVerdict(root)).getAttribute('data-ok')).toBe('false');
    });

    it('says clearly what is wrong with a proof it cannot check, and shows no verdict for it', async () => {
      const { draw, text: proof } = await copiedProof();
      const { root, gateway } = verifier(draw, {});
      const error = () => text(root.querySelector('[part="ticket-form"] .nl-field-error'));
      const copied = JSON.parse(proof) as Record<string, unknown>;
      for (const bad of [{ ...copied, lotteryType: 'pick3' }, { ...copied, phase: undefined }, { ...copied, lotteryType: 4242 }]) {
        // A proof without its draw, where no draw is chosen, between each: so each message below is new.
        await submitTicket(root, JSON.stringify({ ...TICKETS[1], proof: [] }));
        await until(() => error() === 'This proof does not name its draw: choose the game and draw above first.');
        await submitTicket(root, JSON.stringify(bad));
        await until(() => error() === 'This is not a ticket proof.');
      }
      expect(root.querySelector('[part="ticket-verdict"]')).toBeNull();
      expect(gateway.callsOf(DRAW_PHASE)).toEqual([]);
      expect(root.querySelector('textarea')!.getAttribute('aria-invalid')).toBe('true');
    });

    it('says when the draw a proof names does not exist', async () => {
      const { text: proof } = await copiedProof();
      const { root } = verifier(null, {}, 'ar-AE');
      await submitTicket(root, proof);
      const verdict = await ticketVerdict(root);
      expect(verdict.getAttribute('data-ok')).toBe('false');
      expect(text(verdict)).toBe('لا يوجد هذا السحب: هذا الإثبات ليس من سحوباتنا.');
    });
  });

  it('speaks Arabic right-to-left, with the seed and commitment kept left-to-right', async () => {
    const { draw } = await pick3Draw();
    const { root } = verifier(draw, undefined, 'ar-AE');
    const verdict = await verdictOf(root);
    expect(text(root.querySelector('h1'))).toBe('التحقّق من سحب');
    expect(text(verdict)).toBe('تم التحقّق: البذرة تطابق الالتزام وتعطي هذه النتيجة تمامًا.');
    expect(root.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('[data-fact="seed"] [dir="ltr"]')).not.toBeNull();
  });
});

describe('the results history links each drawn phase to its verification', () => {
  it('has a Verify link per draw with a revealed seed, to /lottery/verify with the game and phase', async () => {
    const { draw } = await pick3Draw();
    const gateway = fakeGateway({
      '660201': { data: { total: 2, list: [draw, { ...draw, phase: '20260313001', seed: null, result: [1, 2, 3] }] } },
    });
    const element = mount('nl-results', makeClient(gateway), { 'lottery-types': '72', mode: 'history' });
    const root = shadow(element);
    const link = await until(() => root.querySelector<HTMLAnchorElement>('[data-phase="20260314001"] a.draw-verify'));
    expect(link.getAttribute('href')).toBe('/lottery/verify?lotteryType=72&phase=20260314001');
    expect(text(link)).toBe('Verify Draw 20260314001');
    expect(root.querySelector('[data-phase="20260313001"] a.draw-verify')).toBeNull();
  });
});
