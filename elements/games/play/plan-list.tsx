import { useState } from 'react';
import type { GameDefinition } from '../../../sdk';
import { playTypeOf } from '../../../sdk/games';
import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
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

/** The numbers of a line as the grid shows them (colours by name, ranges, 01-20). */
function lineText(game: GameDefinition, line: PlanLine, t: (key: string) => string): string {
  const playType = playTypeOf(game, line.playType)!;
  let offset = 0;
  return playType.pools
    .map((pool) => {
      const take = pool.maxCount !== undefined ? line.numbers.length - offset : pool.count;
      const part = line.numbers.slice(offset, offset + take);
      offset += take;
      const options = poolOptions(playType, pool, t);
      return part.map((n) => options.find((o) => o.value === n)?.label ?? String(n)).join(' ');
    })
    .join(' + ');
}

/** SPEC §2 "my plan": the added lines; deleting one asks for confirmation first (SPEC §5). */
export function PlanList({ game, lines, onDelete }: { game: GameDefinition; lines: readonly PlanLine[]; onDelete: (id: string) => void }) {
  const t = useT();
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
              <span className="plan-type">{typeName(line.playType)}</span>
              <Ltr className="plan-numbers">{lineText(game, line, t)}</Ltr>
              {line.multiple > 1 ? <Ltr className="plan-multiple">{`×${line.multiple}`}</Ltr> : null}
              <span className="plan-entries">{t('play.entries', { count: line.entries })}</span>
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
