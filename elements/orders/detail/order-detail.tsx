import { useId, useRef, useState, type ReactNode } from 'react';
import { formatDateTime, formatMoney, gameByType, type OrderSummary, type OrderTicketProof } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Dialog } from '../../base/dialog';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { TransText } from '../../base/trans-text';
import { useCommand } from '../../base/use-command';
import { ticketProofText } from '../../draws/draw-verifier/ticket-proof';
import { BALL_STYLES } from '../../draws/results/ball-styles';
import { ResultBalls } from '../../draws/results/result-balls';
import { scheduleText } from '../../games/schedule-text';
import { matchedBalls } from '../shared/matched-numbers';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { GRAND_PRIZE_STATUS, grandPrizeNoteKey, grandPrizeStatusKey, grandPrizeTone, orderGameKey, orderStatusKey, planText, refundTone, statusTone } from '../shared/order-labels';
import { chaseDetailPath } from '../shared/order-links';
import { ORDERS_STYLES } from '../shared/orders-styles';
import { OrderTicket } from './order-ticket';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-order-detail>`. */
export interface OrderDetailProps {
  /** The order to show. Attribute `order-id`. */
  orderId?: string;
  /** `ticket`: the order as its ticket (/orderTicket) instead of its full details. Attribute `view`. */
  view?: string;
}

/**
 * One order's detail (orderDetail 101066, SPEC §2): draw number, order ID, purchase and draw
 * time, per-entry price, entries, multiples, draws, schedule, subtotal, discount, total, VAT,
 * total incl. VAT and the consecutive draw ID; the drawn result once drawn, as the results page
 * shows it (a missing number shows '?', Color Prediction its colours), with a link to verify the draw;
 * once the draw's ticket fingerprint is published (sales closed), each ticket's proof (ticketProofs
 * 101068) with a button that copies it for the draw verifier. A single order still waiting for its
 * draw offers Cancel order: after confirmation, cancelOrder (103001) refunds it and the refund is
 * shown; once the draw's sales closed the server refuses it (403001206, its message toasted).
 *
 * With `view="ticket"`, the order as its ticket instead (./order-ticket).
 *
 * @example <nl-order-detail order-id="1001"></nl-order-detail>
 * @example <nl-order-detail order-id="1001" view="ticket"></nl-order-detail>
 */
export function OrderDetail({ orderId, view }: OrderDetailProps) {
  const id = orderId?.trim() ?? '';
  const ticket = view === 'ticket';
  return (
    <>
      <ElementStyles css={ORDERS_STYLES + BALL_STYLES} />
      <WalletPlayerOnly path={routePath(ticket ? 'orderTicket' : 'accountOrderDetail', {}, id ? { orderId: id } : {})}>
        {ticket ? <OrderTicket orderId={id} /> : <DetailPage orderId={id} />}
      </WalletPlayerOnly>
    </>
  );
}

type Cancel = { step: 'idle' } | { step: 'confirm' } | { step: 'cancelling' } | { step: 'failed' } | { step: 'cancelled'; refundAmount: number };

function DetailPage({ orderId }: { orderId: string }) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const titleId = useId();
  const detail = useCommand('orderDetail', orderId ? { orderId } : null, { hideToast: true });
  const [cancel, setCancel] = useState<Cancel>({ step: 'idle' });

  const confirmCancel = async () => {
    setCancel({ step: 'cancelling' });
    const result = await client.call('cancelOrder', { orderId }, {});
    if (!result.ok) return setCancel({ step: 'failed' });
    setCancel({ step: 'cancelled', refundAmount: result.data.refundAmount });
    detail.retry();
  };
  const money = (minor: number) => <Ltr className="amount">{formatMoney(minor, language)}</Ltr>;

  let body: ReactNode;
  if (!orderId) body = <p className="ord-notice" role="alert">{t('orders.detail.missing')}</p>;
  else if (detail.status === 'loading') body = <Skeleton count={6} shape="nl-skeleton-row" />;
  else if (detail.status === 'error') body = <ErrorState messageKey="orders.detail.error" onRetry={detail.retry} />;
  else {
    const d = detail.data;
    const order = d.order;
    const gameKey = orderGameKey(order);
    const gameName = gameKey ? t(gameKey) : order.appKey;
    // Only draw games have a result, and every draw game is in the catalogue.
    const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
    const fields: [string, ReactNode][] = [
      ['lottery', gameName],
      ['status', <span className="ord-status" data-tone={statusTone(order.status)}>{t(orderStatusKey(order.status))}</span>],
      ['drawNumber', order.phase ? <Ltr>{order.phase}</Ltr> : '—'],
      ['orderId', <Ltr>{order.orderId}</Ltr>],
      ['purchaseTime', <Ltr>{formatDateTime(order.purchaseTime, language)}</Ltr>],
      ['drawTime', d.drawTime === null ? '—' : <Ltr>{formatDateTime(d.drawTime, language)}</Ltr>],
      ['entryPrice', money(d.entryPrice)],
      ['entries', <Ltr>{d.entries}</Ltr>],
      ['multiple', <Ltr>{d.multiple}</Ltr>],
      ['draws', <Ltr>{d.draws}</Ltr>],
      ['schedule', game ? scheduleText(game.schedule, t, language) : t(d.schedule)],
      ['subtotal', money(d.subtotal)],
      ['discount', money(d.discount)],
      ['total', money(d.total)],
      // Prices include VAT: then it is a part of the total ("of which VAT"), not a second total.
      ...(d.totalInclVat === d.total
        ? ([['vatIncluded', money(d.vat)]] as [string, ReactNode][])
        : ([['vat', money(d.vat)], ['totalInclVat', money(d.totalInclVat)]] as [string, ReactNode][])),
      ['chaseId', order.chaseId ? (
        // A link named "1" says nothing out of its row: its name reads "Consecutive draw ID 1, Pick 3".
        <NavLink path={chaseDetailPath(order.chaseId, order)} className="nl-link chase-link">
          <span className="nl-visually-hidden">{t('orders.detail.field.chaseId')} </span>
          <Ltr>{order.chaseId}</Ltr>
          {gameName ? <span className="nl-visually-hidden">, {gameName}</span> : null}
        </NavLink>
      ) : '—'],
    ];
    if (order.prizeAmount > 0) fields.push(['prize', <Ltr className="amount money-in">{formatMoney(order.prizeAmount, language, { floor: true })}</Ltr>]);
    // SPEC §4: a refunded order says why and where its refund stands (103005).
    if (order.status === 6) fields.push(['refund', <RefundState orderId={order.orderId} />]);
    if (order.orderPrizeStatus !== null) {
      // SPEC §4 grand prize: its status, what it means, and the way to claim it while unclaimed.
      const status = order.orderPrizeStatus;
      const noteKey = grandPrizeNoteKey(status);
      fields.push([
        'grandPrize',
        <>
          <span className="ord-status gp-status" data-tone={grandPrizeTone(status)}>
            {t(grandPrizeStatusKey(status))}
          </span>
          {noteKey ? <span className="gp-note"> {t(noteKey)}</span> : null}{' '}
          {status === GRAND_PRIZE_STATUS.unclaimed ? (
            <NavLink path={routePath('grandPrizeProcess', {}, { orderId: order.orderId })} className="nl-button nl-button-primary gp-claim">
              {t('grandPrize.claim')}
            </NavLink>
          ) : (
            <NavLink path={routePath('ordersGrandPrize')} className="nl-link">{t('grandPrize.backToList')}</NavLink>
          )}
        </>,
      ]);
    }
    body = (
      <>
        <dl className="ord-fields" part="fields">
          {fields.map(([key, value]) => (
            <div key={key} data-field={key}>
              <dt>{t(`orders.detail.field.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {order.status === 1 && order.chaseId === null && cancel.step !== 'cancelled' ? (
          <button type="button" className="nl-button nl-button-secondary ord-cancel" onClick={() => setCancel({ step: 'confirm' })}>
            {t('orders.detail.cancel.button')}
          </button>
        ) : null}
        <h2 className="ord-subtitle">{t('orders.detail.plan')}</h2>
        <ul className="ord-plan" part="plan">
          {planText(order.plan).map((line, index) => (
            <li key={index}>
              <Ltr>{line}</Ltr>
            </li>
          ))}
        </ul>
        <h2 className="ord-subtitle">{t('orders.detail.result')}</h2>
        {d.result && game ? (
          <div className="ord-result" part="result">
            <ResultBalls game={game} result={d.result} matched={matchedBalls(game, order.playType, order.plan, d.result)} />
            {order.lotteryType !== null && order.phase ? (
              <p>
                <NavLink path={routePath('drawVerify', {}, { lotteryType: order.lotteryType, phase: order.phase })} className="nl-link ord-verify">
                  {t('orders.detail.verify')}
                </NavLink>
              </p>
            ) : null}
          </div>
        ) : (
          <p className="ord-notice">{t('orders.detail.notDrawn')}</p>
        )}
        {order.lotteryType !== null ? <TicketProofs order={order} /> : null}
      </>
    );
  }

  return (
    <section className="nl-page order-detail" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('orders.detail.title')}
      </h1>
      {cancel.step === 'cancelled' ? (
        <p className="ord-notice ord-cancelled" role="status">
          {t('orders.detail.cancel.done')} <Ltr className="amount">{formatMoney(cancel.refundAmount, language)}</Ltr>
        </p>
      ) : null}
      {cancel.step === 'failed' ? (
        <p className="nl-error-text" role="alert">
          {t('orders.detail.cancel.failed')}
        </p>
      ) : null}
      <div className="nl-card">{body}</div>
      <Dialog open={cancel.step === 'confirm' || cancel.step === 'cancelling'} title={t('orders.detail.cancel.confirmTitle')} onClose={() => setCancel({ step: 'idle' })}>
        <p>{t('orders.detail.cancel.confirmText')}</p>
        <div className="ord-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={() => setCancel({ step: 'idle' })}>
            {t('orders.detail.cancel.keep')}
          </button>
          <button type="button" className="nl-button nl-button-primary ord-cancel-confirm" disabled={cancel.step === 'cancelling'} onClick={() => void confirmCancel()}>
            {t('orders.detail.cancel.confirm')}
          </button>
        </div>
      </Dialog>
      <p>
        <NavLink path={routePath('orders')} className="nl-link ord-back">
          {t('orders.detail.back')}
        </NavLink>
      </p>
    </section>
  );
}

