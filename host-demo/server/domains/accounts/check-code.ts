import type { checkCode } from '../../../../sdk/commands/accounts';
import type { CommandHandler } from '../handler';
import { validationError } from '../validation';
import { targetKey, type CodeTarget } from './targets';
import { TICKET_TTL_SECONDS, issueTicket, useCode } from './verification';

/**
 * 001013: checks a register or reset-password code and answers a single-use ticket for the next
 * step (100201, 100203). A login code is checked by 100202 itself, so it is refused here
 * (400000012, issue `validation.codeScene` on data.scene) rather than spent for nothing.
 */
export const checkCodeHandler: CommandHandler<typeof checkCode> = async (ctx, data) => {
  if (data.scene === 'login') throw validationError([{ path: ['data', 'scene'], message: 'validation.codeScene' }]);
  const target: CodeTarget = data.channel === 'mobile' ? { channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile } : { channel: 'email', email: data.email };
  const key = targetKey(target);
  const now = ctx.clock.now();
  const verificationTicket = await useCode(ctx.db, { target: key, scene: data.scene, code: data.code, now, pepper: ctx.config.codePepper }, (tx) =>
    issueTicket(tx, { target: key, scene: data.scene, now }),
  );
  return { verificationTicket, expiresInSeconds: TICKET_TTL_SECONDS };
};
