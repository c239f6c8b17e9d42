/**
 * Bulk import of reviews, in one transaction: rows are validated as they stream in, matched to their tool
 * by name or slug (any case), inserted in batches, and the tools' rating and review_count recounted before
 * the commit. A review already on record (same tool, reviewer and text) is skipped, so importing a file
 * twice does not double it.
 */

import { type DatabasePool, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { badRequest } from '../lib/http-errors.ts'
import type { ReviewImportResult } from '../routes/admin/import/schemas.ts'
import { refreshToolRatings } from '../routes/reviews/queries.ts'
import { type ColumnMap, mapColumns } from './columns.ts'
import { ProgressCounter } from './progress.ts'
import { parseReviewRow, REVIEW_COLUMNS, type ReviewColumn, type StagedReview } from './review-rows.ts'
import { RowErrors } from './row-errors.ts'
import type { SheetRow } from './sheet.ts'

const BATCH_ROWS = 500

type Pending = StagedReview & { row: number }

/** @throws HttpError 400 when the file cannot be read, lacks required columns or has no data rows. */
export function importReviews(
  db: DatabasePool,
  rows: AsyncIterable<SheetRow>,
  progress = new ProgressCounter(),
): Promise<ReviewImportResult> {
  return db.transaction(async (tx) => {
    const errors = new RowErrors()
    const toolIds = new Map<string, number | null>()
    const touched = new Set<number>()
    let columns: ColumnMap<ReviewColumn> | null = null
    let batch: Pending[] = []
    let dataRows = 0
    let successCount = 0
    const flush = async () => {
      const inserted = await insertBatch(tx, batch, toolIds, errors)
      successCount += inserted.count
      progress.wrote(inserted.count)
      for (const id of inserted.toolIds) touched.add(id)
      batch = []
    }
    for await (const row of rows) {
      if (columns === null) {
        columns = mapColumns(REVIEW_COLUMNS, row.cells)
        continue
      }
      dataRows += 1
      progress.rowChecked()
      const parsed = parseReviewRow(columns, row.cells)
      if ('error' in parsed) errors.add(row.number, parsed.error)
      else batch.push({ ...parsed.review, row: row.number })
      if (batch.length >= BATCH_ROWS) await flush()
    }
    if (dataRows === 0) badRequest('The file has a header row but no data rows.')
    progress.stage('writing')
    await flush()
    await refreshToolRatings(
      tx,
      [...touched].sort((a, b) => a - b),
    )
    const skippedCount = dataRows - errors.count - successCount
    return {
      message: `${successCount} reviews imported, ${skippedCount} already on record. ${errors.count} errors.`,
      successCount,
      skippedCount,
      errorCount: errors.count,
      errors: errors.list(),
    }
  })
}

const ToolMatch = z.object({ key: z.string(), id: z.number().nullable() })
const Inserted = z.object({ tool_id: z.number() })

const toolKey = (name: string) => name.trim().toLowerCase()

/** Inserts a batch's reviews of known tools; rows naming an unknown tool become row errors. */
async function insertBatch(
  tx: DatabaseTransactionConnection,
  batch: Pending[],
  toolIds: Map<string, number | null>,
  errors: RowErrors,
): Promise<{ count: number; toolIds: number[] }> {
  if (batch.length === 0) return { count: 0, toolIds: [] }
  const unknown = [...new Set(batch.map((review) => toolKey(review.tool)))].filter((key) => !toolIds.has(key))
  if (unknown.length > 0) {
    // By name first (the normalized, indexed form), else by slug.
    const matches = await tx.any(sql.type(ToolMatch)`
      SELECT k.key, coalesce(by_name.id, by_slug.id) AS id
      FROM unnest(${sql.array(unknown, 'text')}::text[]) AS k(key)
      LEFT JOIN LATERAL (
        SELECT id FROM tools WHERE name_normalized = search_normalize(k.key) ORDER BY id LIMIT 1
      ) by_name ON true
      LEFT JOIN tools by_slug ON by_slug.slug = k.key`)
    for (const { key, id } of matches) toolIds.set(key, id)
  }
  const known = batch.flatMap((review) => {
    const toolId = toolIds.get(toolKey(review.tool))
    if (toolId == null) {
      errors.add(review.row, `No tool named or with the slug "${review.tool}"`)
      return []
    }
    return [{ ...review, tool_id: toolId }]
  })
  const inserted = await tx.any(sql.type(Inserted)`
    INSERT INTO reviews (tool_id, user_name, user_email, rating, title, content, use_case, is_verified, created_at)
    SELECT r.tool_id, r.user_name, r.user_email, r.rating, r.title, r.content, r.use_case, coalesce(r.is_verified, false),
           coalesce(r.date::timestamptz, now())
    FROM jsonb_to_recordset(${sql.jsonb(known)}) AS r(row int, tool_id int, user_name text, user_email text, rating int,
      title text, content text, use_case text, is_verified boolean, date date)
    WHERE NOT EXISTS (
      SELECT FROM reviews x WHERE x.tool_id = r.tool_id AND x.user_name = r.user_name AND x.content = r.content)
    ORDER BY r.row
    RETURNING tool_id`)
  return { count: inserted.length, toolIds: [...new Set(inserted.map((row) => row.tool_id))] }
}
