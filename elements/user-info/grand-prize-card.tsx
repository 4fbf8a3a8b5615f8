import { formatDateTime, formatMoney } from '../../sdk';
import { routePath } from '../../sdk/routes';
import { useLanguage, useT } from '../base/hooks';
import { Ltr } from '../base/ltr';
import { useNavigate } from '../base/use-navigate';

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

/** The grand-prize card of the user info box: amount, claim deadline and a Claim button. */
export function GrandPrizeCard({ prize }: { prize: GrandPrizeCardData }) {
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
            {t('userInfo.grandPrize.expires')} <Ltr>{formatDateTime(prize.winningBigExpiredTimestamp)}</Ltr>
          </p>
        ) : null}
      </div>
      <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('ordersGrandPrize'))}>
        {t('userInfo.grandPrize.claim')}
      </button>
    </section>
  );
}
