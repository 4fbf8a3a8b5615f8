import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CLIENT_ERROR_CODES, formatMoney, newIdempotencyKey, type GatewayError, type SavedCard, type UserInfo } from '../../../sdk';
import { routePath, safeReturnPath } from '../../../sdk/routes';
import { cardHolderName } from '../../../sdk/validation/card';
import { ConfirmDialog } from '../../base/confirm-dialog';
import { Dialog } from '../../base/dialog';
import { emit } from '../../base/emit';
import { useClient, useHost, useLanguage, useT, type BoundTranslate } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { TransText } from '../../base/trans-text';
import { useCommand } from '../../base/use-command';
import { FormError } from '../../forms/form-error';
import { FORM_STYLES } from '../../forms/form-styles';
import { PROFILE_STYLES } from '../../profile/shared/profile-styles';
import { AmountStep, type DepositOptions } from './amount-step';
import { CardForm, type NewCardData } from './card-form';
import { CvvForm } from './cvv-form';
import { DEPOSIT_STYLES } from './deposit-styles';
import { paymentOutcome, RECHARGE_REQUEST, rechargeOutcome, watchRecharge, type FrameContent, type RechargeEnd, type RechargeWatch } from './deposit-flow';
import { FinishInFrame } from './finish-in-frame';
import { hostWindow } from './host-window';
import { PaymentFrame } from './payment-frame';
import { PlayerGate } from './player-gate';
import { SavedCards } from './saved-cards';
import { SuccessPanel } from './success-panel';
import { useLeaveGuard } from './use-leave-guard';
import type { CardFailureAnalytics } from './deposit-events';
import './deposit-events';

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
}

