import { formatMoney, type GameDefinition } from '../../../sdk';
import { rulesOf } from '../../../sdk/games';
import { Dialog } from '../../base/dialog';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { GameIcon } from './game-icon';
import { scheduleText } from '../schedule-text';

/**
 * The lowest and highest price of one line: one entry at the smallest multiple for one draw, up to
 * the largest multiple for the most draws one order may buy (SPEC §2 game info "price range").
 *
 * @example priceRange(gameByKey('octaluck')!) // { min: 200, max: 200_000 }
 */
export function priceRange(game: GameDefinition): { min: number; max: number } {
  const rules = rulesOf(game);
  return { min: game.price * rules.multiples[0]!, max: game.price * Math.max(...rules.multiples) * rules.maxDrawsPerOrder };
}

export interface GameInfoDialogProps {
  game: GameDefinition;
  open: boolean;
  onClose: () => void;
  /** Play demo: pick and price without buying. */
  onDemo: () => void;
  /** Play now: the real bet slip. */
  onPlay: () => void;
}

/** SPEC §2 game info dialog: icon, name, top prize, when it draws (exactly), price range, Play demo and Play now. */
export function GameInfoDialog({ game, open, onClose, onDemo, onPlay }: GameInfoDialogProps) {
  const t = useT();
  const language = useLanguage();
  const range = priceRange(game);
  return (
    <Dialog open={open} title={t(`games.${game.key}.name`)} onClose={onClose}>
      <div className="game-info" part="game-info">
        <GameIcon game={game} />
        <dl className="facts">
          <div>
            <dt>{t('play.info.topPrize')}</dt>
            <dd>
              <Ltr>{formatMoney(game.topPrize, language)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('play.info.schedule')}</dt>
            <dd>{scheduleText(game.schedule, t, language)}</dd>
          </div>
          <div>
            <dt>{t('play.info.priceRange')}</dt>
            <dd>
              <Ltr>{`${formatMoney(range.min, language)} – ${formatMoney(range.max, language)}`}</Ltr>
            </dd>
          </div>
        </dl>
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={onDemo}>
            {t('play.info.playDemo')}
          </button>
          <button type="button" className="nl-button nl-button-primary" onClick={onPlay}>
            {t('play.info.playNow')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
