import { useDeferredValue } from 'react'
import { preloadOn } from '@/components/ui/lazy-dialog'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { controlBase } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatShortDate, plural } from '@/lib/format'
import { AdminIcon } from '../../shell/components/admin-icon'
import { AdminTable } from '../../shell/components/admin-table'
import { StatusBadge } from '../../shell/components/status-badge'
import type { ListSort } from '../../shell/use-list-params'
import { useRouterLinkClick } from '../../shell/use-router-link-click'
import { type AdminToolRow, preloadAdminTool } from '../api/admin-tools'
import { loadToolForm } from './tool-dialogs'

/**
 * The rows drawn in a page's first pass: more than the tallest screen shows above the fold (a row is about 80 px).
 * The rest of the page follows at once, in a render of its own (useDeferredValue), so the first rows appear without
 * waiting for all 50 rows' style, layout and paint: those took half a second on a 2-core machine at first opening.
 */
export const FIRST_PASS_ROWS = 12

/** The featured switch; its knob is the switch's ::before (shell/components/admin.css), moved right when checked. */
const featuredSwitch =
  'tool-featured-switch relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-300 transition-colors aria-checked:bg-brand-600 dark:bg-zinc-600'

type ToolTableProps = {
  tools: readonly AdminToolRow[]
  sorting: { sort: ListSort; onSort: (column: string) => void }
  selected: ReadonlySet<number>
  onSelect: (id: number, checked: boolean) => void
  onEdit: (tool: AdminToolRow) => void
  /** The tool whose form is loading (its Edit button says so), if any. */
  opening?: number | null
  onDelete: (tool: AdminToolRow) => void
  onToggleFeatured: (tool: AdminToolRow) => void
}

/**
 * A row's icon actions: smaller than the page's icon buttons, so the table stays dense. Side by side in their cell
 * without a flex box around them (one element less on every row), top-aligned as the row is.
 */
const rowAction = `${controlBase} size-8 align-top text-muted hover:bg-subtle hover:text-fg`

// Each sortable column's `sort` is the API's name for it (ListAdminToolsQuery).
const headers = [
  'Select',
  { label: 'Tool', sort: 'name' },
  { label: 'Category', sort: 'category' },
  { label: 'Pricing', sort: 'pricing' },
  'Features',
  { label: 'Rating', sort: 'rating' },
  { label: 'Status', sort: 'status' },
  { label: 'Featured', sort: 'featured' },
  { label: 'Added', sort: 'created_at' },
  'Actions',
] as const

/**
 * A page of tools: a checkbox per row for the bulk actions, the featured switch and the row actions. A page is 50 rows
 * drawn at once, so each row keeps to the elements it shows: icons are one element each, the featured switch's knob
 * is drawn by CSS, the line of notes is left out when there is none to show, and the live page is a plain link that
 * one shared handler sends through the router.
 */
export function ToolTable({
  tools,
  sorting,
  selected,
  onSelect,
  onEdit,
  opening = null,
  onDelete,
  onToggleFeatured,
}: ToolTableProps) {
  const followLink = useRouterLinkClick()
  const drawn = useDeferredValue(tools, tools.slice(0, FIRST_PASS_ROWS))
  return (
    <AdminTable headers={headers} minWidth="min-w-[72rem]" sorting={sorting}>
      {drawn.map((tool) => (
        <tr key={tool.id} className="align-top hover:bg-subtle/40">
          <td className="px-4 py-3">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              aria-label={`Select ${tool.name}`}
              checked={selected.has(tool.id)}
              onChange={(event) => onSelect(tool.id, event.target.checked)}
            />
          </td>
          <td className="max-w-xs px-4 py-3">
            <div className="flex gap-3">
              <LogoTile name={tool.name} icon={tool.logo_url} size="sm" />
              <div className="min-w-0">
                <p className="font-semibold text-fg">{tool.name}</p>
                {/* The margin below keeps the space the line of notes would take, so rows without notes look the same. */}
                <p className="mb-1 line-clamp-2 text-xs text-muted">{tool.short_description}</p>
                <ToolNotes tool={tool} />
              </div>
            </div>
          </td>
          <td className="px-4 py-3 text-muted">{tool.category_name ?? 'Uncategorized'}</td>
          <td className="px-4 py-3">
            <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
          </td>
          <td className="max-w-40 truncate px-4 py-3 text-muted">
            {tool.first_feature ? `${tool.first_feature}${tool.feature_count > 1 ? '…' : ''}` : '—'}
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
              className={featuredSwitch}
            />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDate(tool.created_at)}</td>
          <td className="space-x-0.5 px-4 py-3 whitespace-nowrap">
            <a
              href={tool.website_url}
              target="_blank"
              rel="noopener noreferrer"
              className={rowAction}
              aria-label={`Visit ${tool.name} website`}
              title="Visit website"
            >
              <AdminIcon name="external-link" />
            </a>
            <a
              href={paths.tool.href(tool.slug)}
              className={rowAction}
              aria-label={`View ${tool.name} live page`}
              title="View live page"
              onClick={followLink}
            >
              <AdminIcon name="eye" />
            </a>
            <button
              type="button"
              className={`${rowAction} aria-busy:cursor-progress aria-busy:opacity-60`}
              aria-label={`Edit ${tool.name}`}
              aria-busy={tool.id === opening || undefined}
              title="Edit"
              onClick={() => onEdit(tool)}
              {...preloadOn(() => Promise.all([loadToolForm(), preloadAdminTool(tool.id)]))}
            >
              <AdminIcon name="pencil" />
            </button>
            <button
              type="button"
              className={`${rowAction} hover:text-red-600`}
              aria-label={`Delete ${tool.name}`}
              title="Delete"
              onClick={() => onDelete(tool)}
            >
              <AdminIcon name="trash" />
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

/** What the admin may want to know at a glance: a video, free credits, task suggestions to review; nothing if none. */
function ToolNotes({ tool }: { tool: AdminToolRow }) {
  const toReview = tool.tasks_to_review
  if (!tool.has_video && !tool.has_free_credits && toReview === 0) return null
  return (
    <p className="flex flex-wrap gap-2 text-xs">
      {tool.has_video && <span className="text-violet-600 dark:text-violet-300">▶ Video</span>}
      {tool.has_free_credits && <span className="text-emerald-600 dark:text-emerald-400">Free credits</span>}
      {toReview > 0 && (
        <span className="text-amber-700 dark:text-amber-300">{plural(toReview, 'suggested task')} to review</span>
      )}
    </p>
  )
}
