import { Wrench } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { OpenedOnce } from '@/components/ui/lazy-dialog'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import type { Category } from '@/lib/api-types'
import { plural, pluralAtLeast } from '@/lib/format'
import { withQuery } from '@/lib/query-string'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { ExportButton } from '../../shell/components/export-button'
import { ImportActions } from '../../shell/components/import-actions'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { useListParams } from '../../shell/use-list-params'
import {
  type AdminTool,
  type AdminToolRow,
  bulkToolAction,
  deleteTool,
  exportTools,
  setToolFeatured,
  useAdminTool,
  useAdminToolList,
  useRefreshAdminTools,
} from '../api/admin-tools'
import {
  pageOffset,
  pagesByCursor,
  TOOL_FILTERS,
  TOOL_LIST_ORDER,
  TOOL_PAGE_SIZE,
  toolListQuery,
} from '../api/tool-list-page'
import { type BulkChange, ToolBulkBar } from './tool-bulk-bar'
import { loadToolBulkUpload, loadToolForm, ToolBulkUpload, ToolFormModal } from './tool-dialogs'
import { ToolListFilters } from './tool-list-filters'
import { ToolTable } from './tool-table'

/**
 * /admin/tools: a page of the tool table, searched, filtered and sorted by the API, the URL keeping all of it;
 * bulk actions on the selected rows; the forms. `?edit={id}` opens that tool's form.
 */
