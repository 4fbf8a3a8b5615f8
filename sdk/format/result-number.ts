import { isPredictionColour, type PredictionColour } from '../games/color-prediction';

/** A drawn result item as the gateway sends it: a number, a Color Prediction colour, or missing. */
export type ResultValue = number | string | null | undefined;

/**
 * One drawn result item as a UI shows it:
 * - `missing`: no number (shown `?`, SPEC §1);
 * - `number`: its digits without a leading zero;
 * - `colour`: a Color Prediction colour (SPEC §1: result items are digits 0-9 or violet, red,
 *   green), shown as that colour and named by the translation key `results.colour.<colour>`.
 */
export type ResultItem = { kind: 'missing' } | { kind: 'number'; text: string } | { kind: 'colour'; colour: PredictionColour };

/**
 * Reads one drawn result item. Colour names are read in any case and with spaces around, as a
 * number is, since a display should not turn a known colour into `?`; anything else is missing.
 *
 * @example resultItem('violet') // { kind: 'colour', colour: 'violet' }
 * @example resultItem('07') // { kind: 'number', text: '7' }
 * @example resultItem(null) // { kind: 'missing' }
 */
export function resultItem(value: ResultValue): ResultItem {
  if (value === null || value === undefined) return { kind: 'missing' };
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return { kind: 'number', text: String(Number.parseInt(text, 10)) };
  const name = text.toLowerCase();
  return isPredictionColour(name) ? { kind: 'colour', colour: name } : { kind: 'missing' };
}

/**
 * One drawn result item as text: a missing number shows `?`, a leading zero is dropped, and a
 * Color Prediction colour answers its name (`violet`, `red`, `green`): the key of its text
 * (`results.colour.violet`), for a UI that shows it as a colour (see {@link resultItem}).
 *
 * @example formatResultNumber(null) === '?'; formatResultNumber('07') === '7'; formatResultNumber(0) === '0'
 * @example formatResultNumber('violet') === 'violet'
 */
export function formatResultNumber(value: ResultValue): string {
  const item = resultItem(value);
  return item.kind === 'missing' ? '?' : item.kind === 'number' ? item.text : item.colour;
}
