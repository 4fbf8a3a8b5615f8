/**
 * The licensed territory: the United Arab Emirates, as one polygon of [longitude, latitude]
 * points (WGS 84), drawn by hand from public maps to within a few kilometres. It follows the
 * land borders with Saudi Arabia and Oman and runs a little out to sea along both coasts, so a
 * player on the beach or a coastal island near the mainland is inside; the Musandam peninsula
 * (Oman) in the north, Qatar in the west and the Omani enclaves of Madha are outside or ignored
 * at this resolution. A real verifier replaces it with the licence's own boundary (and checks
 * more than the coordinates a browser reports): see ./geo-verifier.ts.
 */
export type LonLat = readonly [longitude: number, latitude: number];

/** Counter-clockwise from the Musandam border on the west coast. */
export const UAE_TERRITORY: readonly LonLat[] = [
  [56.08, 26.0], // Sha'am, the border with Musandam (Oman) on the Gulf coast
  [56.27, 25.62], // Dibba on the east coast
  [56.42, 25.3], // Fujairah, a little out to sea
  [56.42, 24.97], // Kalba
  [56.05, 24.75], // the Hatta border with Oman
  [55.85, 24.2], // Al Ain and Buraimi
  [55.75, 23.95],
  [55.2, 22.71], // the Saudi and Omani borders meet
  [52.58, 22.94], // the Saudi border runs west
  [51.58, 24.1],
  [51.58, 24.3], // the western tip, facing Qatar
  [52.3, 24.2],
  [53.0, 24.25],
  [54.0, 24.35], // Abu Dhabi's coast
  [54.5, 24.75],
  [55.0, 25.15], // Jebel Ali and Dubai
  [55.4, 25.5], // Sharjah, Ajman, Umm al Quwain
  [55.9, 25.85], // Ras al Khaimah
];

/**
 * Whether a point lies inside a polygon (ray casting; a point exactly on an edge may fall either
 * way, which at this resolution does not matter).
 *
 * @example isInside([55.2708, 25.2048], UAE_TERRITORY) // true: Dubai
 * @example isInside([51.531, 25.2854], UAE_TERRITORY) // false: Doha
 */
export function isInside(point: LonLat, polygon: readonly LonLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
