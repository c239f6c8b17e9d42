/**
 * Correctness gates: how much of a reference's top k the optimised side keeps (G8: the unbounded ranking; G11: the
 * naive recommender).
 */

/** |ours@k ∩ reference@k| / |reference@k|; null when the reference found nothing (no ground truth to compare with). */
export function overlapAt(k: number, ours: readonly number[], reference: readonly number[]): number | null {
  const truth = new Set(reference.slice(0, k))
  if (truth.size === 0) return null
  return ours.slice(0, k).filter((id) => truth.has(id)).length / truth.size
}

/** The mean overlap@k over the queries both sides answered (a slow reference may answer fewer). */
export function meanOverlap(
  k: number,
  ours: ReadonlyMap<string, readonly number[]>,
  reference: ReadonlyMap<string, readonly number[]>,
): { mean: number; goals: number } {
  const values: number[] = []
  for (const [query, truth] of reference) {
    const mine = ours.get(query)
    const value = mine ? overlapAt(k, mine, truth) : null
    if (value !== null) values.push(value)
  }
  return { mean: values.reduce((sum, v) => sum + v, 0) / values.length, goals: values.length }
}
