import type { Commands, ResponseOf } from '../../../sdk';
import type { CommandResource } from '../../base/use-command';
import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { PlayMenuContent } from './play-menu';

/** The mobile Play button's dialog: the play tab's games, with loading, error and empty states. */
export function GamesDialog({ open, onClose, tabs }: { open: boolean; onClose: () => void; tabs: CommandResource<ResponseOf<Commands['tabList']>> }) {
  const t = useT();
  const playTab = tabs.status === 'ready' ? tabs.data.tabs.find((tab) => tab.extra === 'play') : undefined;
  return (
    <Dialog open={open} onClose={onClose} title={t('header.play.dialogTitle')}>
      {tabs.status === 'loading' ? (
        <Skeleton count={3} shape="nl-skeleton-row" />
      ) : tabs.status === 'error' ? (
        <ErrorState messageKey="header.nav.error" onRetry={tabs.retry} />
      ) : playTab ? (
        <PlayMenuContent tab={playTab} onPick={onClose} />
      ) : (
        <EmptyState messageKey="header.play.empty" />
      )}
    </Dialog>
  );
}
