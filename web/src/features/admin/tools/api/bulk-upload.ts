import type { ToolImportResult } from '@kitly/api/schemas'
import { apiFetch } from '@/lib/api-client'

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
