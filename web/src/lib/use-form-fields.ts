import { type ChangeEvent, useState } from 'react'
import { type FieldErrors, withoutError } from './form-errors'

/** The fields of `V` that hold text, the ones an <input> or <textarea> can edit. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

/**
 * A form's state: its values, a message per field and one for the whole form. Editing a
 * field clears that field's message and the form's, so a person who fixes a mistake sees it go.
 */
export function useFormFields<V extends Record<string, unknown>>(initial: V | (() => V)) {
  type Key = keyof V & string
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Key>>({})
  const [formError, setFormError] = useState<string | null>(null)

  /** Sets fields (several when one follows another, as a slug follows a name); their messages go. */
  function change(patch: Partial<V>) {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => (Object.keys(patch) as Key[]).reduce((rest, field) => withoutError(rest, field), current))
  }

  function edit<F extends Key>(field: F, value: V[F]) {
    const patch: Partial<V> = {}
    patch[field] = value
    change(patch)
    setFormError(null)
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    change,
    edit,
    /** Props for a text control of `field`: its value, its message and an onChange that edits it. */
    bind: <F extends TextKey<V>>(field: F) => ({
      value: values[field] as string,
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, event.target.value as V[F]),
    }),
    /** Shows the client's own checks; true when there is nothing to fix and the form may be sent. */
    check(found: FieldErrors<Key>): boolean {
      setErrors(found)
      setFormError(null)
      return Object.keys(found).length === 0
    },
    /** Back to `next` (the initial values by default) with no messages. */
    reset(next: V = typeof initial === 'function' ? initial() : initial) {
      setValues(next)
      setErrors({})
      setFormError(null)
    },
  }
}
