import { useId, useState, type ReactNode } from 'react';
import { formatDateTime, formatMoney, type Commands, type RequestOf, type ResponseOf } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { GRAND_PRIZE_STATUS, grandPrizeDeadlineKey, grandPrizeNoteKey, grandPrizeStatusKey, grandPrizeTone } from '../shared/order-labels';
import { ORDERS_STYLES } from '../shared/orders-styles';
import { ElementStyles } from '../../base/element-styles';

/** SPEC §4: a grand prize waiting for its claim. */
export const GRAND_PRIZE_UNCLAIMED = GRAND_PRIZE_STATUS.unclaimed;
/** SPEC §9: grand prizes are listed a hundred to a page. */
export const GRAND_PRIZE_PAGE_SIZE = 100;

type GrandPrize = ResponseOf<Commands['claimGrandPrize']>;

/** Props of `<nl-grand-prize>`. */
export interface GrandPrizeProps {
  /** `list` (default): the player's grand prizes; `claim`: the claim flow. Attribute `mode`. */
  mode?: string;
  /** In `claim` mode, the prize to claim; else the first unclaimed one. Attribute `order-id`. */
  orderId?: string;
}

/**
 * The grand prize (SPEC §3, §4: Lucky Day top tier, never credited by itself): in `list` mode
 * the player's grand prizes (grandPrizeOrders 101063, a hundred to a page) with their status
 * (12 unclaimed, 13 claimed, 14 paid, 15 expired unclaimed, 16 claim lapsed), the deadline that
 * status has (claim by, documents by, expired on; none once paid), a line on what happens next,
 * and Claim for an unclaimed one; in
 * `claim` mode the claim flow of /grandPrizeProcess: review, confirm (claimGrandPrize 101079),
 * done (an e-mail confirms the claim).
 *
 * @example <nl-grand-prize></nl-grand-prize>
 * @example <nl-grand-prize mode="claim" order-id="1001"></nl-grand-prize>
 */
export function GrandPrize({ mode, orderId }: GrandPrizeProps) {
  const claim = mode === 'claim';
  return (
    <>
      <ElementStyles css={ORDERS_STYLES} />
      <WalletPlayerOnly path={claim ? routePath('grandPrizeProcess', {}, orderId ? { orderId } : {}) : routePath('ordersGrandPrize')}>
        {claim ? <ClaimFlow orderId={orderId?.trim() ?? ''} /> : <GrandPrizeList />}
      </WalletPlayerOnly>
    </>
  );
}

const LIST_REQUEST: RequestOf<Commands['grandPrizeOrders']> = { prizeTabStatus: 3, pageSize: GRAND_PRIZE_PAGE_SIZE };

