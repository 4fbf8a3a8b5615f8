import { useCallback, useEffect, useRef, useState } from 'react';
import type { RechargeWatch } from './deposit-flow';
import {
  depositNotices, depositReducer, initialDepositState, isBusy, type DepositEvent, type DepositNotice, type DepositStart, type DepositState, type OpenAnswer, type PayRequest, type PaymentAnswer,
} from './deposit-flow-state';

/**
 * What the deposit flow does outside itself. `depositEffects(client, host, returnUrl)` does it
 * with the SDK and the element's events; a test passes its own.
 */
export interface DepositEffects {
  /** Opens a deposit of `amount` minor units (420544) with a fresh idempotency key. */
  open(amount: number, couponId?: string): Promise<OpenAnswer>;
  /** Pays the deposit: a new card (420550) or a saved card with its CVV (420551). */
  pay(request: PayRequest): Promise<PaymentAnswer>;
  /** Watches the deposit's status (420545) until SUCCESS, FAILURE or TIMEOUT. */
  watch(gatewayId: string): RechargeWatch;
  /** A toast, a balance refresh, an element event or a card failure's analytics. */
  notify(notice: DepositNotice): void;
}

/** The deposit flow as a component sees it. */
export interface DepositFlow {
  state: DepositState;
  /** A request is in flight: the screens' buttons wait. */
  busy: boolean;
  /** Tells the flow what the player did; an event that does not apply is ignored. Stable. */
  send: (event: DepositEvent) => void;
}

/**
 * Runs `depositReducer`: each request a state holds is made once with `effects` and its answer sent
 * back, a status watch runs while the flow is checking, and the notices of every event taken go to
 * `effects.notify`. Unmounting cancels the watch and drops answers still to come.
 *
 * @example const { state, busy, send } = useDepositFlow({ gatewayId: null, amount: null, paymentFinished: false }, depositEffects(client, host, returnUrl));
 */
export function useDepositFlow(start: DepositStart, effects: DepositEffects): DepositFlow {
  const [state, setState] = useState(() => initialDepositState(start));
  // The state events are reduced against: ahead of `state` until React renders, so two events in
  // one turn (an answer, then a click) each see the other.
  const latest = useRef(state);
  // The effects of the latest render; a new object (say a new return address) must not repeat a request.
  const effectsRef = useRef(effects);
  useEffect(() => {
    effectsRef.current = effects;
  }, [effects]);

  const send = useCallback((event: DepositEvent) => {
    const before = latest.current;
    const after = depositReducer(before, event);
    if (after === before) return;
    latest.current = after;
    for (const notice of depositNotices(before, event)) effectsRef.current.notify(notice);
    setState(after);
  }, []);

  // One call per request: the reducer keeps the same request object until its answer.
  const { request } = state;
  useEffect(() => {
    if (!request) return;
    let current = true;
    const answered: Promise<DepositEvent> =
      request.kind === 'pay'
        ? effectsRef.current.pay(request).then((answer) => ({ type: 'paymentAnswered', answer }))
        : effectsRef.current.open(request.amount, request.couponId).then((answer) => ({ type: 'openAnswered', answer }));
    void answered.then((event) => {
      if (current) send(event);
    });
    return () => {
      current = false;
    };
  }, [request, send]);

  const checking = state.step.name === 'checking' ? state.step : null;
  const gatewayId = checking?.gatewayId;
  const watchNumber = checking?.watch;
  useEffect(() => {
    if (gatewayId === undefined || watchNumber === undefined) return;
    let current = true;
    const watch = effectsRef.current.watch(gatewayId);
    void watch.ended.then((end) => {
      if (end && current) send({ type: 'statusKnown', watch: watchNumber, end });
    });
    return () => {
      current = false;
      watch.cancel();
    };
  }, [gatewayId, watchNumber, send]);

  return { state, busy: isBusy(state), send };
}
