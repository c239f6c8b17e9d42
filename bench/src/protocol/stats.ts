/** The statistics of the protocol: percentiles of samples, and the median and IQR of per-round ratios. */

/** Nearest-rank percentile of sorted values (p in 0..100). */
export function percentileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN
}

export function percentile(values: readonly number[], p: number): number {
  return percentileSorted(
    [...values].sort((a, b) => a - b),
    p,
  )
}

/** Quantile with linear interpolation between closest ranks (R type 7, what spreadsheets compute). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const above = Math.ceil(position)
  const low = sorted[below] ?? Number.NaN
  const high = sorted[above] ?? Number.NaN
  return low + (high - low) * (position - below)
}

export const median = (values: readonly number[]) => quantile(values, 0.5)

export type RatioSummary = {
  median: number
  q1: number
  q3: number
  iqr: number
  /** IQR / median: the protocol's dispersion test (≤ 0.15 to be conclusive). */
  dispersion: number
}

export function summarizeRatios(ratios: readonly number[]): RatioSummary {
  const q1 = quantile(ratios, 0.25)
  const q3 = quantile(ratios, 0.75)
  const mid = median(ratios)
  return { median: mid, q1, q3, iqr: q3 - q1, dispersion: mid === 0 ? Number.POSITIVE_INFINITY : (q3 - q1) / mid }
}

export const MAX_DISPERSION = 0.15

export type Verdict = 'pass' | 'fail' | 'inconclusive' | 'info'

export type Comparator = '>=' | '<='

/** A goal passes when the median meets the target and IQR/median ≤ 0.15; too much spread is "inconclusive". */
export function judge(summary: RatioSummary, comparator: Comparator, target: number): Verdict {
  if (!(summary.dispersion <= MAX_DISPERSION)) return 'inconclusive'
  return meets(summary.median, comparator, target) ? 'pass' : 'fail'
}

export function meets(value: number, comparator: Comparator, target: number): boolean {
  return comparator === '>=' ? value >= target : value <= target
}
