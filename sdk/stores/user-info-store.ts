import type { StorageLike } from '../env/environment';
import { Store } from './store';

/** Browser storage key of the logged-in player's info (SPEC §3). */
export const USER_INFO_KEY = 'user_info';

/** The logged-in player, as the host keeps it (SPEC §3 User info). */
export interface UserInfo {
  sessionToken: string;
  userOpenId: string;
  firstName: string;
  userName: string;
  phone: string;
  /** 1 unverified, 2 under review, 3 verified, 4 failed, 6 verifying, 7 expired. */
  verifiedStatus: 1 | 2 | 3 | 4 | 6 | 7;
  realName: string;
  registerIdCardType: number;
  headImgUrl: string;
  isNew: boolean;
  extCode: string;
  /** A withdraw-only session (SPEC §4, a login to withdraw during a self-exclusion or break): play and deposit are not offered. */
  withdrawOnly?: boolean | undefined;
}

/** First letter upper-cased, the rest kept as typed. @example capitalizeFirst('sara') === 'Sara' */
export function capitalizeFirst(name: string): string {
  return name ? name.charAt(0).toLocaleUpperCase('en-US') + name.slice(1) : name;
}

/**
 * The player's info, persisted under `user_info` so a reload keeps the session.
 *
 * @example
 * const users = new UserInfoStore(localStorage);
 * users.setUser(loginReply); users.getSnapshot()?.firstName;
 */
export class UserInfoStore extends Store<UserInfo | null> {
  readonly #storage: StorageLike;

  constructor(storage: StorageLike) {
    super(readStored(storage));
    this.#storage = storage;
  }

  setUser(user: UserInfo): void {
    const normalized = { ...user, firstName: capitalizeFirst(user.firstName) };
    this.#storage.setItem(USER_INFO_KEY, JSON.stringify(normalized));
    this.set(normalized);
  }

  clear(): void {
    this.#storage.removeItem(USER_INFO_KEY);
    this.set(null);
  }

  /** The session token, or null for a guest. */
  token(): string | null {
    return this.getSnapshot()?.sessionToken ?? null;
  }
}

function readStored(storage: StorageLike): UserInfo | null {
  const raw = storage.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as UserInfo;
    return typeof parsed?.sessionToken === 'string' ? { ...parsed, firstName: capitalizeFirst(parsed.firstName ?? '') } : null;
  } catch {
    // A corrupt entry must not lock the player out; treat it as logged out.
    storage.removeItem(USER_INFO_KEY);
    return null;
  }
}
