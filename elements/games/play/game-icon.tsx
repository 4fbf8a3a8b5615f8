import type { GameDefinition } from '../../../sdk';

/** The game's icon: its initial on the game's colour, drawn here so no image has to load; dark enough (30% lightness) for white text at 4.5:1 whatever the hue. */
export function GameIcon({ game }: { game: GameDefinition }) {
  const hue = (game.lotteryType * 47) % 360;
  return (
    <span className="game-icon" aria-hidden="true" style={{ background: `hsl(${hue} 60% 30%)` }}>
      {game.key.replace(/[^a-z0-9]/gi, '').slice(0, 2).toUpperCase()}
    </span>
  );
}
