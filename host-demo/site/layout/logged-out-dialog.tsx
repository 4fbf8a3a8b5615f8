import { useEffect, useRef, useState } from 'react';
import { formatDateTime, type NlClient } from '../../../sdk';
import { useLanguage, useTranslation } from '../pages/use-translation';

/**
 * The account-logged-out dialog (SPEC §8, 403000618): the SDK has already ended the session and
 * sent the player to login; this says why, with the time of the other login. A native <dialog>
 * traps focus and restores it on close.
 */
export function LoggedOutDialog({ client }: { client: NlClient }) {
  const t = useTranslation(client);
  const language = useLanguage(client);
  const ref = useRef<HTMLDialogElement>(null);
  const [loginTime, setLoginTime] = useState<number | null | undefined>(undefined);

  useEffect(() => {
    const onDialog = ({ name, props }: { name: string; props: Record<string, unknown> }) => {
      if (name === 'account-logged-out') setLoginTime(typeof props.loginTime === 'number' ? props.loginTime : null);
    };
    client.events.on('dialog', onDialog);
    return () => void client.events.off('dialog', onDialog);
  }, [client]);

  useEffect(() => {
    if (loginTime !== undefined && ref.current && !ref.current.open) ref.current.showModal?.();
  }, [loginTime]);

  if (loginTime === undefined) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="logged-out-title"
      onClose={() => setLoginTime(undefined)}
      style={{ border: 'none', borderRadius: 16, padding: 24, inlineSize: 'min(420px, 92vw)', boxShadow: '0 20px 60px rgba(0,0,0,.35)' }}
    >
      <h2 id="logged-out-title" style={{ marginBlock: '0 12px', fontSize: '1.2rem' }}>{t('site.loggedOut.title')}</h2>
      <p style={{ marginBlock: '0 20px' }}>
        {loginTime ? (
          <>
            {t('site.loggedOut.bodyAt')} <span dir="ltr">{formatDateTime(loginTime, language)}</span>
          </>
        ) : (
          t('site.loggedOut.body')
        )}
      </p>
      <button
        type="button"
        autoFocus
        onClick={() => ref.current?.close()}
        style={{ inlineSize: '100%', padding: '12px', border: 'none', borderRadius: 999, background: '#c9a227', fontWeight: 700, cursor: 'pointer' }}
      >
        {t('site.loggedOut.ok')}
      </button>
    </dialog>
  );
}
