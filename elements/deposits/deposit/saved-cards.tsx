import type { SavedCard } from '../../../sdk';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { EmptyState } from '../../base/state-message';
import { brandName, CardIcon } from './card-icon';

/** A saved card as the player recognises it: icon, holder, masked number and expiry (SPEC §3). */
export function SavedCardSummary({ card }: { card: SavedCard }) {
  const t = useT();
  return (
    <span className="saved-card-summary">
      <CardIcon brand={card.brand} />
      <span className="saved-card-text">
        <span className="saved-card-number">
          {brandName(card.brand) ? <span className="nl-visually-hidden">{brandName(card.brand)} </span> : null}
          <Ltr>{card.ambiguousAccountNumber}</Ltr>
        </span>
        <span className="saved-card-holder">{card.holderName}</span>
        <span className="saved-card-expiry">
          {t('deposit.cards.expires')} <Ltr>{card.expireDate}</Ltr>
        </span>
      </span>
    </span>
  );
}

/**
 * The player's saved cards: choosing one asks for its CVV only. A card that can no longer be used
 * (blocked or expired) is shown but cannot be chosen. Without cards, an empty state.
 */
export function SavedCards({ cards, disabled, onChoose }: { cards: readonly SavedCard[]; disabled: boolean; onChoose: (card: SavedCard) => void }) {
  const t = useT();
  if (cards.length === 0) return <EmptyState messageKey="deposit.cards.empty" />;
  return (
    <ul className="saved-cards" part="cards">
      {cards.map((card) => (
        <li key={card.bankCardId}>
          <button type="button" className="saved-card" disabled={disabled || !card.usable} data-usable={card.usable ? 'true' : 'false'} onClick={() => onChoose(card)}>
            <SavedCardSummary card={card} />
            {card.usable ? null : <span className="saved-card-unusable">{t('deposit.cards.unusable')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
