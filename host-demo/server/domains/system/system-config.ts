import { GEO_CHECKED_CODES } from '../../../../sdk/commands';
import type { systemConfig } from '../../../../sdk/commands/system';
import type { CommandHandler } from '../handler';
import {
  DEPOSIT_LIMIT_AMOUNTS,
  DEPOSIT_LIMIT_DURATIONS,
  FAMILY_EXCLUSION_DURATIONS,
  WAGER_LIMIT_AMOUNTS,
  WAGER_LIMIT_DURATIONS,
} from './limit-options';

/** VAT in basis points (500 = 5 %, the UAE rate): 010001 vatRate and the order detail's VAT. */
export const VAT_RATE_BASIS_POINTS = 500;

/** 010001: the global configuration every client reads at start-up. No database access. */
export const systemConfigHandler: CommandHandler<typeof systemConfig> = async (ctx) => ({
  currency: 'AED',
  name: ctx.config.productName,
  minorVerification: 18,
  // A client id, not a secret; empty until a host OAuth client is configured.
  googleClientSecret: '',
  vatRate: VAT_RATE_BASIS_POINTS,
  exclusionRechargeAmountList: DEPOSIT_LIMIT_AMOUNTS,
  exclusionRechargeAmountTimeLimit: DEPOSIT_LIMIT_DURATIONS,
  exclusionOrderAmountList: WAGER_LIMIT_AMOUNTS,
  exclusionOrderAmountTimeLimit: WAGER_LIMIT_DURATIONS,
  familyExclusionTimeLimit: FAMILY_EXCLUSION_DURATIONS,
  sportSeriesPassConfig: { enabled: false },
  userAliveDurationSecond: ctx.config.userAliveDurationSecond,
  geoRestrict: ctx.config.geo.restrict,
  geoCommand: [...GEO_CHECKED_CODES].sort(),
  geoCheckForceLicense: ctx.config.geo.checkForceLicense,
  geoCheckForceLicensePopIntervalTime: ctx.config.geo.popupIntervalMinutes,
  geoCheckForceLicensePopType: ctx.config.geo.popupType,
  geoVerifyPath: ctx.providers.geo.tokenUrl,
  // Absent while live chat is off, so the SDK offers no chat (sdk/chat/chat-provider.ts).
  ...(ctx.config.liveChat ? { liveChatPath: ctx.providers.chat.url } : {}),
  encryptOpen: ctx.config.messageKeys !== null,
  encryptCommand: ctx.config.messageKeys ? [...ctx.config.encryptCommands] : [],
  encryptPublicKey: ctx.config.messageKeys?.publicKeyPem ?? '',
  authKey: ctx.config.authKey,
  serverTime: ctx.clock.now(),
});
