import { useCallback, useEffect, useState } from 'react';
import { formatMoney, newIdempotencyKey, type Commands, type ResponseOf, type ScratchCard as Card } from '../../../sdk';
import { OPEN_TO_PLAY } from '../../../sdk/commands/apps';
import { ratioPercent } from '../../../sdk/instant/prize-table';
import { loginPath, routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { useNavigate } from '../../base/use-navigate';
import { SCRATCH_CARD_STYLES } from './scratch-card-styles';
import { ScratchSurface } from './scratch-surface';
import { ElementStyles } from '../../base/element-styles';

type Step =
  | { name: 'idle' }
  | { name: 'buying' }
  | { name: 'card'; card: Card; revealing: boolean; cleared: boolean };

type App = ResponseOf<Commands['appInfo']>['app'];
type Game = ResponseOf<Commands['scratchGame']>;

/** The page of `<nl-scratch-card>` (./scratch-card.tsx documents it), loaded on demand. */
export function ScratchCardPage({ showKey }: { showKey?: string | undefined }) {
  const t = useT();
  const key = showKey ?? '';
  // Opened to play: a game whose sales are suspended answers 403000949, and the SDK shows the
  // sales-suspension dialog and goes home (SPEC §8).
  const info = useCommand('appInfo', key ? { showKey: key, openType: OPEN_TO_PLAY } : null, { hideToast: true });
  const game = useCommand('scratchGame', info.status === 'ready' ? { appKey: info.data.app.appKey } : null, { hideToast: true });
  return (
    <section className="nl-page scratch" part="page" aria-labelledby="scratch-title">
      {info.status === 'loading' || (info.status === 'ready' && game.status === 'loading') ? (
        <Skeleton count={3} shape="nl-skeleton-card" />
      ) : info.status === 'error' ? (
        <ErrorState messageKey="instant.scratch.error" onRetry={info.retry} />
      ) : game.status === 'error' ? (
        <ErrorState messageKey="instant.scratch.error" onRetry={game.retry} />
      ) : game.status === 'ready' ? (
        <ScratchGame app={info.data.app} onSale={info.data.onSale} game={game.data} />
      ) : (
        <p>{t('instant.scratch.error')}</p>
      )}
    </section>
  );
}

/** The game once loaded (./scratch-card.tsx says what it does): buy, scratch or reveal all, the outcome, the table and the pool. */
function ScratchGame({ app, onSale, game }: { app: App; onSale: boolean; game: Game }) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const navigate = useNavigate();
  const user = useStore(client.stores.userInfo);
  const loggedIn = Boolean(user?.sessionToken);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const money = (minor: number) => formatMoney(minor, language);
  // SPEC §4 "ticket unavailable": no pool on sale has a card left (a closed pool and none opened yet).
  const ticketOnSale = game.pools.some((p) => p.closedAt === null && p.sold < p.cardCount);

  // A card bought earlier and not scratched is continued (a reload, another device).
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void client.call('scratchCards', { appKey: app.appKey, state: 'unscratched', pageSize: 1 }, { hideToast: true }).then((r) => {
      const [card] = r.ok ? r.data.items : [];
      if (live && card) setStep((s) => (s.name === 'idle' ? { name: 'card', card, revealing: false, cleared: false } : s));
    });
    return () => {
      live = false;
    };
  }, [client, app.appKey, loggedIn]);

  const buy = async () => {
    if (!loggedIn) return navigate(loginPath(client.env.currentPath()));
    setStep({ name: 'buying' });
    setAnnouncement('');
    const result = await client.call('buyScratchCard', { appKey: app.appKey, amount: game.price, idempotencyKey: newIdempotencyKey() });
    void client.refreshBalance();
    if (!result.ok) return setStep({ name: 'idle' });
    setStep({ name: 'card', card: result.data.card, revealing: false, cleared: false });
    setAnnouncement(t('instant.scratch.bought', { number: result.data.card.cardNumber }));
  };

  const card = step.name === 'card' ? step.card : null;
  const reveal = useCallback(
    async (clear: boolean) => {
      if (!card) return;
      if (card.state === 'scratched') return setStep({ name: 'card', card, revealing: false, cleared: true });
      setStep({ name: 'card', card, revealing: true, cleared: clear });
      const result = await client.call('revealScratchCard', { cardId: card.cardId });
      if (!result.ok) return setStep({ name: 'card', card, revealing: false, cleared: false });
      const revealed = result.data.card;
      setStep((s) => ({ name: 'card', card: revealed, revealing: false, cleared: s.name === 'card' ? s.cleared || clear : clear }));
      if (revealed.prize! > 0) void client.refreshBalance();
    },
    [card, client],
  );

  const scratched = card?.state === 'scratched';
  const cleared = step.name === 'card' && step.cleared && scratched;
  // Announced once the whole outcome is visible (Reveal all, or enough scratched).
  useEffect(() => {
    if (!card || !cleared) return;
    setAnnouncement(card.prize! > 0 ? t('instant.scratch.won', { amount: money(card.prize!) }) : t('instant.scratch.noWin'));
    // Once per revealed card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card?.cardId, cleared]);

  const top = game.tiers.reduce((m, tier) => Math.max(m, tier.prize), 0);
  const rtp = ratioPercent({ numerator: BigInt(game.returnToPlayer.numerator), denominator: BigInt(game.returnToPlayer.denominator) });
  const pool = game.pools.find((p) => p.closedAt === null);
  const celebrate = cleared && card!.prize! > card!.amount;

  return (
    <>
      <ElementStyles css={SCRATCH_CARD_STYLES} />
      <header className="scratch-head" part="head">
        <img className="scratch-logo" src={app.lottoLogo} alt="" />
        <div>
          <h1 id="scratch-title">{app.appName}</h1>
          <p className="scratch-facts">
            <span>{t('instant.scratch.price')}: <Ltr>{money(game.price)}</Ltr></span>
            <span>{t('instant.scratch.topPrize')}: <Ltr>{money(top)}</Ltr></span>
          </p>
        </div>
      </header>

      <div className="scratch-play" part="play" data-state={card ? card.state : 'none'}>
        <div className="scratch-ticket" style={{ backgroundImage: `url(${app.viewBgImg})` }}>
          {card ? (
            <>
              <p className="scratch-number">
                {t('instant.scratch.cardNumber')} <Ltr>{card.cardNumber}</Ltr>
              </p>
              <div className="scratch-area">
                <ul className="scratch-cells" part="cells" aria-label={t('instant.scratch.cellsLabel')} aria-hidden={!cleared}>
                  {(card.cells ?? Array.from({ length: 6 }, () => null)).map((cell, i) => (
                    <li key={i} className="scratch-cell" data-match={cell !== null && cell === card.prize ? 'true' : undefined}>
                      {cell === null ? '?' : <Ltr>{money(cell)}</Ltr>}
                    </li>
                  ))}
                </ul>
                <ScratchSurface
                  key={card.cardId}
                  cleared={Boolean(cleared)}
                  label={t('instant.scratch.scratchHere')}
                  onStart={() => void reveal(false)}
                  onCleared={() => (scratched ? setStep({ name: 'card', card, revealing: false, cleared: true }) : void reveal(true))}
                />
              </div>
              {!cleared ? <p className="scratch-hint">{t('instant.scratch.hint')}</p> : null}
            </>
          ) : (
            <img className="scratch-art" src={app.iconUrl} alt="" />
          )}
        </div>

        <div className="scratch-actions nl-actions">
          {card && !cleared ? (
            <button type="button" className="nl-button nl-button-primary reveal-all" part="reveal-all" disabled={step.name === 'card' && step.revealing} onClick={() => void reveal(true)}>
              {t('instant.scratch.revealAll')}
            </button>
          ) : (
            <button type="button" className="nl-button nl-button-primary buy" part="buy" data-sale-state={!onSale ? 'salesSuspended' : ticketOnSale ? 'onSale' : 'ticketUnavailable'} disabled={!onSale || !ticketOnSale || step.name === 'buying'} aria-busy={step.name === 'buying' || undefined} onClick={() => void buy()}>
              {!onSale ? t('instant.scratch.suspended') : !ticketOnSale ? t('instant.scratch.ticketUnavailable') : loggedIn ? t(card ? 'instant.scratch.buyAnother' : 'instant.scratch.buy', { price: money(game.price) }) : t('instant.scratch.login')}
            </button>
          )}
          {cleared && card ? (
            <NavLink path={routePath('drawVerify', {}, { cardId: card.cardId })} className="nl-button nl-button-secondary verify-card">
              {t('instant.scratch.verify')}
            </NavLink>
          ) : null}
          {loggedIn ? (
            <NavLink path={routePath('orders')} className="nl-button nl-button-ghost">
              {t('instant.scratch.orders')}
            </NavLink>
          ) : null}
        </div>

        <p className="scratch-outcome" part="outcome" role="status" aria-live="polite" data-celebrate={celebrate ? 'true' : undefined}>
          {announcement}
        </p>
      </div>

      <details className="scratch-info nl-card" part="info">
        <summary>{t('instant.scratch.infoTitle')}</summary>
        <table className="scratch-table">
          <caption>{t('instant.scratch.tableCaption', { rtp })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('instant.scratch.prize')}</th>
              <th scope="col">{t('instant.scratch.cards')}</th>
            </tr>
          </thead>
          <tbody>
            {game.tiers.map((tier) => (
              <tr key={tier.prize}>
                <td>{tier.prize > 0 ? <Ltr>{money(tier.prize)}</Ltr> : t('instant.scratch.noPrize')}</td>
                <td><Ltr>{tier.count}</Ltr></td>
              </tr>
            ))}
          </tbody>
        </table>
        {pool ? (
          <dl className="scratch-pool">
            <dt>{t('instant.scratch.pool')}</dt>
            <dd><Ltr>{t('instant.scratch.poolSold', { no: pool.poolNo, sold: pool.sold, count: pool.cardCount })}</Ltr></dd>
            <dt>{t('instant.scratch.seedHash')}</dt>
            <dd><Ltr className="hash">{pool.seedHash}</Ltr></dd>
            <dt>{t('instant.scratch.root')}</dt>
            <dd><Ltr className="hash">{pool.root}</Ltr></dd>
          </dl>
        ) : null}
      </details>
    </>
  );
}
