/** A labelled checkbox (Featured tool, Verified review, a directory filter). */
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
