import { ChevronDown } from 'lucide-react'

export type SelectOption = { value: string; label: string }

type SelectProps = {
  /** Accessible name of the select. */
  label: string
  value: string
  options: readonly SelectOption[]
  onValueChange: (value: string) => void
  className?: string
}

/**
 * A styled native select: the platform's own picker (the best one on phones), keyboard and screen-reader
 * support for free, and nothing injected at run time that the Content Security Policy would refuse.
 */
export function Select({ label, value, options, onValueChange, className = '' }: SelectProps) {
  return (
    <div className={`relative ${className}`}>
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="h-10 w-full min-w-0 appearance-none truncate rounded-lg border border-line bg-surface pr-9 pl-3 text-sm text-fg shadow-xs hover:bg-subtle focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  )
}
