import { useEffect, useRef } from 'react';
import { useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { GAME_CARD_STYLES } from '../game-card/game-card-styles';
import { GAME_GRID_STYLES } from './game-grid-styles';
import { GridSection } from './grid-section';
import { groupByCategory, isCategory, sectionLimit } from './grid-layout';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-game-grid>`. */
export interface GameGridProps {
  /** `lottery`, `scratch` or `e_instant`: only that category, every game. Attribute `category`; default all, in sections. */
  category?: string;
  /** 1 when the grid is the page's main content (a category's own page), so its title is the page's `<h1>`; else 2. Attribute `heading-level`. */
  headingLevel?: number;
  /**
   * A category whose section is scrolled to the top of the view, and its heading focused, once the
   * games have loaded: home's `scrollToDom=e_instant` (SPEC §2), where the header's E-Instants tab
   * leads. Attribute `scroll-section`; default none.
   */
  scrollSection?: string;
}

/**
 * The game grid (SPEC §2) from gameAppList (700014). With several categories it shows one section
 * each, 3 cards per section (4 when both e-instants and scratch cards exceed 3) and a Show all
 * toggle; with one category, every card. Each grid's layout follows its card count (1 to 7).
 *
 * @example <nl-game-grid category="scratch"></nl-game-grid>
 */
export function GameGrid({ category, headingLevel, scrollSection }: GameGridProps) {
  const t = useT();
  const list = useCommand('gameAppList', {}, { hideToast: true });
  const gridRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!isCategory(scrollSection)) scrolled.current = null;
    if (list.status !== 'ready' || !isCategory(scrollSection) || scrolled.current === scrollSection) return;
    const section = gridRef.current?.querySelector<HTMLElement>(`[data-category="${scrollSection}"]`);
    if (!section) return;
    scrolled.current = scrollSection;
    section.scrollIntoView({ block: 'start' });
    // The keyboard and the screen reader start there too.
    section.querySelector<HTMLElement>('.section-title')?.focus({ preventScroll: true });
  }, [list.status, scrollSection]);
  return (
    <div ref={gridRef} className="nl-game-grid" part="grid" aria-label={t('games.grid.label')} role="region">
      <ElementStyles css={GAME_CARD_STYLES + GAME_GRID_STYLES} />
      {list.status === 'loading' ? (
        <Skeleton count={3} shape="nl-skeleton-card" />
      ) : list.status === 'error' ? (
        <ErrorState messageKey="games.grid.error" onRetry={list.retry} />
      ) : (
        <GridBody apps={list.data.apps} category={category} headingLevel={headingLevel === 1 ? 1 : 2} />
      )}
    </div>
  );
}

function GridBody({ apps, category, headingLevel }: { apps: Parameters<typeof groupByCategory>[0]; category: string | undefined; headingLevel: 1 | 2 }) {
  const chosen = isCategory(category) ? apps.filter((app) => app.category === category) : apps;
  const groups = groupByCategory(chosen);
  const [only] = groups;
  if (!only) return <EmptyState messageKey="games.grid.empty" />;
  if (groups.length === 1) return <GridSection category={only.category} apps={only.apps} heading={isCategory(category)} headingLevel={headingLevel} />;
  const limit = sectionLimit(chosen);
  return (
    <>
      {groups.map((group) => (
        <GridSection key={group.category} category={group.category} apps={group.apps} limit={limit} />
      ))}
    </>
  );
}
