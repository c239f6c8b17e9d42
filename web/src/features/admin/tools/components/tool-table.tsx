import { ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { controlBase } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatShortDate, plural } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { StatusBadge } from '../../shell/components/status-badge'
import type { ListSort } from '../../shell/use-list-params'
import type { AdminTool } from '../api/admin-tools'

const unreviewedTasks = (tool: AdminTool) => tool.tasks.filter((task) => !task.reviewed).length

type ToolTableProps = {
  tools: readonly AdminTool[]
  sorting: { sort: ListSort; onSort: (column: string) => void }
  selected: ReadonlySet<number>
  onSelect: (id: number, checked: boolean) => void
  onEdit: (tool: AdminTool) => void
  onDelete: (tool: AdminTool) => void
  onToggleFeatured: (tool: AdminTool) => void
}

/** A row's icon actions: smaller than the page's icon buttons, so the table stays dense. */
const rowAction = `${controlBase} size-8 text-muted hover:bg-subtle hover:text-fg`

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

/** A page of tools: a checkbox per row for the bulk actions, the featured switch and the row actions. */
export function ToolTable({ tools, sorting, selected, onSelect, onEdit, onDelete, onToggleFeatured }: ToolTableProps) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[72rem]" sorting={sorting}>
      {tools.map((tool) => (
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
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDate(tool.created_at)}</td>
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
