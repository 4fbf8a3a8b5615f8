/**
 * Helpers of the KYC, user-info and compliance element tests: a client with a clock the test
 * moves, shared storage the test can read and a fixed current path, over the shared fake gateway.
 */
import { USER_INFO_KEY, createClient, memoryStorage, type KycStatus, type NlClient, type StorageLike, type Timers, type UserInfo } from '../../../sdk';
import type { FakeGateway } from '../../support/fake-gateway';
import { PLAYER } from '../helpers';

export const CODES = {
  kycStatus: '100111',
  ekycToken: '100145',
  ekycRedirect: '100146',
  ekycResult: '100147',
  balance: '100124',
  checkTerms: '200029',
  termsArticles: '200022',
  acceptTerms: '200030',
  fundsStatus: '100160',
  fundsSubmit: '100161',
} as const;

export const DAY_MS = 24 * 3600_000;

export interface TestClient {
  client: NlClient;
  storage: StorageLike;
  /** Moves the client's clock forward. */
  advance(ms: number): void;
}

/**
 * A real client over the fake gateway with a movable clock.
 * @param options.user a player stored before the client starts (a reload with a session)
 * @param options.path what `env.currentPath()` answers (the page's path and query)
 */
export function testClient(
  gateway: FakeGateway,
  options: { user?: UserInfo; language?: 'en-US' | 'ar-AE'; now?: number; path?: string; storage?: StorageLike; timers?: Timers } = {},
): TestClient {
  const storage = options.storage ?? memoryStorage();
  if (options.user) storage.setItem(USER_INFO_KEY, JSON.stringify(options.user));
  let now = options.now ?? Date.UTC(2026, 10, 22, 8, 0);
  const client = createClient({
    env: {
      fetch: gateway.fetch,
      storage,
      languages: () => [options.language ?? 'en-US'],
      clock: { now: () => now },
      currentPath: () => options.path ?? '/account/myprofile',
      ...(options.timers ? { timers: options.timers } : {}),
    },
  });
  return { client, storage, advance: (ms) => void (now += ms) };
}

/** A player with a given verification status. */
export function player(verifiedStatus: UserInfo['verifiedStatus'], overrides: Partial<UserInfo> = {}): UserInfo {
  return { ...PLAYER, verifiedStatus, ...overrides };
}

/** A 100111 reply. */
export function kycStatus(overrides: Partial<KycStatus> = {}): KycStatus {
  return { status: 1, registerIdCardType: 1, remark: '', verifiedFailReason: null, eKycExpireWarnStatus: 0, forbidStatus: 0, expireDate: null, ...overrides };
}

/** Every `nl-navigate-request` path dispatched from `target`, in order. */
export function navigations(target: EventTarget): string[] {
  const paths: string[] = [];
  target.addEventListener('nl-navigate-request', (event) => paths.push((event as CustomEvent<{ path: string }>).detail.path));
  return paths;
}

/** The open dialog in a shadow root (role=dialog), or null. */
export function dialogIn(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('[role="dialog"]');
}

/** Presses a key on an element (keydown bubbles to the dialog's handler). */
export function press(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
}

/** Timers that only run when the test says so: `runAll()` fires every pending timeout. */
export function manualTimers(): Timers & { runAll(): void; pending(): number } {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    setTimeout: (fn) => {
      const id = next++;
      pending.set(id, fn);
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
    setInterval: () => 0,
    clearInterval: () => {},
    runAll() {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((fn) => fn());
    },
    pending: () => pending.size,
  };
}
