import { useId } from 'react'

export type SegmentedOption<T extends string> = { value: T; label: string; hint?: string }

type SegmentedProps<T extends string> = {
  legend: string
  name: string
  value: T
  options: readonly SegmentedOption<T>[]
  onChange: (value: T) => void
}

/** A radio group drawn as a row of buttons: native radios, so arrows and screen readers work as usual. */
export function Segmented<T extends string>({ legend, name, value, options, onChange }: SegmentedProps<T>) {
  const id = useId()
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-2 grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-subtle p-1">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="relative flex cursor-pointer flex-col items-center rounded-lg px-2 py-2 text-center text-sm font-medium text-muted has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
            {option.hint && <span className="text-xs font-normal text-muted">{option.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
