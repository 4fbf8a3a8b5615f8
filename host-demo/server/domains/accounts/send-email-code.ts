import type { sendEmailCode } from '../../../../sdk/commands/accounts';
import type { CommandHandler } from '../handler';
import { sendCode } from './send-code';

/** 001012: a six-digit code by e-mail for a scene (rules in ./send-code.ts). */
export const sendEmailCodeHandler: CommandHandler<typeof sendEmailCode> = (ctx, data) =>
  sendCode(ctx, { channel: 'email', email: data.email }, data.scene);
