import { useId, useState } from 'react';
import type { GameApp } from '../../../sdk';
import { revealFocused } from '../../base/focus';
import { useT } from '../../base/hooks';
import { GameCard } from '../game-card/game-card';
import { layoutClass, type GameCategory } from './grid-layout';

/**
 * One category's games in a grid whose layout follows the number of cards shown. With a `limit`,
 * only the first cards show and a "Show all" toggle reveals the rest in place. Sections with a
 * limit (the home page's several kinds of game) become one horizontally scrolling row in a
 * narrow container, so a phone shows every kind of game within two screens.
 */
export function GridSection({ category, apps, limit, heading = true, headingLevel = 2 }: { category: GameCategory; apps: readonly GameApp[]; limit?: number; heading?: boolean; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const t = useT();
  const headingId = useId();
  const gridId = useId();
  const [expanded, setExpanded] = useState(false);
  const limited = limit !== undefined && apps.length > limit && !expanded;
  const shown = limited ? apps.slice(0, limit) : apps;
  return (
    <section className="grid-section" part="section" data-category={category} aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : t(`games.section.${category}`)}>
      {heading ? (
        <div className="section-head">
          <Heading id={headingId} className="section-title" tabIndex={-1}>
            {t(`games.section.${category}`)}
          </Heading>
          {limit !== undefined && apps.length > limit ? (
            <button type="button" className="nl-button nl-button-secondary section-toggle" aria-expanded={expanded} aria-controls={gridId} onClick={() => setExpanded((v) => !v)}>
              {expanded ? t('games.grid.showLess') : t('games.grid.showAll', { total: apps.length })}
            </button>
          ) : null}
        </div>
      ) : null}
      <ul id={gridId} className={`card-grid ${layoutClass(shown.length)}${limit !== undefined ? ' card-row' : ''}`} data-count={shown.length} onFocus={limit !== undefined ? revealFocused : undefined}>
        {shown.map((app) => (
          <li key={app.appKey}>
            <GameCard app={app} />
          </li>
        ))}
      </ul>
    </section>
  );
}