/** Text of a failed payment call shown in place (SPEC §4: the message, else 'error'). */
function failureText(t: BoundTranslate, error: GatewayError): string {
  if (error.code === CLIENT_ERROR_CODES.network) return t('errors.networkError');
  if (error.code === CLIENT_ERROR_CODES.timeout) return t('errors.timeout');
  return (error.type === 'gateway' && error.message.trim()) || t('deposit.errors.paymentFailed');
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
export function Deposit({ amount, variant, returnUrl, backPath, gatewayId, paymentFinished }: DepositProps) {
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
          <DepositLoader
            user={user}
            initialAmount={amount && amount > 0 ? Math.trunc(amount) : null}
            returnUrl={returnUrl}
            backPath={safeReturnPath(backPath ?? routePath('home'))}
            gatewayId={gatewayId?.trim() || null}
            paymentFinished={!!paymentFinished}
          />
        )}
      </PlayerGate>
    );
  }
  return (
    <>
      <style>{PROFILE_STYLES + FORM_STYLES + DEPOSIT_STYLES}</style>
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

type Step =
  | { name: 'amount' }
  | { name: 'pay'; gatewayId: string; amount: number }
  | { name: 'checking'; gatewayId: string; amount: number }
  | { name: 'success'; amount: number }
  | { name: 'failure'; message: string | null; amount: number }
  | { name: 'timeout'; gatewayId: string; amount: number }
  | { name: 'limit'; amount: number };

type CardDialog = { kind: 'new' } | { kind: 'saved'; card: SavedCard } | null;

function defaultReturnUrl(host: EventTarget): string {
  const origin = hostWindow(host)?.location.origin ?? '';
  return origin + routePath('deposit', {}, { payment: 'finished' });
}

function DepositFlow({ user, options, initialAmount, returnUrl, backPath, gatewayId, paymentFinished }: LoaderProps & { options: DepositOptions }) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const language = useLanguage();
  const [step, setStep] = useState<Step>(() => {
    if (gatewayId && paymentFinished) return { name: 'checking', gatewayId, amount: initialAmount ?? 0 };
    if (gatewayId && initialAmount) return { name: 'pay', gatewayId, amount: initialAmount };
    return { name: 'amount' };
  });
  const [lastAmount, setLastAmount] = useState(initialAmount);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CardDialog>(null);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [existingCard, setExistingCard] = useState<NewCardData | null>(null);
  const [frame, setFrame] = useState<FrameContent | null>(null);
  const watch = useRef<RechargeWatch | null>(null);
  // Which card paid, for the analytics of a later FAILURE status.
  const paidWith = useRef<'new' | 'saved'>('new');
  const live = useRef(true);
  const returnAddress = returnUrl?.trim() || defaultReturnUrl(host);

  useLeaveGuard(dialog !== null && dirty);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      watch.current?.cancel();
    };
  }, []);

  const track = useCallback((detail: Omit<CardFailureAnalytics, 'name'>) => emit(host, 'nl-analytics', { name: 'deposit_card_failure', ...detail }), [host]);

  const closeDialog = useCallback(() => {
    setDialog(null);
    setDirty(false);
    setLeaving(false);
    setExistingCard(null);
  }, []);

  // Read by the poll's end, which must not take the bank's page away mid-challenge.
  const frameOpen = useRef(false);
  frameOpen.current = frame !== null;

  const finish = useCallback(
    (end: RechargeEnd, amount: number) => {
      watch.current = null;
      // A time-out while the player is still on the bank's page leaves the page open: when it
      // finishes, the finish page says so and the status is checked again (onFrameFinished).
      if (end.status !== 'TIMEOUT' || !frameOpen.current) setFrame(null);
      if (end.status === 'SUCCESS') {
        client.events.emit('toast', { kind: 'success', messageKey: 'recharge.rechargeSuccessToast' });
        void client.refreshBalance();
        setStep({ name: 'success', amount: end.amount || amount });
        emit(host, 'nl-deposit-succeeded', { gatewayId: end.gatewayId, orderId: end.orderId, amount: end.amount || amount });
      } else if (end.status === 'FAILURE') {
        client.events.emit('toast', end.memo ? { kind: 'error', message: end.memo } : { kind: 'error', messageKey: 'deposit.result.failedDefault' });
        setStep({ name: 'failure', message: end.memo, amount });
        track({ stage: 'status', card: paidWith.current, reason: 'declined' });
        emit(host, 'nl-deposit-failed', { gatewayId: end.gatewayId, reason: 'declined', message: end.memo });
      } else {
        client.events.emit('toast', { kind: 'info', messageKey: 'deposit.result.timeoutToast' });
        setStep({ name: 'timeout', gatewayId: end.gatewayId, amount });
        emit(host, 'nl-deposit-timed-out', { gatewayId: end.gatewayId });
      }
    },
    [client, host, track],
  );

  const startChecking = useCallback(
    (id: string, amount: number) => {
      watch.current?.cancel();
      const current = watchRecharge(client, id);
      watch.current = current;
      setStep({ name: 'checking', gatewayId: id, amount });
      void current.ended.then((end) => {
        if (end && live.current && watch.current === current) finish(end, amount);
      });
    },
    [client, finish],
  );

  // The page the 3-D Secure step returned to, opened as a whole page: show that deposit's status.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || step.name !== 'checking' || watch.current) return;
    resumed.current = true;
    startChecking(step.gatewayId, step.amount);
  }, [step, startChecking]);

  /** Opens a deposit (420544) with a fresh idempotency key; the gateway id, or null when refused. */
  const open = useCallback(
    async (amount: number): Promise<string | null> => {
      const result = await client.call('recharge', { amount, ...RECHARGE_REQUEST, returnUrl: returnAddress, idempotencyKey: newIdempotencyKey() }, { hideToast: true });
      if (!live.current) return null;
      if (!result.ok) {
        setError(failureText(t, result.error));
        return null;
      }
      const outcome = rechargeOutcome(result.data);
      if (outcome.kind === 'deposit-limit') {
        // The SDK's error policy opens the deposit self-exclusion dialog (SPEC §8); the flow stops.
        closeDialog();
        setStep({ name: 'limit', amount });
        emit(host, 'nl-deposit-failed', { gatewayId: result.data.gatewayId || null, reason: 'deposit-limit', message: null });
        return null;
      }
      if (outcome.kind === 'failed') {
        setError(outcome.message ?? t('deposit.errors.rechargeFailed'));
        return null;
      }
      if (outcome.kind === 'frame') {
        setFrame(outcome.frame);
        startChecking(result.data.gatewayId, amount);
        return null;
      }
      return result.data.gatewayId;
    },
    [client, host, t, returnAddress, closeDialog, startChecking],
  );

  const begin = async (amount: number) => {
    setBusy(true);
    setError(null);
    setLastAmount(amount);
    const id = await open(amount);
    if (!live.current) return;
    setBusy(false);
    if (id) setStep({ name: 'pay', gatewayId: id, amount });
  };

  /** SPEC §4: after a refused payment the deposit gets a fresh gateway id. */
  const refreshGateway = async (amount: number) => {
    const id = await open(amount);
    if (!live.current) return;
    if (id) {
      setStep({ name: 'pay', gatewayId: id, amount });
      return;
    }
    // No new gateway id: the player starts again from the amount, where the error shows.
    setDialog(null);
    setDirty(false);
    setStep((s) => (s.name === 'pay' ? { name: 'amount' } : s));
  };

  const pay = async (request: { kind: 'new'; card: NewCardData; replaceCard?: boolean } | { kind: 'saved'; card: SavedCard; cvv: string }) => {
    if (step.name !== 'pay') return;
    const { gatewayId: id, amount } = step;
    const card = request.kind === 'new' ? 'new' : 'saved';
    paidWith.current = card;
    setBusy(true);
    setError(null);
    const result =
      request.kind === 'new'
        ? await client.call('cardPay', { gatewayId: id, money: amount, ...request.card, ...(request.replaceCard ? { replaceExistingCard: true } : {}) }, { hideToast: true })
        : await client.call('cvvPay', { cvv: request.cvv, bankCardId: request.card.bankCardId, money: amount, gatewayId: id }, { hideToast: true });
    if (!live.current) return;
    setExistingCard(null);
    if (!result.ok) {
      track({ stage: 'payment', card, reason: 'error', code: result.error.code });
      setError(failureText(t, result.error));
      await refreshGateway(amount);
      setBusy(false);
      return;
    }
    const outcome = paymentOutcome(result.data);
    switch (outcome.kind) {
      case 'deposit-limit':
        track({ stage: 'payment', card, reason: 'deposit-limit' });
        closeDialog();
        setStep({ name: 'limit', amount });
        emit(host, 'nl-deposit-failed', { gatewayId: id, reason: 'deposit-limit', message: null });
        break;
      case 'existing-card':
        track({ stage: 'payment', card, reason: 'existing-card' });
        if (request.kind === 'new') setExistingCard(request.card);
        else setError(t('deposit.existing.body'));
        break;
      case 'failed':
        track({ stage: 'payment', card, reason: 'declined' });
        setError(outcome.message ?? t('deposit.errors.paymentFailed'));
        emit(host, 'nl-deposit-failed', { gatewayId: id, reason: 'declined', message: outcome.message });
        await refreshGateway(amount);
        break;
      case 'frame':
        // SPEC §4: the card dialog closes on redirect; the acquirer's page takes the screen.
        closeDialog();
        setFrame(outcome.frame);
        startChecking(id, amount);
        break;
      case 'wait':
        closeDialog();
        startChecking(id, amount);
        break;
    }
    if (live.current) setBusy(false);
  };

  const requestClose = () => {
    if (busy) return;
    if (dirty) setLeaving(true);
    else closeDialog();
  };

  const onFrameFinished = useCallback(() => {
    setFrame(null);
    // The poll may have run out while the player was still on the bank's page: check again.
    if (!watch.current && (step.name === 'checking' || step.name === 'timeout')) startChecking(step.gatewayId, step.amount);
  }, [step, startChecking]);

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
          <AmountStep options={options} initial={lastAmount} busy={busy} error={error} onContinue={(amount) => void begin(amount)} />
        </>
      );
      break;
    case 'pay':
      content = (
        <div className="nl-card" part="payment">
          <div className="pay-summary">
            <span>
              <TransText k="deposit.pay.summary" values={{ amount: <Ltr className="pay-amount">{formatMoney(step.amount, language)}</Ltr> }} />
            </span>
            <button
              type="button"
              className="nl-link link-button"
              disabled={busy}
              onClick={() => {
                setError(null);
                setStep({ name: 'amount' });
              }}
            >
              {t('deposit.pay.changeAmount')}
            </button>
          </div>
          <h2 className="nl-card-title">{t('deposit.cards.title')}</h2>
          <SavedCards
            cards={options.cards}
            disabled={busy}
            onChoose={(card) => {
              setError(null);
              setDialog({ kind: 'saved', card });
            }}
          />
          <button
            type="button"
            className="nl-button nl-button-primary new-card"
            disabled={busy}
            onClick={() => {
              setError(null);
              setDialog({ kind: 'new' });
            }}
          >
            {t('deposit.cards.newCard')}
          </button>
          {dialog ? null : <FormError message={error} />}
        </div>
      );
      break;
    case 'checking':
      content = (
        <div className="nl-card checking" part="status" role="status" aria-live="polite" data-state="checking">
          <span className="nl-spinner" aria-hidden="true" />
          <p>{t('deposit.result.checking')}</p>
        </div>
      );
      break;
    case 'success':
      content = <SuccessPanel amount={step.amount} backPath={backPath} onAgain={() => setStep({ name: 'amount' })} />;
      break;
    case 'failure':
      content = (
        <div className="nl-card result" part="result" role="alert" data-state="failure">
          <h2 className="nl-card-title">{t('deposit.result.failedTitle')}</h2>
          <p>{step.message ?? t('deposit.result.failedDefault')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={() => setStep({ name: 'amount' })}>
              {t('deposit.result.tryAgain')}
            </button>
          </div>
        </div>
      );
      break;
    case 'timeout':
      content = (
        <div className="nl-card result" part="result" role="alert" data-state="timeout">
          <h2 className="nl-card-title">{t('deposit.result.timeoutTitle')}</h2>
          <p>{t('deposit.result.timeoutBody')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={() => startChecking(step.gatewayId, step.amount)}>
              {t('deposit.result.refresh')}
            </button>
            <NavLink path={routePath('transactions')} className="nl-button nl-button-secondary">
              {t('deposit.result.transactions')}
            </NavLink>
          </div>
        </div>
      );
      break;
    case 'limit':
      content = (
        <div className="nl-card result" part="result" role="alert" data-state="limit">
          <h2 className="nl-card-title">{t('deposit.limit.title')}</h2>
          <p>{t('deposit.limit.body')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={() => setStep({ name: 'amount' })}>
              {t('deposit.pay.changeAmount')}
            </button>
          </div>
        </div>
      );
      break;
  }

  const payStep = step.name === 'pay' ? step : null;
  return (
    <>
      {content}
      {payStep && dialog ? (
        <Dialog open title={t(dialog.kind === 'new' ? 'deposit.card.title' : 'deposit.cvv.title')} onClose={requestClose} closable={!busy}>
          {dialog.kind === 'new' ? (
            <CardForm
              amount={payStep.amount}
              holderName={cardHolderName(user)}
              busy={busy}
              error={error}
              onPay={(card) => void pay({ kind: 'new', card })}
              onDirtyChange={setDirty}
              onInvalid={(reason) => track({ stage: 'validation', card: 'new', reason })}
            />
          ) : (
            <CvvForm
              card={dialog.card}
              amount={payStep.amount}
              busy={busy}
              error={error}
              onPay={(cvv) => void pay({ kind: 'saved', card: dialog.card, cvv })}
              onDirtyChange={setDirty}
              onInvalid={(reason) => track({ stage: 'validation', card: 'saved', reason })}
            />
          )}
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={leaving}
        titleKey="deposit.leave.title"
        bodyKey="deposit.leave.body"
        confirmKey="deposit.leave.leave"
        cancelKey="deposit.leave.stay"
        onConfirm={closeDialog}
        onCancel={() => setLeaving(false)}
      />
      <ConfirmDialog
        open={existingCard !== null}
        titleKey="deposit.existing.title"
        bodyKey="deposit.existing.body"
        confirmKey="deposit.existing.replace"
        cancelKey="deposit.existing.cancel"
        busy={busy}
        onConfirm={() => existingCard && void pay({ kind: 'new', card: existingCard, replaceCard: true })}
        onCancel={() => setExistingCard(null)}
      />
      {frame ? <PaymentFrame content={frame} onClose={() => setFrame(null)} onFinished={onFrameFinished} /> : null}
    </>
  );
}
