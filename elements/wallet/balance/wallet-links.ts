import { useCallback } from 'react';
import { loginPath } from '../../../sdk/routes';
import { useClient } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';

/**
 * Goes to a wallet page; a guest goes to login instead, with that page as the return path, so
 * the login lands where the player was heading (SPEC §6: guests pressing wallet, Withdraw or
 * Deposit go to login with the return path).
 *
 * @example const go = useWalletNavigate(); go(routePath('withdraw'))
 */
export function useWalletNavigate(): (path: string) => void {
  const client = useClient();
  const navigate = useNavigate();
  // Read at the press, not at render: a session may have ended since the popover was drawn.
  return useCallback((path: string) => navigate(client.stores.userInfo.getSnapshot()?.sessionToken ? path : loginPath(path)), [client, navigate]);
}
