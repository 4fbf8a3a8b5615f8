import { formatMoney, type SavedCard } from '../../../sdk';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { FormError } from '../../forms/form-error';
import type { CardChoice } from './deposit-flow-state';
import { SavedCards } from './saved-cards';

export interface CardStepProps {
  /** Minor units of the deposit opened. */
  amount: number;
  cards: readonly SavedCard[];
  busy: boolean;
  /** The last failure in words, shown here while no card dialog is open. */
  error: string | null;
  onChangeAmount: () => void;
  onChoose: (choice: CardChoice) => void;
}

/**
 * The card step of a deposit opened (SPEC §3): the amount with 'Change amount', the player's saved
 * cards (choosing one asks for its CVV) and 'Pay with a new card'.
 */
export function CardStep({ amount, cards, busy, error, onChangeAmount, onChoose }: CardStepProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="nl-card" part="payment">
      <div className="pay-summary">
        <span>
          <TransText k="deposit.pay.summary" values={{ amount: <Ltr className="pay-amount">{formatMoney(amount, language)}</Ltr> }} />
        </span>
        <button type="button" className="nl-link link-button" disabled={busy} onClick={onChangeAmount}>
          {t('deposit.pay.changeAmount')}
        </button>
      </div>
      <h2 className="nl-card-title">{t('deposit.cards.title')}</h2>
      <SavedCards cards={cards} disabled={busy} onChoose={(card) => onChoose({ kind: 'saved', card })} />
      <button type="button" className="nl-button nl-button-primary new-card" disabled={busy} onClick={() => onChoose({ kind: 'new' })}>
        {t('deposit.cards.newCard')}
      </button>
      <FormError message={error} />
    </div>
  );
}
