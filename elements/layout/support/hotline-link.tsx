import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { HOTLINE } from './contact-details';

/**
 * The customer-service hotline as a `tel:` link whose accessible name says what the number is
 * ("Call customer service on 8002365"): read out of its sentence, as a screen reader's list of
 * links does, a bare "8002365" says nothing. Only the number is shown.
 *
 * @param className - The link's class, e.g. `nl-link` (default: none).
 * @example <TransText k="footer.support.hotline" values={{ number: <HotlineLink /> }} />
 */
export function HotlineLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <a className={className} href={`tel:${HOTLINE}`}>
      <span className="nl-visually-hidden">{t('contact.callHotline')} </span>
      <Ltr>{HOTLINE}</Ltr>
    </a>
  );
}
