/** The colours a Color Prediction digit stands for. */
export type PredictionColour = 'red' | 'green' | 'violet';

/**
 * Colours of a Color Prediction result digit (DESIGN "Games: reference rules"): 0 is red and
 * violet, 5 is green and violet, other odd digits green, other even digits red.
 * @example colourOfDigit(0) → ['red', 'violet']; colourOfDigit(7) → ['green']
 */
export function colourOfDigit(digit: number | null): PredictionColour[] {
  if (digit === null || !Number.isInteger(digit) || digit < 0 || digit > 9) return [];
  if (digit === 0) return ['red', 'violet'];
  if (digit === 5) return ['green', 'violet'];
  return digit % 2 === 1 ? ['green'] : ['red'];
}

/** Lottery types that are Color Prediction (SPEC §1: 67 and 93). */
export const COLOR_PREDICTION_KEY = 'colorprediction';
