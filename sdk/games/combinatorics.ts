/**
 * Counting used by the game rules: binomial coefficients (combinations of a Quick Five group,
 * odds of lotto tiers) and distinct orders of a multiset (the "ways" of a Pick 3/4 Any play).
 */

/**
 * Number of ways to choose k of n, exact for the sizes of these games (n ≤ 99).
 * @example binomial(11, 5) // 462
 */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i += 1) result *= i;
  return result;
}

/**
 * Distinct orders of a list of numbers (n! over the factorial of each repeat count): 6 for
 * 1 2 3, 3 for 1 1 2, 1 for 7 7 7; Pick 4: 24, 12, 6, 4 or 1.
 * @example distinctPermutations([1, 1, 2]) // 3
 */
export function distinctPermutations(numbers: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const n of numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
  let result = factorial(numbers.length);
  for (const c of counts.values()) result /= factorial(c);
  return result;
}

/**
 * Every k-element subset of `items`, in lexicographic order of positions.
 * @example [...combinations([1, 2, 3], 2)] // [[1, 2], [1, 3], [2, 3]]
 */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k < 0 || k > items.length) return;
  const index = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield index.map((i) => items[i]!);
    let i = k - 1;
    while (i >= 0 && index[i] === items.length - k + i) i -= 1;
    if (i < 0) return;
    index[i]! += 1;
    for (let j = i + 1; j < k; j += 1) index[j] = index[j - 1]! + 1;
  }
}
