import { Fragment, useState } from 'react';
import { formatMoney, type GameDefinition } from '../../../sdk';
import { playTypeOf, priceOrder } from '../../../sdk/games';
import { Dialog } from '../../base/dialog';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { poolOptions } from './pool-options';

/** One line of my plan: the play type it is bought as, its numbers, multiple and entries. */
export interface PlanLine {
  id: string;
  playType: number;
  numbers: number[];
  multiple: number;
  entries: number;
}

/** The numbers of a line as the grid shows them (colours by name, ranges, 01-20), pool by pool. */
function linePools(game: GameDefinition, line: PlanLine, t: (key: string) => string): { label: string; tone?: string | undefined }[][] {
  const playType = playTypeOf(game, line.playType)!;
  let offset = 0;
  return playType.pools.map((pool) => {
    const take = pool.maxCount !== undefined ? line.numbers.length - offset : pool.count;
    const part = line.numbers.slice(offset, offset + take);
    offset += take;
    const options = poolOptions(playType, pool, t);
    return part.map((n) => {
      const option = options.find((o) => o.value === n);
      return { label: option?.label ?? String(n), tone: option?.tone };
    });
  });
}

/** The numbers of a line as one text: "1 2 7", "03 08 11 15 + 2". */
function lineText(game: GameDefinition, line: PlanLine, t: (key: string) => string): string {
  return linePools(game, line, t)
    .map((pool) => pool.map((n) => n.label).join(' '))
    .join(' + ');
}

/** A line's numbers as balls, pools apart (the second, e.g. Super Diamond's diamond, marked as such). */
export function LineBalls({ game, line }: { game: GameDefinition; line: PlanLine }) {
  const t = useT();
  return (
    <span dir="ltr" className="nl-ltr plan-numbers">
      {linePools(game, line, t).map((pool, p) => (
        <Fragment key={p}>
          {p > 0 ? <span className="plan-plus"> + </span> : null}
          {pool.map((n, i) => (
            <Fragment key={i}>
              {i > 0 ? ' ' : null}
              <span className={p > 0 ? 'plan-ball plan-ball-extra' : 'plan-ball'} data-tone={n.tone}>
                {n.label}
              </span>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * SPEC §2 "my plan", as a ticket: each added line's numbers as balls, its play type, entries and
 * price for one draw; deleting one asks for confirmation first (SPEC §5).
 */
export function PlanList({ game, lines, onDelete }: { game: GameDefinition; lines: readonly PlanLine[]; onDelete: (id: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const priceOf = (line: PlanLine) => {
    const price = priceOrder(game, { playType: line.playType, selections: [{ numbers: line.numbers, multiple: line.multiple }] });
    return price.ok ? price.amount : 0;
  };
  const [asking, setAsking] = useState<PlanLine | null>(null);
  const typeName = (code: number) => t(`play.types.${playTypeOf(game, code)!.key.replace(/\d+$/, '')}`);
  return (
    <section className="plan" part="plan" aria-labelledby="plan-title">
      <h2 id="plan-title">{t('play.plan.title')}</h2>
      {lines.length === 0 ? (
        <p className="plan-empty">{t('play.plan.empty')}</p>
      ) : (
        <ol className="plan-lines">
          {lines.map((line, i) => (
            <li key={line.id} className="plan-line">
              <LineBalls game={game} line={line} />
              <span className="plan-facts">
                <span className="plan-type">{typeName(line.playType)}</span>
                {line.multiple > 1 ? <Ltr className="plan-multiple">{`×${line.multiple}`}</Ltr> : null}
                <span className="plan-entries">{t('play.entries', { count: line.entries })}</span>
                <span className="plan-price">
                  <span className="nl-visually-hidden">{t('play.plan.price')} </span>
                  <Ltr>{formatMoney(priceOf(line), language)}</Ltr>
                </span>
              </span>
              <button type="button" className="nl-button nl-button-ghost" aria-label={t('play.plan.deleteLine', { n: i + 1 })} onClick={() => setAsking(line)}>
                {t('play.plan.delete')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <Dialog open={asking !== null} title={t('play.plan.confirmTitle')} onClose={() => setAsking(null)}>
        <p>{asking ? t('play.plan.confirmBody', { numbers: lineText(game, asking, t) }) : null}</p>
        <div className="nl-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={() => setAsking(null)}>{t('play.plan.keep')}</button>
          <button type="button" className="nl-button nl-button-primary" onClick={() => { onDelete(asking!.id); setAsking(null); }}>
            {t('play.plan.confirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
