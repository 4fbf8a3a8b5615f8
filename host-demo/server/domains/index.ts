/**
 * Handler of each command, by the command's name in sdk/commands `commands`. The router finds a
 * request's definition by code, then its handler here; a declared command without a handler is
 * answered as unknown.
 */
import type { CommandName, Commands } from '../../../sdk/commands';
import type { CommandHandler } from './handler';
import { appInfoHandler } from './apps/app-info';
import { gameAppListHandler } from './apps/game-app-list';
import { tabListHandler } from './content/tab-list';
import { latestDrawsHandler } from './draws/latest-draws';
import { systemConfigHandler } from './system/system-config';
import { balanceHandler } from './wallet/balance';

export type HandlerRegistry = { readonly [K in CommandName]?: CommandHandler<Commands[K]> };

export const handlers: HandlerRegistry = {
  systemConfig: systemConfigHandler,
  tabList: tabListHandler,
  appInfo: appInfoHandler,
  gameAppList: gameAppListHandler,
  latestDraws: latestDrawsHandler,
  balance: balanceHandler,
};
