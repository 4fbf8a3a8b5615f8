import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type { UserInfo } from '../../../sdk';
import { routePath, safeReturnPath } from '../../../sdk/routes';
import { cardHolderName } from '../../../sdk/validation/card';
import { useClient, useHost, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { FORM_STYLES } from '../../forms/form-styles';
import { PROFILE_STYLES } from '../../profile/shared/profile-styles';
import { AmountStep, type DepositOptions } from './amount-step';
import { CardDialog } from './card-dialog';
import { CardStep } from './card-step';
import { CheckingPanel } from './checking-panel';
import { depositEffects } from './deposit-effects';
import { messageText } from './deposit-flow-state';
import { DepositLimitPanel } from './deposit-limit-panel';
import { DEPOSIT_STYLES } from './deposit-styles';
import { FailurePanel } from './failure-panel';
import { FinishInFrame } from './finish-in-frame';
import { hostWindow } from './host-window';
import { PaymentFrame } from './payment-frame';
import { PlayerGate } from './player-gate';
import { SuccessPanel } from './success-panel';
import { AutoOrderPanel } from './auto-order-panel';
import { readAutoOrder, type AutoOrder } from '../../../sdk/deposits/auto-order';
import { pageSessionStorage } from '../../../sdk/env/session-storage';
import type { StorageLike } from '../../../sdk/env/environment';
import { TimeoutPanel } from './timeout-panel';
import { HostPayDialogs } from './host-pay-dialogs';
import { useDepositFlow } from './use-deposit-flow';
import { useLeaveGuard } from './use-leave-guard';
import './deposit-events';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-deposit>`. */
export interface DepositProps {
  /** Amount to start with, in minor units (fils). Attribute `amount`. With `gateway-id`: the amount of that deposit. */
  amount?: number;
  /** `app` for the native-app variant: no page title, the page fills the webview. Attribute `variant`. */
  variant?: string;
  /**
   * Absolute address the acquirer's 3-D Secure page returns to (420544 `returnUrl`). Default: this
   * site's deposit page with `payment=finished`. Attribute `return-url`.
   */
  returnUrl?: string;
  /** Product path the success panel goes back to after 5 s or on 'Previous page'. Default `/`. Attribute `back-path`. */
  backPath?: string;
  /**
   * A deposit already opened (`/payBankCard?gatewayId=`): with `amount`, the page starts at the card
   * step for it; with `payment-finished`, the deposit whose status to show. Attribute `gateway-id`.
   */
  gatewayId?: string;
  /** True on the page the 3-D Secure step returns to. Attribute `payment-finished` (`"true"`). */
  paymentFinished?: boolean;
  /**
   * A new player's first deposit (SPEC §2: the deposit route's `isNewFlag`): the page first offers
   * to set a deposit limit. Attribute `first-deposit` (`"true"`).
   */
  firstDeposit?: boolean;
}

/**
 * The deposit page (/account/deposit, /account/depositCopy, the app variant, /payBankCard; SPEC §2):
 * the amount (420552 bounds), a deposit opened with 420544 (one idempotency key per attempt), then
 * a saved card with its CVV (420551) or a new card (420550), the acquirer's 3-D Secure page in the
 * full-screen payment frame, and the status polled (420545) until SUCCESS, FAILURE or TIMEOUT
 * (SPEC §4). A guest is sent to log in; a player who is not verified is asked to verify first.
 *
 * @example <nl-deposit amount="10000" back-path="/account/transactions"></nl-deposit>
 */
export function Deposit({ amount, variant, returnUrl, backPath, gatewayId, paymentFinished, firstDeposit }: DepositProps) {
  const t = useT();
  const host = useHost();
  const titleId = useId();
  const app = variant === 'app';
  const view = hostWindow(host);
  const insideFrame = !!view && view.parent !== view;

  let body: ReactNode;
  if (paymentFinished && insideFrame) body = <FinishInFrame gatewayId={gatewayId ?? null} />;
  else {
    body = (
      <PlayerGate>
        {(user) => (
          <>
            {firstDeposit && !paymentFinished ? <FirstDepositNote /> : null}
            <DepositLoader
              user={user}
              initialAmount={amount && amount > 0 ? Math.trunc(amount) : null}
              returnUrl={returnUrl}
              backPath={safeReturnPath(backPath ?? routePath('home'))}
              gatewayId={gatewayId?.trim() || null}
              paymentFinished={!!paymentFinished}
            />
          </>
        )}
      </PlayerGate>
    );
  }
  return (
    <>
      <ElementStyles css={PROFILE_STYLES + FORM_STYLES + DEPOSIT_STYLES} />
      <section className="nl-page deposit" part="page" data-variant={app ? 'app' : 'web'} aria-labelledby={app ? undefined : titleId} aria-label={app ? t('deposit.title') : undefined}>
        {app ? null : (
          <h1 id={titleId} className="nl-page-title">
            {t('deposit.title')}
          </h1>
        )}
        {body}
      </section>
    </>
  );
}

/**
 * A new player's first deposit (`first-deposit`, from `isNewFlag`): before the amount, the offer to
 * set a deposit limit in the player controls (SPEC §1 responsible-play tools).
 */
function FirstDepositNote() {
  const t = useT();
  return (
    <p className="nl-notice first-deposit" part="first-deposit" data-state="first-deposit">
      {t('deposit.firstDeposit.note')}{' '}
      <NavLink path={`${routePath('playResponsibly')}?activeTabName=Player%20Controls`} className="nl-link">
        {t('deposit.firstDeposit.setLimit')}
      </NavLink>
    </p>
  );
}

interface LoaderProps {
  user: UserInfo;
  initialAmount: number | null;
  returnUrl: string | undefined;
  backPath: string;
  gatewayId: string | null;
  paymentFinished: boolean;
}

/** Loads the bounds and saved cards (420552): loading, error with Retry, then the flow. */
function DepositLoader(props: LoaderProps) {
  const options = useCommand('depositOptions', {}, { hideToast: true });
  if (options.status === 'loading') return <Skeleton count={3} shape="nl-skeleton-row" />;
  if (options.status === 'error') return <ErrorState messageKey="deposit.loadError" onRetry={options.retry} />;
  return <DepositFlow {...props} options={options.data} />;
}

function defaultReturnUrl(host: EventTarget): string {
  const origin = hostWindow(host)?.location.origin ?? '';
  return origin + routePath('deposit', {}, { payment: 'finished' });
}

/** The flow's screens over `useDepositFlow` (deposit-flow-state.ts): one per step, the card dialog, the payment frame. */
function DepositFlow({ user, options, initialAmount, returnUrl, backPath, gatewayId, paymentFinished }: LoaderProps & { options: DepositOptions }) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const returnAddress = returnUrl?.trim() || defaultReturnUrl(host);
  const effects = useMemo(() => depositEffects(client, host, returnAddress), [client, host, returnAddress]);
  // Read once: the page starts where its attributes say, then the flow moves on.
  const { state, busy, send } = useDepositFlow({ gatewayId, amount: initialAmount, paymentFinished }, effects);
  const { step, frame } = state;
  const error = state.error ? messageText(state.error, t) : null;
  useLeaveGuard(step.name === 'pay' && step.dialog !== null && step.dirty);
  const startAgain = () => send({ type: 'startAgainRequested' });
  // A purchase that waits for this deposit (the insufficient-funds dialog kept it), read once the
  // deposit succeeds: the success panel then buys it.
  const succeeded = step.name === 'success';
  const waiting = useMemo((): { order: AutoOrder; storage: StorageLike } | null => {
    const storage = succeeded ? pageSessionStorage() : null;
    const order = storage ? readAutoOrder(storage, client.env.clock.now()) : null;
    return storage && order ? { order, storage } : null;
  }, [succeeded, client]);
  // Stable: the card forms report on every change of it.
  const onDirtyChange = useCallback((dirty: boolean) => send({ type: 'formDirtyChanged', dirty }), [send]);

  let content: ReactNode;
  switch (step.name) {
    case 'amount':
      content = (
        <>
          {paymentFinished && !gatewayId ? (
            <p className="nl-notice" role="status">
              {t('deposit.result.processing')}
            </p>
          ) : null}
          <AmountStep options={options} initial={state.lastAmount} busy={busy} error={error} onContinue={(amount, couponId) => send({ type: 'amountChosen', amount, couponId })} />
        </>
      );
      break;
    case 'pay':
      content = (
        <CardStep
          amount={step.amount}
          cards={options.cards}
          busy={busy}
          error={step.dialog ? null : error}
          onChangeAmount={() => send({ type: 'amountChangeRequested' })}
          onChoose={(choice) => send({ type: 'cardChosen', choice })}
        />
      );
      break;
    case 'checking':
      content = <CheckingPanel />;
      break;
    case 'success':
      // A purchase waiting for this deposit is bought now (the auto order); else the usual panel.
      content = waiting && step.orderId ? (
        <AutoOrderPanel amount={step.amount} depositOrderId={step.orderId} order={waiting.order} storage={waiting.storage} />
      ) : (
        <SuccessPanel amount={step.amount} backPath={backPath} onAgain={startAgain} />
      );
      break;
    case 'failure':
      content = <FailurePanel message={step.message} onTryAgain={startAgain} />;
      break;
    case 'timeout':
      content = <TimeoutPanel onRefresh={() => send({ type: 'refreshRequested' })} />;
      break;
    case 'limit':
      content = <DepositLimitPanel onChangeAmount={startAgain} />;
      break;
  }

  return (
    <>
      {content}
      {step.name === 'pay' ? (
        <CardDialog
          choice={step.dialog}
          amount={step.amount}
          holderName={cardHolderName(user)}
          busy={busy}
          error={error}
          leaving={step.leaving}
          askingReplace={step.existingCard !== null}
          onPay={(details) => send({ type: 'paymentSubmitted', details })}
          onDirtyChange={onDirtyChange}
          onInvalid={(card, reason) => effects.notify({ kind: 'card-failure', detail: { stage: 'validation', card, reason } })}
          onClose={() => send({ type: 'dialogCloseRequested' })}
          onLeave={() => send({ type: 'leaveConfirmed' })}
          onStay={() => send({ type: 'leaveCancelled' })}
          onReplace={() => send({ type: 'cardReplaceConfirmed' })}
          onKeep={() => send({ type: 'cardReplaceCancelled' })}
        />
      ) : null}
      <HostPayDialogs dialog={state.hostDialog} onClose={() => send({ type: 'hostDialogClosed' })} onRefresh={() => send({ type: 'refreshRequested' })} />
      {frame ? <PaymentFrame content={frame} onClose={() => send({ type: 'frameClosed' })} onFinished={() => send({ type: 'frameFinished' })} /> : null}
    </>
  );
}
