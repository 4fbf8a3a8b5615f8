import { useCallback, useEffect } from 'react';
import type { Balance, UserInfo } from '../../../sdk';
import { emit } from '../../base/emit';
import { useClient, useHost, useStore } from '../../base/hooks';

/** The logged-in player (null for a guest) and the balance store's value. */
export function useSession(): { user: UserInfo | null; balance: Balance | null } {
  const client = useClient();
  return { user: useStore(client.stores.userInfo), balance: useStore(client.stores.balance) };
}

/** Loads the balance (100124) whenever a player is logged in; call once per header. */
export function useBalanceRefresh(): void {
  const client = useClient();
  const token = useStore(client.stores.userInfo)?.sessionToken;
  useEffect(() => {
    if (token) void client.refreshBalance();
  }, [client, token]);
}

/** Unread notifications: system plus operator messages. */
export function unreadCount(balance: Balance | null): number {
  return (balance?.unreadSysMessage ?? 0) + (balance?.unreadOperateMessage ?? 0);
}

/**
 * Log out: emits the cancellable `nl-logout-request` so a host can take over; otherwise the SDK
 * logs out (100002, clears the player and balance, emits `logout`) and the host reacts to that.
 */
export function useLogout(): () => void {
  const client = useClient();
  const host = useHost();
  return useCallback(() => {
    if (emit(host, 'nl-logout-request', {}).defaultPrevented) return;
    void client.logout();
  }, [client, host]);
}