function GrandPrizeList() {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const prizes = useCommand('grandPrizeOrders', LIST_REQUEST, { hideToast: true });
  return (
    <section className="nl-page grand-prize" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('grandPrize.title')}
      </h1>
      {prizes.status === 'loading' ? (
        <Skeleton count={2} shape="nl-skeleton-row" />
      ) : prizes.status === 'error' ? (
        <ErrorState messageKey="grandPrize.error" onRetry={prizes.retry} />
      ) : prizes.data.items.length === 0 ? (
        <EmptyState messageKey="grandPrize.empty" />
      ) : (
        <ul className="gp-list">
          {prizes.data.items.map((prize) => {
            const deadlineKey = grandPrizeDeadlineKey(prize.orderPrizeStatus);
            const noteKey = grandPrizeNoteKey(prize.orderPrizeStatus);
            return (
              <li key={prize.orderId} className="gp-item nl-card" part="prize" data-status={prize.orderPrizeStatus}>
                {prize.winningBigPicUrl ? <img className="gp-pic" src={prize.winningBigPicUrl} alt="" /> : null}
                <span className="gp-text">
                  <Ltr className="amount gp-amount">{formatMoney(prize.winningBigAmount, language, { floor: true })}</Ltr>
                  <br />
                  <span className="gp-order">
                    {t('grandPrize.order')} <Ltr>{prize.orderId}</Ltr>
                  </span>
                  {deadlineKey ? (
                    <>
                      <br />
                      <span className="gp-expiry">
                        {t(deadlineKey)} <Ltr>{formatDateTime(prize.winningBigExpiredTimestamp, language)}</Ltr>
                      </span>
                    </>
                  ) : null}
                  {noteKey ? (
                    <>
                      <br />
                      <span className="gp-note">{t(noteKey)}</span>
                    </>
                  ) : null}
                </span>
                <span className="ord-status gp-status" data-tone={grandPrizeTone(prize.orderPrizeStatus)}>
                  {t(grandPrizeStatusKey(prize.orderPrizeStatus))}
                </span>
                {prize.orderPrizeStatus === GRAND_PRIZE_UNCLAIMED ? (
                  <NavLink path={routePath('grandPrizeProcess', {}, { orderId: prize.orderId })} className="nl-button nl-button-primary gp-claim">
                    {t('grandPrize.claim')}
                  </NavLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const STEPS = ['review', 'confirm', 'done'] as const;
type Step = (typeof STEPS)[number];

function ClaimFlow({ orderId }: { orderId: string }) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const titleId = useId();
  const checkId = useId();
  const unclaimed = useCommand('unclaimedGrandPrize', {}, { hideToast: true });
  const [step, setStep] = useState<Step>('review');
  const [agreed, setAgreed] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [claimed, setClaimed] = useState<GrandPrize | null>(null);

  const prize = unclaimed.status === 'ready' ? (unclaimed.data.items.find((p) => !orderId || p.orderId === orderId) ?? null) : null;

  const submit = async () => {
    if (!prize) return;
    setSending(true);
    setFailed(false);
    const result = await client.call('claimGrandPrize', { orderId: prize.orderId }, {});
    setSending(false);
    if (!result.ok) return setFailed(true);
    setClaimed(result.data);
    setStep('done');
  };

  let body: ReactNode;
  if (step === 'done' && claimed) {
    body = (
      <div className="gp-done" part="success" role="status">
        <p>{t('grandPrize.claimed', { amount: formatMoney(claimed.winningBigAmount, language, { floor: true }) })}</p>
        <p>{t('grandPrize.emailSent')}</p>
        <NavLink path={routePath('ordersGrandPrize')} className="nl-button nl-button-primary">
          {t('grandPrize.backToList')}
        </NavLink>
      </div>
    );
  } else if (unclaimed.status === 'loading') body = <Skeleton count={2} shape="nl-skeleton-row" />;
  else if (unclaimed.status === 'error') body = <ErrorState messageKey="grandPrize.error" onRetry={unclaimed.retry} />;
  else if (!prize) body = <EmptyState messageKey="grandPrize.nothingToClaim" />;
  else {
    const summary = (
      <dl className="ord-fields">
        <div>
          <dt>{t('grandPrize.amount')}</dt>
          <dd>
            <Ltr className="amount gp-amount">{formatMoney(prize.winningBigAmount, language, { floor: true })}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('grandPrize.order')}</dt>
          <dd>
            <Ltr>{prize.orderId}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('grandPrize.expires')}</dt>
          <dd>
            <Ltr>{formatDateTime(prize.winningBigExpiredTimestamp, language)}</Ltr>
          </dd>
        </div>
      </dl>
    );
    body =
      step === 'review' ? (
        <form
          className="gp-review"
          onSubmit={(event) => {
            event.preventDefault();
            if (agreed) setStep('confirm');
          }}
        >
          {summary}
          <p>{t('grandPrize.reviewText')}</p>
          <p>
            <input id={checkId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />{' '}
            <label htmlFor={checkId}>{t('grandPrize.holderConfirm')}</label>
          </p>
          <button type="submit" className="nl-button nl-button-primary gp-next" disabled={!agreed}>
            {t('grandPrize.next')}
          </button>
        </form>
      ) : (
        <div className="gp-confirm">
          {summary}
          <p>{t('grandPrize.confirmText')}</p>
          {failed ? (
            <p className="nl-error-text" role="alert">
              {t('grandPrize.claimFailed')}
            </p>
          ) : null}
          <div className="ord-actions">
            <button type="button" className="nl-button nl-button-secondary" onClick={() => setStep('review')}>
              {t('grandPrize.back')}
            </button>
            <button type="button" className="nl-button nl-button-primary gp-submit" disabled={sending} aria-busy={sending || undefined} onClick={() => void submit()}>
              {t('grandPrize.submit')}
            </button>
          </div>
        </div>
      );
  }

  const current = STEPS.indexOf(step);
  return (
    <section className="nl-page grand-prize-claim" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('grandPrize.claimTitle')}
      </h1>
      <ol className="ord-steps" part="steps" aria-label={t('grandPrize.stepsLabel')}>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} data-done={index < current ? 'true' : undefined}>
            {t(`grandPrize.step.${name}`)}
          </li>
        ))}
      </ol>
      <div className="nl-card">{body}</div>
    </section>
  );
}
