/**
 * File checks (no database) for the editorial listings beside the seed catalog (db/data/catalog/listings/): each
 * file lists every tool of its category, in the documented shape, with tags from the controlled vocabulary, and
 * claims nothing a listing may not (prices, figures, superlatives).
 */
import { describe, expect, it } from 'vitest'
import { readCatalog } from './catalog.ts'
import { readListingFiles, readTagVocabulary } from './listings.ts'

const { tools, categories } = readCatalog()
const files = readListingFiles()
const vocabulary = readTagVocabulary()

/** Words and signs a listing written without sources must not use. */
const UNSOURCED_CLAIMS =
  /[$€£¥%]|\b(best|leading|#1|world[- ]class|cutting[- ]edge|revolutionary|unmatched|unparalleled|state[- ]of[- ]the[- ]art|industry[- ]leading|millions|thousands of|per month|\/month|pricing starts)\b/i

describe('editorial listings', () => {
  it('cover every category of the catalog', () => {
    expect([...files.keys()].sort()).toEqual(categories.map((category) => category.slug).sort())
  })

  it('are one file per category, listing each tool once: under its category, or the one it is moved to', () => {
    const categorySlugs = new Set(categories.map((category) => category.slug))
    const sourceCategory = new Map(tools.map((tool) => [tool.slug, tool.category_slug]))
    const listed: string[] = []
    for (const [category, file] of files) {
      expect(categorySlugs, `listings/${category}.json names no category`).toContain(category)
      for (const [slug, listing] of Object.entries(file.listings)) {
        listed.push(slug)
        // A moved tool names the source's category; any other is in its source's.
        expect(listing.moved_from ?? category, `listings/${category}.json: ${slug}`).toBe(sourceCategory.get(slug))
        expect(listing.moved_from, `listings/${category}.json: ${slug} moved within its category`).not.toBe(category)
      }
    }
    expect(listed.sort()).toEqual(tools.map((tool) => tool.slug).sort())
  })

  it('tag each tool with 3 to 8 distinct tags of the vocabulary', () => {
    for (const [category, file] of files) {
      for (const [slug, listing] of Object.entries(file.listings)) {
        const unknown = listing.tags.filter((tag) => !vocabulary.has(tag))
        expect(unknown, `${category}/${slug}: tags outside tag-vocabulary.json`).toEqual([])
        expect(new Set(listing.tags).size, `${category}/${slug}: repeated tags`).toBe(listing.tags.length)
      }
    }
  })

  it('claim no price, figure or superlative, and say more than the source line', () => {
    const sourceDescription = new Map(tools.map((tool) => [tool.slug, tool.description]))
    for (const [category, file] of files) {
      for (const [slug, listing] of Object.entries(file.listings)) {
        const texts = [listing.description, ...listing.features, ...listing.use_cases]
        for (const text of texts) expect(text, `${category}/${slug}`).not.toMatch(UNSOURCED_CLAIMS)
        expect(listing.description.length, `${category}/${slug}`).toBeGreaterThan(
          (sourceDescription.get(slug) ?? '').length,
        )
        if (!listing.open_source) expect(listing.license, `${category}/${slug}: licence of a closed tool`).toBeNull()
      }
    }
  })

  it('describe each tool in its own words: no two descriptions open alike', () => {
    const openings = new Map<string, string>()
    for (const file of files.values()) {
      for (const [slug, listing] of Object.entries(file.listings)) {
        const opening = listing.description.slice(0, 80)
        expect(openings.get(opening), `${slug} opens like ${openings.get(opening)}`).toBeUndefined()
        openings.set(opening, slug)
      }
    }
  })
})
