import { useId, useState } from 'react';
import { GAMES, formatDateTime, formatMoney, type OrderSummary } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { TabList } from '../../base/tab-list';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { grandPrizeStatusKey, grandPrizeTone, orderGameKey, orderStatusKey, planText, refundTone, statusTone, WAITING_STATUSES } from '../shared/order-labels';
import { buyAgainPath, cardVerifyPath, chaseDetailPath, orderDetailPath, scratchCardPath } from '../shared/order-links';
import { ORDERS_STYLES } from '../shared/orders-styles';
import { useOrderPages, type OrderQuery } from './use-order-pages';
import { ElementStyles } from '../../base/element-styles';

/** The tabs of the order list (SPEC §2): lotteries, scratch cards, e-instants. */
export const ORDER_TABS = ['lottery', 'scratch', 'instant'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** The filters of the order list (SPEC §2): all, unsettled, win, not win. */
export const ORDER_FILTERS = ['all', 'unsettled', 'win', 'notWin'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 20;

/** Props of `<nl-orders>`. */
export interface OrdersProps {
  /** The tab shown first: lottery (default), scratch or instant. Attribute `tab`. */
  tab?: string;
}

/**
 * The order list (/account/order/list, orderList 101065): tabs Lotteries, Scratch Cards and
 * E-Instants; filters All, Unsettled, Win and Not win; a game filter (All Games, each draw game,
 * Future Draws) and sort; each order with its game or card, my plan, purchase time and status,
 * and Buy Again, Continue (a consecutive plan still running) and View Details. Load more pages by
 * the server's cursor. Loading, empty and error states; cards on a phone.
 *
 * @example <nl-orders tab="lottery"></nl-orders>
 */
export function Orders({ tab }: OrdersProps) {
  return (
    <>
      <ElementStyles css={ORDERS_STYLES} />
      <WalletPlayerOnly path={routePath('orders')}>
        <OrdersPage initialTab={ORDER_TABS.find((name) => name === tab) ?? 'lottery'} />
      </WalletPlayerOnly>
    </>
  );
}

function OrdersPage({ initialTab }: { initialTab: OrderTab }) {
  const t = useT();
  const titleId = useId();
  const base = useId();
  const [tab, setTab] = useState<OrderTab>(initialTab);
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [game, setGame] = useState<string>('');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  // The game filter is a lottery filter: scratch cards and e-instants have no draw game.
  const gameValue = tab === 'lottery' && game ? (game === 'future' ? 'future' : Number(game)) : undefined;
  const query: OrderQuery = { tab, filter, sort, pageSize: ORDERS_PAGE_SIZE, ...(gameValue === undefined ? {} : { game: gameValue }) };
  const pages = useOrderPages(query);
  const panelId = `${base}-panel`;
  const idOf = (value: OrderTab) => `${base}-tab-${value}`;

  return (
    <section className="nl-page orders" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('orders.title')}
      </h1>
      <div className="nl-card">
        <TabList tabs={ORDER_TABS} value={tab} onChange={setTab} label={t('orders.tabsLabel')} labelOf={(k) => t(`orders.tab.${k}`)} idOf={idOf} panelId={panelId} className="ord-tabs" tabClassName="ord-tab" />
        <div className="ord-toolbar" part="filters">
          <fieldset className="ord-filters">
            <legend>{t('orders.filterLabel')}</legend>
            {ORDER_FILTERS.map((name) => (
              <button key={name} type="button" className="ord-filter" data-filter={name} aria-pressed={filter === name} onClick={() => setFilter(name)}>
                {t(`orders.filter.${name}`)}
              </button>
            ))}
          </fieldset>
          {tab === 'lottery' ? (
            <label className="ord-select">
              <span className="ord-select-label">{t('orders.gameLabel')}</span>
              <select className="nl-compact-select" name="game" value={game} onChange={(event) => setGame(event.target.value)}>
                <option value="">{t('orders.allGames')}</option>
                {GAMES.map((g) => (
                  <option key={g.lotteryType} value={String(g.lotteryType)}>
                    {t(`games.${g.key}.name`)}
                  </option>
                ))}
                <option value="future">{t('orders.futureDraws')}</option>
              </select>
            </label>
          ) : null}
          <label className="ord-select">
            <span className="ord-select-label">{t('orders.sortLabel')}</span>
            <select className="nl-compact-select" name="sort" value={sort} onChange={(event) => setSort(event.target.value === 'oldest' ? 'oldest' : 'newest')}>
              <option value="newest">{t('orders.sort.newest')}</option>
              <option value="oldest">{t('orders.sort.oldest')}</option>
            </select>
          </label>
        </div>
        <div id={panelId} className="ord-panel" role="tabpanel" aria-labelledby={idOf(tab)} aria-busy={pages.status === 'loading'} data-tab={tab}>
          {pages.status === 'loading' ? (
            <Skeleton count={4} shape="nl-skeleton-row" />
          ) : pages.status === 'error' ? (
            <ErrorState messageKey="orders.error" onRetry={pages.retry} />
          ) : pages.items.length === 0 ? (
            <EmptyState messageKey="orders.empty" />
          ) : (
            <>
              <OrderTable tab={tab} items={pages.items} />
              <div className="ord-more" aria-live="polite">
                {pages.more === 'error' ? <p className="nl-error-text">{t('orders.moreError')}</p> : null}
                {pages.hasMore ? (
                  <button type="button" className="nl-button nl-button-secondary" disabled={pages.more === 'loading'} aria-busy={pages.more === 'loading' || undefined} onClick={pages.loadMore}>
                    {pages.more === 'loading' ? t('common.loading') : t('orders.loadMore')}
                  </button>
                ) : (
                  <p className="ord-end">{t('orders.end')}</p>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}


/**
 * The orders as a table (SPEC §2 columns): lotteries show the lottery name and my plan; scratch
 * cards and e-instants their card theme and card number. A card per order below 600 px.
 */
function OrderTable({ tab, items }: { tab: OrderTab; items: OrderSummary[] }) {
  const t = useT();
  const language = useLanguage();
  const lottery = tab === 'lottery';
  const col = {
    name: t(lottery ? 'orders.column.lottery' : 'orders.column.cardTheme'),
    plan: t(lottery ? 'orders.column.plan' : 'orders.column.cardNumber'),
    time: t('orders.column.purchaseTime'),
    status: t('orders.column.status'),
    more: t('orders.column.more'),
  };
  return (
    <table className="ord-table" part="table">
      <caption className="nl-visually-hidden">{t('orders.caption', { tab: t(`orders.tab.${tab}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{col.name}</th>
          <th scope="col">{col.plan}</th>
          <th scope="col">{col.time}</th>
          <th scope="col">{col.status}</th>
          <th scope="col">{col.more}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((order) => {
          const gameKey = orderGameKey(order);
          // A card's theme: the demo scratch games' names are texts of their own; another game's key as is.
          const name = lottery && gameKey ? t(gameKey) : order.instant ? t(`instant.names.${order.appKey}`, { defaultValue: order.appKey }) : order.appKey;
          const again = buyAgainPath(order);
          // A consecutive plan is still running while its orders wait for their draws.
          const running = order.chaseId !== null && WAITING_STATUSES.has(order.status);
          return (
            <tr key={order.orderId} className="ord-row" part="row" data-order-id={order.orderId} data-status={order.status}>
              <th scope="row" className="ord-name" data-label={col.name}>
                {name}
              </th>
              <td className="ord-plan-cell" data-label={col.plan}>
                {lottery ? (
                  <span className="ord-plan">
                    {planText(order.plan).map((line, index) => (
                      <Ltr key={index}>{line}</Ltr>
                    ))}
                  </span>
                ) : (
                  <Ltr>{order.instant?.cardNumber ?? order.orderId}</Ltr>
                )}
              </td>
              <td className="ord-time" data-label={col.time}>
                <Ltr>{formatDateTime(order.purchaseTime, language)}</Ltr>
              </td>
              <td data-label={col.status}>
                {/* One box: on a phone card the status, prize and grand prize wrap as a line of text beside the label. */}
                <span className="ord-status-line">
                  {/* SPEC §4: a refunded order says where its refund stands, as its detail does (103005). */}
                  {order.status === 6 && order.refundState ? (
                    <span className="ord-status" data-tone={refundTone(order.refundState)} data-refund-state={order.refundState}>
                      {t(`orders.detail.refund.state.${order.refundState}`)}
                    </span>
                  ) : (
                    <span className="ord-status" data-tone={statusTone(order.status)}>
                      {order.instant?.state === 'unscratched' ? t('orders.cardUnscratched') : t(orderStatusKey(order.status))}
                    </span>
                  )}
                  {order.prizeAmount > 0 ? (
                    <>
                      {' '}
                      <Ltr className="amount money-in">{formatMoney(order.prizeAmount, language, { floor: true })}</Ltr>
                    </>
                  ) : null}
                  {order.orderPrizeStatus !== null ? (
                    <>
                      {' '}
                      <span className="ord-status gp-status" data-tone={grandPrizeTone(order.orderPrizeStatus)}>
                        {t('orders.grandPrizeStatus', { status: t(grandPrizeStatusKey(order.orderPrizeStatus)) })}
                      </span>
                    </>
                  ) : null}
                </span>
              </td>
              <td data-label={col.more}>
                <span className="ord-actions">
                  {again ? (
                    <NavLink path={again} className="nl-button nl-button-secondary ord-buy-again">
                      {t('orders.buyAgain')}
                      {/* Each row has one: the game and the order in the name tell them apart. */}
                      <span className="nl-visually-hidden"> {name}, {t('orders.detail.field.orderId')} {order.orderId}</span>
                    </NavLink>
                  ) : null}
                  {running ? (
                    <NavLink path={chaseDetailPath(order.chaseId!, order)} className="nl-button nl-button-secondary ord-continue">
                      {t('orders.continue')}
                      <span className="nl-visually-hidden"> {name}, {t('orders.detail.field.orderId')} {order.orderId}</span>
                    </NavLink>
                  ) : null}
                  {order.instant ? (
                    // A scratch card: Continue an unscratched one on its game's page; a scratched one's
                    // details are its proof on the verifier page (a card has no draw to detail).
                    order.instant.state === 'unscratched' ? (
                      <NavLink path={scratchCardPath(order.appKey)} className="nl-button nl-button-primary ord-continue">
                        {t('orders.continue')}
                        <span className="nl-visually-hidden"> {name}, {col.plan} {order.instant.cardNumber}</span>
                      </NavLink>
                    ) : (
                      <NavLink path={cardVerifyPath(order.instant.cardId)} className="nl-button nl-button-primary ord-view">
                        {t('orders.viewDetails')}
                        <span className="nl-visually-hidden"> {name}, {col.plan} {order.instant.cardNumber}</span>
                      </NavLink>
                    )
                  ) : (
                    <NavLink path={orderDetailPath(order)} className="nl-button nl-button-primary ord-view">
                      {t('orders.viewDetails')}
                      {/* "View Details 2" said neither which game nor what 2 is: the same context as Buy Again. */}
                      <span className="nl-visually-hidden"> {name}, {t('orders.detail.field.orderId')} {order.orderId}</span>
                    </NavLink>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
