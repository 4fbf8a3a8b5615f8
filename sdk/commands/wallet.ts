import { z } from 'zod';
import { defineCommand } from './define-command';

/** Balance fields of SPEC §3, all in minor units. */
export const BalanceSchema = z.object({
  betBalance: z.number().int(),
  giftBalance: z.number().int(),
  totalBalance: z.number().int(),
  withdrawableAmount: z.number().int(),
  unreadSysMessage: z.number().int().nonnegative(),
  unreadOperateMessage: z.number().int().nonnegative(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const balance = defineCommand({
  code: '100124',
  name: 'balance',
  domain: 'wallet',
  summary: "The player's balances and unread message counts.",
  methods: ['POST'],
  requiresSession: true,
  request: z.object({}).strict(),
  response: BalanceSchema,
});
