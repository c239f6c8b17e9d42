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
