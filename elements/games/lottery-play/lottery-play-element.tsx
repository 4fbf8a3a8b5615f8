/**
 * `<nl-lottery-play>` in one file, the component and its element module together, as a small element
 * may be (`<name>-element.tsx`).
 */
import { useState } from 'react';
import { GAMES, formatMoney, type GameDefinition } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { useNavigate } from '../../base/use-navigate';
import { GameIcon } from '../play/game-icon';
import { GameInfoDialog } from '../play/game-info-dialog';
import { PLAY_STYLES } from '../play/play-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-lottery-play>` (none). */
export type LotteryPlayProps = Record<string, never>;

const LIST_STYLES = `
.games { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
.game { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; align-items: center; padding: 12px; border: 1px solid rgba(127,127,127,.35); border-radius: 12px; }
.game h2 { margin: 0; font-size: 1.05rem; }
.game p { margin: 0; grid-column: 1 / -1; }
.game .nl-actions { grid-column: 1 / -1; }
`;

/** The play page of a game: /lottery/{key}. */
const playPath = (game: GameDefinition) => routePath('game', { name: game.key });

/**
 * /lottery/play (SPEC §2 LotteryPlay): every draw game of the catalogue with its price and top
 * prize, a link to its bet slip, and its game info dialog (Play demo, Play now).
 *
 * @example <nl-lottery-play></nl-lottery-play>
 */
export function LotteryPlay() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [info, setInfo] = useState<GameDefinition | null>(null);
  return (
    <section className="lottery-play" part="games" aria-labelledby="games-title">
      <ElementStyles css={PLAY_STYLES + LIST_STYLES} />
      <h1 id="games-title">{t('play.list.title')}</h1>
      <ul className="games">
        {GAMES.map((game) => (
          <li key={game.key} className="game" part="game">
            <GameIcon game={game} />
            <h2>{t(`games.${game.key}.name`)}</h2>
            <p>
              {t('play.list.price')} <Ltr>{formatMoney(game.price, language)}</Ltr> · {t('play.list.winUpTo')} <Ltr>{formatMoney(game.topPrize, language)}</Ltr>
            </p>
            <div className="nl-actions">
              <button type="button" className="nl-button nl-button-ghost" onClick={() => setInfo(game)}>
                {t('play.info.open')}
              </button>
              <NavLink path={playPath(game)} className="nl-button nl-button-primary">
                {t('play.list.play')}
              </NavLink>
            </div>
          </li>
        ))}
      </ul>
      {info ? (
        <GameInfoDialog game={info} open onClose={() => setInfo(null)}
          onDemo={() => navigate(`${playPath(info)}?demo=1`)} onPlay={() => navigate(playPath(info))} />
      ) : null}
    </section>
  );
}

/** Tag name of the list of draw games (/lottery/play). */
export const LOTTERY_PLAY_TAG = 'nl-lottery-play';

/** No attributes. */
export const lotteryPlayElementOptions: ElementOptions<LotteryPlayProps> = {};

/** The `<nl-lottery-play>` element. */
export type NlLotteryPlayElement = NlElement;

/**
 * Class of `<nl-lottery-play>`: every draw game with its price, top prize, info dialog and a link
 * to its bet slip. Its events and CSS parts are listed here for `custom-elements.json`.
 *
 * @fires nl-navigate-request - a game's bet slip (Play, Play now) or its demo (Play demo)
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart games - The list of games.
 * @csspart game - One game: icon, name, price, top prize, Game info and Play.
 * @csspart game-info - The game info dialog's content: icon, top prize, price range, Play demo, Play now.
 * @csspart dialog - The game info dialog.
 */
export const NlLotteryPlay = /* @__PURE__ */ createElementClass(LotteryPlay, lotteryPlayElementOptions);

/**
 * Registers <nl-lottery-play>; safe to call again. Returns its class. The build's
 * `elements/games/lottery-play/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineLotteryPlay() {
  return defineElement(LOTTERY_PLAY_TAG, LotteryPlay, lotteryPlayElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-lottery-play': NlLotteryPlayElement;
  }
}
