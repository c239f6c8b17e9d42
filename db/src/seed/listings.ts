/**
 * The Kitly team's editorial listings beside the seed catalog (db/data/catalog/listings/, one file per category):
 * for each seed tool a description of a few short paragraphs, its features, use cases, tags from the controlled
 * vocabulary (tag-vocabulary.json), platforms, whether it has an API, and whether it is open source.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTransactionConnection, sql } from '../sql.ts'
import { CATALOG_DIR, readCatalog } from './catalog.ts'

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
  /** The source's category of a tool its listing moves to the file's category (it describes the tool better). */
  moved_from: z.string().optional(),
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

/** Every listing file in `dir`, by file name (a category slug). */
export function readListingFiles(dir = LISTINGS_DIR): Map<string, z.infer<typeof ListingFile>> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'))
  return new Map(
    files.map((name) => [
      name.replace(/\.json$/, ''),
      ListingFile.parse(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))),
    ]),
  )
}

/** A listing as applied: its file's date, and what the catalog gave the tool, to tell an admin's edits apart. */
function listingRows(dir: string) {
  const sources = new Map(readCatalog().tools.map((tool) => [tool.slug, tool]))
  return [...readListingFiles(dir)].flatMap(([category, file]) =>
    Object.entries(file.listings).flatMap(([slug, listing]) => {
      const source = sources.get(slug)
      if (!source) return []
      const { moved_from, ...fields } = listing
      return [
        {
          ...fields,
          slug,
          category: moved_from ? category : null,
          source_category: moved_from ?? null,
          as_of: file.as_of,
          source_description: source.description,
          source_tags: source.tags,
        },
      ]
    }),
  )
}

const Id = z.object({ id: z.number() })

/**
 * Gives each seed tool its editorial listing (from the files in `dir`; categories without a file keep the catalog's
 * text), except to tools that have one already or whose text an admin has edited. Runs at every seed, so listing
 * files added later reach databases seeded before them; a second run changes nothing. Answers how many tools it
 * changed. The vocabulary tags replace the catalog's, and a moved tool leaves the source's category, wherever the tool
 * still has the catalog's (also in databases that got the rest of their listing before these came).
 */
export async function applyListings(tx: DatabaseTransactionConnection, dir = LISTINGS_DIR): Promise<number> {
  const rows = listingRows(dir)
  if (rows.length === 0) return 0
  const listings = sql.fragment`jsonb_to_recordset(${sql.jsonb(rows)})
    AS l(slug text, description text, features text[], use_cases text[], tags text[], platforms text[],
         has_api boolean, open_source boolean, license text, company text, category text, source_category text,
         as_of date, source_description text, source_tags text[])`
  const listed = await tx.anyFirst(sql.type(Id)`
    UPDATE tools t SET
      description = l.description, features = l.features, use_cases = l.use_cases, platforms = l.platforms,
      has_api = l.has_api, open_source = l.open_source, license = l.license, company = l.company,
      editorial_as_of = l.as_of
    FROM ${listings}
    -- Still as the catalog left it: an admin's description, features, use cases, platforms or company win.
    WHERE t.slug = l.slug AND t.editorial_as_of IS NULL AND t.description = l.source_description
      AND t.features = '{}' AND t.use_cases = '{}' AND t.platforms = '{}'
      AND t.company IS NULL
    RETURNING t.id`)
  // The tags on their own: an admin may have edited them, or the rest of the listing, but not both.
  const tagged = await tx.anyFirst(sql.type(Id)`
    UPDATE tools t SET tags = l.tags FROM ${listings}
    WHERE t.slug = l.slug AND t.tags = l.source_tags AND t.tags <> l.tags
    RETURNING t.id`)
  // A tool moved to a category that describes it better, while it is still in the source's.
  const moved = await tx.anyFirst(sql.type(Id)`
    UPDATE tools t SET category_id = c.id FROM ${listings}
    JOIN categories c ON c.slug = l.category JOIN categories s ON s.slug = l.source_category
    WHERE t.slug = l.slug AND t.category_id = s.id
    RETURNING t.id`)
  return new Set([...listed, ...tagged, ...moved]).size
}
