import { Plus, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonStyles } from '@/components/ui/styles'

type ImportActionsProps = {
  /** An Export button first, for the lists that export. */
  exportButton?: ReactNode
  onBulkUpload: () => void
  /** 'Add Review' */
  addLabel: string
  onAdd: () => void
}

/** The header actions of a list admins also fill by file: export, Bulk Upload, and add one. */
export function ImportActions({ exportButton, onBulkUpload, addLabel, onAdd }: ImportActionsProps) {
  return (
    <>
      {exportButton}
      <button type="button" className={buttonStyles.secondary} onClick={onBulkUpload}>
        <Upload aria-hidden="true" />
        Bulk Upload
      </button>
      <button type="button" className={buttonStyles.primary} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </button>
    </>
  )
}
