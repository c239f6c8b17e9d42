import { Search } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { useNavigate } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

type ToolSearchFormProps = {
  /** Accessible name of the search box. */
  label: string
  /** `hero` is the large home-page box; `compact` fits the mobile menu. */
  variant?: 'hero' | 'compact'
  /** Called after a search has been started, e.g. to close the menu holding the form. */
  onSearch?: () => void
}

/** Sends a non-blank search to /tools?search=…; blank or whitespace-only input is ignored. */
export function ToolSearchForm({ label, variant = 'compact', onSearch }: ToolSearchFormProps) {
  const navigate = useNavigate()
  const inputId = useId()
  const hero = variant === 'hero'

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    if (!search) return
    navigate(paths.tools.href({ search }))
    onSearch?.()
  }

  return (
    <search>
      <form
        onSubmit={handleSubmit}
        className={`flex items-center gap-2 rounded-xl border border-line bg-surface shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/25 ${hero ? 'p-1.5 pl-4' : 'p-1 pl-3'}`}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="search"
          type="search"
          placeholder="Search AI tools…"
          autoComplete="off"
          enterKeyHint="search"
          className={`min-w-0 flex-1 bg-transparent text-fg placeholder:text-zinc-400 focus:outline-none dark:placeholder:text-zinc-500 ${hero ? 'py-2 text-base' : 'py-1.5 text-sm'}`}
        />
        <button type="submit" className={hero ? `${buttonStyles.primary} px-5 py-2.5` : buttonStyles.primary}>
          Search
        </button>
      </form>
    </search>
  )
}
