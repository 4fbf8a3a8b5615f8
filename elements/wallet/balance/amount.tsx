import { HIDDEN_AMOUNT, formatMoney } from '../../../sdk';
import { useLanguage } from '../../base/hooks';
import { Ltr } from '../../base/ltr';

/**
 * A money amount in minor units, left-to-right, or six asterisks when hidden; a dash while the
 * balance has not loaded yet. Shared by `<nl-balance>`, the header and the side panel.
 *
 * @example <Amount minor={balance?.totalBalance} hidden={hidden} />
 */
export function Amount({ minor, hidden }: { minor: number | undefined; hidden: boolean }) {
  const language = useLanguage();
  const text = hidden ? HIDDEN_AMOUNT : minor === undefined ? '—' : formatMoney(minor, language);
  return <Ltr className="amount">{text}</Ltr>;
}
