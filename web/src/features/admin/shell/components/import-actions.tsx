import { Plus, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { preloadOn } from '@/components/ui/lazy-dialog'
import { buttonStyles } from '@/components/ui/styles'

type ImportActionsProps = {
  /** An Export button first, for the lists that export. */
  exportButton?: ReactNode
  onBulkUpload: () => void
  /** 'Add Review' */
  addLabel: string
  onAdd: () => void
  /** The code of the add form and of the upload, for screens that load them lazily: fetched as a button is reached for. */
  preload?: { add?: () => Promise<unknown>; bulkUpload?: () => Promise<unknown> }
}

/** The header actions of a list admins also fill by file: export, Bulk Upload, and add one. */
export function ImportActions({ exportButton, onBulkUpload, addLabel, onAdd, preload }: ImportActionsProps) {
  return (
    <>
      {exportButton}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={onBulkUpload}
        {...(preload?.bulkUpload && preloadOn(preload.bulkUpload))}
      >
        <Upload aria-hidden="true" />
        Bulk Upload
      </button>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={onAdd}
        {...(preload?.add && preloadOn(preload.add))}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </button>
    </>
  )
}
