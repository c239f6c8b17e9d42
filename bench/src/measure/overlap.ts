/** G11's correctness gate: how much of the naive recommender's top k the optimised one keeps. */

/** |ours@k ∩ naive@k| / |naive@k|; null when the naive side found nothing (no ground truth to compare with). */
export function overlapAt(k: number, ours: readonly number[], naive: readonly number[]): number | null {
  const truth = new Set(naive.slice(0, k))
  if (truth.size === 0) return null
  return ours.slice(0, k).filter((id) => truth.has(id)).length / truth.size
}

/** The mean overlap@k over the goals both sides answered (the naive side is slow: it answers fewer). */
export function meanOverlap(
  k: number,
  ours: ReadonlyMap<string, readonly number[]>,
  naive: ReadonlyMap<string, readonly number[]>,
): { mean: number; goals: number } {
  const values: number[] = []
  for (const [goal, truth] of naive) {
    const mine = ours.get(goal)
    const value = mine ? overlapAt(k, mine, truth) : null
    if (value !== null) values.push(value)
  }
  return { mean: values.reduce((sum, v) => sum + v, 0) / values.length, goals: values.length }
}
