import type { GameApp } from '../../../sdk';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { GameCard } from './game-card';
import { GAME_CARD_STYLES } from './game-card-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-game-card>`. */
export interface GameCardLoaderProps {
  /** The game to show (property only, an object), e.g. one entry of gameAppList. */
  app?: GameApp;
  /** Loads the game by key with appInfo (700005) when no `app` is set. Attribute `app-key`. */
  appKey?: string;
}

/** Loads one game by key and shows its card, with loading and error (retry) states. */
function RemoteGameCard({ appKey }: { appKey: string }) {
  const info = useCommand('appInfo', { appKey }, { hideToast: true });
  if (info.status === 'loading') return <Skeleton shape="nl-skeleton-card" />;
  if (info.status === 'error') return <ErrorState messageKey="games.card.error" onRetry={info.retry} />;
  return <GameCard app={info.data.app} />;
}

/**
 * Body of `<nl-game-card>`: the `app` property when set, else the game loaded by `app-key`.
 * @example <nl-game-card app-key="pick3"></nl-game-card>
 */
export function GameCardLoader({ app, appKey }: GameCardLoaderProps) {
  return (
    <>
      <ElementStyles css={GAME_CARD_STYLES} />
      {app ? <GameCard app={app} /> : appKey ? <RemoteGameCard appKey={appKey} /> : null}
    </>
  );
}
