/**
 * `npm run games:doc`: writes docs/games.md from the game rules. Commit the result;
 * tests/sdk/games/odds.test.ts fails while the committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderGamesReference } from './games-reference';

export const GAMES_REFERENCE_PATH = 'docs/games.md';

mkdirSync('docs', { recursive: true });
writeFileSync(GAMES_REFERENCE_PATH, renderGamesReference());
console.log(`wrote ${GAMES_REFERENCE_PATH}`);