/**
 * The proofs that the order's tickets are in its draw (ticketProofs 101068): shown once sales
 * closed and the draw's fingerprint is published, each with a button that copies it in the text
 * the draw verifier reads (ticketProofText), and a link to the verifier on that draw. Before the
 * close, and for a refunded order, a note says why there is none.
 */
function TicketProofs({ order }: { order: OrderSummary }) {
  const t = useT();
  const titleId = useId();
  const proofs = useCommand('ticketProofs', { orderId: order.orderId }, { hideToast: true });
  let body: ReactNode;
  if (proofs.status === 'loading') body = <Skeleton count={1} shape="nl-skeleton-row" />;
  else if (proofs.status === 'error') body = <ErrorState messageKey="orders.detail.proofs.error" onRetry={proofs.retry} compact />;
  else if (proofs.data.state !== 'published') body = <p className="ord-notice">{t(`orders.detail.proofs.${proofs.data.state}`)}</p>;
  else {
    const { lotteryType, phase, tickets } = proofs.data;
    body = (
      <>
        <p>{t('orders.detail.proofs.intro')}</p>
        <ul className="ord-proofs">
          {tickets.map((ticket) => (
            <ProofRow key={ticket.ticketId} ticket={ticket} text={ticketProofText({ ...ticket, lotteryType, phase })} />
          ))}
        </ul>
        <p>
          <NavLink path={routePath('drawVerify', {}, { lotteryType, phase })} className="nl-link ord-proof-verify">
            {t('orders.detail.proofs.verify')}
          </NavLink>
        </p>
      </>
    );
  }
  return (
    <section className="ord-proof-section" part="proofs" aria-labelledby={titleId}>
      <h2 id={titleId} className="ord-subtitle">
        {t('orders.detail.proofs.title')}
      </h2>
      {body}
    </section>
  );
}

