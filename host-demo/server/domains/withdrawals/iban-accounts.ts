import type { ibanAccounts } from '../../../../sdk/commands/withdrawals';
import { requireSession, type CommandHandler } from '../handler';
import { keptIbanAccounts, toIbanAccount } from './iban-account-rows';

/** 420601: the player's IBAN accounts (locked ones too, marked), oldest first, and how many may be kept. */
export const ibanAccountsHandler: CommandHandler<typeof ibanAccounts> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const rows = await keptIbanAccounts(ctx.db, playerId);
  return { accounts: rows.map(toIbanAccount), maxAccounts: ctx.config.withdrawals.maxIbanAccounts };
};
