import { ExternalLink, Eye, Pencil, Plus, Trash2, Upload, Wrench } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { Select } from '@/components/ui/select'
import { buttonStyles, controlBase } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { paths } from '@/config/paths'
import type { Category } from '@/lib/api-types'
import { plural } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { ExportButton } from '../../shell/components/export-button'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { StatusBadge } from '../../shell/components/status-badge'
import { saveCsv } from '../../shell/save-csv'
import {
  type AdminTool,
  deleteTool,
  exportTools,
  getToolTemplate,
  setToolFeatured,
  useAdminTools,
} from '../api/admin-tools'
import { ToolBulkUpload } from './tool-bulk-upload'
import { ToolFormModal } from './tool-form-modal'

const PAGE_ROWS = 100

const matches = (tool: AdminTool, words: string) =>
  [tool.name, tool.short_description, tool.description].some((text) => text.toLowerCase().includes(words))

const unreviewedTasks = (tool: AdminTool) => tool.tasks.filter((task) => !task.reviewed).length

/**
 * /admin/tools: the tool table with search, category filter, featured toggle and the forms.
 * `?edit={id}` opens that tool's form.
 */
export function AdminTools({ categories }: { categories: readonly Category[] }) {
  const { data: tools, error, isLoading, mutate } = useAdminTools()
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState('')
  const [toReview, setToReview] = useState(false)
  // Rows drawn at once: thousands of rows would make every keystroke in the search slow.
  const [limit, setLimit] = useState(PAGE_ROWS)
  const filter = (change: () => void) => {
    change()
    setLimit(PAGE_ROWS)
  }
  const [editing, setEditing] = useState<AdminTool | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminTool | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)
  const [params, setParams] = useSearchParams()
  const linkedId = Number(params.get('edit'))

  // `?edit={id}` (the report queue's "Edit tool") opens that tool's form once the list is in, then leaves the URL.
  useEffect(() => {
    const linked = tools?.find((tool) => tool.id === linkedId)
    if (!linked) return
    setEditing(linked)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('edit')
        return next
      },
      { replace: true },
    )
  }, [tools, linkedId, setParams])

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (tools ?? []).filter(
      (tool) =>
        (!words || matches(tool, words)) &&
        (!categoryId || String(tool.category_id) === categoryId) &&
        (!toReview || unreviewedTasks(tool) > 0),
    )
  }, [tools, search, categoryId, toReview])

  async function toggleFeatured(tool: AdminTool) {
    try {
      const { message } = await setToolFeatured(tool.id, !tool.is_featured)
      await mutate(
        (current) => current?.map((row) => (row.id === tool.id ? { ...row, is_featured: !tool.is_featured } : row)),
        { revalidate: false },
      )
      toast.success(message)
    } catch (cause) {
      toastFailure(cause, 'Failed to update featured status', 'Error updating featured status')
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      const { message } = await deleteTool(deleting.id)
      await mutate((current) => current?.filter((row) => row.id !== deleting.id), { revalidate: false })
      toast.success(message)
      setDeleting(null)
    } catch (cause) {
      toastFailure(cause, 'Failed to delete tool', 'Error deleting tool')
    }
  }

  const filtered = search !== '' || categoryId !== '' || toReview
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="AI Tools"
        count={tools && plural(tools.length, 'tool')}
        description="Add, edit, feature and import the tools of the directory."
        actions={
          <>
            <ExportButton load={exportTools} filePrefix="ai_tools_export" what="tools" />
            <button type="button" className={buttonStyles.secondary} onClick={() => setBulkOpen(true)}>
              <Upload aria-hidden="true" />
              Bulk Upload
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add AI Tool
            </button>
          </>
        }
      />

      <search className="flex flex-wrap gap-3">
        <SearchBox
          label="Search tools by name or description"
          value={search}
          onChange={(value) => filter(() => setSearch(value))}
        />
        <Select
          label="Category"
          className="w-52"
          value={categoryId}
          onValueChange={(value) => filter(() => setCategoryId(value))}
          options={[
            { value: '', label: 'All Categories' },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        <Select
          label="Tasks"
          className="w-52"
          value={toReview ? 'unreviewed' : ''}
          onValueChange={(value) => filter(() => setToReview(value === 'unreviewed'))}
          options={[
            { value: '', label: 'All tasks' },
            { value: 'unreviewed', label: 'Suggested, to review' },
          ]}
        />
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={!filtered}
          onClick={() => {
            filter(() => {
              setSearch('')
              setCategoryId('')
              setToReview(false)
            })
          }}
        >
          Clear Filters
        </button>
      </search>

      <ListState
        what="the tools"
        error={error}
        isLoading={isLoading}
        total={tools?.length ?? 0}
        shown={shown.length}
        notFound="No tools found"
        none={{
          icon: Wrench,
          title: 'No AI tools yet',
          hint: 'Add the first tool, or import many at once with Bulk Upload.',
        }}
        onRetry={() => void mutate()}
      >
        <ToolTable
          tools={shown.slice(0, limit)}
          onEdit={setEditing}
          onDelete={setDeleting}
          onToggleFeatured={(tool) => void toggleFeatured(tool)}
        />
        {shown.length > limit && (
          <div className="mt-4 flex items-center justify-center gap-3 text-sm text-muted">
            Showing {limit} of {shown.length}
            <button type="button" className={buttonStyles.secondary} onClick={() => setLimit(limit + PAGE_ROWS)}>
              Show {Math.min(PAGE_ROWS, shown.length - limit)} more
            </button>
          </div>
        )}
      </ListState>

      <ToolFormModal
        tool={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void mutate()
        }}
      />
      <ToolBulkUpload
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onTemplate={() =>
          void saveCsv(
            getToolTemplate,
            'ai_tools_template.csv',
            'Failed to download the template',
            'Error downloading the template',
          )
        }
        onImported={() => void mutate()}
      />
      <ConfirmDialog
        question={deleting && 'Are you sure you want to delete this tool?'}
        confirmLabel={deleting ? `Delete ${deleting.name}` : 'Delete'}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}

