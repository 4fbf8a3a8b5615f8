import { useEffect, useRef } from 'react';
import type { NlClient } from '../../../sdk';
import { useTranslation } from '../pages/use-translation';
import { loadElements } from './load-elements';

/**
 * The login dialog that some paths open over home for a guest (SPEC §2 Access). A native
 * <dialog> gives focus trapping, Escape and focus restore for free.
 */
export function LoginDialog({ client, returnPath, onClose }: { client: NlClient; returnPath: string; onClose: () => void }) {
  const t = useTranslation(client);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    void loadElements(['login']);
    ref.current?.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="login-dialog-title"
      onClose={onClose}
      style={{ border: 'none', borderRadius: 16, padding: 0, inlineSize: 'min(440px, 94vw)', boxShadow: '0 20px 60px rgba(0,0,0,.35)' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '16px 20px 0' }}>
        <h2 id="login-dialog-title" style={{ margin: 0, fontSize: '1.2rem' }}>{t('site.loginDialog.title')}</h2>
        <button type="button" onClick={() => ref.current?.close()} aria-label={t('site.loginDialog.close')} style={{ border: 'none', background: 'none', fontSize: 24, cursor: 'pointer' }}>
          ×
        </button>
      </div>
      <nl-login redirect={returnPath} />
    </dialog>
  );
}
