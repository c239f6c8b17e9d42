import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { inputStyles } from '@/components/ui/styles'

type PageHeaderProps = {
  title: string
  /** A badge beside the title, e.g. '12 tools'. */
  count?: string | undefined
  description: string
  /** The screen's buttons (Export CSV, Add …). */
  actions: ReactNode
}

/** The title row every admin list screen starts with. */
export function AdminPageHeader({ title, count, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="mr-auto">
        <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-fg">
          {title}
          {count && (
            <span className="rounded-full bg-subtle px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-muted">
              {count}
            </span>
          )}
        </h1>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {actions}
    </div>
  )
}

type SearchBoxProps = {
  label: string
  /** The label followed by an ellipsis unless given. */
  placeholder?: string
  value: string
  onChange: (value: string) => void
}

/** The search field of an admin list. */
export function SearchBox({ label, placeholder = `${label}…`, value, onChange }: SearchBoxProps) {
  return (
    <div className="relative min-w-56 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputStyles} h-10 pl-9`}
      />
    </div>
  )
}
