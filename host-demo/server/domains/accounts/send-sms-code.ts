import type { sendSmsCode } from '../../../../sdk/commands/accounts';
import type { CommandHandler } from '../handler';
import { sendCode } from './send-code';

/** 001001: a six-digit code by SMS for a scene (rules in ./send-code.ts). */
export const sendSmsCodeHandler: CommandHandler<typeof sendSmsCode> = (ctx, data) =>
  sendCode(ctx, { channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile }, data.scene);
