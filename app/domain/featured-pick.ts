/** The home page features 3 randomly chosen projects. */
export const FEATURED_PROJECT_COUNT = 3;

/**
 * `count` distinct items chosen uniformly at random (a partial Fisher–Yates shuffle).
 * `random` returns a number in [0, 1), like Math.random; pass a seeded one in tests.
 */
export function pickRandom<T>(items: readonly T[], count = FEATURED_PROJECT_COUNT, random: () => number = Math.random) {
  const pool = [...items];
  const n = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
