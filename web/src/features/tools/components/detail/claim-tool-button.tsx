import { BadgeCheck } from 'lucide-react'
import { useState } from 'react'
import { OpenedOnce, preloadOn } from '@/components/ui/lazy-dialog'
import { buttonStyles } from '@/components/ui/styles'
import type { ToolPage } from '@/lib/api-types'
import { lazyNamed } from '@/lib/lazy-named'

// Only makers claim: the dialog's steps stay out of the tool page's first download.
const loadDialog = () => import('./claim-tool-dialog')
const ClaimToolDialog = lazyNamed(loadDialog, 'ClaimToolDialog')

/** "Claim this tool" on the tool page, hidden once the tool has a verified maker. */
export function ClaimToolButton({ tool }: { tool: Pick<ToolPage, 'slug' | 'name' | 'verified_maker'> }) {
  const [open, setOpen] = useState(false)
  // A new dialog starts from the first step.
  const [session, setSession] = useState(0)
  return (
    <>
      {!tool.verified_maker && (
        <button
          type="button"
          aria-haspopup="dialog"
          className={`${buttonStyles.ghost} col-span-2`}
          onClick={() => {
            setSession((count) => count + 1)
            setOpen(true)
          }}
          {...preloadOn(loadDialog)}
        >
          <BadgeCheck aria-hidden="true" />
          Claim this tool
        </button>
      )}
      <OpenedOnce open={open}>
        <ClaimToolDialog tool={tool} session={session} open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  )
}
