import { useT } from '../../base/hooks';

/**
 * The last four letters or digits of an ID number. The server already sends only these
 * (`idNumberMasked`); taking them again here means a full number sent by mistake is never shown.
 * @example lastFour('784-1990-1234567-6') === '5676'; lastFour('****5676') === '5676'
 */
export function lastFour(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

/** An ID number shown as `•••• 5676`, read to screen readers as "ending in 5676". */
export function MaskedId({ value }: { value: string }) {
  const t = useT();
  const digits = lastFour(value);
  return (
    <span className="masked-id">
      <span dir="ltr" className="nl-ltr" aria-hidden="true">
        {`•••• ${digits}`}
      </span>
      <span className="nl-visually-hidden">{t('profile.myProfile.idEndingIn', { digits })}</span>
    </span>
  );
}