type ToolTableProps = {
  tools: readonly AdminTool[]
  onEdit: (tool: AdminTool) => void
  onDelete: (tool: AdminTool) => void
  onToggleFeatured: (tool: AdminTool) => void
}

/** A row's icon actions: smaller than the page's icon buttons, so the table stays dense. */
const rowAction = `${controlBase} size-8 text-muted hover:bg-subtle hover:text-fg`

const headers = ['Tool', 'Category', 'Pricing', 'Features', 'Rating', 'Status', 'Featured', 'Actions'] as const

function ToolTable({ tools, onEdit, onDelete, onToggleFeatured }: ToolTableProps) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[64rem]">
      {tools.map((tool) => (
        <tr key={tool.id} className="align-top hover:bg-subtle/40">
          <td className="max-w-xs px-4 py-3">
            <div className="flex gap-3">
              <LogoTile name={tool.name} icon={tool.logo_url} size="sm" />
              <div className="min-w-0">
                <p className="font-semibold text-fg">{tool.name}</p>
                <p className="line-clamp-2 text-xs text-muted">{tool.short_description}</p>
                <p className="mt-1 flex flex-wrap gap-2 text-xs">
                  {tool.video_url && <span className="text-violet-600 dark:text-violet-300">▶ Video</span>}
                  {tool.free_credit_info && (
                    <span className="text-emerald-600 dark:text-emerald-400">Free credits</span>
                  )}
                  {unreviewedTasks(tool) > 0 && (
                    <span className="text-amber-700 dark:text-amber-300">
                      {plural(unreviewedTasks(tool), 'suggested task')} to review
                    </span>
                  )}
                </p>
              </div>
            </div>
          </td>
          <td className="px-4 py-3 text-muted">{tool.category_name ?? 'Uncategorized'}</td>
          <td className="px-4 py-3">
            <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
          </td>
          <td className="max-w-40 truncate px-4 py-3 text-muted">
            {tool.features[0] ? `${tool.features[0]}${tool.features.length > 1 ? '…' : ''}` : '—'}
          </td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">
            ★ {tool.rating.toFixed(1)} <span className="text-muted">({tool.review_count})</span>
          </td>
          <td className="px-4 py-3">
            <StatusBadge status={tool.status} />
          </td>
          <td className="px-4 py-3">
            <button
              type="button"
              role="switch"
              aria-checked={tool.is_featured}
              aria-label={`Featured: ${tool.name}`}
              onClick={() => onToggleFeatured(tool)}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-300 transition-colors aria-checked:bg-brand-600 dark:bg-zinc-600"
            >
              <span
                aria-hidden="true"
                className={`size-5 rounded-full bg-white shadow transition-transform ${tool.is_featured ? 'translate-x-5.5' : 'translate-x-0.5'}`}
              />
            </button>
          </td>
          <td className="px-4 py-3">
            <div className="flex gap-0.5">
              <a
                href={tool.website_url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${rowAction}`}
                aria-label={`Visit ${tool.name} website`}
                title="Visit website"
              >
                <ExternalLink aria-hidden="true" />
              </a>
              <Link
                to={paths.tool.href(tool.slug)}
                className={`${rowAction}`}
                aria-label={`View ${tool.name} live page`}
                title="View live page"
              >
                <Eye aria-hidden="true" />
              </Link>
              <button
                type="button"
                className={`${rowAction}`}
                aria-label={`Edit ${tool.name}`}
                title="Edit"
                onClick={() => onEdit(tool)}
              >
                <Pencil aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${rowAction} hover:text-red-600`}
                aria-label={`Delete ${tool.name}`}
                title="Delete"
                onClick={() => onDelete(tool)}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
