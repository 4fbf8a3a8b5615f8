/**
 * A plan carried in a link: Buy Again (the order list) writes it into the game page's `?plan=`,
 * the bet slip reads it back. This file is the one place that knows the text, so the two sides
 * cannot drift apart, and reading it back applies the game's own rules: a link is player input
 * (it can be edited, old, or for another game), never trusted.
 *
 * The text: `{playType}_{draws}_{line}_{line}...`, a line `n-n-n` with `x{multiple}` when the
 * multiple is not 1. Only unreserved URL characters, so the link stays readable.
 * Example: Pick 3 Any 6 on 1, 2, 3 for three draws is `7203_3_1-2-3`.
 */
import type { GameDefinition } from './catalogue';
import { drawCountError } from './plan-rules';
import { playTypeOf, rulesOf } from './play-types';
import { validatePlan } from './validate-plan';

export { PLAN_QUERY_KEY } from './plan-query';

/** Most lines a plan link carries: the most one order holds (MAX_SELECTIONS_PER_ORDER). */
export const MAX_LINK_LINES = 100;

/** Longest plan text read: 100 lines of 10 two-digit numbers and a multiple fit in it. */
export const MAX_PLAN_TEXT = 4_000;

/** A plan as a link carries it: one play type, its lines, and the consecutive draws. */
export interface LinkedPlan {
  /** Wire code of the play type (e.g. 7203 Pick 3 Any 6). */
  playType: number;
  /** Consecutive draws, 1 to 20. */
  draws: number;
  lines: { numbers: number[]; multiple: number }[];
}

/**
 * The text of a plan for `?plan=`.
 *
 * @example encodePlan({ playType: 7203, draws: 3, lines: [{ numbers: [1, 2, 3], multiple: 1 }] }) // '7203_3_1-2-3'
 */
export function encodePlan(plan: LinkedPlan): string {
  const lines = plan.lines.map((line) => line.numbers.join('-') + (line.multiple === 1 ? '' : `x${line.multiple}`));
  return [plan.playType, plan.draws, ...lines].join('_');
}

const WHOLE = /^\d{1,6}$/;
const LINE = /^(\d{1,2}(?:-\d{1,2}){0,9})(?:x(\d{1,2}))?$/;

/**
 * Reads a plan link for a game, or null when the text is malformed or the plan breaks the game's
 * rules (unknown play type, a line `validatePlan` refuses, a multiple the game has not, draws
 * outside 1-20). Null means "ignore the link", never a partial plan.
 *
 * @example decodePlan(gameByKey('pick3')!, '7203_3_1-2-3') // { playType: 7203, draws: 3, lines: [{ numbers: [1, 2, 3], multiple: 1 }] }
 * @example decodePlan(gameByKey('pick3')!, '7203_3_7-7-7') // null: Any 6 needs three different digits
 */
export function decodePlan(game: GameDefinition, text: string | null | undefined): LinkedPlan | null {
  if (!text || text.length > MAX_PLAN_TEXT) return null;
  const [playTypeText, drawsText, ...lineTexts] = text.split('_');
  if (!playTypeText || !drawsText || !WHOLE.test(playTypeText) || !WHOLE.test(drawsText)) return null;
  if (lineTexts.length === 0 || lineTexts.length > MAX_LINK_LINES) return null;
  const playType = Number(playTypeText);
  const draws = Number(drawsText);
  if (!playTypeOf(game, playType) || drawCountError(draws) || draws > rulesOf(game).maxDrawsPerOrder) return null;
  const lines: LinkedPlan['lines'] = [];
  for (const lineText of lineTexts) {
    const match = LINE.exec(lineText);
    if (!match) return null;
    const line = { numbers: match[1]!.split('-').map(Number), multiple: match[2] === undefined ? 1 : Number(match[2]) };
    if (validatePlan(game, playType, line).length > 0) return null;
    lines.push(line);
  }
  return { playType, draws, lines };
}
