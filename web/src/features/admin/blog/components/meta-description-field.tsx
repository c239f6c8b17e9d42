import { useId } from 'react'
import { Field, invalidStyles } from '@/components/ui/field'
import { inputStyles } from '@/components/ui/styles'
import { META_DESCRIPTION, metaDescriptionFit } from '../lib/post-form'

const { min, max } = META_DESCRIPTION
const advice = {
  empty: () => `Aim for ${min}-${max} characters`,
  short: (length: number) => `${min - length} more to reach ${min}`,
  good: () => 'Good length',
  long: (length: number) => `${length - max} over ${max}`,
} as const
const tones = {
  empty: 'text-muted',
  short: 'text-amber-700 dark:text-amber-300',
  good: 'text-emerald-700 dark:text-emerald-300',
  long: 'text-red-600 dark:text-red-400',
} as const

type MetaDescriptionFieldProps = {
  value: string
  error: string | undefined
  onChange: (event: { target: { value: string } }) => void
}

/** The SEO description with the 150-160 character advice and a counter that follows typing. */
export function MetaDescriptionField({ value, error, onChange }: MetaDescriptionFieldProps) {
  const adviceId = useId()
  // The API stores the text trimmed, so that is what search engines will get.
  const length = value.trim().length
  const fit = metaDescriptionFit(length)
  return (
    <Field label="SEO Description" error={error}>
      {(control) => (
        <>
          <textarea
            {...control}
            aria-describedby={[control['aria-describedby'], adviceId].filter(Boolean).join(' ')}
            rows={3}
            className={`${inputStyles} ${invalidStyles}`}
            value={value}
            onChange={onChange}
          />
          <p id={adviceId} className="mt-1.5 flex flex-wrap justify-between gap-x-4 text-xs">
            <span className="text-muted">
              Meta description: {min}-{max} characters. Blank: the excerpt.
            </span>
            <span className={`tabular-nums ${tones[fit]}`}>
              {length} characters · {advice[fit](length)}
            </span>
          </p>
        </>
      )}
    </Field>
  )
}
