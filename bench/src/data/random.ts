/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so every dataset and query set is the same on every run
 * and machine: the dataset hash in the results proves it.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [0, n). */
  int(n: number): number
  pick<T>(items: readonly T[]): T
  /** True with probability p. */
  chance(p: number): boolean
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed)
  let a = init()
  let b = init()
  let c = init()
  let d = init()
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t / 4294967296
  }
  // Discard the first outputs: sfc32 mixes its state in a few rounds.
  for (let i = 0; i < 12; i++) next()
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    chance: (p) => next() < p,
  }
}

/** A derived seed, so that each generator (tools, each query set) has its own stream. */
export function deriveSeed(seed: number, label: string): number {
  let hash = seed >>> 0
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash
}

/**
 * Zipf sampler over ranks 0..n-1: P(rank r) ∝ 1 / (r + 1)^s, by binary search in the cumulative weights.
 */
export function createZipf(n: number, exponent: number): (random: Random) => number {
  const cumulative = new Float64Array(n)
  let total = 0
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** exponent
    cumulative[rank] = total
  }
  return (random) => {
    const target = random.next() * total
    let low = 0
    let high = n - 1
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((cumulative[mid] ?? 0) < target) low = mid + 1
      else high = mid
    }
    return low
  }
}
