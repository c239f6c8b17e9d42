import { Download } from 'lucide-react'
import { buttonStyles } from '@/components/ui/styles'
import { saveCsv, today } from '../save-csv'

type ExportButtonProps = {
  load: () => Promise<Blob>
  /** 'ai_tools_export' → ai_tools_export_2026-11-23.csv. */
  filePrefix: string
  /** 'tools', for 'Failed to export tools' and 'Error exporting tools'. */
  what: string
}

/** Export CSV: saves the API's CSV under a dated name. */
export function ExportButton({ load, filePrefix, what }: ExportButtonProps) {
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={() =>
        void saveCsv(load, `${filePrefix}_${today()}.csv`, `Failed to export ${what}`, `Error exporting ${what}`)
      }
    >
      <Download aria-hidden="true" />
      Export CSV
    </button>
  )
}
