/**
 * The Kitly team's editorial listings beside the seed catalog (db/data/catalog/listings/, one file per category):
 * for each seed tool a description of a few short paragraphs, its features, use cases, tags from the controlled
 * vocabulary (tag-vocabulary.json), platforms, whether it has an API, and whether it is open source.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { CATALOG_DIR } from './catalog.ts'

export const LISTINGS_DIR = path.join(CATALOG_DIR, 'listings')

export const PLATFORMS = ['web', 'ios', 'android', 'desktop', 'api', 'browser-extension', 'self-hosted'] as const

const Line = (max: number) =>
  z
    .string()
    .min(3)
    .max(max)
    .refine((text) => text === text.trim() && !text.includes('\n'), 'one line, no leading or trailing spaces')

/** 2–4 paragraphs separated by one blank line. */
const Description = z
  .string()
  .min(250)
  .max(2000)
  .refine((text) => {
    const paragraphs = text.split('\n\n')
    return paragraphs.length >= 2 && paragraphs.length <= 4 && paragraphs.every((p) => p === p.trim() && p.length > 0)
  }, '2 to 4 paragraphs separated by one blank line')

export const Listing = z.strictObject({
  description: Description,
  features: z.array(Line(140)).min(3).max(6),
  use_cases: z.array(Line(200)).min(2).max(4),
  tags: z.array(z.string()).min(3).max(8),
  platforms: z.array(z.enum(PLATFORMS)).min(1),
  /** null when nothing makes it certain either way. */
  has_api: z.boolean().nullable(),
  open_source: z.boolean(),
  /** SPDX identifier, only for open-source tools whose licence is known. */
  license: z.string().max(60).nullable(),
  company: z.string().max(120).nullable(),
})
export type Listing = z.infer<typeof Listing>

export const ListingFile = z.strictObject({
  as_of: z.iso.date(),
  listings: z.record(z.string(), Listing),
})

export function readTagVocabulary(): Set<string> {
  const file = z
    .strictObject({ groups: z.record(z.string(), z.array(z.string())) })
    .parse(JSON.parse(readFileSync(path.join(CATALOG_DIR, 'tag-vocabulary.json'), 'utf8')))
  return new Set(Object.values(file.groups).flat())
}

/** Every listing file, by file name (a category slug). */
export function readListingFiles(): Map<string, z.infer<typeof ListingFile>> {
  const files = readdirSync(LISTINGS_DIR).filter((name) => name.endsWith('.json'))
  return new Map(
    files.map((name) => [
      name.replace(/\.json$/, ''),
      ListingFile.parse(JSON.parse(readFileSync(path.join(LISTINGS_DIR, name), 'utf8'))),
    ]),
  )
}
