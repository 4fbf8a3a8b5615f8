import type { GameApp } from '../../../sdk';
import { formatMoney } from '../../../sdk';
import { loginPath } from '../../../sdk/routes';
import { Dialog } from '../../base/dialog';
import { useClient, useHost, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { requestNavigation } from '../../base/navigate';
import { TransText } from '../../base/trans-text';
import { gameAppName } from '../game-name';

/**
 * Where Play now (or Play demo) leads: the game's path, or the login page with the game as its
 * return path when the game asks for a login (SPEC §6: loginStatus 1, demoLoginStatus 1 for the
 * demo) and the player is a guest.
 *
 * @example playPath('/lottery/e-instants/pearl-diver', 1, false) // '/account/login?redirect=%2Flottery%2Fe-instants%2Fpearl-diver'
 */
export function playPath(path: string, loginStatus: 0 | 1, loggedIn: boolean): string {
  return loginStatus === 1 && !loggedIn ? loginPath(path) : path;
}

/**
 * The game info dialog of an instant game (SPEC §2): its icon, name, top prize and price range,
 * Play demo (when the game has a demo) and Play now, each gated by its login status.
 */
export function GameInfoDialog({ app, open, onClose }: { app: GameApp; open: boolean; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const host = useHost();
  const loggedIn = Boolean(useStore(useClient().stores.userInfo)?.sessionToken);
  const name = gameAppName(app, t);
  const money = (minor: number) => <Ltr>{formatMoney(minor, language)}</Ltr>;
  const go = (path: string) => {
    onClose();
    requestNavigation(host, path);
  };
  return (
    <Dialog open={open} title={name} onClose={onClose}>
      <div className="game-info" part="game-info" data-app-key={app.appKey}>
        <img className="game-info-icon" src={app.iconUrl} alt="" />
        <dl className="game-info-facts">
          {app.maxPrizeAmount > 0 ? (
            <div>
              <dt>{t('games.info.topPrize')}</dt>
              <dd className="game-info-top-prize">{money(app.maxPrizeAmount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('games.info.price')}</dt>
            <dd className="game-info-price">
              {app.maxOrderAmount > app.minOrderAmount ? (
                <TransText k="games.info.priceRange" values={{ min: money(app.minOrderAmount), max: money(app.maxOrderAmount) }} />
              ) : (
                money(app.minOrderAmount)
              )}
            </dd>
          </div>
        </dl>
        {!loggedIn && (app.loginStatus === 1 || (app.demoUrl && app.demoLoginStatus === 1)) ? <p className="game-info-note">{t('games.info.loginNeeded')}</p> : null}
        <div className="nl-actions game-info-actions">
          {app.demoUrl ? (
            <button type="button" className="nl-button nl-button-secondary game-info-demo" onClick={() => go(playPath(app.demoUrl!, app.demoLoginStatus, loggedIn))}>
              {t('games.info.playDemo')}
            </button>
          ) : null}
          <button type="button" className="nl-button nl-button-primary game-info-play" onClick={() => go(playPath(app.appPath, app.loginStatus, loggedIn))}>
            {t('games.info.playNow')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Styles of the game info dialog, with the card's. */
export const GAME_INFO_STYLES = /* css */ `
.game-info { display: grid; gap: 1rem; justify-items: center; text-align: center; }
.game-info-icon { inline-size: 96px; block-size: 96px; border-radius: var(--_nl-radius); object-fit: cover; background: var(--_nl-primary); }
.game-info-facts { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem 2rem; margin: 0; }
.game-info-facts div { display: grid; gap: 0.15rem; }
.game-info-facts dt { color: var(--_nl-muted); font-size: 0.85rem; }
.game-info-facts dd { margin: 0; font-weight: 800; font-size: 1.15rem; color: var(--_nl-primary); }
.game-info-note { margin: 0; color: var(--_nl-muted); font-size: 0.9rem; }
.game-info-actions { inline-size: 100%; justify-content: center; }
.game-info-actions .nl-button { flex: 1 1 9rem; }
`;
