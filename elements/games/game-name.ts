import type { GameApp } from '../../sdk';
import { gameByType } from '../../sdk';
import type { BoundTranslate } from '../base/hooks';

/**
 * The name to show for a game app: the translated name for the catalogue's lotteries (the server
 * sends one language only), else the server's own name (scratch cards, e-instants).
 */
export function gameAppName(app: Pick<GameApp, 'appName' | 'lotteryType'>, t: BoundTranslate): string {
  const game = app.lotteryType === null ? undefined : gameByType(app.lotteryType);
  return game ? t(`games.${game.key}.name`) : app.appName;
}
