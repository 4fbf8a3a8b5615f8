/**
 * Color Prediction's rule of colours (DESIGN "Games: reference rules"), beside the game catalogue
 * so the results display, the bet slip and the server read the same rule.
 */

/**
 * The colours of Color Prediction: what a digit stands for, and (SPEC §1) what a result item may
 * be instead of a digit.
 *
 * @example PREDICTION_COLOURS.includes('violet') // true
 */
export const PREDICTION_COLOURS = ['red', 'green', 'violet'] as const;

/** The colours a Color Prediction digit stands for. @example const colour: PredictionColour = 'violet'; */
export type PredictionColour = (typeof PREDICTION_COLOURS)[number];

/**
 * Whether a value is one of the colour names exactly as the gateway sends them (lower case).
 *
 * @example isPredictionColour('violet') // true
 * @example isPredictionColour('purple') // false
 */
export function isPredictionColour(value: unknown): value is PredictionColour {
  return (PREDICTION_COLOURS as readonly unknown[]).includes(value);
}

/**
 * Route key of Color Prediction in the game catalogue (lottery types 67 and 93, SPEC §1).
 *
 * @example gameByKey(COLOR_PREDICTION_KEY)?.lotteryType // 67
 */
export const COLOR_PREDICTION_KEY = 'colorprediction';

/**
 * Colours of a Color Prediction result digit: 0 is red and violet, 5 is green and violet, other
 * odd digits green, other even digits red. Anything that is not a digit 0-9 has no colour.
 *
 * @example colourOfDigit(0) // ['red', 'violet']
 * @example colourOfDigit(7) // ['green']
 */
export function colourOfDigit(digit: number | null): PredictionColour[] {
  if (digit === null || !Number.isInteger(digit) || digit < 0 || digit > 9) return [];
  if (digit === 0) return ['red', 'violet'];
  if (digit === 5) return ['green', 'violet'];
  return digit % 2 === 1 ? ['green'] : ['red'];
}
