import { Field, invalidStyles } from '@/components/ui/field'
import { inputStyles } from '@/components/ui/styles'

export type Status = 'active' | 'inactive'

/** Active or inactive, the status of tools and bundles. */
export function StatusField({
  value,
  error,
  onChange,
}: {
  value: Status
  error: string | undefined
  onChange: (status: Status) => void
}) {
  return (
    <Field label="Status" error={error}>
      {(control) => (
        <select
          {...control}
          className={`${inputStyles} ${invalidStyles} h-10`}
          value={value}
          onChange={(event) => onChange(event.target.value as Status)}
        >
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      )}
    </Field>
  )
}

/** A labelled checkbox (Featured tool, Verified review). */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex items-center gap-2.5 text-sm font-medium text-fg">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}
