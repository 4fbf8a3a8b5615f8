import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useHost, useT } from '../../base/hooks';
import { CloseIcon } from '../../base/icons';
import { activeElementOf } from '../../base/focus';
import type { FrameContent } from './deposit-flow';
import { hostWindow } from './host-window';

/** `data.type` of the message the finish page posts to the page holding the payment frame. */
export const PAYMENT_FINISHED_MESSAGE = 'nl-deposit-payment-finished';

/**
 * Sandbox of HTML written into the frame: its scripts and forms run (an acquirer's page usually
 * posts itself on), but without `allow-same-origin` it gets an opaque origin and cannot reach this
 * site's storage or the page around it.
 */
export const HTML_SANDBOX = 'allow-forms allow-scripts';
/** Sandbox of the acquirer's page opened by address: its own origin, no top navigation or popups. */
export const URL_SANDBOX = 'allow-forms allow-scripts allow-same-origin';

/**
 * The full-screen payment frame of SPEC §2: the acquirer's 3-D Secure page by address, or the
 * HTML it sent written in with `srcdoc` (SPEC §4). It closes when the deposit's status is known
 * (the parent decides) or when the finish page on this site's origin posts that the payment step
 * is over; a message from any other origin or window is ignored.
 */
export function PaymentFrame({ content, onClose, onFinished }: { content: FrameContent; onClose: () => void; onFinished: () => void }) {
  const t = useT();
  const host = useHost();
  const titleId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    const opener = closeRef.current ? activeElementOf(closeRef.current) : null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const view = hostWindow(host);
    if (!view) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== view.location.origin) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (frameWindow && event.source !== frameWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PAYMENT_FINISHED_MESSAGE) finished.current();
    };
    view.addEventListener('message', onMessage);
    return () => view.removeEventListener('message', onMessage);
  }, [host]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="payment-frame" part="payment-frame" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-content={content.kind}>
      <div className="payment-frame-bar">
        <h2 id={titleId} className="payment-frame-title">
          {t('deposit.frame.title')}
        </h2>
        <button ref={closeRef} type="button" className="nl-icon-button" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {content.kind === 'url' ? (
        <iframe ref={frameRef} className="payment-frame-page" title={t('deposit.frame.pageTitle')} src={content.url} sandbox={URL_SANDBOX} referrerPolicy="no-referrer" />
      ) : (
        <iframe ref={frameRef} className="payment-frame-page" title={t('deposit.frame.pageTitle')} srcDoc={content.html} sandbox={HTML_SANDBOX} />
      )}
    </div>
  );
}

/**
 * Run by the finish page when it loads inside the payment frame of a page on the same origin:
 * tells that page the payment step is over. Returns true when it did.
 *
 * @example if (reportPaymentFinished(window, gatewayId)) showReturning();
 */
export function reportPaymentFinished(view: Window, gatewayId: string | null): boolean {
  if (!view.parent || view.parent === view) return false;
  try {
    view.parent.postMessage({ type: PAYMENT_FINISHED_MESSAGE, gatewayId }, view.location.origin);
    return true;
  } catch {
    return false;
  }
}
