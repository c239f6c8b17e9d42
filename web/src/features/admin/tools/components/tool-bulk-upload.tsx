import type { ToolImportResult } from '@kitly/api/schemas'
import { plural } from '@/lib/format'
import { BulkUploadModal } from '../../shell/components/bulk-upload-modal'
import { getToolTemplate } from '../api/admin-tools'

const summary = (result: ToolImportResult) =>
  `Success! ${result.successCount} new tools created, ${result.updatedCount} tools updated. ${result.errorCount} errors.`

/** The duplicates a file brings, before anything is written (updating them keeps their reviews and ratings). */
function DuplicateWarning({ duplicates }: { duplicates: ToolImportResult['duplicates'] }) {
  return (
    <>
      <p className="font-semibold">{plural(duplicates.length, 'tool')} in this file already exist.</p>
      <p className="mt-1">
        Updating replaces their details with the file's. Their reviews and ratings are preserved. Nothing has been
        written yet.
      </p>
      <ul className="mt-3 max-h-48 divide-y divide-amber-200 overflow-y-auto dark:divide-amber-500/20">
        {duplicates.map((duplicate) => (
          <li key={duplicate.row} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span>
              Row {duplicate.row}: <span className="font-medium">{duplicate.name}</span>
            </span>
            <span>
              matches “{duplicate.existing.name}” by {duplicate.matched_by}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

type ToolBulkUploadProps = { open: boolean; onClose: () => void; onImported: () => void }

/** Bulk Upload of tools: the duplicate warning with override, then 'Success! N new tools created, …'. */
export function ToolBulkUpload({ open, onClose, onImported }: ToolBulkUploadProps) {
  return (
    <BulkUploadModal
      open={open}
      title="Bulk Upload AI Tools"
      description="Upload a CSV or Excel file with one tool per row, in the columns of the template."
      onClose={onClose}
      template={{ load: getToolTemplate, fileName: 'ai_tools_template.csv' }}
      kind="tools"
      warning={(result) => (result.requiresOverride ? <DuplicateWarning duplicates={result.duplicates} /> : null)}
      confirmLabel="Update existing tools"
      summary={summary}
      details={(result) => (
        <>
          {result.createdCategories.length > 0 && (
            <p className="text-sm text-muted">New categories: {result.createdCategories.join(', ')}</p>
          )}
          {result.ignoredColumns.length > 0 && (
            <p className="text-sm text-muted">Columns ignored: {result.ignoredColumns.join(', ')}</p>
          )}
        </>
      )}
      onImported={(result) => {
        if (result.successCount + result.updatedCount > 0) onImported()
      }}
    />
  )
}
