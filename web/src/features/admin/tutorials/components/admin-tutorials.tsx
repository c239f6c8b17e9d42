import { DIFFICULTY_LABELS } from '@kitly/api/field-rules'
import { ArrowDown, ArrowUp, GraduationCap } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Field } from '@/components/ui/field'
import { controlBase, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { plural } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { AdminTable } from '../../shell/components/admin-table'
import { BulkUploadModal, countedImportSummary } from '../../shell/components/bulk-upload-modal'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { EditDeleteButtons } from '../../shell/components/edit-delete-buttons'
import { ExportButton } from '../../shell/components/export-button'
import { ImportActions } from '../../shell/components/import-actions'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { useAdminTool } from '../../tools/api/admin-tools'
import { ToolSearchSelect } from '../../tools/components/tool-search-select'
import {
  type AdminTutorial,
  deleteTutorial,
  exportTutorials,
  getTutorialTemplate,
  moveTutorial,
  TUTORIAL_PAGE_SIZE,
  useAdminTutorials,
  useRefreshTutorials,
} from '../api/admin-tutorials'
import { TutorialFormModal } from './tutorial-form-modal'

const HEADERS = ['Order', 'Tutorial', 'Tool', 'Level', 'Minutes', 'Actions'] as const
// aria-disabled, not disabled: a button that becomes the first or last keeps the keyboard focus as its row moves.
const moveButton = `${controlBase} size-8 border border-line text-muted hover:bg-subtle hover:text-fg aria-disabled:cursor-default aria-disabled:opacity-40`

/**
 * /admin/tutorials: every tool's tutorials a page at a time, searched by title or tool and filtered by tool (kept in
 * the URL, so the tool form can link to one tool's list); add, edit, delete, and move up or down within the tool.
 */
export function AdminTutorials() {
  const [params, setParams] = useSearchParams()
  const toolId = Number(params.get('tool')) || undefined
  const [search, setSearch] = useState('')
  const words = useDebouncedValue(search.trim(), 300)
  const [offset, setOffset] = useState(0)
  const [editing, setEditing] = useState<AdminTutorial | 'new' | null>(params.get('new') ? 'new' : null)
  const [deleting, setDeleting] = useState<AdminTutorial | null>(null)
  const [moving, setMoving] = useState<number | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)
  const filteredTool = useAdminTool(toolId ?? null).data
  const { data, error, isLoading, mutate } = useAdminTutorials({ q: words, toolId, offset })
  const refreshTutorials = useRefreshTutorials()
  const rows = data?.tutorials ?? []

  function filterByTool(value: string) {
    setOffset(0)
    setParams(value ? { tool: value } : {}, { replace: true })
  }

  function closeEditor() {
    setEditing(null)
    // The tool form's "Add tutorial" link opened the editor; closing it must not open it again on reload.
    if (params.has('new')) setParams(toolId ? { tool: String(toolId) } : {}, { replace: true })
  }

  async function move(tutorial: AdminTutorial, direction: 'up' | 'down') {
    const atEnd = direction === 'up' ? tutorial.position === 0 : tutorial.position >= tutorial.tool_tutorial_count - 1
    if (atEnd || moving !== null) return
    setMoving(tutorial.id)
    try {
      await moveTutorial(tutorial.id, direction)
      await refreshTutorials()
    } catch (cause) {
      toastFailure(cause, (message) => message, 'Network error. Please try again.')
    } finally {
      setMoving(null)
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      const { message } = await deleteTutorial(deleting.id)
      toast.success(message)
      setDeleting(null)
      await refreshTutorials()
    } catch (cause) {
      toastFailure(cause, (message) => `Failed to delete tutorial: ${message}`, 'Error deleting tutorial')
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Tutorials"
        count={data && plural(data.total, 'tutorial')}
        description="How-to guides on tool pages, in each tool's order."
        actions={
          <ImportActions
            exportButton={<ExportButton load={exportTutorials} filePrefix="tutorials_export" what="tutorials" />}
            onBulkUpload={() => setBulkOpen(true)}
            addLabel="Add Tutorial"
            onAdd={() => setEditing('new')}
          />
        }
      />
      <search className="grid gap-3 sm:grid-cols-[1fr_16rem] sm:items-end">
        <SearchBox
          label="Search by title or tool name"
          value={search}
          onChange={(value) => {
            setOffset(0)
            setSearch(value)
          }}
        />
        <Field label="Tool">
          {(control) => (
            <ToolSearchSelect
              control={control}
              selectClassName={`${inputStyles} h-10`}
              value={toolId ? String(toolId) : ''}
              chosenName={filteredTool?.name}
              onChange={filterByTool}
            />
          )}
        </Field>
      </search>
      <ListState
        what="the tutorials"
        error={error}
        isLoading={isLoading}
        total={data?.total ?? 0}
        shown={rows.length}
        notFound="No tutorials found"
        none={{
          icon: GraduationCap,
          title: words || toolId ? 'No tutorials found' : 'No tutorials yet',
          hint: words || toolId ? 'Try other words, or another tool.' : 'Add the first tutorial.',
        }}
        onRetry={() => void mutate()}
      >
        <AdminTable headers={HEADERS} minWidth="min-w-[52rem]">
          {rows.map((tutorial) => (
            <tr key={tutorial.id} className="hover:bg-subtle/40">
              <td className="px-4 py-3 whitespace-nowrap">
                <div className="flex items-center gap-1.5">
                  <span className="w-6 text-muted tabular-nums">{tutorial.position + 1}</span>
                  <button
                    type="button"
                    className={moveButton}
                    aria-label={`Move ${tutorial.title} up`}
                    aria-disabled={tutorial.position === 0}
                    onClick={() => void move(tutorial, 'up')}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={moveButton}
                    aria-label={`Move ${tutorial.title} down`}
                    aria-disabled={tutorial.position >= tutorial.tool_tutorial_count - 1}
                    onClick={() => void move(tutorial, 'down')}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </td>
              <td className="min-w-56 px-4 py-3 font-medium text-fg">{tutorial.title}</td>
              <td className="px-4 py-3 text-muted">{tutorial.tool_name}</td>
              <td className="px-4 py-3 text-muted">{DIFFICULTY_LABELS[tutorial.difficulty_level]}</td>
              <td className="px-4 py-3 text-muted tabular-nums">{tutorial.duration_minutes ?? '–'}</td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <EditDeleteButtons
                    name={tutorial.title}
                    onEdit={() => setEditing(tutorial)}
                    onDelete={() => setDeleting(tutorial)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager
          pageSize={TUTORIAL_PAGE_SIZE}
          offset={offset}
          shown={rows.length}
          total={data?.total ?? 0}
          onMove={setOffset}
        />
      </ListState>
      <TutorialFormModal
        tutorial={editing}
        toolId={toolId}
        toolName={filteredTool?.name}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor()
          void refreshTutorials()
        }}
      />
      <BulkUploadModal
        open={bulkOpen}
        title="Bulk Upload Tutorials"
        description="Upload a CSV or Excel file with one tutorial per row, its tool named by slug, in the columns of the template."
        onClose={() => setBulkOpen(false)}
        template={{ load: getTutorialTemplate, fileName: 'tutorials_template.csv' }}
        kind="tutorials"
        {...countedImportSummary('Tutorials')}
        onImported={() => void refreshTutorials()}
      />
      <ConfirmDialog
        question={deleting && `Are you sure you want to delete the tutorial “${deleting.title}”?`}
        confirmLabel={deleting ? `Delete ${deleting.title}` : 'Delete'}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
