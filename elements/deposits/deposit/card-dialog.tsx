import { ConfirmDialog } from '../../base/confirm-dialog';
import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
import { CardForm, type NewCardData } from './card-form';
import { CvvForm } from './cvv-form';
import type { CardChoice } from './deposit-flow-state';

export interface CardDialogProps {
  /** The form that is open, or none. */
  choice: CardChoice | null;
  /** Minor units, shown on the Pay button. */
  amount: number;
  /** The player's real name, else the user name (SPEC §3). */
  holderName: string;
  busy: boolean;
  /** The last failure in words. */
  error: string | null;
  /** "Leave the card form?" is asked. */
  leaving: boolean;
  /** "This card is on another account: replace and pay?" is asked. */
  askingReplace: boolean;
  onPay: (details: { kind: 'new'; card: NewCardData } | { kind: 'saved'; cvv: string }) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** A refused form, with the translation key of its first refused field (for analytics). */
  onInvalid: (card: 'new' | 'saved', reason: string) => void;
  /** The close button, Escape or the backdrop. */
  onClose: () => void;
  onLeave: () => void;
  onStay: () => void;
  onReplace: () => void;
  onKeep: () => void;
}

/**
 * The card dialog of the card step: the new-card form (SPEC §5) or a saved card's CVV form, and the
 * two questions asked over it: leaving a form with card data typed, and replacing a card saved on
 * another account (420550 `checkError`).
 */
export function CardDialog({ choice, amount, holderName, busy, error, leaving, askingReplace, onPay, onDirtyChange, onInvalid, onClose, onLeave, onStay, onReplace, onKeep }: CardDialogProps) {
  const t = useT();
  return (
    <>
      {choice ? (
        <Dialog open title={t(choice.kind === 'new' ? 'deposit.card.title' : 'deposit.cvv.title')} onClose={onClose} closable={!busy}>
          {choice.kind === 'new' ? (
            <CardForm
              amount={amount}
              holderName={holderName}
              busy={busy}
              error={error}
              onPay={(card) => onPay({ kind: 'new', card })}
              onDirtyChange={onDirtyChange}
              onInvalid={(reason) => onInvalid('new', reason)}
            />
          ) : (
            <CvvForm
              card={choice.card}
              amount={amount}
              busy={busy}
              error={error}
              onPay={(cvv) => onPay({ kind: 'saved', cvv })}
              onDirtyChange={onDirtyChange}
              onInvalid={(reason) => onInvalid('saved', reason)}
            />
          )}
        </Dialog>
      ) : null}
      <ConfirmDialog open={leaving} titleKey="deposit.leave.title" bodyKey="deposit.leave.body" confirmKey="deposit.leave.leave" cancelKey="deposit.leave.stay" onConfirm={onLeave} onCancel={onStay} />
      <ConfirmDialog
        open={askingReplace}
        titleKey="deposit.existing.title"
        bodyKey="deposit.existing.body"
        confirmKey="deposit.existing.replace"
        cancelKey="deposit.existing.cancel"
        busy={busy}
        onConfirm={onReplace}
        onCancel={onKeep}
      />
    </>
  );
}
