/**
 * The reviewer's pass over the editorial listings: prints a random sample of them, each beside the source entry it
 * was written from, so a reader can check that no listing claims more than its sources allow.
 *
 *   node db/src/seed/sample-listings.ts [count=50] [seed=1]
 *
 * The same seed prints the same sample, so a review can name it.
 */
import { readCatalog } from './catalog.ts'
import { readListingFiles } from './listings.ts'

/** A small seeded generator (mulberry32): the sample must be repeatable, not secure. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const [count = 50, seed = 1] = process.argv.slice(2).map(Number)
const listings = new Map([...readListingFiles().values()].flatMap((file) => Object.entries(file.listings)))
const random = seededRandom(seed)
const shuffled = readCatalog()
  .tools.filter((tool) => listings.has(tool.slug))
  .map((tool) => ({ tool, key: random() }))
  .sort((a, b) => a.key - b.key)
  .slice(0, count)

for (const [index, { tool }] of shuffled.entries()) {
  const listing = listings.get(tool.slug)
  console.log(`## ${index + 1}. ${tool.name} (${tool.slug}) — ${tool.website_url}`)
  console.log(`source (${tool.source}): ${tool.description}`)
  console.log(`\n${listing?.description}\n`)
  console.log(`features: ${listing?.features.join(' | ')}`)
  console.log(`use cases: ${listing?.use_cases.join(' | ')}`)
  console.log(
    `tags: ${listing?.tags.join(', ')} · platforms: ${listing?.platforms.join(', ')} · API: ${listing?.has_api} · ` +
      `open source: ${listing?.open_source} (${listing?.license}) · company: ${listing?.company}\n`,
  )
}
