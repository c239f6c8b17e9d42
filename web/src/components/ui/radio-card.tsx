type RadioCardProps = {
  name: string
  value: string
  checked: boolean
  onSelect: () => void
  label: string
  /** A line under the label that says what the choice means. */
  hint?: string
  /** Where the keyboard starts in its dialog (Modal focuses `[data-autofocus]`): the arrows then move on. */
  autoFocus?: boolean
}

/** One choice of a radio group drawn as a bordered row, highlighted when chosen and ringed on keyboard focus. */
export function RadioCard({ name, value, checked, onSelect, label, hint, autoFocus = false }: RadioCardProps) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-fg hover:bg-subtle has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:has-[:checked]:bg-brand-500/10 ${hint ? 'items-start' : 'items-center'}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        data-autofocus={autoFocus || undefined}
        className={`size-4 accent-brand-600 ${hint ? 'mt-0.5' : ''}`}
      />
      {hint ? (
        <span>
          <span className="block font-medium">{label}</span>
          <span className="block text-muted">{hint}</span>
        </span>
      ) : (
        label
      )}
    </label>
  )
}
