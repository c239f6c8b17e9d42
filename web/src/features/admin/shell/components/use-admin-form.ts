import { type FormEvent, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { type FieldErrors, serverFieldErrors, withoutError } from '@/lib/form-errors'

type AdminFormOptions<V, F extends keyof V & string> = {
  initial: () => V
  /** The fields the server may name in its `details`. */
  fields: readonly F[]
  /** The checks of admin.md §5, run before anything is sent. */
  validate: (values: V) => FieldErrors<F>
  save: (values: V) => Promise<void>
  /** The spec's texts: 'Failed to save tool: {message}' for an answer, 'Error saving tool' without one. */
  failure: (message: string) => string
  networkError: string
}

/**
 * The state of an admin create/edit form: values, each field's message (the client's checks, then the
 * server's `details`), the form-level failure text, and whether a save is under way.
 */
export function useAdminForm<V, F extends keyof V & string>(options: AdminFormOptions<V, F>) {
  const [values, setValues] = useState<V>(options.initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  /** Sets fields (more than one when one follows another, as a slug follows a name); their messages go. */
  const change = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => (Object.keys(patch) as F[]).reduce((rest, field) => withoutError(rest, field), current))
  }

  /** The props of a text input or text area bound to `field`. */
  const bind = (field: F) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value } as Partial<V>),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = options.validate(values)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await options.save(values)
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(serverFieldErrors(error, options.fields))
        setFormError(options.failure(error.message || 'Unknown error'))
      } else {
        setFormError(options.networkError)
      }
    } finally {
      setSaving(false)
    }
  }

  return { values, errors, formError, saving, change, bind, submit }
}
