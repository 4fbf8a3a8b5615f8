import type { ResponseOf, Commands } from '../../../sdk';
import { useLanguage } from '../../base/hooks';
import { useCommand, type CommandResource } from '../../base/use-command';

/** One header tab as the server sends it. */
export type HeaderTab = ResponseOf<Commands['tabList']>['tabs'][number];

/**
 * The header's navigation tabs (tabList 200025, tabType 23, business line h5-new) in the current
 * language; reloads on a language switch because the server localises `localName`. No toast on
 * failure: the header shows its own retry.
 */
export function useNavTabs(): CommandResource<ResponseOf<Commands['tabList']>> {
  const language = useLanguage();
  return useCommand('tabList', { tabType: [23], businessLine: 'h5-new', language }, { hideToast: true });
}