/**
 * One ticket and its Copy button. Where the clipboard is refused (no permission, an insecure
 * page), the text is shown selected instead, so the player can still copy it by hand.
 */
function ProofRow({ ticket, text }: { ticket: OrderTicketProof; text: string }) {
  const t = useT();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const area = useRef<HTMLTextAreaElement>(null);
  const id = ticket.ticketId;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
      // After the render that shows the text.
      setTimeout(() => area.current?.select(), 0);
    }
  };

  return (
    <li className="ord-proof" data-ticket-id={id}>
      <span className="ord-proof-ticket">
        <TransText k="orders.detail.proofs.ticket" values={{ id: <Ltr>{id}</Ltr>, numbers: <Ltr className="ord-proof-numbers">{planText([ticket.numbers])[0]}</Ltr> }} />
      </span>
      <button type="button" className="nl-button nl-button-secondary ord-proof-copy" aria-label={t('orders.detail.proofs.copyTicket', { id })} onClick={() => void onCopy()}>
        {t('orders.detail.proofs.copy')}
      </button>
      <span className="ord-proof-status" role="status">
        {copy === 'copied' ? t('orders.detail.proofs.copied') : copy === 'failed' ? t('orders.detail.proofs.copyFailed') : ''}
      </span>
      {copy === 'failed' ? (
        <textarea ref={area} className="nl-input ord-proof-text" readOnly dir="ltr" value={text} aria-label={t('orders.detail.proofs.text', { id })} />
      ) : null}
    </li>
  );
}

/**
 * The refund of a refunded order (103005): its reason (cancelled, plan stopped, sales suspended)
 * and its state (under review, refunding, completed, unsuccessful), with the amount.
 */
function RefundState({ orderId }: { orderId: string }) {
  const t = useT();
  const language = useLanguage();
  const refund = useCommand('orderRefund', { orderId }, { hideToast: true });
  if (refund.status === 'loading') return <Skeleton count={1} shape="nl-skeleton-pill" />;
  if (refund.status === 'error') return <ErrorState messageKey="orders.detail.refund.error" onRetry={refund.retry} compact />;
  const r = refund.data.refund;
  if (!r) return <>—</>;
  return (
    <span className="ord-refund" data-refund-state={r.state}>
      <span className="ord-status" data-tone={refundTone(r.state)}>
        {t(`orders.detail.refund.state.${r.state}`)}
      </span>{' '}
      <Ltr className="amount">{formatMoney(r.amount, language)}</Ltr>
      <span className="ord-refund-note"> {t(`orders.detail.refund.reason.${r.reason}`)}</span>
    </span>
  );
}
