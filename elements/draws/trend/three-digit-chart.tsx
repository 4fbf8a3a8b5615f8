import { useId, useState } from 'react';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { TREND_STYLES } from './trend-styles';
import { DrawWindowSelect } from './draw-window-select';
import { ElementStyles } from '../../base/element-styles';

/** Pick 3: the game of /threeDigitTrend and /threeDigitOld. */
export const THREE_DIGIT_LOTTERY_TYPE = 72;
/** A drawn phase as the draw history answers it: its name and its items (null where missing). */
type Draw = { phase: string; result: readonly (number | string | null)[] | null };
/** Draws the older chart can show (draw history 660201 answers at most 50 a page). */
export const THREE_DIGIT_OLD_WINDOWS = [10, 30, 50] as const;
/** Pick 3's three positions and its ten digits. */
const POSITIONS = [0, 1, 2] as const;
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** One row of the chart: a draw, its digits, and per position and digit how many draws since that digit came up there (0 where it did). */
export interface ChartRow {
  phase: string;
  digits: (number | null)[];
  /** `gaps[position][digit]`: 0 where the digit was drawn in this draw, else the draws since it last was (counting this one). */
  gaps: number[][];
}

/**
 * The rows of the older three-digit chart from draws newest first, newest first: each cell counts
 * the draws since that digit last came up in that position, the count a player reads as "missing
 * for N draws"; before its first appearance in the window it counts from the window's start.
 *
 * @example chartRows([{ phase: '2', result: [1, 2, 3] }, { phase: '1', result: [1, 0, 0] }])[0].gaps[0][1] // 0
 */
export function chartRows(draws: readonly Draw[]): ChartRow[] {
  const since = POSITIONS.map(() => DIGITS.map(() => 0));
  const rows: ChartRow[] = [];
  for (const draw of [...draws].reverse()) {
    const digits = POSITIONS.map((position) => {
      const item = draw.result?.[position];
      return typeof item === 'number' ? item : null;
    });
    const gaps = POSITIONS.map((position) =>
      DIGITS.map((digit) => {
        since[position]![digit] = digits[position] === digit ? 0 : since[position]![digit]! + 1;
        return since[position]![digit]!;
      }),
    );
    rows.push({ phase: draw.phase, digits, gaps });
  }
  return rows.reverse();
}

/**
 * The older three-digit trend (/threeDigitOld): Pick 3's recent draws (draw history 660201), one
 * row each, with the three drawn digits and, for each position, the ten digits: the drawn one
 * marked, the others showing how many draws it has been missing there. Loading, empty and error
 * states.
 */
export function ThreeDigitChart() {
  const t = useT();
  const titleId = useId();
  const [draws, setDraws] = useState<number>(30);
  const history = useCommand('drawHistory', { lotteryType: THREE_DIGIT_LOTTERY_TYPE, pageNo: 1, pageSize: draws }, { hideToast: true });

  return (
    <section className="nl-trend three-digit-old" part="trend" aria-labelledby={titleId}>
      <ElementStyles css={TREND_STYLES + CHART_STYLES} />
      <h1 id={titleId} className="trend-title">
        {t('trend.old.title')}
      </h1>
      <div className="trend-controls" part="controls">
        <DrawWindowSelect windows={THREE_DIGIT_OLD_WINDOWS} value={draws} onChange={setDraws} />
      </div>
      {history.status === 'loading' ? (
        <Skeleton count={4} shape="nl-skeleton-row" />
      ) : history.status === 'error' ? (
        <ErrorState messageKey="trend.error" onRetry={history.retry} />
      ) : history.data.list.length === 0 ? (
        <EmptyState messageKey="trend.empty" />
      ) : (
        <div className="chart-scroll" part="table" tabIndex={0} role="group" aria-labelledby={titleId}>
          <table className="chart-table">
            <caption>{t('trend.old.caption', { count: history.data.list.length })}</caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>{t('trend.old.draw')}</th>
                <th scope="col" rowSpan={2}>{t('trend.old.result')}</th>
                {POSITIONS.map((position) => (
                  <th key={position} scope="colgroup" colSpan={DIGITS.length} className="chart-position">
                    {t(`trend.old.position${position + 1}`)}
                  </th>
                ))}
              </tr>
              <tr>
                {POSITIONS.flatMap((position) =>
                  DIGITS.map((digit) => (
                    <th key={`${position}-${digit}`} scope="col" className={digit === 0 ? 'chart-digit chart-start' : 'chart-digit'}>
                      <Ltr>{digit}</Ltr>
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {chartRows(history.data.list).map((row) => (
                <tr key={row.phase} className="chart-row" data-phase={row.phase}>
                  <th scope="row">
                    <Ltr>{row.phase}</Ltr>
                  </th>
                  <td className="chart-result">
                    <Ltr>{row.digits.map((d) => (d === null ? '?' : String(d))).join(' ')}</Ltr>
                  </td>
                  {POSITIONS.flatMap((position) =>
                    DIGITS.map((digit) => {
                      const gap = row.gaps[position]![digit]!;
                      const start = digit === 0 ? ' chart-start' : '';
                      return gap === 0 ? (
                        <td key={`${position}-${digit}`} className={`chart-hit${start}`} data-position={position + 1} data-digit={digit}>
                          <Ltr className="chart-ball">{digit}</Ltr>
                          <span className="nl-visually-hidden"> {t('trend.old.drawn')}</span>
                        </td>
                      ) : (
                        <td key={`${position}-${digit}`} className={`chart-gap${start}`} data-position={position + 1} data-digit={digit}>
                          <Ltr>{gap}</Ltr>
                        </td>
                      );
                    }),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The older chart: a wide grid that scrolls sideways on a phone, each position's block ruled off. */
const CHART_STYLES = /* css */ `
.chart-scroll { overflow-x: auto; position: relative; }
.chart-scroll:focus-visible { outline: 2px solid var(--_nl-primary); outline-offset: 2px; }
.chart-table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.85rem; }
.chart-table caption { text-align: start; color: var(--_nl-muted); padding-block-end: 0.5rem; }
.chart-table th, .chart-table td { padding-block: 0.25rem; padding-inline: 0.3rem; text-align: center; border-block-end: 1px solid var(--_nl-border); white-space: nowrap; }
.chart-start { border-inline-start: 2px solid var(--_nl-border); }
.chart-position { border-inline-start: 2px solid var(--_nl-border); }
.chart-gap { color: var(--_nl-muted); }
.chart-result { font-weight: 700; }
.chart-ball { display: inline-grid; place-items: center; min-inline-size: 1.5rem; block-size: 1.5rem; border-radius: 50%; background: var(--_nl-primary); color: var(--_nl-on-primary, #fff); font-weight: 700; }
`;
