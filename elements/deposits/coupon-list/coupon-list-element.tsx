import { useId, useState } from 'react';
import { formatDateTime, formatMoney, type Coupon, type CouponState } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { TabList } from '../../base/tab-list';
import { useCursorPages } from '../../base/use-cursor-pages';
import { ElementStyles } from '../../base/element-styles';

/** Tag name of `<nl-coupon-list>`. */
export const COUPON_LIST_TAG = 'nl-coupon-list';

/** `<nl-coupon-list>` takes no attributes. */
export type CouponListProps = Record<string, never>;

/** The list's tabs, one per coupon state (102004 `state`). */
export const COUPON_TABS: readonly CouponState[] = ['available', 'used', 'expired'];

/** Coupons per page. */
export const COUPONS_PAGE_SIZE = 20;

/**
 * The player's coupons (SPEC §3 Coupon: amount, minimum deposit, validity; 102004): tabs
 * Available, Used and Expired, Load more, and the way to use one (the deposit page, where a
 * deposit names it). Loading, empty and error states; every text in both languages.
 *
 * @example <nl-coupon-list></nl-coupon-list>
 */
export function CouponList() {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const titleId = useId();
  const base = useId();
  const [tab, setTab] = useState<CouponState>('available');
  const pages = useCursorPages<Coupon>(
    tab,
    (cursor) => client.call('couponList', { state: tab, pageSize: COUPONS_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { hideToast: true }),
    (row) => row.couponId,
  );
  const panelId = `${base}-panel`;
  const idOf = (value: CouponState) => `${base}-tab-${value}`;

  return (
    <>
      <ElementStyles css={COUPON_LIST_STYLES} />
      <section className="coupons" part="page" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('coupons.title')}</h1>
        <p className="intro">{t('coupons.intro')}</p>
        <TabList tabs={COUPON_TABS} value={tab} onChange={setTab} label={t('coupons.tabsLabel')} labelOf={(k) => t(`coupons.tab.${k}`)} idOf={idOf} panelId={panelId} className="cp-tabs" tabClassName="cp-tab" />
        <div id={panelId} role="tabpanel" aria-labelledby={idOf(tab)} aria-busy={pages.status === 'loading'}>
          {pages.status === 'loading' ? (
            <Skeleton count={3} shape="nl-skeleton-row" />
          ) : pages.status === 'error' ? (
            <ErrorState messageKey="coupons.error" onRetry={pages.retry} />
          ) : pages.items.length === 0 ? (
            <EmptyState messageKey={`coupons.empty.${tab}`} />
          ) : (
            <>
              <ul className="list" part="list">
                {pages.items.map((coupon) => (
                  <li key={coupon.couponId} className="coupon" part="coupon" data-state={coupon.state}>
                    <span className="amount">
                      <Ltr>{formatMoney(coupon.amount, language)}</Ltr>
                    </span>
                    <span className="condition">
                      {coupon.minAmount > 0 ? t('coupons.minDeposit', { amount: formatMoney(coupon.minAmount, language) }) : t('coupons.anyDeposit')}
                    </span>
                    <span className="validity">
                      {coupon.state === 'used' && coupon.usedAt !== null
                        ? t('coupons.usedOn', { date: formatDateTime(coupon.usedAt, language) })
                        : t('coupons.validity', { from: formatDateTime(coupon.validStartTimestamp, language), until: formatDateTime(coupon.validEndTimestamp, language) })}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="more" aria-live="polite">
                {pages.more === 'error' ? <p className="more-error">{t('coupons.moreError')}</p> : null}
                {pages.hasMore ? (
                  <button type="button" className="nl-button nl-button-secondary" disabled={pages.more === 'loading'} aria-busy={pages.more === 'loading' || undefined} onClick={pages.loadMore}>
                    {pages.more === 'loading' ? t('common.loading') : t('coupons.loadMore')}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>
        {tab === 'available' && pages.status === 'ready' && pages.items.length > 0 ? (
          <NavLink path={routePath('deposit')} className="nl-button nl-button-primary use">
            {t('coupons.use')}
          </NavLink>
        ) : null}
      </section>
    </>
  );
}

const COUPON_LIST_STYLES = /* css */ `
.coupons { display: grid; gap: 1rem; max-inline-size: 40rem; margin-inline: auto; padding: 1rem; }
.coupons h1 { margin: 0; font-size: 1.5rem; }
.intro { margin: 0; color: var(--_nl-muted); }
.cp-tabs { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.cp-tab { min-block-size: 2.75rem; padding-inline: 1rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); background: var(--_nl-surface); color: inherit; font: inherit; cursor: pointer; }
.cp-tab[aria-selected="true"] { border-color: var(--_nl-primary); font-weight: 700; }
.list { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.coupon { display: grid; gap: 0.25rem; padding: 1rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); background: var(--_nl-surface); }
.coupon[data-state="used"], .coupon[data-state="expired"] { background: var(--_nl-surface-alt); }
.amount { font-size: 1.25rem; font-weight: 700; }
.condition, .validity { color: var(--_nl-muted); font-size: 0.9rem; }
.more { display: grid; justify-items: center; gap: 0.5rem; }
.more-error { margin: 0; color: var(--_nl-danger); }
.use { justify-self: start; text-decoration: none; }
`;

/** Options of `<nl-coupon-list>`: none. */
export const couponListElementOptions: ElementOptions<CouponListProps> = {};

/** The `<nl-coupon-list>` element. */
export type NlCouponListElement = NlElement;

/**
 * Class of `<nl-coupon-list>`: the player's coupons by state. Its events and CSS parts are
 * listed here for `custom-elements.json`.
 *
 * @fires nl-navigate-request - Use a coupon (the deposit page)
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page.
 * @csspart tabs - The tab row (Available, Used, Expired).
 * @csspart list - The coupons of the tab.
 * @csspart coupon - One coupon; `data-state` is available, used or expired.
 * @csspart error - The message shown when the coupons could not be loaded, with Retry.
 * @csspart empty - The message shown when the tab has no coupon.
 */
export const NlCouponList = /* @__PURE__ */ createElementClass(CouponList, couponListElementOptions);

/** Registers <nl-coupon-list>; safe to call again. Returns its class. */
export function defineCouponList() {
  return defineElement(COUPON_LIST_TAG, CouponList, couponListElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-coupon-list': NlCouponListElement;
  }
}
