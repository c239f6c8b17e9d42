/**
 * Bulk import of tutorials, in one transaction: each row is checked by the admin form's rules and its tool found by
 * slug; a tutorial already on record (same tool and title) is skipped, so importing a file twice does not double
 * it. New tutorials go after their tool's others, in the file's order, under the same per-tool lock as the admin
 * routes. Tutorials files are small (a few per tool), so rows are written one by one.
 */

import { type DatabasePool, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { badRequest } from '../lib/http-errors.ts'
import type { ReviewImportResult } from '../routes/admin/import/schemas.ts'
import { insertTutorial, lockTutorialOrder } from '../routes/admin/tutorials/queries.ts'
import { type ColumnMap, mapColumns } from './columns.ts'
import { ProgressCounter } from './progress.ts'
import { RowErrors } from './row-errors.ts'
import type { SheetRow } from './sheet.ts'
import { parseTutorialRow, TUTORIAL_COLUMNS, type TutorialColumn } from './tutorial-rows.ts'

/** @throws HttpError 400 when the file cannot be read, lacks required columns or has no data rows. */
export function importTutorials(
  db: DatabasePool,
  rows: AsyncIterable<SheetRow>,
  progress = new ProgressCounter(),
): Promise<ReviewImportResult> {
  return db.transaction(async (tx) => {
    const errors = new RowErrors()
    const toolIds = new Map<string, number | null>()
    let columns: ColumnMap<TutorialColumn> | null = null
    let dataRows = 0
    let successCount = 0
    for await (const row of rows) {
      if (columns === null) {
        columns = mapColumns(TUTORIAL_COLUMNS, row.cells)
        continue
      }
      dataRows += 1
      progress.rowChecked()
      const parsed = parseTutorialRow(columns, row.cells)
      if ('error' in parsed) {
        errors.add(row.number, parsed.error)
        continue
      }
      const { tool, ...fields } = parsed.tutorial
      const toolId = await lockedToolId(tx, toolIds, tool.toLowerCase())
      if (toolId === null) errors.add(row.number, `No tool with the slug "${tool}"`)
      else if (!(await tutorialExists(tx, toolId, fields.title))) {
        await insertTutorial(tx, { ...fields, tool_id: toolId })
        successCount += 1
        progress.wrote(1)
      }
    }
    if (dataRows === 0) badRequest('The file has a header row but no data rows.')
    const skippedCount = dataRows - errors.count - successCount
    return {
      message: `${successCount} tutorials imported, ${skippedCount} already on record. ${errors.count} errors.`,
      successCount,
      skippedCount,
      errorCount: errors.count,
      errors: errors.list(),
    }
  })
}

const ToolId = z.object({ id: z.number() })

/** The tool with `slug`, its tutorials' order locked on first sight; null when there is none. */
async function lockedToolId(tx: DatabaseTransactionConnection, known: Map<string, number | null>, slug: string) {
  if (!known.has(slug)) {
    const id = await tx.maybeOneFirst(sql.type(ToolId)`SELECT id FROM tools WHERE slug = ${slug}`)
    if (id !== null) await lockTutorialOrder(tx, id)
    known.set(slug, id)
  }
  return known.get(slug) ?? null
}

const tutorialExists = (tx: DatabaseTransactionConnection, toolId: number, title: string) =>
  tx.exists(sql.typeAlias('void')`SELECT FROM tool_tutorials WHERE tool_id = ${toolId} AND title = ${title}`)
