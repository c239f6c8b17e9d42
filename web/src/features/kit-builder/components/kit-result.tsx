import { Check, Copy, Download, PackageOpen, RotateCcw, Save, Share2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useAuthPrompt } from '@/components/auth/auth-prompt'
import { KitCostPanel } from '@/components/kit-cost/kit-cost-panel'
import { defaultKitUsage } from '@/components/kit-cost/use-kit-cost'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import type { Kit } from '@/lib/api-types'
import { absoluteUrl, copyText } from '@/lib/clipboard'
import { downloadBlob } from '@/lib/download'
import { plural } from '@/lib/format'
import { downloadKitPdf, saveKit, setKitShared } from '../api/kits'
import { type KitView, kitPdfFileName, swapStepTool } from '../lib/kit'
import { KitToolList } from './kit-tool-list'

type KitResultProps = {
  kit: KitView
  /** Back to the form with the prompt cleared ('Generate Another Kit', 'Try Different Prompt'). */
  onRestart: () => void
}

/**
 * The generated kit: name, description, its steps with the tool chosen for each and why; Save Kit,
 * PDF, Share, Generate Another Kit. A swapped-in alternative is what Save, Share and PDF then keep.
 */
export function KitResult({ kit: generated, onRestart }: KitResultProps) {
  const { openAuth } = useAuthPrompt()
  const [kit, setKit] = useState({ ...generated, usage: generated.usage ?? defaultKitUsage })
  const [stored, setStored] = useState<Kit | null>(null)
  const [busy, setBusy] = useState<'save' | 'pdf' | 'share' | null>(null)
  const saved = stored?.is_owner === true
  const shareLink = stored?.is_shared ? absoluteUrl(paths.kit.href(stored.id)) : null

  if (kit.tools.length === 0) {
    return (
      <div className="space-y-6">
        <header>
          <h2 className="text-2xl font-semibold tracking-tight">{kit.kit_name}</h2>
          <p className="mt-2 text-muted">{kit.description}</p>
        </header>
        <EmptyState
          icon={PackageOpen}
          title="No Tools Found"
          hint="We couldn’t match tools to that goal. Try describing it differently, with the task or the result you want."
          action={
            <button type="button" className={buttonStyles.primary} onClick={onRestart}>
              <RotateCcw aria-hidden="true" />
              Try Different Prompt
            </button>
          }
        />
      </div>
    )
  }

  async function save() {
    setBusy('save')
    try {
      setStored(await saveKit(kit, false))
      toast.success('Kit saved to your account')
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.info('Please sign in to save kits')
        openAuth('sign-in')
      } else {
        toast.error('Couldn’t save the kit. Please try again.')
      }
    } finally {
      setBusy(null)
    }
  }

  async function share() {
    setBusy('share')
    try {
      // A kit shared already keeps its link; one the user saved is shared as it is; otherwise the kit is
      // stored shared (visitors without an account can share a kit, not keep one).
      const shared = stored?.is_shared
        ? stored
        : saved && stored
          ? await setKitShared(stored.id, true)
          : await saveKit(kit, true)
      setStored(shared)
      const copied = await copyText(absoluteUrl(paths.kit.href(shared.id)))
      toast.success(copied ? 'Share link copied to the clipboard' : 'Share link ready')
    } catch {
      toast.error('Couldn’t create a share link. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  async function pdf() {
    setBusy('pdf')
    try {
      downloadBlob(await downloadKitPdf(kit), kitPdfFileName(kit.kit_name))
    } catch {
      toast.error('Couldn’t create the PDF. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="space-y-8">
      <header className="rounded-3xl border border-line bg-gradient-to-br from-brand-50 to-surface p-6 sm:p-8 dark:from-brand-500/10">
        <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">
          Your kit · {plural(kit.tools.length, 'tool')}
        </p>
        <h2 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{kit.kit_name}</h2>
        <p className="mt-3 max-w-3xl leading-7 text-muted">{kit.description}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} onClick={save} disabled={busy !== null || saved}>
            {saved ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
            {saved ? 'Saved' : 'Save Kit'}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={pdf} disabled={busy !== null}>
            <Download aria-hidden="true" />
            {busy === 'pdf' ? 'Preparing PDF…' : 'PDF'}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={share} disabled={busy !== null}>
            <Share2 aria-hidden="true" />
            Share
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={onRestart}>
            <RotateCcw aria-hidden="true" />
            Generate Another Kit
          </button>
        </div>
        {shareLink && (
          <div className="mt-5 flex max-w-xl gap-2">
            <input
              readOnly
              aria-label="Share link"
              value={shareLink}
              className={`${inputStyles} h-10`}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className={`${buttonStyles.secondary} h-10`}
              onClick={async () =>
                toast.success((await copyText(shareLink)) ? 'Link copied' : 'Copy the link from the box')
              }
            >
              <Copy aria-hidden="true" />
              Copy
            </button>
            {stored && (
              <Link to={paths.kit.href(stored.id)} className={`${buttonStyles.ghost} h-10`}>
                Open
              </Link>
            )}
          </div>
        )}
      </header>
      <KitToolList
        kit={kit}
        onSwap={(stepIndex, toolId) => {
          setKit(swapStepTool(kit, stepIndex, toolId))
          // A kit stored before the swap no longer matches: the next Save or Share stores the new one.
          setStored(null)
        }}
      />
      <KitCostPanel
        toolIds={kit.tools.map((tool) => tool.id)}
        usage={kit.usage}
        onUsageChange={(change) => {
          setKit((latest) => ({ ...latest, usage: change(latest.usage) }))
          // As with a swap: Save and Share then keep the usage now shown.
          setStored(null)
        }}
      />
    </div>
  )
}
