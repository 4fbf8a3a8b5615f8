import { lazy, Suspense } from 'react';
import { Skeleton } from '../../base/state-message';

/** Props of `<nl-scratch-card>`. */
export interface ScratchCardProps {
  /** The game's showKey (the route's `:showkey`), e.g. `golden-falcon`. Attribute `show-key`. */
  showKey?: string;
}

/** The page loads on demand: a partner's bundle that registers every element does not carry it at start. */
const ScratchCardPage = lazy(() => import('./scratch-game').then((m) => ({ default: m.ScratchCardPage })));

/**
 * A scratch-card game (issue 20): its card art, price, top prize and prize table with the exact
 * return to player, and the pool's published commitment; Buy takes the next card of the pool
 * (buyScratchCard 101301), and the player scratches it by pointer or touch, or reveals all with
 * one button (the keyboard and screen-reader path). The outcome is fixed at purchase and comes
 * back at the first scratch (revealScratchCard 101302); a live region announces it, and a
 * celebration shows only when the win exceeds the stake (never for a loss disguised as a win),
 * without motion when the player prefers reduced motion. A reload, or another device, continues
 * an unscratched card (scratchCards 101303). A guest is sent to log in and back.
 *
 * @example <nl-scratch-card show-key="golden-falcon"></nl-scratch-card>
 */
export function ScratchCard({ showKey }: ScratchCardProps) {
  return (
    <Suspense fallback={<Skeleton count={3} shape="nl-skeleton-card" />}>
      <ScratchCardPage showKey={showKey} />
    </Suspense>
  );
}
