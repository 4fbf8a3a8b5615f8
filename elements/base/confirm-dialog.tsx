import { Dialog } from './dialog';
import { useT } from './hooks';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translation key of the question, the dialog's title. */
  titleKey: string;
  /** Translation key of the sentence under it. */
  bodyKey: string;
  /** Translation key of the button that goes ahead. */
  confirmKey: string;
  /** Translation key of the button that keeps things as they are. */
  cancelKey: string;
  /** While the answer is being acted on: both buttons and the close button are disabled. Default false. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, the close button, Escape and the backdrop. */
  onCancel: () => void;
}

/**
 * A question with two answers on the shared modal (focus trapped and given back), for example
 * "Leave the card form?" with Stay and Leave. Its wrapper is the element's `confirm` part and
 * names the question in `data-dialog`.
 *
 * @example <ConfirmDialog open={leaving} titleKey="deposit.leave.title" bodyKey="deposit.leave.body" confirmKey="deposit.leave.leave" cancelKey="deposit.leave.stay" onConfirm={leave} onCancel={stay} />
 */
export function ConfirmDialog({ open, titleKey, bodyKey, confirmKey, cancelKey, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  if (!open) return null;
  return (
    <div className="nl-confirm" part="confirm" data-dialog={titleKey}>
      <Dialog open title={t(titleKey)} onClose={onCancel} closable={!busy}>
        <p className="nl-confirm-body">{t(bodyKey)}</p>
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-secondary" disabled={busy} onClick={onCancel}>
            {t(cancelKey)}
          </button>
          <button type="button" className="nl-button nl-button-primary" disabled={busy} onClick={onConfirm}>
            {t(confirmKey)}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
