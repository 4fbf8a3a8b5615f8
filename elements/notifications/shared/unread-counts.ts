import type { NlClient, UnreadCounts } from '../../../sdk';

/**
 * Puts the unread counts a mark-read answered (100140) into the client's balance store, so the
 * header's bell shows them at once without another balance read.
 *
 * @example applyUnreadCounts(client, { unreadSysMessage: 0, unreadOperateMessage: 2 });
 */
export function applyUnreadCounts(client: NlClient, counts: UnreadCounts): void {
  const balance = client.stores.balance.getSnapshot();
  if (balance) client.stores.balance.set({ ...balance, unreadSysMessage: counts.unreadSysMessage, unreadOperateMessage: counts.unreadOperateMessage });
}
