import { type FormEvent, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { type FieldErrors, serverFieldErrors } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'

type AdminFormOptions<V, F extends keyof V & string> = {
  initial: () => V
  /** The fields the server may name in its `details`. */
  fields: readonly F[]
  /** The form's checks, run before anything is sent. */
  validate: (values: V) => FieldErrors<F>
  save: (values: V) => Promise<void>
  /** The toast's text, e.g. 'Failed to save tool: {message}' for an answer, 'Error saving tool' without one. */
  failure: (message: string) => string
  networkError: string
}

/**
 * The state of an admin create/edit form: values, each field's message (the client's checks, then the
 * server's `details`), the form-level failure text, and whether a save is under way.
 */
export function useAdminForm<V extends Record<string, unknown>, F extends keyof V & string>(
  options: AdminFormOptions<V, F>,
) {
  const { values, errors, setErrors, formError, setFormError, change, check } = useFormFields<V>(options.initial)
  // Messages only ever name the form's fields (F); useFormFields keys them by every field of V.
  const show = (found: FieldErrors<F>) => found as FieldErrors<keyof V & string>
  const [saving, setSaving] = useState(false)

  /** The props of a text input or text area bound to `field`; unlike useFormFields' bind, the form's failure stays. */
  const bind = (field: F) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value } as Partial<V>),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!check(show(options.validate(values)))) return
    setSaving(true)
    try {
      await options.save(values)
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(show(serverFieldErrors(error, options.fields)))
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