export function AdminTools({ categories }: { categories: readonly Category[] }) {
  const list = useListParams(TOOL_FILTERS, TOOL_LIST_ORDER)
  const [typed, setTyped] = useState(list.search)
  const words = useDebouncedValue(typed.trim(), 300)
  // Only a pause in typing moves the URL, and only when it says something else: the URL's own changes (Clear
  // Filters, Back, a sort clicked meanwhile) must not be undone by a late keystroke.
  const pushedWords = useRef(words)
  const { search, setSearch } = list
  useEffect(() => {
    if (words === pushedWords.current) return
    pushedWords.current = words
    if (words !== search) setSearch(words)
  }, [words, search, setSearch])

  const query = toolListQuery(list)
  const offset = pageOffset(list)
  const { data, error, isLoading, mutate } = useAdminToolList(query)
  const refreshTools = useRefreshAdminTools()
  const rows = data?.tools ?? []

  // The selection belongs to one page of one list: another page, filter or sort starts with none.
  const listKey = withQuery('', query)
  const [selection, setSelection] = useState({ listKey, ids: new Set<number>() })
  const selected = selection.listKey === listKey ? selection.ids : new Set<number>()
  const select = (ids: Set<number>) => setSelection({ listKey, ids })

  // The id of the tool whose form is open: a row is not the whole tool, so the form reads it (useEditedTool).
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const editedTool = useEditedTool(editing, setEditing)
  const [deleting, setDeleting] = useState<AdminToolRow | null>(null)
  const [deletingSelected, setDeletingSelected] = useState(false)
  const [bulkOpen, setBulkOpen] = useState(false)
  useLinkedTool(setEditing)

  async function toggleFeatured(tool: AdminToolRow) {
    try {
      const { message } = await setToolFeatured(tool.id, !tool.is_featured)
      await mutate()
      toast.success(message)
    } catch (cause) {
      toastFailure(cause, 'Failed to update featured status', 'Error updating featured status')
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      const { message } = await deleteTool(deleting.id)
      await refreshTools()
      toast.success(message)
      setDeleting(null)
    } catch (cause) {
      toastFailure(cause, 'Failed to delete tool', 'Error deleting tool')
    }
  }

  async function applyToSelected(change: BulkChange) {
    try {
      const { message } = await bulkToolAction({ ...change, ids: [...selected] })
      toast.success(message)
      select(new Set())
      setDeletingSelected(false)
      await refreshTools()
    } catch (cause) {
      toastFailure(cause, (message) => message, 'Network error. Please try again.')
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="AI Tools"
        count={data && pluralAtLeast(data.total, data.total_capped, 'tool')}
        description="Add, edit, feature and import the tools of the directory."
        actions={
          <ImportActions
            exportButton={<ExportButton load={exportTools} filePrefix="ai_tools_export" what="tools" />}
            onBulkUpload={() => setBulkOpen(true)}
            addLabel="Add AI Tool"
            onAdd={() => setEditing('new')}
            preload={{ add: loadToolForm, bulkUpload: loadToolBulkUpload }}
          />
        }
      />

      <ToolListFilters
        categories={categories}
        search={typed}
        onSearch={setTyped}
        filters={list.filters}
        onFilter={list.setFilter}
        onClear={() => {
          setTyped('')
          list.clear()
        }}
      />

      <ListState
        what="the tools"
        error={error}
        isLoading={isLoading}
        // The API counts what the filters leave: with a filter set, an empty page is "no tools found", not "none yet".
        total={isFiltered(list) ? 1 : (data?.total ?? 0)}
        shown={data?.total ?? 0}
        notFound="No tools found"
        none={{
          icon: Wrench,
          title: 'No AI tools yet',
          hint: 'Add the first tool, or import many at once with Bulk Upload.',
        }}
        onRetry={() => void mutate()}
      >
        <ToolBulkBar
          categories={categories}
          rows={rows.length}
          selected={selected.size}
          onSelectPage={(checked) => select(new Set(checked ? rows.map((tool) => tool.id) : []))}
          onChange={(change) => void applyToSelected(change)}
          onDelete={() => setDeletingSelected(true)}
        />
        <ToolTable
          tools={rows}
          sorting={{ sort: list.sort, onSort: list.toggleSort }}
          selected={selected}
          onSelect={(id, checked) => {
            const next = new Set(selected)
            if (checked) next.add(id)
            else next.delete(id)
            select(next)
          }}
          onEdit={(tool) => setEditing(tool.id)}
          opening={typeof editing === 'number' && !editedTool ? editing : null}
          onDelete={setDeleting}
          onToggleFeatured={(tool) => void toggleFeatured(tool)}
        />
        <Pager
          pageSize={TOOL_PAGE_SIZE}
          offset={offset}
          shown={rows.length}
          total={data?.total ?? 0}
          capped={data?.total_capped}
          onMove={(next) =>
            list.setPage(
              next / TOOL_PAGE_SIZE + 1,
              pagesByCursor(list) ? (next > offset ? { after: rows.at(-1)?.id } : { before: rows[0]?.id }) : undefined,
            )
          }
        />
      </ListState>

      <OpenedOnce open={editing !== null}>
        <ToolFormModal
          tool={editing === 'new' ? 'new' : (editedTool ?? null)}
          categories={categories}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void refreshTools()
          }}
        />
      </OpenedOnce>
      <OpenedOnce open={bulkOpen}>
        <ToolBulkUpload open={bulkOpen} onClose={() => setBulkOpen(false)} onImported={() => void refreshTools()} />
      </OpenedOnce>
      <ConfirmDialog
        question={deleting && 'Are you sure you want to delete this tool?'}
        confirmLabel={deleting ? `Delete ${deleting.name}` : 'Delete'}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        question={
          deletingSelected
            ? `Delete ${plural(selected.size, 'tool')}? Their reviews and places in bundles go with them.`
            : null
        }
        confirmLabel={`Delete ${plural(selected.size, 'tool')}`}
        busyLabel="Deleting…"
        onConfirm={() => applyToSelected({ action: 'delete' })}
        onClose={() => setDeletingSelected(false)}
      />
    </div>
  )
}

const isFiltered = (list: { search: string; filters: Record<string, string> }) =>
  list.search !== '' || Object.values(list.filters).some((value) => value !== '')

/**
 * The tool whose form is open (`editing`, its id), read whole; undefined until it has loaded, so the form opens with
 * its fields filled. A tool that cannot be read (deleted meanwhile) closes the form with the reason.
 */
function useEditedTool(editing: number | 'new' | null, setEditing: (editing: null) => void): AdminTool | undefined {
  const id = typeof editing === 'number' ? editing : null
  const { data, error } = useAdminTool(id)
  const failed = id !== null && error !== undefined
  useEffect(() => {
    if (!failed) return
    toastFailure(error, (message) => `Failed to load tool: ${message}`, 'Error loading tool')
    setEditing(null)
  }, [failed, error, setEditing])
  return id !== null && data?.id === id ? data : undefined
}

/** Opens the form of the tool `?edit={id}` names (the report queue's "Edit tool"), once; the parameter then leaves the URL. */
function useLinkedTool(edit: (id: number) => void) {
  const [params, setParams] = useSearchParams()
  const linked = Number(params.get('edit')) || null
  useEffect(() => {
    if (linked === null) return
    edit(linked)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('edit')
        return next
      },
      { replace: true },
    )
  }, [linked, edit, setParams])
}
