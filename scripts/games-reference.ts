/**
 * Renders docs/games.md from the game rules (sdk/games): for each draw game its price, schedule,
 * sales close, multiples, draws per order, and for each play type what a line holds, every prize
 * tier with its odds, and the return to player, all computed by `playOdds` from the rules.
 * Development tooling, outside sdk/, like scripts/commands-reference.ts.
 *
 * @example renderGamesReference() // the Markdown of docs/games.md
 */
import { GAMES, type GameDefinition } from '../sdk/games/catalogue';
import { playOdds, type PlayOdds } from '../sdk/games/odds';
import { rulesOf, type NumberPool, type PlayType } from '../sdk/games/play-types';

/** `AED 1,000`, `AED 1.50`: a price or prize in the reference's words. */
export const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en-US', { minimumFractionDigits: fils % 100 ? 2 : 0 })}`;
const oneIn = (p: number) => {
  if (p <= 0) return 'never';
  const n = 1 / p;
  return `1 in ${n < 100 ? Number(n.toFixed(1)).toString() : Math.round(n).toLocaleString('en-US')}`;
};
const percent = (x: number) => `${(100 * x).toFixed(2)}%`;

function schedule(game: GameDefinition): string {
  const s = game.schedule;
  if (s.kind === 'daily') return `daily ${s.at}`;
  if (s.kind === 'weekly') return `weekly, day ${s.weekday} (0 Sunday) ${s.at}`;
  return `every ${s.minutes} minute${s.minutes > 1 ? 's' : ''}`;
}

function pool(p: NumberPool): string {
  const count = p.maxCount !== undefined ? `${p.count}-${p.maxCount}` : `${p.count}`;
  return `${count} of ${p.min}-${p.max}${p.distinct ? '' : ' (repeats allowed)'}`;
}

function rule(playType: PlayType): string {
  const r = playType.rule;
  switch (r.kind) {
    case 'exact': return 'same digits in draw order';
    case 'box': return `same digits in any order (${r.ways} orders)`;
    case 'match': return playType.pools.length > 1 ? 'main numbers matched, and whether the extra one is' : 'numbers matched';
    case 'combo': return r.size === playType.pools[0]!.count && playType.pools[0]!.maxCount === undefined
      ? `all ${r.size} drawn`
      : `every ${r.size} of the line is an entry, won when all ${r.size} are drawn`;
    case 'cover': return 'every drawn number is on the line';
    case 'option': return 'the option covers the result';
  }
}

/** Options of an option play with the same odds are shown as one row. */
function grouped(rows: PlayOdds[]): { options: string; odds: PlayOdds }[] {
  const groups = new Map<string, { options: number[]; odds: PlayOdds }>();
  for (const row of rows) {
    const signature = JSON.stringify(row.tiers.map((t) => [t.tier, t.probability]));
    const group = groups.get(signature) ?? { options: [], odds: row };
    if (row.option !== undefined) group.options.push(row.option);
    groups.set(signature, group);
  }
  return [...groups.values()].map((g) => ({
    options: g.options.length === 0 ? '' : g.options.length > 3 ? `options ${g.options[0]}-${g.options.at(-1)}` : `option ${g.options.join(', ')}`,
    odds: g.odds,
  }));
}

export function renderGamesReference(): string {
  const out: string[] = [
    '# Draw games: rules, prizes and odds',
    '',
    '<!-- Generated from sdk/games by `npm run games:doc`. Do not edit by hand:',
    '     tests/sdk/games/odds.test.ts fails when this file differs from the rules. -->',
    '',
    'Every draw game of SPEC §1 as the rules in `sdk/games/play-types.ts` define it. Odds and the',
    'return to player (expected prize over the price of the line) are computed from those rules by',
    'settling every possible result (`playOdds` in `sdk/games/odds.ts`), not typed by hand. Prizes are',
    'per entry at multiple 1. Figures SPEC.md and DESIGN.md leave open are our choice, named in the',
    'comment at the top of `sdk/games/play-types.ts`. Play type codes are the `playType` of orders.',
    'Option plays: Color Prediction colours are 1 red, 2 green, 3 violet; Super Ocean groups of six',
    'are 1 (1-6) to 6 (31-36), halves 1 (1-18) and 2 (19-36).',
    '',
  ];
  for (const game of GAMES) {
    const rules = rulesOf(game);
    out.push(
      `## ${game.lotteryType} ${game.key}`,
      '',
      `${aed(game.price)} an entry · draws ${schedule(game)} (Asia/Dubai) · sales close ${game.salesCloseSeconds} s before a draw · ` +
        `multiples ${rules.multiples.join(', ')} · up to ${rules.maxDrawsPerOrder} draws per order, ${rules.maxTrackedDraws} tracked · ` +
        `top prize ${aed(game.topPrize)} · target return ${percent(rules.rtpTarget[0])}-${percent(rules.rtpTarget[1])}`,
      '',
      '| Play type | Line | Wins when | Tier | Prize | Odds | Return |',
      '|---|---|---|---|---|---|---|',
    );
    for (const playType of rules.playTypes) {
      for (const { options, odds } of grouped(playOdds(game, playType.code))) {
        const tiers = odds.tiers.filter((t) => t.probability > 0);
        tiers.forEach((t, i) => {
          const head = i === 0
            ? `${playType.code} ${playType.key}${options ? ` (${options})` : ''} | ${playType.pools.map(pool).join(' + ')} | ${rule(playType)}`
            : ' | | ';
          out.push(`| ${head} | ${t.tier}${t.grandPrize ? ' (grand prize, claimed)' : ''} | ${aed(t.prize)} | ${oneIn(t.probability)} | ${i === 0 ? percent(odds.rtp) : ''} |`);
        });
      }
    }
    out.push('');
  }
  return out.join('\n');
}
