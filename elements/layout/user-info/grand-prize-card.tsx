import { useEffect, useState } from 'react';
import { formatDateTime, formatMoney, type StorageLike } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { useNavigate } from '../../base/use-navigate';
import { GRAND_PRIZE_STATUS } from '../../orders/shared/order-labels';

/**
 * An unclaimed grand prize, as a host passes it to `<nl-user-info>` (SPEC §3 Grand prize). Amounts
 * are in minor units (fils).
 */
export interface GrandPrizeCardData {
  winningBigAmount: number;
  winningBigPicUrl?: string | null;
  /** When the claim expires, epoch ms. */
  winningBigExpiredTimestamp?: number | null;
}

/** Reads the `grandPrize` property: an object, or the same as JSON text; anything else is no card. */
export function parseGrandPrize(value: unknown): GrandPrizeCardData | null {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const amount = (data as { winningBigAmount?: unknown }).winningBigAmount;
  return typeof amount === 'number' && Number.isFinite(amount) ? (data as GrandPrizeCardData) : null;
}

/** Storage key of when the player last closed the grand-prize card (epoch ms). */
export const GRAND_PRIZE_DISMISSED_KEY = 'nl_grand_prize_dismissed_at';
/** SPEC §4, §9: a closed grand-prize card stays hidden for 24 hours. */
export const GRAND_PRIZE_CARD_HIDDEN_MS = 24 * 60 * 60 * 1000;
/** SPEC §4: grand prize status 12, waiting for its claim (the only one the card shows). */
const UNCLAIMED = GRAND_PRIZE_STATUS.unclaimed;

/**
 * Whether the card was closed less than 24 hours ago (SPEC §4).
 * @example dismissedRecently(storage, Date.now()) // true within a day of closing it
 */
export function dismissedRecently(storage: StorageLike, now: number): boolean {
  const at = Number(storage.getItem(GRAND_PRIZE_DISMISSED_KEY) ?? '');
  return Number.isFinite(at) && at > 0 && now - at < GRAND_PRIZE_CARD_HIDDEN_MS;
}

/**
 * The card's prize: the host's `grandPrize` when given; else the first unclaimed grand prize
 * (unclaimedGrandPrize 101078), asked quietly, unless the card was closed in the last 24 hours.
 * `dismiss` hides it and remembers when.
 */
export function useGrandPrizeCard(given: GrandPrizeCardData | null): { prize: GrandPrizeCardData | null; dismiss: () => void } {
  const client = useClient();
  const [dismissed, setDismissed] = useState(() => dismissedRecently(client.env.storage, client.env.clock.now()));
  const [fetched, setFetched] = useState<GrandPrizeCardData | null>(null);
  const explicit = given !== null;
  useEffect(() => {
    if (explicit || dismissed) return;
    let live = true;
    void client.call('unclaimedGrandPrize', {}, { hideToast: true, ignoreCodes: 'all' }).then((result) => {
      if (!live || !result.ok) return;
      setFetched(result.data.items.find((item) => item.orderPrizeStatus === UNCLAIMED) ?? null);
    });
    return () => {
      live = false;
    };
  }, [client, explicit, dismissed]);
  const dismiss = () => {
    client.env.storage.setItem(GRAND_PRIZE_DISMISSED_KEY, String(client.env.clock.now()));
    setDismissed(true);
  };
  return { prize: dismissed ? null : (given ?? fetched), dismiss };
}

/** The grand-prize card of the user info box: amount, claim deadline, Claim, and Close (hidden for 24 h). */
export function GrandPrizeCard({ prize, onDismiss }: { prize: GrandPrizeCardData; onDismiss?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <section className="grand-prize" part="grand-prize" aria-label={t('userInfo.grandPrize.title')}>
      {prize.winningBigPicUrl ? <img className="grand-prize-pic" src={prize.winningBigPicUrl} alt="" /> : null}
      <div className="grand-prize-text">
        <p className="grand-prize-title">{t('userInfo.grandPrize.title')}</p>
        <p className="grand-prize-amount">
          <Ltr>{formatMoney(prize.winningBigAmount, language)}</Ltr>
        </p>
        {prize.winningBigExpiredTimestamp ? (
          <p className="grand-prize-expiry">
            {t('userInfo.grandPrize.expires')} <Ltr>{formatDateTime(prize.winningBigExpiredTimestamp, language)}</Ltr>
          </p>
        ) : null}
      </div>
      <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('ordersGrandPrize'))}>
        {t('userInfo.grandPrize.claim')}
      </button>
      {onDismiss ? (
        <button type="button" className="grand-prize-close" aria-label={t('grandPrize.dismiss')} onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </section>
  );
}
