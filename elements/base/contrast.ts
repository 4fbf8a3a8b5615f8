/**
 * Text contrast (WCAG 2.1, 1.4.3) for colours that come as data, such as a game's brand colour
 * from the server: the elements cannot check those in their stylesheets, so they check them here.
 */

/** WCAG AA minimum for normal-size text. */
export const TEXT_CONTRAST_AA = 4.5;

/** `#rgb` or `#rrggbb` as 0-255 channels; null for anything else (named colours, rgb(), …). */
export function parseHexColour(colour: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG contrast ratio of two hex colours (1 to 21); null when either is not a hex colour.
 *
 * @example contrastRatio('#ffffff', '#000000') // 21
 */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseHexColour(a);
  const second = parseHexColour(b);
  if (!first || !second) return null;
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to draw on `background`: `preferred` when it reaches WCAG AA there, else white
 * or black, whichever contrasts more. Colours it cannot read are left as given.
 *
 * @example readableTextColour('#D4A017', '#FFFFFF') // '#000000': white on gold is 2.4:1
 */
export function readableTextColour(background: string, preferred: string): string {
  const ratio = contrastRatio(background, preferred);
  if (ratio === null || ratio >= TEXT_CONTRAST_AA) return preferred;
  return contrastRatio(background, '#ffffff')! >= contrastRatio(background, '#000000')! ? '#ffffff' : '#000000';
}
