import { Flag } from 'lucide-react'
import { useState } from 'react'
import { OpenedOnce, preloadOn } from '@/components/ui/lazy-dialog'
import { buttonStyles } from '@/components/ui/styles'
import type { Tool } from '@/lib/api-types'
import { lazyNamed } from '@/lib/lazy-named'

// Few visitors report a listing: the dialog's form stays out of the tool page's first download.
const loadDialog = () => import('./report-tool-dialog')
const ReportToolDialog = lazyNamed(loadDialog, 'ReportToolDialog')

/** "Report a problem" on the tool page. */
export function ReportToolButton({ tool }: { tool: Pick<Tool, 'slug' | 'name'> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`${buttonStyles.ghost} col-span-2`}
        onClick={() => setOpen(true)}
        {...preloadOn(loadDialog)}
      >
        <Flag aria-hidden="true" />
        Report a problem
      </button>
      <OpenedOnce open={open}>
        <ReportToolDialog tool={tool} open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  )
}
