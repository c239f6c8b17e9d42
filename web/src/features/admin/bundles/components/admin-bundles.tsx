import { ExternalLink, Package, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { paths } from '@/config/paths'
import { formatCount, formatShortDate, plural } from '@/lib/format'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { EditDeleteButtons } from '../../shell/components/edit-delete-buttons'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { StatusBadge } from '../../shell/components/status-badge'
import { type AdminBundle, deleteBundle, useAdminBundles } from '../api/admin-bundles'
import { BundleFormModal } from './bundle-form-modal'

/** /admin/bundles: a card grid with search, create, edit and delete. */
export function AdminBundles() {
  const { data: bundles, error, isLoading, mutate } = useAdminBundles()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<AdminBundle | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminBundle | null>(null)

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (bundles ?? []).filter(
      (bundle) => !words || `${bundle.name} ${bundle.summary} ${bundle.description}`.toLowerCase().includes(words),
    )
  }, [bundles, search])

  async function confirmDelete() {
    if (!deleting) return
    try {
      const { message } = await deleteBundle(deleting.id)
      await mutate((current) => current?.filter((row) => row.id !== deleting.id), { revalidate: false })
      toast.success(message)
      setDeleting(null)
    } catch (cause) {
      toastFailure(cause, 'Failed to delete bundle', 'Error deleting bundle')
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="AI Bundles"
        count={bundles && plural(bundles.length, 'bundle')}
        description="Curated sets of tools for a use case."
        actions={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Create Bundle
          </button>
        }
      />
      <search className="flex">
        <SearchBox label="Search bundles by name or description" value={search} onChange={setSearch} />
      </search>
      <ListState
        what="the bundles"
        error={error}
        isLoading={isLoading}
        total={bundles?.length ?? 0}
        shown={shown.length}
        notFound="No bundles found"
        none={{ icon: Package, title: 'No bundles yet', hint: 'Create the first bundle of tools.' }}
        onRetry={() => void mutate()}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((bundle) => (
            <li key={bundle.id} className={`${cardStyles} flex flex-col p-5`}>
              <div className="flex items-start gap-3">
                <LogoTile name={bundle.name} icon={bundle.icon} />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-semibold text-fg">{bundle.name}</h2>
                  <p className="truncate text-xs text-muted">/{bundle.slug}</p>
                </div>
                <StatusBadge status={bundle.status} />
              </div>
              <p className="mt-3 line-clamp-3 flex-1 text-sm text-muted">{bundle.summary}</p>
              <p className="mt-3 flex flex-wrap gap-x-3 text-xs text-muted">
                <span>{plural(bundle.tool_ids.length, 'tool')}</span>
                <span>Popularity {formatCount(bundle.popularity)}</span>
                <span>Created {formatShortDate(bundle.created_at)}</span>
              </p>
              <div className="mt-4 flex items-center gap-2 border-t border-line pt-3">
                <Link
                  to={paths.bundle.href(bundle.slug)}
                  className="mr-auto inline-flex items-center gap-1 text-xs font-medium text-brand-600 hover:underline dark:text-brand-400"
                >
                  View live
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
                <EditDeleteButtons
                  name={bundle.name}
                  onEdit={() => setEditing(bundle)}
                  onDelete={() => setDeleting(bundle)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <BundleFormModal
        bundle={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void mutate()
        }}
      />
      <ConfirmDialog
        question={deleting && `Are you sure you want to delete the bundle “${deleting.name}”?`}
        confirmLabel={deleting ? `Delete ${deleting.name}` : 'Delete'}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
