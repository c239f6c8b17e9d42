/**
 * Files for the import suite, made from the phase's generated catalog (realistic text sizes and words): a CSV
 * and an .xlsx in the admin template's columns, with slugs and websites of their own (`bench-import-N`) so
 * every row is new, and the statement that removes those rows again between windows.
 */
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import pg from 'pg'
import type { Dataset } from '../data/generate.ts'

export const IMPORT_HEADER = [
  'Tool Name',
  'Slug',
  'Summary',
  'Pricing Model',
  'Website Link',
  'Category',
  'Tags',
  'Description',
  'Features',
  'Is Featured',
]

/**
 * `count` rows made from the catalog's tools. With `foreignWords`, every word gets a prefix (not a suffix: searches match prefixes), so the rows add no
 * hits to the catalog's queries (same text sizes, new lexemes).
 */
export function importRows(dataset: Dataset, count: number, options: { foreignWords?: boolean } = {}): string[][] {
  const text = options.foreignWords ? (value: string) => value.replace(/[a-z]+/gi, 'zq$&') : (value: string) => value
  return Array.from({ length: count }, (_, i) => {
    const tool = dataset.tools[i % dataset.tools.length] as Dataset['tools'][number]
    return [
      text(`${tool.name} ${i}`),
      `bench-import-${i}`,
      text(tool.short_description),
      tool.pricing_model ?? 'Free',
      `https://bench-import-${i}.example.com`,
      tool.category_slug,
      text(tool.tags.join(', ')),
      text(tool.description),
      text(tool.features.join(', ')),
      tool.is_featured ? 'TRUE' : 'FALSE',
    ]
  })
}

export const csvFile = (rows: string[][]) => Buffer.from(stringify([IMPORT_HEADER, ...rows]))

/** An upload of `file`, as the route reads it: a stream of ~64 KB chunks. */
export const fileStream = (file: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < file.length; at += 65_536) yield file.subarray(at, at + 65_536)
    })(),
  )

export async function writeXlsx(rows: string[][], filename: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings: true })
  const sheet = workbook.addWorksheet('Tools')
  sheet.addRow(IMPORT_HEADER).commit()
  for (const row of rows) sheet.addRow(row).commit()
  sheet.commit()
  await workbook.commit()
}

/**
 * Removes the imported rows and their dead tuples, so every window starts from the same catalog. Triggers are off
 * for the delete (a superuser's replica role, on the bench's own database): the vocabulary's delete trigger takes
 * tens of seconds for 10k rows. Their words are taken off the vocabulary's counts in one call instead (~1 s for
 * 10k rows): counts left from a dozen imports made every word look a dozen times as common, and the searches
 * measured after the imports chose their plans from them (G8's head p99 at 10k tools went from 8.5 to 25 ms). The
 * categories' tool counts (migration 0072) are taken down the same way.
 */
export async function removeImported(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`
      SELECT search_vocabulary_add(-1, ARRAY(SELECT search_text FROM tools
                                             WHERE slug LIKE 'bench-import-%' AND status = 'active'))`)
    await client.query(`
      SELECT category_tool_counts_add(array_agg(category_id), array_agg(-1),
                                      array_agg(-(status = 'active' AND discontinued_at IS NULL)::int))
      FROM tools WHERE slug LIKE 'bench-import-%'`)
    await client.query('SET session_replication_role = replica')
    await client.query(`DELETE FROM tools WHERE slug LIKE 'bench-import-%'`)
    // tool_search's trigger is off too: its rows go the same way.
    await client.query('DELETE FROM tool_search s WHERE NOT EXISTS (SELECT FROM tools t WHERE t.id = s.id)')
    await client.query('RESET session_replication_role')
    await client.query('VACUUM (ANALYZE) tools, tool_search, search_vocabulary')
  } finally {
    await client.end()
  }
}
