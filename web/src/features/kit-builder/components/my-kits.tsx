import { Download, ExternalLink, PackageOpen, Share2, Trash2, WandSparkles } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import type { KitSummary } from '@/lib/api-types'
import { absoluteUrl, copyText } from '@/lib/clipboard'
import { formatShortDate, plural } from '@/lib/format'
import { deleteKit, kitPdfHref, setKitShared, useUserKits } from '../api/kits'

/** The signed-in user's saved kits, each with Open, Share (copies the public link), PDF and Delete. */
export function MyKits() {
  const { data: kits, error, mutate } = useUserKits()
  if (error) return <LoadError what="your kits" onRetry={() => void mutate()} />
  if (!kits) return <Skeleton className="h-32 w-full rounded-2xl" />
  if (kits.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No saved kits yet"
        hint="Describe a project in the Magic Kit Builder and save the kit it makes."
        action={
          <Link to={paths.kitBuilder.href()} className={buttonStyles.primary}>
            <WandSparkles aria-hidden="true" />
            Build a Kit
          </Link>
        }
      />
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {kits.map((kit) => (
        <KitCard key={kit.id} kit={kit} onChanged={() => void mutate()} />
      ))}
    </ul>
  )
}

function KitCard({ kit, onChanged }: { kit: KitSummary; onChanged: () => void }) {
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)

  async function share() {
    setBusy(true)
    try {
      if (!kit.is_shared) await setKitShared(kit.id, true)
      const link = absoluteUrl(paths.kit.href(kit.id))
      toast.success((await copyText(link)) ? 'Share link copied' : `Share link: ${link}`)
      onChanged()
    } catch {
      toast.error('Couldn’t share the kit. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    setBusy(true)
    try {
      await deleteKit(kit.id)
      toast.success('Kit deleted')
      setConfirming(false)
      onChanged()
    } catch {
      toast.error('Couldn’t delete the kit. Please try again.')
      setBusy(false)
    }
  }

  return (
    <li className={`${cardStyles} flex flex-col gap-3 p-5`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-fg">{kit.kit_name}</h3>
          <p className="mt-0.5 text-xs text-muted">
            {plural(kit.tool_count, 'tool')} · {formatShortDate(kit.created_at)}
            {kit.is_shared && ' · Shared'}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {kit.tools.slice(0, 4).map((tool) => (
            <LogoTile key={tool.id} name={tool.name} icon={tool.logo_url} size="sm" />
          ))}
        </div>
      </div>
      {kit.description && <p className="line-clamp-2 text-sm text-muted">{kit.description}</p>}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={paths.kit.href(kit.id)} className={buttonStyles.small}>
          <ExternalLink aria-hidden="true" />
          Open
        </Link>
        <button type="button" className={buttonStyles.small} disabled={busy} onClick={share}>
          <Share2 aria-hidden="true" />
          Share
        </button>
        <a href={kitPdfHref(kit.id)} download className={buttonStyles.small}>
          <Download aria-hidden="true" />
          PDF
        </a>
        <button
          type="button"
          className={`${buttonStyles.small} text-red-600 dark:text-red-400`}
          disabled={busy}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${kit.kit_name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </button>
      </div>
      <ConfirmDialog
        question={confirming ? `Delete “${kit.kit_name}”? This cannot be undone.` : null}
        confirmLabel="Delete kit"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </li>
  )
}
