/** Shapes of the admin bulk uploads, templates and CSV exports. */
import { z } from 'zod'

export const BulkUploadQuery = z.object({
  overrideDuplicates: z.enum(['true', 'false'], { error: "overrideDuplicates must be 'true' or 'false'" }).optional(),
})

/** A CSV file (text/csv, UTF-8 with a BOM). */
export const CsvFile = z.string().describe('CSV file')

const ToolImportDuplicate = z.object({
  row: z.number(),
  name: z.string(),
  matched_by: z.enum(['slug', 'website']),
  existing: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
})

const RowError = z.object({ row: z.number(), message: z.string() })

/** What a tool upload did, row by row; `requiresOverride` when it stopped at duplicates. */
export const ToolImportResult = z.object({
  requiresOverride: z.boolean(),
  message: z.string(),
  successCount: z.number(),
  updatedCount: z.number(),
  errorCount: z.number(),
  errors: z.array(RowError),
  duplicates: z.array(ToolImportDuplicate),
  createdCategories: z.array(z.string()),
  ignoredColumns: z.array(z.string()),
})
export type ToolImportResult = z.infer<typeof ToolImportResult>

export const ReviewImportResult = z.object({
  message: z.string(),
  successCount: z.number(),
  skippedCount: z.number(),
  errorCount: z.number(),
  errors: z.array(RowError),
})
export type ReviewImportResult = z.infer<typeof ReviewImportResult>
