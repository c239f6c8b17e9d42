import { type ComponentProps, useState } from 'react'
import { inputStyles } from '@/components/ui/styles'
import { pluralAtLeast } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useToolSearch } from '../api/admin-tools'

type ToolSearchSelectProps = {
  /** The chosen tool's id as text ('' for none), and its name when the form already knows it. */
  value: string
  chosenName: string | undefined
  onChange: (id: string) => void
  /** The Field's id and error wiring, for the select. */
  control: Pick<ComponentProps<'select'>, 'id' | 'aria-invalid' | 'aria-describedby'>
  selectClassName: string
}

/**
 * A tool picker for admin forms that scales to any catalog: typing asks the API for the best matches (typos
 * forgiven) and the select offers them, the chosen tool always among its options.
 */
export function ToolSearchSelect({ value, chosenName, onChange, control, selectClassName }: ToolSearchSelectProps) {
  const [typed, setTyped] = useState('')
  const { data } = useToolSearch(useDebouncedValue(typed, 300))
  const found = data?.tools ?? []
  const chosenShown = value === '' || found.some((tool) => String(tool.id) === value)
  return (
    <div className="space-y-2">
      <input
        type="search"
        aria-label="Search tools to pick"
        placeholder="Type to search tools…"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className={`${inputStyles} h-9`}
        data-autofocus
      />
      <select {...control} className={selectClassName} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">
          {typed.trim() && data
            ? `Select a tool… (${pluralAtLeast(data.total, data.total_capped, 'match', 'matches')})`
            : 'Select a tool…'}
        </option>
        {!chosenShown && <option value={value}>{chosenName ?? `Tool #${value}`}</option>}
        {found.map((tool) => (
          <option key={tool.id} value={tool.id}>
            {tool.name}
          </option>
        ))}
      </select>
    </div>
  )
}
