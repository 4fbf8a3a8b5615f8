import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from './hooks';
import { CloseIcon } from './icons';
import { activeElementOf, focusableIn, focusPageHeading, isInert } from './focus';
import { inertOutside } from './inert-outside';
import { useModalTurn } from './modal-turn';

export interface DialogProps {
  open: boolean;
  /** Title shown in the dialog and used as its accessible name. */
  title: string;
  onClose: () => void;
  /** `center`: a centred card; `side`: a panel from the inline-start edge (mirrors in Arabic). */
  placement?: 'center' | 'side';
  /**
   * Whether the player may dismiss the dialog (close button, Escape, backdrop). Default true;
   * false for dialogs that demand an answer (a forced terms update, a failed KYC from login).
   */
  closable?: boolean;
  /**
   * For a dialog that opens by itself (after login, from a check): its place in the page's queue
   * (`MODAL_TURN`), so it waits until the dialogs before it have closed. Without it the dialog
   * answers a click and shows at once.
   */
  turn?: number;
  children: ReactNode;
}

/**
 * A modal dialog: shown when its turn comes (`turn`), focus moves in on open, Tab stays inside, the
 * page behind is inert, Escape or the backdrop closes it, and focus returns to what was focused
 * before (usually the button that opened it), or to the page's heading when that is gone.
 *
 * @example <Dialog open={asking} title={t('play.plan.confirmTitle')} onClose={() => setAsking(false)}>…</Dialog>
 */
export function Dialog({ open, title, onClose, placement = 'center', closable = true, turn, children }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const myTurn = useModalTurn(turn ?? 0, open && turn !== undefined ? 'open' : 'none');
  const shown = open && (turn === undefined || myTurn);

  useEffect(() => {
    if (!shown || !panelRef.current || !backdropRef.current) return;
    const panel = panelRef.current;
    const opener = activeElementOf(panel);
    const undoInert = inertOutside(backdropRef.current);
    (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      undoInert();
      const doc = panel.ownerDocument;
      // Back to the opener while it is still there to use; a dialog nothing opened (after login),
      // or whose opener went with it, leaves the player at the page's heading, never on <body>.
      // After the other cleanups of this commit: a parent's own inert marks (the age gate's) are
      // undone only after this one.
      queueMicrotask(() => {
        if (opener && opener !== doc.body && opener.isConnected && !isInert(opener)) opener.focus();
        else focusPageHeading(doc);
      });
    };
  }, [shown]);

  if (!shown) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closable) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = activeElementOf(panelRef.current);
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={backdropRef} className={`nl-dialog-backdrop nl-dialog-${placement}`} onClick={(event) => closable && event.target === event.currentTarget && onClose()}>
      <div ref={panelRef} className="nl-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} part="dialog">
        <div className="nl-dialog-head">
          <h2 id={titleId} className="nl-dialog-title">
            {title}
          </h2>
          {closable ? (
            <button type="button" className="nl-icon-button" aria-label={t('common.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="nl-dialog-body">{children}</div>
      </div>
    </div>
  );
}
