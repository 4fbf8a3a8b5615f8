import { useState, type CSSProperties } from 'react';
import type { GameApp } from '../../../sdk';
import { formatMoney } from '../../../sdk';
import { readableTextColour } from '../../base/contrast';
import { emit } from '../../base/emit';
import { useHost, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { requestNavigation } from '../../base/navigate';
import { TransText } from '../../base/trans-text';
import { gameAppName } from '../game-name';
import { GameInfoDialog } from './game-info-dialog';

/** appMarkType → tag (SPEC §2: 1 hot, 2 new). */
const TAGS: Partial<Record<GameApp['appMarkType'], 'hot' | 'new'>> = { 1: 'hot', 2: 'new' };

/**
 * One game: icon, name, hot or new tag, minimum price and the win-up-to banner. A click emits
 * `nl-game-select` ({ appKey, appPath }); unless the host cancels it, a draw game's card then
 * asks to navigate to the game's page, and an instant game's (scratch card, e-instant) opens its
 * game info dialog (SPEC §2: top prize, price range, Play demo, Play now).
 */
export function GameCard({ app }: { app: GameApp }) {
  const t = useT();
  const language = useLanguage();
  const host = useHost();
  const tag = TAGS[app.appMarkType];
  const [info, setInfo] = useState(false);
  const select = () => {
    if (emit(host, 'nl-game-select', { appKey: app.appKey, appPath: app.appPath }).defaultPrevented) return;
    if (app.category === 'lottery') requestNavigation(host, app.appPath);
    else setInfo(true);
  };
  // The server's colours style the name strip; the theme's stay the fallback. A brand colour too
  // light for the server's text colour (white on gold) gets black text instead (WCAG AA).
  const titleColour = app.titleBgColor && app.fontColor ? readableTextColour(app.titleBgColor, app.fontColor) : app.fontColor;
  const style = { '--nl-card-title-bg': app.titleBgColor || undefined, '--nl-card-title-fg': titleColour || undefined } as CSSProperties;
  return (
    <>
      <button type="button" className="nl-card" part="card" data-app-key={app.appKey} onClick={select} style={style} aria-haspopup={app.category === 'lottery' ? undefined : 'dialog'}>
        <span className="card-media">
          <img src={app.iconUrl} alt="" loading="lazy" />
          {tag ? <span className={`card-tag card-tag-${tag}`}>{t(`games.tag.${tag}`)}</span> : null}
          {app.maxPrizeAmount > 0 ? (
            <span className="card-banner">
              <TransText k="games.card.winUpTo" values={{ amount: <Ltr>{formatMoney(app.maxPrizeAmount, language)}</Ltr> }} />
            </span>
          ) : null}
        </span>
        <span className="card-body">
          <span className="card-name">{gameAppName(app, t)}</span>
          <span className="card-price">
            <TransText k="games.card.minPrice" values={{ price: <Ltr>{formatMoney(app.minOrderAmount, language)}</Ltr> }} />
          </span>
        </span>
      </button>
      {app.category === 'lottery' ? null : <GameInfoDialog app={app} open={info} onClose={() => setInfo(false)} />}
    </>
  );
}
