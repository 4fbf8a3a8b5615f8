import { useEffect, useState } from 'react';
import { formatMoney, gameByType, type SocketMessage } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { Dialog } from '../../base/dialog';
import { MODAL_TURN } from '../../base/modal-turn';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { useNavigate } from '../../base/use-navigate';
import { ORDERS_STYLES } from '../shared/orders-styles';
import { ElementStyles } from '../../base/element-styles';

/** SPEC §3: a win popup with this jumpType offers the grand prize. */
export const JUMP_TYPE_GRAND_PRIZE = 5;

/** What the popup shows: the prize (minor units), the game and draw it was won in, and whether it leads to the grand prize. */
export interface WinPopupData {
  totalPrizeAmount: number;
  grandPrize: boolean;
  /** The game's catalogue key, when the message names a game of the catalogue. */
  gameKey?: string;
  /** The draw (phase) the ticket won in, when the message names it. */
  phase?: string;
}

/**
 * Reads a socket message as a win popup (SPEC §3, §4): `changeType` popup with a numeric
 * `totalPrizeAmount`; anything else is not a win to show.
 *
 * @example winFromMessage({ changeType: 'popup', totalPrizeAmount: 12_345, jumpType: 5 }) // { totalPrizeAmount: 12345, grandPrize: true }
 */
export function winFromMessage(message: SocketMessage): WinPopupData | null {
  if (message.changeType !== 'popup') return null;
  const amount = typeof message.totalPrizeAmount === 'string' ? Number(message.totalPrizeAmount) : message.totalPrizeAmount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const game = typeof message.lotteryType === 'number' ? gameByType(message.lotteryType) : undefined;
  const phase = typeof message.phase === 'string' && /^[\w-]{1,32}$/.test(message.phase) ? message.phase : undefined;
  return {
    totalPrizeAmount: amount,
    grandPrize: Number(message.jumpType) === JUMP_TYPE_GRAND_PRIZE,
    ...(game ? { gameKey: game.key } : {}),
    ...(phase ? { phase } : {}),
  };
}

/**
 * The win popup (SPEC §2 dialogs, §4): when the player's socket says a ticket won, shows the game
 * and draw it won in and the prize floored to whole dirhams; with jumpType 5 a button leads to the grand prize page, else to
 * the orders. Mount it once per page; it renders nothing until a win arrives.
 *
 * @example <nl-win-popup></nl-win-popup>
 */
export function WinPopup() {
  const client = useClient();
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [win, setWin] = useState<WinPopupData | null>(null);

  useEffect(() => {
    const onMessage = (message: SocketMessage) => {
      const next = winFromMessage(message);
      if (next) setWin(next);
    };
    client.events.on('socket-message', onMessage);
    return () => {
      client.events.off('socket-message', onMessage);
    };
  }, [client]);

  const go = (path: string) => {
    setWin(null);
    navigate(path);
  };

  return (
    <>
      <ElementStyles css={ORDERS_STYLES} />
      <Dialog open={win !== null} title={t('orders.winPopup.title')} onClose={() => setWin(null)} turn={MODAL_TURN.popup}>
        {win ? (
          <div className="win-popup" part="win">
            {win.gameKey || win.phase ? (
              <p className="win-draw" part="win-draw">
                {win.gameKey ? <strong>{t(`games.${win.gameKey}.name`)}</strong> : null}
                {win.gameKey && win.phase ? ' · ' : null}
                {win.phase ? (
                  <span>
                    {t('orders.winPopup.draw')} <Ltr>{win.phase}</Ltr>
                  </span>
                ) : null}
              </p>
            ) : null}
            <p className="win-amount">
              <Ltr className="amount money-in">{formatMoney(win.totalPrizeAmount, language, { floor: true })}</Ltr>
            </p>
            <p>{t(win.grandPrize ? 'orders.winPopup.grandPrizeText' : 'orders.winPopup.text')}</p>
            {win.grandPrize ? (
              <button type="button" className="nl-button nl-button-primary win-grand-prize" onClick={() => go(routePath('ordersGrandPrize'))}>
                {t('orders.winPopup.grandPrize')}
              </button>
            ) : (
              <button type="button" className="nl-button nl-button-primary win-orders" onClick={() => go(routePath('orders'))}>
                {t('orders.winPopup.orders')}
              </button>
            )}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
