import { describe, expect, it } from 'vitest';
import arAE from '../../locales/ar-AE.json' with { type: 'json' };
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { catalogueGames } from '../../host-demo/server/db/catalogue-content';
import { GAMES } from '../../sdk/games/catalogue';

describe("the server's game catalogue", () => {
  it("names each draw game as the elements do, with its games.{key}.name of both locale files", () => {
    const rows = catalogueGames().filter((row) => row.category === 'lottery');
    expect(rows.map((row) => row.appKey)).toEqual(GAMES.map((game) => game.key));
    const names = (texts: { games: object }, key: string) => (texts.games as Record<string, { name?: string }>)[key]?.name;
    for (const row of rows) {
      expect([row.nameEn, row.nameAr], row.appKey).toEqual([names(enUS, row.appKey), names(arAE, row.appKey)]);
    }
  });
});
