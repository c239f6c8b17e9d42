import type { ReactNode } from 'react'
import { cardStyles } from '@/components/ui/styles'
import type { ListSort } from '../use-list-params'
import { AdminIcon } from './admin-icon'

/** A column's title, or a title with the name the API sorts that column by. */
export type AdminTableHeader = string | { label: string; sort: string }

/** The list's sort, and what a click on a sortable column's title does. */
export type AdminTableSorting = { sort: ListSort; onSort: (column: string) => void }

type AdminTableProps = {
  headers: readonly AdminTableHeader[]
  /** A Tailwind min-width: below it the table scrolls sideways instead of crushing its columns. */
  minWidth: string
  sorting?: AdminTableSorting
  children: ReactNode
}

const ariaSort = (sort: ListSort) => (sort.order === 'asc' ? 'ascending' : 'descending')

/** A dense admin table in a card; its rows are the children. Sortable columns' titles are buttons. */
export function AdminTable({ headers, minWidth, sorting, children }: AdminTableProps) {
  return (
    <div className={`${cardStyles} overflow-x-auto`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="border-b border-line bg-subtle/60 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {headers.map((header) =>
              typeof header === 'string' || !sorting ? (
                <th key={label(header)} scope="col" className="px-4 py-3">
                  {label(header)}
                </th>
              ) : (
                <SortableHeader key={header.label} header={header} {...sorting} />
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  )
}

const label = (header: AdminTableHeader) => (typeof header === 'string' ? header : header.label)

type SortableHeaderProps = { header: { label: string; sort: string }; sort: ListSort; onSort: (column: string) => void }

function SortableHeader({ header, sort, onSort }: SortableHeaderProps) {
  const active = sort.column === header.sort
  const arrow = !active ? 'arrow-up-down' : sort.order === 'asc' ? 'arrow-up' : 'arrow-down'
  return (
    <th scope="col" className="px-2 py-1.5" aria-sort={active ? ariaSort(sort) : undefined}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-semibold tracking-wide uppercase hover:text-fg"
        onClick={() => onSort(header.sort)}
      >
        {header.label}
        <AdminIcon name={arrow} className={`size-3.5 ${active ? 'text-fg' : 'opacity-50'}`} />
      </button>
    </th>
  )
}
