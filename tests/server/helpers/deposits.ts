import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentReply } from '../../../sdk/commands/deposits';
import type { ClientInfo } from '../../../sdk/commands/envelope';
import { callHapi } from './gateway';

/** The documented test cards (docs/test-cards.md), by what they do. */
export const CARDS = {
  approved: '4111111111111111',
  approvedMastercard: '5555555555554444',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  timeout: '4000000000000119',
  blocked: '4000000000000036',
  expired: '4000000000000069',
  tooManyAttempts: '4000000000009995',
} as const;

/** Where the deposit page asks the 3-D Secure page to send the player back. */
export const RETURN_URL = '/account/deposit';

export const newKey = () => randomUUID();

/** 420544 with the channel, order type and mode SPEC §7 gives. */
export function recharge(app: FastifyInstance, token: string, amount: number, idempotencyKey = newKey(), clientInfo?: ClientInfo) {
  return callHapi<PaymentReply>(app, '420544', { amount, channelType: 710, orderType: 1, mode: 104, returnUrl: RETURN_URL, idempotencyKey }, { token, clientInfo });
}

/** 420544 that must succeed: the deposit's gatewayId. */
export async function openDeposit(app: FastifyInstance, token: string, amount: number): Promise<string> {
  const { envelope } = await recharge(app, token, amount);
  if (envelope.code !== 0) throw new Error(`420544 failed: ${envelope.code} ${envelope.message}`);
  return envelope.data!.gatewayId;
}

/** 420550 with a card number and otherwise valid card data. */
export function payWithNewCard(
  app: FastifyInstance,
  token: string,
  gatewayId: string,
  money: number,
  cardNo: string,
  extra: Record<string, unknown> = {},
  clientInfo?: ClientInfo,
) {
  return callHapi<PaymentReply>(
    app,
    '420550',
    { gatewayId, money, cardNo, expireDate: '12/30', cvv: '737', holderName: 'Test Player', email: 'test.player@example.com', ...extra },
    { token, clientInfo, remoteAddress: '203.0.113.9' },
  );
}

/** 420551 with a saved card. */
export function payWithSavedCard(app: FastifyInstance, token: string, gatewayId: string, money: number, bankCardId: string) {
  return callHapi<PaymentReply>(app, '420551', { gatewayId, money, bankCardId, cvv: '737' }, { token });
}

export function rechargeStatus(app: FastifyInstance, token: string, gatewayId: string, clientInfo?: ClientInfo) {
  return callHapi<{ gatewayId: string; orderId: string; rechargeStatus: string; gatewayMemo: string | null; amount: number }>(
    app,
    '420545',
    { gatewayId, rechargeScene: 'deposit' },
    { token, clientInfo },
  );
}

/** The player's betBalance (100124). */
export async function betBalance(app: FastifyInstance, token: string): Promise<number> {
  const { envelope } = await callHapi<{ betBalance: number }>(app, '100124', {}, { token });
  return envelope.data!.betBalance;
}

/** The path of a 3-D Secure redirect (absolute in the answer). */
export function challengePath(redirect: string): string {
  const url = new URL(redirect);
  return `${url.pathname}${url.search}`;
}

/** Posts the 3-D Secure page's form. */
export function submitChallenge(app: FastifyInstance, redirect: string, decision: 'approve' | 'decline') {
  return app.inject({
    method: 'POST',
    url: new URL(redirect).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&lang=en-US`,
  });
}
