import { FolderOpen, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { LogoTile } from '@/components/ui/logo-tile'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import type { Category } from '@/lib/api-types'
import { compareText } from '@/lib/compare-text'
import { formatShortDate, plural } from '@/lib/format'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { EditDeleteButtons } from '../../shell/components/edit-delete-buttons'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { deleteCategory, useAdminCategories } from '../api/admin-categories'
import { CategoryFormModal } from './category-form-modal'

/** /admin/categories: a card grid with search, add, edit and delete; the list updates at once. */
export function AdminCategories() {
  const { data: categories, error, isLoading, mutate } = useAdminCategories()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Category | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Category | null>(null)

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (categories ?? []).filter(
      (category) => !words || `${category.name} ${category.description ?? ''}`.toLowerCase().includes(words),
    )
  }, [categories, search])

  async function confirmDelete() {
    if (!deleting) return
    try {
      await deleteCategory(deleting.id)
      await mutate((current) => current?.filter((row) => row.id !== deleting.id), { revalidate: false })
      toast.success('Category deleted successfully!')
      setDeleting(null)
    } catch (cause) {
      toastFailure(
        cause,
        (message) => `Failed to delete category: ${message || 'Unknown error'}`,
        'Error deleting category',
      )
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Categories"
        count={categories && plural(categories.length, 'category', 'categories')}
        description="The categories tools are filed under."
        actions={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add Category
          </button>
        }
      />
      <search className="flex">
        <SearchBox label="Search categories by name or description" value={search} onChange={setSearch} />
      </search>
      <ListState
        what="the categories"
        error={error}
        isLoading={isLoading}
        total={categories?.length ?? 0}
        shown={shown.length}
        notFound="No categories found"
        none={{ icon: FolderOpen, title: 'No categories yet', hint: 'Add the first category.' }}
        onRetry={() => void mutate()}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((category) => (
            <li key={category.id} className={`${cardStyles} flex flex-col p-5`}>
              <div className="flex items-start gap-3">
                <LogoTile name={category.name} icon={category.icon} />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-semibold text-fg">{category.name}</h2>
                  <p className="truncate text-xs text-muted">/{category.slug}</p>
                </div>
              </div>
              <p className="mt-3 line-clamp-3 flex-1 text-sm text-muted">{category.description || 'No description.'}</p>
              <div className="mt-4 flex items-center gap-2 border-t border-line pt-3 text-xs text-muted">
                <span className="mr-auto">
                  {plural(category.tool_count, 'tool')} · Created {formatShortDate(category.created_at)}
                </span>
                <EditDeleteButtons
                  name={category.name}
                  onEdit={() => setEditing(category)}
                  onDelete={() => setDeleting(category)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <CategoryFormModal
        category={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null)
          void mutate(
            (current) =>
              current?.some((row) => row.id === saved.id)
                ? current.map((row) => (row.id === saved.id ? saved : row))
                : [...(current ?? []), saved].sort((a, b) => compareText(a.name, b.name)),
            { revalidate: false },
          )
        }}
      />
      <ConfirmDialog
        question={
          deleting &&
          `Are you sure you want to delete the category “${deleting.name}”? Its ${plural(deleting.tool_count, 'tool')} will become uncategorized.`
        }
        confirmLabel={deleting ? `Delete ${deleting.name}` : 'Delete'}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
