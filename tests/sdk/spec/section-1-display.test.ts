/**
 * SPEC §1 "What the product does and for whom", line by line, as the SDK implements it. Each
 * `describe` quotes the line it checks; a rule already tested elsewhere is named in a comment
 * instead of being tested twice. docs/spec-coverage.md is the same walk as a table.
 */
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import { COLOR_PREDICTION_ALIAS, GAMES, gameByType, type DrawSchedule } from '../../../sdk';

// "Players aged 18 or over register": tests/sdk/validation.test.ts ("refuses a player who turns 18
//   tomorrow and accepts one who turned 18 today").
// "Currency is AED, shown as a front symbol (Arabic symbol in Arabic)": tests/sdk/format.test.ts ("money").
// "Players hold an account balance with a withdrawable part": shown by <nl-header>/<nl-user-info>,
//   tests/elements/header.test.ts; the money path is issue 8.
// "Languages: en-US (default) and ar-AE (right-to-left). Browser languages ar, ar-EG and ar-CN map
//   to ar-AE; all others to en-US": tests/sdk/language.test.ts. (The product's own tag ar-AE also
//   maps to ar-AE: a stored or browser 'ar-AE' is Arabic, not "another language".)

const AED = 100;

/** SPEC §1's table as written there: type, game, picks, price in AED, draw ("not shown" left out). */
const SPEC_TABLE: readonly { type: number; name: string; key: string; picks: number; price: number; draw?: DrawSchedule }[] = [
  { type: 61, name: 'Lucky Day', key: 'luckyday', picks: 6 + 1, price: 20 },
  { type: 80, name: 'Magic5', key: 'magic5', picks: 5, price: 30 },
  { type: 81, name: 'Fivetastic', key: 'fivetastic', picks: 5, price: 10, draw: { kind: 'daily', at: '22:00' } },
  { type: 82, name: 'Super Diamond', key: 'super-diamond', picks: 4 + 1, price: 15, draw: { kind: 'daily', at: '12:00' } },
  { type: 72, name: 'Pick 3', key: 'pick3', picks: 3, price: 2, draw: { kind: 'daily', at: '21:00' } },
  { type: 92, name: 'Pick 4', key: 'pick4', picks: 4, price: 2, draw: { kind: 'daily', at: '21:00' } },
  { type: 65, name: 'Super Ocean', key: 'super-ocean', picks: 1, price: 1, draw: { kind: 'interval', minutes: 1 } },
  { type: 69, name: 'Quick Five', key: 'quick-five', picks: 5, price: 1, draw: { kind: 'interval', minutes: 1 } },
  { type: 83, name: 'Octaluck', key: 'octaluck', picks: 3, price: 2, draw: { kind: 'interval', minutes: 1 } },
  { type: 67, name: 'Color Prediction', key: 'colorprediction', picks: 0, price: 1, draw: { kind: 'interval', minutes: 2 } },
];

describe('"Games (lottery type number, name, numbers picked, entry price in AED, draw schedule)"', () => {
  it('has exactly the games of the table, no more', () => {
    expect(GAMES.map((g) => g.lotteryType).sort()).toEqual(SPEC_TABLE.map((row) => row.type).sort());
  });

  it.each(SPEC_TABLE)('$type $name: $picks picks at AED $price', (row) => {
    const game = gameByType(row.type);
    expect(game?.key).toBe(row.key);
    expect(game?.picks).toBe(row.picks);
    // Prices are minor units in the SDK; SPEC gives dirhams.
    expect(game?.price).toBe(row.price * AED);
    if (row.draw) expect(game?.schedule).toEqual(row.draw);
  });

  it.each(SPEC_TABLE)('shows $type by its name "$name" in English', (row) => {
    const names = enUS.games as Record<string, { name?: string }>;
    expect(names[row.key]?.name).toBe(row.name);
  });
});

describe('"61 | Lucky Day | 6 day numbers plus 1 month number"', () => {
  it('draws 6 day numbers from 1-31 and 1 month number from 1-12', () => {
    expect(gameByType(61)?.result).toEqual({ count: 6, min: 1, max: 31, extra: { count: 1, min: 1, max: 12 } });
  });
});

describe('"82 | Super Diamond | 4 numbers from 01 to 20 plus 1 of 5 diamonds"', () => {
  it('draws 4 numbers from 1 to 20 and 1 diamond of 5', () => {
    expect(gameByType(82)?.result).toEqual({ count: 4, min: 1, max: 20, extra: { count: 1, min: 1, max: 5 } });
  });
});

describe('"67 and 93 | Color Prediction | 0 (one colour or digit result)"', () => {
  it('answers to both type numbers with one set of rules', () => {
    expect(COLOR_PREDICTION_ALIAS).toBe(93);
    expect(gameByType(93)).toBe(gameByType(67));
  });

  it('has one result, a digit from 0 to 9, and no numbers to pick', () => {
    expect(gameByType(93)?.result).toEqual({ count: 1, min: 0, max: 9 });
    expect(gameByType(93)?.picks).toBe(0);
  });
});

// "Missing result numbers show as question marks; a leading zero is dropped in display":
//   tests/sdk/format.test.ts ("result numbers"); on screen, tests/elements/results.test.ts.
// "Color prediction result items are digits 0-9 or violet, red, green": the digit is the catalogue
//   rule above; the colours of each digit (0 red and violet, 5 green and violet, odd green, even red)
//   are `colourOfDigit` in sdk/games/color-prediction.ts, tested in tests/sdk/games/game-rules.test.ts;
//   a colour item is `resultItem` in sdk/format/result-number.ts, tested in tests/sdk/format.test.ts;
//   on screen, tests/elements/results.test.ts ("shows the Color Prediction digit in its colours").
// "Responsible-play tools ... a 14-question self-assessment": the tools are issue 10; the
//   assessment rule is in section-5-validation.test.ts.
// "Location access is needed to bet or deposit": the geo state is in section-8-errors.test.ts, the
//   geo JWT on 101105/101101/420544/420550/420551 in tests/sdk/transport.test.ts.
// "Sessions end after inactivity": tests/sdk/session.test.ts.
