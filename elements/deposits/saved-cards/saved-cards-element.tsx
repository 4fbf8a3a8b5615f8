import { useState } from 'react';
import type { SavedCard } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { ConfirmDialog } from '../../base/confirm-dialog';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ElementStyles } from '../../base/element-styles';

/** Tag name of `<nl-saved-cards>`. */
export const SAVED_CARDS_TAG = 'nl-saved-cards';

/** `<nl-saved-cards>` takes no attributes. */
export type SavedCardsProps = Record<string, never>;

/**
 * The player's bank cards (SPEC §2 bindBankCard, §3 saved card: icon, holder, masked number):
 * each saved card with its expiry and whether it can still be used (blocked or expired cards,
 * SPEC §5), Remove with a confirmation (420543, which removes only the player's own card), and
 * the way to add one: a card is saved by the acquirer when the player pays a deposit with it.
 * Loading, empty and error states; every text in both languages.
 *
 * @example <nl-saved-cards></nl-saved-cards>
 */
export function SavedCards() {
  const client = useClient();
  const t = useT();
  const options = useCommand('depositOptions', {}, { hideToast: true });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const remove = async () => {
    if (!asking) return;
    setBusy(true);
    setFailed(false);
    // An id the command refuses (never one the server listed) counts as a failed removal.
    const result = await client.call('removeSavedCard', { bankCardId: asking.bankCardId }, { hideToast: true }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setFailed(true);
      setAsking(null);
      return;
    }
    // `removed: false` means the card was already gone (removed in another tab): the list drops it too.
    setRemoved((ids) => new Set([...ids, asking.bankCardId]));
    setAsking(null);
    client.events.emit('toast', { kind: 'success', messageKey: 'savedCards.removed' });
  };

  let body;
  if (options.status === 'loading') body = <Skeleton count={2} shape="nl-skeleton-row" />;
  else if (options.status === 'error') body = <ErrorState messageKey="savedCards.loadError" onRetry={options.retry} />;
  else {
    const cards = options.data.cards.filter((card) => !removed.has(card.bankCardId));
    body = cards.length ? (
      <ul className="cards" part="list">
        {cards.map((card) => (
          <li key={card.bankCardId} className="card" part="card" data-usable={card.usable ? 'true' : 'false'}>
            <div className="card-text">
              <span className="card-brand">{card.brand.toUpperCase()}</span>
              <Ltr className="card-number">{card.ambiguousAccountNumber}</Ltr>
              <span className="card-holder">{card.holderName}</span>
              <span className="card-expiry">
                {t('savedCards.expires')} <Ltr>{card.expireDate}</Ltr>
              </span>
              {card.usable ? null : <span className="card-unusable">{t('savedCards.unusable')}</span>}
            </div>
            <button
              type="button"
              className="nl-button nl-button-secondary"
              aria-label={t('savedCards.removeCard', { number: card.ambiguousAccountNumber.slice(-4) })}
              onClick={() => setAsking(card)}
            >
              {t('savedCards.remove')}
            </button>
          </li>
        ))}
      </ul>
    ) : (
      <EmptyState messageKey="savedCards.empty" />
    );
  }

  return (
    <>
      <ElementStyles css={SAVED_CARDS_STYLES} />
      <section className="saved-cards" part="page" aria-labelledby="saved-cards-title">
        <h1 id="saved-cards-title">{t('savedCards.title')}</h1>
        <p className="intro">{t('savedCards.intro')}</p>
        {failed ? (
          <p className="remove-error" role="alert" part="remove-error">
            {t('savedCards.removeFailed')}
          </p>
        ) : null}
        {body}
        <NavLink path={routePath('deposit')} className="nl-button nl-button-primary add-card">
          {t('savedCards.add')}
        </NavLink>
      </section>
      <ConfirmDialog
        open={asking !== null}
        titleKey="savedCards.confirm.title"
        bodyKey="savedCards.confirm.body"
        confirmKey="savedCards.confirm.remove"
        cancelKey="savedCards.confirm.keep"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

const SAVED_CARDS_STYLES = /* css */ `
.saved-cards { display: grid; gap: 1rem; max-inline-size: 40rem; margin-inline: auto; padding: 1rem; }
.saved-cards h1 { margin: 0; font-size: 1.5rem; }
.intro { margin: 0; color: var(--_nl-muted); }
.cards { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.card {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem;
  padding: 1rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small); background: var(--_nl-surface);
}
.card[data-usable="false"] { background: var(--_nl-surface-alt); }
.card-text { display: grid; gap: 0.25rem; min-inline-size: 0; }
.card-brand { font-weight: 700; }
.card-number { font-variant-numeric: tabular-nums; }
.card-holder, .card-expiry { color: var(--_nl-muted); font-size: 0.9rem; }
.card-unusable { justify-self: start; color: var(--_nl-danger); font-weight: 700; }
.remove-error { margin: 0; color: var(--_nl-danger); }
.add-card { justify-self: start; text-decoration: none; }
`;

/** Options of `<nl-saved-cards>`: none. */
export const savedCardsElementOptions: ElementOptions<SavedCardsProps> = {};

/** The `<nl-saved-cards>` element. */
export type NlSavedCardsElement = NlElement;

/**
 * Class of `<nl-saved-cards>`: the player's saved bank cards, with Remove. Its events and CSS
 * parts are listed here for `custom-elements.json`.
 *
 * @fires nl-navigate-request - Add a card (the deposit page)
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page.
 * @csspart list - The saved cards.
 * @csspart card - One saved card.
 * @csspart remove-error - The message shown when a card could not be removed.
 * @csspart confirm - The wrapper of the dialog asking to confirm the removal.
 * @csspart dialog - The confirmation dialog.
 * @csspart error - The message shown when the cards could not be loaded, with Retry.
 * @csspart empty - The message shown when the player has no saved card.
 */
export const NlSavedCards = /* @__PURE__ */ createElementClass(SavedCards, savedCardsElementOptions);

/** Registers <nl-saved-cards>; safe to call again. Returns its class. */
export function defineSavedCards() {
  return defineElement(SAVED_CARDS_TAG, SavedCards, savedCardsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-saved-cards': NlSavedCardsElement;
  }
}
