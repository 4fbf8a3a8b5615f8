import type { ReactNode } from 'react';
import type { GameDefinition } from '../../../sdk';

/**
 * Each catalogue game's mark, drawn inline on a 24×24 grid in the text colour (white on the
 * game's colour): no image to load, nothing fetched from outside the element, and about a
 * hundred bytes a game. tests/elements/play keeps one for every game of sdk/games/catalogue.
 */
export const GAME_GLYPHS: Readonly<Record<string, ReactNode>> = {
  // A four-leaf clover.
  luckyday: (
    <>
      <circle cx="9" cy="8" r="2.8" fill="currentColor" />
      <circle cx="15" cy="8" r="2.8" fill="currentColor" />
      <circle cx="9" cy="14" r="2.8" fill="currentColor" />
      <circle cx="15" cy="14" r="2.8" fill="currentColor" />
      <path d="M12 13c0 4 1 6 3 8" />
    </>
  ),
  // A five-pointed star.
  magic5: <path d="M12 2.5l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 16.7 6.2 20l1.4-6.4-4.9-4.4 6.5-.7z" fill="currentColor" />,
  // Five balls, as on a die's five face.
  fivetastic: (
    <>
      <circle cx="6" cy="6" r="2.6" fill="currentColor" />
      <circle cx="18" cy="6" r="2.6" fill="currentColor" />
      <circle cx="12" cy="12" r="2.6" fill="currentColor" />
      <circle cx="6" cy="18" r="2.6" fill="currentColor" />
      <circle cx="18" cy="18" r="2.6" fill="currentColor" />
    </>
  ),
  // A cut diamond.
  'super-diamond': <path d="M7 4h10l4.5 5L12 20.5 2.5 9zM2.5 9h19M9.5 4 8 9l4 11.5L16 9l-1.5-5" />,
  // A 3 in a ball (empty digit tiles read as missing-glyph boxes at this size).
  pick3: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M8.5 7.5h6.5l-3.5 4c2.4 0 4 1.3 4 3.2 0 2-1.7 3.3-3.8 3.3-1.6 0-2.9-.7-3.5-1.8" />
    </>
  ),
  // A 4 on a tile.
  pick4: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      <path d="M14 18.5v-13L7 14.5h10" />
    </>
  ),
  // Waves.
  'super-ocean': <path d="M2 8c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-.5M2 13c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-.5M2 18c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-.5" />,
  // A lightning bolt: a draw every minute.
  'quick-five': <path d="M13.5 2 4.5 13.5h6.5L10 22l9.5-12H13z" fill="currentColor" />,
  // An octagon around a centre.
  octaluck: (
    <>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    </>
  ),
  // Three overlapping colour discs.
  colorprediction: (
    <>
      <circle cx="12" cy="8" r="5" />
      <circle cx="8" cy="15" r="5" />
      <circle cx="16" cy="15" r="5" />
    </>
  ),
};

/** A lottery ticket, for a game the catalogue gains before it gains a mark here. */
const TICKET_GLYPH = <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />;

/** The game's icon: its mark in white on the game's colour, dark enough (30% lightness) for white at 4.5:1 whatever the hue. */
export function GameIcon({ game }: { game: GameDefinition }) {
  const hue = (game.lotteryType * 47) % 360;
  return (
    <span className="game-icon" aria-hidden="true" style={{ background: `hsl(${hue} 60% 30%)` }}>
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {GAME_GLYPHS[game.key] ?? TICKET_GLYPH}
      </svg>
    </span>
  );
}
