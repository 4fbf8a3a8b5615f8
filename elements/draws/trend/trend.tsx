import { useId, useState } from 'react';
import { GAMES, gameByType } from '../../../sdk';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { THREE_DIGIT_LOTTERY_TYPE, ThreeDigitChart } from './three-digit-chart';
import { TREND_STYLES } from './trend-styles';
import { DrawWindowSelect } from './draw-window-select';
import { ElementStyles } from '../../base/element-styles';

export { THREE_DIGIT_LOTTERY_TYPE };

/** Windows a player can pick, in draws (the command takes 10 to 200). */
export const TREND_WINDOWS = [10, 30, 50, 100, 200] as const;

/** Props of `<nl-trend>`. */
export interface TrendProps {
  /** The game shown first (lottery type); default the first game. Attribute `lottery-type`. */
  lotteryType?: string;
  /**
   * `three-digit`: Pick 3 only, no game choice (/threeDigitTrend); `three-digit-old`: the older
   * Pick 3 chart, each recent draw's digits by position (/threeDigitOld). Attribute `mode`.
   */
  mode?: string;
}

/**
 * Number frequency (trend 660400): how often each number of a game came up in its last 10 to 200
 * draws and how many draws ago it was last seen, the hottest drawn as the longest bar. Loading,
 * empty and error states.
 *
 * @example <nl-trend lottery-type="61"></nl-trend>
 * @example <nl-trend mode="three-digit"></nl-trend>
 * @example <nl-trend mode="three-digit-old"></nl-trend>
 */
export function Trend(props: TrendProps) {
  return props.mode === 'three-digit-old' ? <ThreeDigitChart /> : <FrequencyTrend {...props} />;
}

/** The number frequency of `<nl-trend>` (every mode but the older chart). */
function FrequencyTrend({ lotteryType, mode }: TrendProps) {
  const t = useT();
  const titleId = useId();
  const threeDigit = mode === 'three-digit';
  const initial = threeDigit ? THREE_DIGIT_LOTTERY_TYPE : (gameByType(Number(lotteryType))?.lotteryType ?? GAMES[0]!.lotteryType);
  const [type, setType] = useState(initial);
  const [draws, setDraws] = useState<number>(50);
  const game = gameByType(type);
  const trend = useCommand('trend', { lotteryType: type, draws }, { hideToast: true });
  const most = trend.status === 'ready' ? Math.max(1, ...trend.data.numbers.map((n) => n.count)) : 1;

  return (
    <section className="nl-trend" part="trend" aria-labelledby={titleId}>
      <ElementStyles css={TREND_STYLES} />
      <h1 id={titleId} className="trend-title">
        {t('trend.title', { game: game ? t(`games.${game.key}.name`) : '' })}
      </h1>
      <div className="trend-controls" part="controls">
        {threeDigit ? null : (
          <label>
            <span>{t('trend.game')}</span>
            <select className="nl-compact-select" name="game" value={String(type)} onChange={(event) => setType(Number(event.target.value))}>
              {GAMES.map((g) => (
                <option key={g.lotteryType} value={String(g.lotteryType)}>
                  {t(`games.${g.key}.name`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <DrawWindowSelect windows={TREND_WINDOWS} value={draws} onChange={setDraws} />
      </div>
      {trend.status === 'loading' ? (
        <Skeleton count={4} shape="nl-skeleton-row" />
      ) : trend.status === 'error' ? (
        <ErrorState messageKey="trend.error" onRetry={trend.retry} />
      ) : trend.data.draws === 0 ? (
        <EmptyState messageKey="trend.empty" />
      ) : (
        <table className="trend-table" part="table">
          <caption>{t('trend.caption', { count: trend.data.draws })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.number')}</th>
              <th scope="col">{t('trend.count')}</th>
              <th scope="col">{t('trend.lastSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.data.numbers.map((n) => (
              <tr key={n.number} className="trend-row" data-number={n.number}>
                <th scope="row">
                  <Ltr className="trend-ball">{n.number}</Ltr>
                </th>
                <td>
                  <span className="trend-bar" style={{ inlineSize: `${(n.count / most) * 100}%` }} aria-hidden="true" />
                  <Ltr className="trend-count">{n.count}</Ltr>
                </td>
                <td className="trend-last">{n.lastSeenAgo === null ? t('trend.notSeen') : n.lastSeenAgo === 0 ? t('trend.latest') : t('trend.drawsAgo', { count: n.lastSeenAgo })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
