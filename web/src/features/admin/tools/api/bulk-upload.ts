import { apiFetch } from '@/lib/api-client'

/** api/src/import/tool-import.ts ToolImportResult (its module reads the database, so restated here). */
export type ToolImportResult = {
  requiresOverride: boolean
  message: string
  successCount: number
  updatedCount: number
  errorCount: number
  errors: { row: number; message: string }[]
  duplicates: {
    row: number
    name: string
    matched_by: 'slug' | 'website'
    existing: { id: number; name: string; slug: string }
  }[]
  createdCategories: string[]
  ignoredColumns: string[]
}

/**
 * POST /api/admin/tools/bulk-upload (multipart): a .csv, .xlsx or .xls of tools. Without `override`, a
 * file with duplicates writes nothing and answers `requiresOverride` with the duplicates listed.
 * @throws ApiError 400 (no or unreadable file), 413 (too large), 415 (not a spreadsheet), 429
 */
export function bulkUploadTools(file: File, override: boolean): Promise<ToolImportResult> {
  const form = new FormData()
  if (override) form.append('overrideDuplicates', 'true')
  form.append('file', file)
  return apiFetch<ToolImportResult>('/api/admin/tools/bulk-upload', { method: 'POST', body: form })
}
