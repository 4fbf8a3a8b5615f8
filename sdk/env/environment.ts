/**
 * Everything the SDK takes from the outside world, injected so tests and hosts can swap it.
 * Browser defaults are filled in by {@link resolveEnvironment}.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface Environment {
  fetch: typeof globalThis.fetch;
  storage: StorageLike;
  clock: Clock;
  timers: Timers;
  webSocketFactory: (url: string) => WebSocket;
  /** Browser languages in preference order (navigator.languages). */
  languages: () => readonly string[];
  /** Current path and query of the host page, for return paths. */
  currentPath: () => string;
}

/** A storage that forgets on reload; used where there is no window (SSR, Node). */
export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

/** Fills the missing parts with browser defaults; safe to call where there is no `window`. */
export function resolveEnvironment(partial: Partial<Environment> = {}): Environment {
  const g = globalThis as typeof globalThis & { localStorage?: StorageLike; navigator?: Navigator; location?: Location };
  return {
    fetch: partial.fetch ?? ((...args) => globalThis.fetch(...args)),
    storage: partial.storage ?? (safeLocalStorage(g) ?? memoryStorage()),
    clock: partial.clock ?? { now: () => Date.now() },
    timers: partial.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
    },
    webSocketFactory: partial.webSocketFactory ?? ((url) => new WebSocket(url)),
    languages: partial.languages ?? (() => g.navigator?.languages ?? (g.navigator?.language ? [g.navigator.language] : [])),
    currentPath: partial.currentPath ?? (() => (g.location ? g.location.pathname + g.location.search : '/')),
  };
}

function safeLocalStorage(g: { localStorage?: StorageLike }): StorageLike | undefined {
  try {
    return g.localStorage;
  } catch {
    // Sandboxed iframes throw on access to localStorage.
    return undefined;
  }
}
