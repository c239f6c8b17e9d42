/**
 * `kitly import tools|reviews <file>` and `kitly export tools|inquiries|users <file>`: the admin bulk
 * upload and CSV exports from a terminal, through the same import module (src/import/) and so the same rules.
 */
import { createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { createDatabasePool } from '@kitly/db'
import { EXPORTS, type ExportName } from '../import/exports.ts'
import { type ImportProgressListener, ProgressCounter } from '../import/progress.ts'
import { importReviews } from '../import/review-import.ts'
import type { RowError } from '../import/row-errors.ts'
import { readCounted } from '../import/saved-upload.ts'
import { readSheet, sheetFormat } from '../import/sheet.ts'
import { importTools } from '../import/tool-import.ts'
import { HttpError } from '../lib/http-errors.ts'
import { progressBar } from '../lib/progress-bar.ts'

export const TRANSFER_HELP = `  import tools <file.csv|file.xlsx> [--override-duplicates]
                  Bulk-import tools (the admin upload's rules and columns). Tools that already exist
                  (same slug or website) are only updated with --override-duplicates; their reviews
                  and ratings are kept
  import reviews <file.csv|file.xlsx>
                  Bulk-import reviews; each row names its tool by name or slug
  export tools|inquiries|users <file.csv | ->
                  Write a CSV export (UTF-8 with BOM) to a file, or to standard output with -

Import exit codes: 0 every row imported; 1 nothing imported (unreadable file, or duplicates
without --override-duplicates); 3 imported, but some rows were rejected (listed on stderr).`

const IMPORTS = ['tools', 'reviews'] as const
/** Rejected rows and duplicates printed on stderr; the rest are counted. */
const LISTED = 20

export type TransferJob = { run: (databaseUrl: string) => Promise<number> } | { usage: string }

/** Reads `import …` / `export …` arguments into a job, or the usage line to print. */
export function transferJob(command: 'import' | 'export', args: string[]): TransferJob {
  const [what, file] = args.filter((arg) => !arg.startsWith('--'))
  if (command === 'import') {
    if (!IMPORTS.includes(what as (typeof IMPORTS)[number]) || !file) {
      return { usage: 'Usage: kitly import tools|reviews <file.csv|file.xlsx> [--override-duplicates]' }
    }
    const override = args.includes('--override-duplicates')
    return { run: (url) => runImport(url, what as (typeof IMPORTS)[number], file, override) }
  }
  if (!(what !== undefined && what in EXPORTS) || !file) {
    return { usage: 'Usage: kitly export tools|inquiries|users <file.csv | ->' }
  }
  return { run: (url) => runExport(url, what as ExportName, file) }
}

async function runImport(url: string, what: 'tools' | 'reviews', file: string, override: boolean): Promise<number> {
  let rows: ReturnType<typeof readSheet>
  try {
    rows = readSheet(await readWithProgress(file), sheetFormat(file))
    const progress = new ProgressCounter(stageNotes())
    if (what === 'tools') {
      const result = await importTools(url, rows, { override, progress })
      process.stderr.write('\n')
      if (result.requiresOverride) {
        console.error(
          result.message.replace('Upload again with overrideDuplicates=true', 'Run again with --override-duplicates'),
        )
        listRows(
          result.duplicates.map((d) => ({
            row: d.row,
            message: `${d.name} matches ${d.existing.slug} by ${d.matched_by}`,
          })),
          result.duplicates.length,
        )
        listRows(result.errors, result.errorCount)
        return 1
      }
      console.log(`Tools: ${result.message}`)
      if (result.createdCategories.length > 0) console.log(`New categories: ${result.createdCategories.join(', ')}`)
      listRows(result.errors, result.errorCount)
      return result.errorCount > 0 ? 3 : 0
    }
    const pool = await createDatabasePool(url)
    try {
      const result = await importReviews(pool, rows, progress)
      process.stderr.write('\n')
      console.log(`Reviews: ${result.message}`)
      listRows(result.errors, result.errorCount)
      return result.errorCount > 0 ? 3 : 0
    } finally {
      await pool.end()
    }
  } catch (error) {
    if (!(error instanceof HttpError) && (error as { code?: string }).code !== 'ENOENT') throw error
    console.error(`\nNothing imported: ${(error as Error).message}`)
    return 1
  }
}

/** The file as a stream that draws a progress bar (by bytes read) on stderr. */
async function readWithProgress(file: string) {
  const { size } = await stat(file)
  const draw = progressBar(`Importing ${file}`)
  return readCounted(file, (read) => draw(read, size))
}

const STAGE_NOTES = { reading: 'Reading', checking: 'Checking', writing: 'Writing' } as const

/** Once the file is read (the bar), a line on stderr for each stage the import moves on to. */
function stageNotes(): ImportProgressListener {
  let shown = 'reading'
  return ({ stage, validated }) => {
    if (stage === shown) return
    shown = stage
    process.stderr.write(`\n${STAGE_NOTES[stage]}… (${validated} rows read)`)
  }
}

function listRows(rows: readonly RowError[], total: number) {
  for (const { row, message } of rows.slice(0, LISTED)) console.error(`  Row ${row}: ${message}`)
  if (total > LISTED) console.error(`  … and ${total - LISTED} more`)
}

async function runExport(url: string, what: ExportName, file: string): Promise<number> {
  const pool = await createDatabasePool(url)
  try {
    await pipeline(EXPORTS[what].csv(pool), file === '-' ? process.stdout : createWriteStream(file))
    if (file !== '-') console.error(`Wrote the ${what} export to ${file}`)
    return 0
  } finally {
    await pool.end()
  }
}
