import { useId } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { useCommand } from '../../base/use-command';

export interface CouponPickerProps {
  /** A valid deposit amount in minor units, or null while the amount is not (then nothing shows). */
  amount: number | null;
  /** The coupon chosen, if any. */
  value: string | undefined;
  onChange: (couponId: string | undefined) => void;
}

/**
 * The coupons the player can add to a deposit of `amount` (102012), as radio buttons with "No
 * coupon" first. Shows nothing while loading, on an error (102012's failures are silent, SPEC §8)
 * or without a usable coupon: a deposit without a coupon is the ordinary case.
 */
export function CouponPicker({ amount, value, onChange }: CouponPickerProps) {
  const t = useT();
  const language = useLanguage();
  const name = useId();
  const usable = useCommand('usableCoupons', amount === null ? null : { amount }, { hideToast: true });
  if (amount === null || usable.status !== 'ready' || usable.data.items.length === 0) return null;
  const items = usable.data.items;
  // A coupon the new amount no longer allows is no longer chosen.
  const chosen = items.some((c) => c.couponId === value) ? value : undefined;
  return (
    <fieldset className="coupon-picker" part="coupons">
      <legend>{t('deposit.coupon.legend')}</legend>
      <label className="coupon-option">
        <input type="radio" name={name} checked={chosen === undefined} onChange={() => onChange(undefined)} />
        <span>{t('deposit.coupon.none')}</span>
      </label>
      {items.map((coupon) => (
        <label key={coupon.couponId} className="coupon-option">
          <input type="radio" name={name} checked={chosen === coupon.couponId} onChange={() => onChange(coupon.couponId)} />
          <span>
            <TransText k="deposit.coupon.option" values={{ amount: <Ltr>{formatMoney(coupon.amount, language)}</Ltr> }} />
            <span className="coupon-until"> · {t('deposit.coupon.until', { date: formatDateTime(coupon.validEndTimestamp, language) })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
