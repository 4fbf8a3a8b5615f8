import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from './hooks';
import { CloseIcon } from './icons';
import { activeElementOf, focusableIn } from './focus';

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
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in on open, Tab stays inside, Escape or the backdrop closes it, and
 * focus returns to what was focused before (usually the button that opened it).
 */
export function Dialog({ open, title, onClose, placement = 'center', closable = true, children }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !panelRef.current) return;
    const panel = panelRef.current;
    const opener = activeElementOf(panel);
    (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

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
    <div className={`nl-dialog-backdrop nl-dialog-${placement}`} onClick={(event) => closable && event.target === event.currentTarget && onClose()}>
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
