import { useEffect, useState } from 'react';
import type { NlClient, ToastEvent } from '../../../sdk';
import { useTranslation } from '../pages/use-translation';

/** How long a toast stays. */
const TOAST_MS = 4000;

/**
 * Shows the SDK's toasts, one at a time (SPEC §9: max one); a new toast replaces the current one.
 * Announced to screen readers through a live region. It sits at the bottom of the viewport, not
 * 80 px from the top as SPEC §9 had it: there it covered the page heading just below the header
 * (the deposit's success toast over "Deposit", issue 21), and the heading is where focus lands
 * after a page change.
 */
export function ToastHost({ client }: { client: NlClient }) {
  const [toast, setToast] = useState<ToastEvent | null>(null);
  const t = useTranslation(client);

  useEffect(() => {
    const show = (next: ToastEvent) => setToast(next);
    client.events.on('toast', show);
    return () => void client.events.off('toast', show);
  }, [client]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const text = toast ? (toast.messageKey ? t(toast.messageKey, toast.params) : toast.message) : '';
  return (
    <div aria-live="assertive" role="status" style={{ position: 'fixed', insetBlockEnd: 'calc(24px + env(safe-area-inset-bottom, 0px))', insetInline: 0, display: 'flex', justifyContent: 'center', pointerEvents: 'none', zIndex: 1000 }}>
      {toast && text ? (
        <div
          data-kind={toast.kind}
          style={{
            background: toast.kind === 'error' ? '#8f1d2c' : toast.kind === 'success' ? '#1f6b3a' : '#14183a',
            color: '#fff', padding: '0.75rem 1.25rem', borderRadius: 8, boxShadow: '0 6px 24px rgba(0,0,0,.25)', maxInlineSize: '90vw',
          }}
        >
          {text}
        </div>
      ) : null}
    </div>
  );
}
