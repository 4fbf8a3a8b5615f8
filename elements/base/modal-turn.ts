import { useEffect, useRef, useState } from 'react';

/**
 * The order in which the page-wide dialogs that open by themselves take their turn (issue 21: one
 * dialog at a time). A lower number goes first; an open dialog keeps its turn until it closes, so
 * one never disappears under the player's hands. Dialogs the player opens (a confirm, a menu) take
 * no turn: they answer a click, when the page shows nothing else.
 */
export const MODAL_TURN = {
  /** The age gate comes before anything else on the site. */
  ageGate: 0,
  /** A dialog that answers what the player just did (an error's dialog, the login-time break notice). */
  answer: 1,
  /** Updated terms (200029): accepted before any other question. */
  terms: 2,
  /** The identity check's outcome after login (failed, expiring). */
  kyc: 3,
  /** The funds declaration (100160): due before money moves. */
  funds: 4,
  /** The responsible-play popups of 100163 (expired limit, "set a deposit limit", check-in). */
  popup: 5,
} as const;

interface Entry {
  order: number;
  seq: number;
  state: 'pending' | 'open';
}

interface Registry {
  entries: Map<number, Entry>;
  holder: number | null;
  next: number;
  listeners: Set<() => void>;
  flushing: boolean;
}

// One registry per page, kept on globalThis: each element may come in its own bundle (a partner
// loads them one by one), and they must still share one queue.
const KEY = Symbol.for('nl.modal-turn');

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[KEY] ??= { entries: new Map(), holder: null, next: 1, listeners: new Set(), flushing: false });
}

/**
 * Who holds the turn: the holder while it is still open; else the first entry in (order, arrival),
 * if it is open. A first entry still pending (its element is still asking whether it must open)
 * holds every later dialog back, so the order does not depend on which answer arrives first.
 */
function decide(reg: Registry): number | null {
  if (reg.holder !== null && reg.entries.get(reg.holder)?.state === 'open') return reg.holder;
  let first: [number, Entry] | null = null;
  for (const item of reg.entries) {
    const [, e] = item;
    if (!first || e.order < first[1].order || (e.order === first[1].order && e.seq < first[1].seq)) first = item;
  }
  return first && first[1].state === 'open' ? first[0] : null;
}

// Decided once per microtask: when one element's check ends and its dialog mounts in the same
// render, the pending entry leaves and the open one arrives before anyone is granted the turn.
function schedule(reg: Registry): void {
  if (reg.flushing) return;
  reg.flushing = true;
  queueMicrotask(() => {
    reg.flushing = false;
    reg.holder = decide(reg);
    reg.listeners.forEach((listener) => listener());
  });
}

let ids = 0;

/**
 * Takes part in the page's dialog queue: `state` 'pending' while the element is still finding out
 * whether its dialog must open (it holds later dialogs back), 'open' while its dialog wants to
 * show, 'none' otherwise. Returns whether it holds the turn (show the dialog only then).
 *
 * @example
 * const mine = useModalTurn(MODAL_TURN.terms, checking ? 'pending' : check ? 'open' : 'none');
 * return check && mine ? <Dialog … /> : null;
 */
export function useModalTurn(order: number, state: 'pending' | 'open' | 'none'): boolean {
  const id = useRef(0);
  if (!id.current) id.current = ++ids;
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    const reg = registry();
    const me = id.current;
    const listener = () => setGranted(reg.holder === me);
    reg.listeners.add(listener);
    return () => {
      reg.listeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    const reg = registry();
    const me = id.current;
    if (state === 'none') {
      if (reg.entries.delete(me)) schedule(reg);
      setGranted(false);
      return;
    }
    const existing = reg.entries.get(me);
    // Arrival counts from the first request: turning from pending to open keeps the place.
    reg.entries.set(me, { order, seq: existing?.seq ?? reg.next++, state });
    schedule(reg);
  }, [order, state]);

  useEffect(
    () => () => {
      const reg = registry();
      if (reg.entries.delete(id.current)) schedule(reg);
    },
    [],
  );

  return state === 'open' && granted;
}
