// @vitest-environment happy-dom
/**
 * `useDepositFlow` with its effects replaced: it makes each request the state holds once, sends the
 * answers back to the reducer, runs one status watch per check, passes the notices on, and lets
 * nothing through once the page has gone. What the flow decides is in deposit-flow-state.test.ts.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { RechargeEnd } from '../../../elements/deposits/deposit/deposit-flow';
import type { DepositNotice, DepositStart, OpenAnswer, PayRequest, PaymentAnswer } from '../../../elements/deposits/deposit/deposit-flow-state';
import { useDepositFlow, type DepositEffects, type DepositFlow } from '../../../elements/deposits/deposit/use-deposit-flow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Effects that record every call and answer when the test says. */
function fakeEffects() {
  const opens: { amount: number; answer: (answer: OpenAnswer) => void }[] = [];
  const pays: { request: PayRequest; answer: (answer: PaymentAnswer) => void }[] = [];
  const watches: { gatewayId: string; cancelled: boolean; end: (end: RechargeEnd) => void }[] = [];
  const notices: DepositNotice[] = [];
  const effects: DepositEffects = {
    open(amount) {
      const answer = deferred<OpenAnswer>();
      opens.push({ amount, answer: answer.resolve });
      return answer.promise;
    },
    pay(request) {
      const answer = deferred<PaymentAnswer>();
      pays.push({ request, answer: answer.resolve });
      return answer.promise;
    },
    watch(gatewayId) {
      const ended = deferred<RechargeEnd | null>();
      const watch = { gatewayId, cancelled: false, end: (end: RechargeEnd) => ended.resolve(end) };
      watches.push(watch);
      return {
        ended: ended.promise,
        cancel() {
          watch.cancelled = true;
          ended.resolve(null);
        },
      };
    },
    notify: (notice) => notices.push(notice),
  };
  return { effects, opens, pays, watches, notices };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** Mounts a component that runs the hook; `flow()` is what it returned last. */
function mountFlow(start: DepositStart, effects: DepositEffects) {
  let latest!: DepositFlow;
  function Probe() {
    latest = useDepositFlow(start, effects);
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<Probe />));
  return () => latest;
}

/** Lets answers already given reach the flow, and React render and run its effects. */
const flush = () => act(async () => {});

const START: DepositStart = { gatewayId: null, amount: null, paymentFinished: false };

describe('useDepositFlow', () => {
  it('opens the deposit once for the amount chosen and takes its answer', async () => {
    const fake = fakeEffects();
    const flow = mountFlow(START, fake.effects);
    act(() => flow().send({ type: 'amountChosen', amount: 10_000 }));
    expect(flow().busy).toBe(true);
    // Events that change nothing, and renders, do not repeat the request.
    act(() => flow().send({ type: 'amountChosen', amount: 20_000 }));
    await flush();
    expect(fake.opens.map((o) => o.amount)).toEqual([10_000]);
    fake.opens[0]!.answer({ kind: 'opened', gatewayId: 'G-1' });
    await flush();
    expect(flow().state.step).toMatchObject({ name: 'pay', gatewayId: 'G-1' });
    expect(flow().busy).toBe(false);
  });

  it('after a declined payment, passes on the notices and opens a fresh deposit that the retry pays', async () => {
    const fake = fakeEffects();
    const flow = mountFlow({ gatewayId: 'G-1', amount: 10_000, paymentFinished: false }, fake.effects);
    act(() => flow().send({ type: 'cardChosen', choice: { kind: 'new' } }));
    const card = { cardNo: '4111111111111111', expireDate: '12/40', cvv: '123', holderName: 'Sara K' };
    act(() => flow().send({ type: 'paymentSubmitted', details: { kind: 'new', card } }));
    await flush();
    expect(fake.pays.map((p) => p.request)).toEqual([{ kind: 'pay', gatewayId: 'G-1', amount: 10_000, payment: { kind: 'new', card, replaceCard: false } }]);
    fake.pays[0]!.answer({ kind: 'failed', message: 'Card locked' });
    await flush();
    expect(fake.notices).toEqual([
      { kind: 'card-failure', detail: { stage: 'payment', card: 'new', reason: 'declined' } },
      { kind: 'failed', detail: { gatewayId: 'G-1', reason: 'declined', message: 'Card locked' } },
    ]);
    expect(fake.opens.map((o) => o.amount)).toEqual([10_000]);
    fake.opens[0]!.answer({ kind: 'opened', gatewayId: 'G-2' });
    await flush();
    act(() => flow().send({ type: 'paymentSubmitted', details: { kind: 'new', card } }));
    await flush();
    expect(fake.pays[1]!.request.gatewayId).toBe('G-2');
  });

  it('runs one status watch per check, takes its end, and a Refresh starts another', async () => {
    const fake = fakeEffects();
    const flow = mountFlow({ gatewayId: 'G-9', amount: 7_500, paymentFinished: true }, fake.effects);
    await flush();
    expect(fake.watches.map((w) => w.gatewayId)).toEqual(['G-9']);
    fake.watches[0]!.end({ status: 'TIMEOUT', gatewayId: 'G-9' });
    await flush();
    expect(flow().state.step).toMatchObject({ name: 'timeout' });
    expect(fake.notices.map((n) => n.kind)).toEqual(['toast', 'timed-out']);
    act(() => flow().send({ type: 'refreshRequested' }));
    await flush();
    expect(fake.watches.map((w) => w.gatewayId)).toEqual(['G-9', 'G-9']);
    fake.watches[1]!.end({ status: 'SUCCESS', gatewayId: 'G-9', orderId: 'O-9', amount: 7_500 });
    await flush();
    expect(flow().state.step).toEqual({ name: 'success', amount: 7_500, orderId: 'O-9' });
  });

  it('cancels the watch when the page goes, and lets an end that was on its way no further', async () => {
    const fake = fakeEffects();
    const flow = mountFlow({ gatewayId: 'G-9', amount: null, paymentFinished: true }, fake.effects);
    await flush();
    const [watch] = fake.watches;
    // The last check answered just before the page went: its end reaches the hook after.
    watch!.end({ status: 'SUCCESS', gatewayId: 'G-9', orderId: 'O-9', amount: 100 });
    act(() => root!.unmount());
    root = null;
    expect(watch!.cancelled).toBe(true);
    await flush();
    expect(fake.notices).toEqual([]);
    expect(flow().state.step).toMatchObject({ name: 'checking' });
  });

  it('drops the answer of a request still in flight when the page goes', async () => {
    const fake = fakeEffects();
    const flow = mountFlow(START, fake.effects);
    act(() => flow().send({ type: 'amountChosen', amount: 10_000 }));
    await flush();
    act(() => root!.unmount());
    root = null;
    fake.opens[0]!.answer({ kind: 'limit', gatewayId: 'G-1' });
    await flush();
    expect(fake.notices).toEqual([]);
  });
});
