import EventEmitter from 'eventemitter3';

/**
 * A small external store: `subscribe` returns an unsubscribe function and `getSnapshot` returns
 * the same object until the state changes, so React can bind it with `useSyncExternalStore` and
 * a non-React host can subscribe directly.
 *
 * @example
 * const count = new Store(0);
 * const off = count.subscribe(() => console.log(count.getSnapshot()));
 * count.set(1); off();
 */
export class Store<T> {
  #state: T;
  readonly #emitter = new EventEmitter<{ change: [] }>();

  constructor(initial: T) {
    this.#state = initial;
  }

  getSnapshot = (): T => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#emitter.on('change', listener);
    return () => this.#emitter.off('change', listener);
  };

  /** Replace the state; listeners run only when the value is a different object or primitive. */
  set(next: T): void {
    if (Object.is(next, this.#state)) return;
    this.#state = next;
    this.#emitter.emit('change');
  }

  update(fn: (current: T) => T): void {
    this.set(fn(this.#state));
  }
}
