import type { NlClient } from '../../../sdk';
import { Store } from '../../../sdk';
import { useClient, useStore } from '../../base/hooks';

/** Storage key remembering that the player hid the balance. */
export const BALANCE_HIDDEN_KEY = 'nl_balance_hidden';

// One flag per client, shared by <nl-balance>, the header (balance block, wallet popover, side panel) and <nl-user-info>.
const flags = new WeakMap<NlClient, Store<boolean>>();

function flagOf(client: NlClient): Store<boolean> {
  let flag = flags.get(client);
  if (!flag) {
    flag = new Store(client.env.storage.getItem(BALANCE_HIDDEN_KEY) === '1');
    flags.set(client, flag);
  }
  return flag;
}

/**
 * Whether the balance is hidden behind asterisks (SPEC §2 eye toggle), and a toggle. The choice
 * persists so a player who hides the balance in public keeps it hidden after a reload.
 */
export function useBalanceHidden(): [boolean, () => void] {
  const client = useClient();
  const flag = flagOf(client);
  const hidden = useStore(flag);
  const toggle = () => {
    const next = !flag.getSnapshot();
    client.env.storage.setItem(BALANCE_HIDDEN_KEY, next ? '1' : '0');
    flag.set(next);
  };
  return [hidden, toggle];
}
