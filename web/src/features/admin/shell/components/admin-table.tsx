import type { ReactNode } from 'react'
import { cardStyles } from '@/components/ui/styles'

type AdminTableProps = {
  headers: readonly string[]
  /** A Tailwind min-width: below it the table scrolls sideways instead of crushing its columns. */
  minWidth: string
  children: ReactNode
}

/** A dense admin table in a card; its rows are the children. */
export function AdminTable({ headers, minWidth, children }: AdminTableProps) {
  return (
    <div className={`${cardStyles} overflow-x-auto`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="border-b border-line bg-subtle/60 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  )
}
