import type { GameKey } from '../../../sdk';
import { createElementClass, type ElementOptions, type NlElement, type NlElementConstructor } from '../../base/define-element';
import type { PlayProps } from '../play/play-game';
import { gameBetSlip } from './game-bet-slip';
import { gameElementName, type GameElementName } from './game-extensions';

/** Attribute `demo`: pick and price without buying; `plan`: a plan link to start with (Buy Again). The same for every game. */
export const GAME_ELEMENT_OPTIONS: ElementOptions<PlayProps> = { props: { demo: 'boolean', plan: 'string' } };

/** The element of a draw game, e.g. `<nl-pick3>`. */
export interface NlGameElement extends NlElement {
  /** Demo mode: nothing is bought. */
  demo: boolean | undefined;
  /** A plan link (`?plan=` of Buy Again, `encodePlan`) the bet slip starts with; ignored with a toast when the rules refuse it. */
  plan: string | undefined;
}

/** Every game element's tag, e.g. `nl-pick3`. */
export type GameElementTag = `nl-${GameElementName}`;

declare global {
  interface HTMLElementTagNameMap extends Record<GameElementTag, NlGameElement> {}
}

/**
 * A game's tag: `nl-` and its element name.
 *
 * @example gameElementTag('luckyday') // 'nl-lucky-day'
 */
export function gameElementTag(key: GameKey): GameElementTag {
  return `nl-${gameElementName(key)}`;
}

/**
 * The class of a game's element: the one game element, set to this entry of the game catalogue
 * (its bet slip, plus what `GAME_EXTENSIONS` adds for it). Not registered; `defineGameElement`
 * registers it. The same class each time for a game. Its events and CSS parts are listed here for
 * `custom-elements.json` (`npm run generate`); an extension's parts are documented on its
 * component (`@csspart` in its JSDoc).
 *
 * @fires nl-order-placed - a purchase was placed; `detail`: lotteryType, orderIds, amount
 * @fires nl-navigate-request - login (with the return path) for a guest, deposit, verification, home after a sales suspension, orders
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart play - The bet slip.
 * @csspart play-head - The game's icon, name, info button and countdown.
 * @csspart countdown - The countdown to sales close; `data-state` is loading, open, closed, none or error.
 * @csspart sale-state - The notice of a game not on sale (660004): `data-sale-state` is pendingSale, salesSuspended or notAvailable.
 * @csspart draw-outcome - A per-minute game's draw that just landed: number, result and the player's outcome; `data-state` is drawing, late or drawn, `data-mine` won, lost, noTicket, guest, checking or later.
 * @csspart demo - The notice shown in demo mode.
 * @csspart linked-plan - The notice that my plan was filled from a Buy Again link.
 * @csspart play-types - The play types to choose from (when the game has several).
 * @csspart pools - The number grids of the current line.
 * @csspart number-grid - One grid of numbers (or one digit row of Pick 3/4).
 * @csspart pool - One labelled row of the slip (1st digit, Day numbers, Diamond) with its grid.
 * @csspart line-status - What the current line still needs ('Please Select {num} Numbers'), or its entries.
 * @csspart plan - My plan: the added lines, each with Delete.
 * @csspart order - Consecutive draws, the total and Buy.
 * @csspart draws - The consecutive-draws stepper (1 to 20).
 * @csspart buy - The Buy button.
 * @csspart buy-error - A failed purchase with Try again (same idempotency keys).
 * @csspart success - The placed order's ticket.
 * @csspart success-loading - The ticket's place while its code loads.
 * @csspart ticket-countdown - The ticket's live countdown to the first draw, then that the draw is taking place; `data-state` is counting or drawing.
 * @csspart success-countdown - The seconds until the ticket returns to the bet slip (SPEC §2 success panel).
 * @csspart ticket-facts - The ticket's game, order id, lines, first and last draw, draws and total.
 * @csspart game-info - The game info dialog's content: icon, top prize, price range, Play demo, Play now.
 * @csspart dialog - A dialog: game info, delete confirmation, insufficient funds, sales suspension, KYC.
 * @example customElements.define('my-pick3', gameElementClass('pick3'));
 */
export function gameElementClass(key: GameKey): NlElementConstructor {
  return createElementClass(gameBetSlip(key), GAME_ELEMENT_OPTIONS);
}
