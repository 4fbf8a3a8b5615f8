import type { UserInfo } from '../../../sdk';
import { useClient, useStore } from '../../base/hooks';

/**
 * The logged-in player, or null for a guest (no session token). Re-renders on login and logout,
 * so a page turns into the login prompt the moment the session ends.
 */
export function usePlayer(): UserInfo | null {
  const user = useStore(useClient().stores.userInfo);
  return user?.sessionToken ? user : null;
}
