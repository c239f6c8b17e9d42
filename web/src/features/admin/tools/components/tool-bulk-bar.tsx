import { Star, StarOff, Trash2 } from 'lucide-react'
import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import type { Category } from '@/lib/api-types'
import { plural } from '@/lib/format'
import type { BulkToolChange } from '../api/admin-tools'

/** A bulk change without its ids: the bar says what, the page says which tools. */
export type BulkChange = BulkToolChange extends infer Change
  ? Change extends unknown
    ? Omit<Change, 'ids'>
    : never
  : never

const FEATURE_BUTTONS = [
  { label: 'Feature', value: true, Icon: Star },
  { label: 'Unfeature', value: false, Icon: StarOff },
] as const

type ToolBulkBarProps = {
  categories: readonly Category[]
  /** How many rows the page shows, and which of them are selected. */
  rows: number
  selected: number
  onSelectPage: (checked: boolean) => void
  onChange: (change: BulkChange) => void
  onDelete: () => void
}

/** 'Select all on this page', the count, and the actions on the selected tools. */
export function ToolBulkBar({ categories, rows, selected, onSelectPage, onChange, onDelete }: ToolBulkBarProps) {
  const none = selected === 0
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={rows > 0 && selected === rows}
          onChange={(event) => onSelectPage(event.target.checked)}
        />
        Select all on this page
      </label>
      <p className="text-sm text-muted sm:mr-auto" aria-live="polite">
        {plural(selected, 'tool')} selected
      </p>
      <fieldset disabled={none} className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Change the selected tools</legend>
        <Select
          label="Set status of the selected tools"
          className="w-36"
          value=""
          onValueChange={(value) => value && onChange({ action: 'set_status', value: value as 'active' | 'inactive' })}
          options={[
            { value: '', label: 'Set status…' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
        <Select
          label="Move the selected tools to a category"
          className="w-44"
          value=""
          onValueChange={(value) =>
            value && onChange({ action: 'set_category', value: value === 'none' ? null : Number(value) })
          }
          options={[
            { value: '', label: 'Move to category…' },
            { value: 'none', label: 'Uncategorized' },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        {FEATURE_BUTTONS.map(({ label, value, Icon }) => (
          <button
            key={label}
            type="button"
            className={buttonStyles.secondary}
            onClick={() => onChange({ action: 'set_featured', value })}
          >
            <Icon aria-hidden="true" />
            {label}
          </button>
        ))}
        <button type="button" className={`${buttonStyles.secondary} hover:text-red-600`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete selected
        </button>
      </fieldset>
    </div>
  )
}
