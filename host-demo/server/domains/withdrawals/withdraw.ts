import type { withdraw } from '../../../../sdk/commands/withdrawals';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { fill, gatewayText } from '../../errors/messages';
import { targetKey } from '../accounts/targets';
import { useCode } from '../accounts/verification';
import type { CommandHandler, HandlerContext } from '../handler';
import { refuseOtherRequest, requestFingerprint } from '../idempotency';
import { requireVerified } from '../kyc/require-verified';
import { validationError } from '../validation';
import { playerBalances } from '../wallet/ledger';
import { withdrawingPlayer } from './holder';
import { keptIbanAccount } from './iban-account-rows';
import { runAutomatedReview, type ReviewDeps } from './review';
import { WithdrawalKeyTakenError, submitWithdrawal } from './submit-withdrawal';
import { toWithdrawal, withdrawalByKey, type WithdrawalRow } from './withdrawal-rows';

/** AED with two decimals and thousands commas, as the minimum appears in the message. */
function aed(minor: number): string {
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** What the player sees of a withdrawal: the withdrawal, or 'Withdrawal unsuccessful' when its money came back. */
function answer(row: WithdrawalRow) {
  if (row.state === 'rejected' || row.state === 'failed') {
    throw new GatewayError(ErrorCode.withdrawalUnsuccessful, undefined, { withdrawalId: String(row.id) });
  }
  return toWithdrawal(row);
}

/** A retry of an earlier request: its withdrawal, as long as it asked for the same thing (else 400000014). */
function replay(row: WithdrawalRow & { same_request: boolean }) {
  refuseOtherRequest(row.same_request);
  return answer(row);
}

function reviewDeps(ctx: HandlerContext): ReviewDeps {
  return { db: ctx.db, clock: ctx.clock, payouts: ctx.providers.payouts, events: ctx.events, autoApproveUpTo: ctx.config.withdrawals.autoApproveUpTo };
}

/**
 * 420605: withdraws winnings to one of the player's IBAN accounts (SPEC §5), in this order:
 * verified player (403000801); a retried key answers its withdrawal and does nothing else, the key
 * sent with another request is refused (400000014; the code is left out of the comparison: it
 * authorises the request, and a retry may carry a fresh one);
 * amount not above the withdrawable balance, not below the minimum, within the channel's maximum;
 * the account the player's own, kept and not locked; deposit history and the same EID as the
 * account; then the withdrawal code (scene 'withdraw', used once). The code is spent in the same
 * transaction that records the withdrawal and takes the money (./submit-withdrawal.ts), so a
 * refused withdrawal leaves the code usable and an accepted one spends it.
 *
 * After commit: the wallet event, then the automated review at once (./review.ts). A withdrawal
 * that the review rejects or fails has its money back and is answered 'Withdrawal unsuccessful'.
 */
export const withdrawHandler: CommandHandler<typeof withdraw> = async (ctx, data) => {
  const playerId = await requireVerified(ctx);
  const requestHash = requestFingerprint(data, ['code']);
  const earlier = await withdrawalByKey(ctx.db, playerId, data.idempotencyKey, requestHash);
  if (earlier) return replay(earlier);

  const settings = ctx.config.withdrawals;
  const channel = settings.channels.find((c) => c.channelType === data.channelType);
  if (!channel) throw validationError([{ path: ['data', 'channelType'], message: 'validation.outOfRange' }]);
  const minAmount = Math.max(settings.minAmount, channel.minAmount);
  const { withdrawable } = await playerBalances(ctx.db, playerId);
  if (data.amount > withdrawable) throw new GatewayError(ErrorCode.insufficientWithdrawable);
  if (data.amount < minAmount) {
    const text = gatewayText(ErrorCode.withdrawalBelowMinimum);
    const shown = { minAmount: aed(minAmount) };
    throw new GatewayError(ErrorCode.withdrawalBelowMinimum, { 'en-US': fill(text['en-US'], shown), 'ar-AE': fill(text['ar-AE'], shown) }, { minAmount });
  }
  if (data.amount > channel.maxAmount) throw new GatewayError(ErrorCode.withdrawalAboveChannelMaximum, undefined, { maxAmount: channel.maxAmount });

  const account = await keptIbanAccount(ctx.db, playerId, data.accountId);
  if (!account) throw new GatewayError(ErrorCode.ibanAccountNotFound);
  if (account.locked) throw new GatewayError(ErrorCode.ibanAccountLocked);
  const player = await withdrawingPlayer(ctx.db, playerId);
  if (!player.hasDepositHistory) throw new GatewayError(ErrorCode.withdrawalNeedsDepositHistory);
  if (account.holder_id_number_key === null || account.holder_id_number_key !== player.idNumberKey) throw new GatewayError(ErrorCode.withdrawalIdMismatch);
  if (!player.countryCode || !player.mobile) throw new GatewayError(ErrorCode.withdrawalMobileMissing);

  const now = ctx.clock.now();
  const target = targetKey({ channel: 'mobile', countryCode: player.countryCode, mobile: player.mobile });
  let submitted: WithdrawalRow;
  try {
    submitted = await useCode(ctx.db, { target, scene: 'withdraw', code: data.code, now, pepper: ctx.config.codePepper }, (tx) =>
      submitWithdrawal(tx, { playerId, ibanAccountId: account.id, idempotencyKey: data.idempotencyKey, requestHash, channelType: channel.channelType, amount: data.amount, fee: channel.fee, now }),
    );
  } catch (error) {
    // Two requests under one key at once: one spends the code and withdraws, the other (code
    // already used, or key taken) answers that withdrawal if it is the same request, else 400000014.
    if (error instanceof WithdrawalKeyTakenError || (error instanceof GatewayError && error.code === ErrorCode.codeExpired)) {
      const winner = await withdrawalByKey(ctx.db, playerId, data.idempotencyKey, requestHash);
      if (winner) return replay(winner);
    }
    throw error;
  }
  await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });

  try {
    const reviewed = await runAutomatedReview(reviewDeps(ctx), submitted.id);
    return answer(reviewed?.withdrawal ?? submitted);
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    // The withdrawal is accepted and its money held; a reviewer decides it (npm run withdrawal:review).
    ctx.log.error({ withdrawalId: submitted.id, type: (error as Error).name, message: (error as Error).message }, 'automated withdrawal review failed');
    return answer(submitted);
  }
};
