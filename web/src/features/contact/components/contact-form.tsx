import { CircleCheck, Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { QUERY_TYPES } from '@/lib/query-types'
import { useFormFields } from '@/lib/use-form-fields'
import { type ContactMessage, sendMessage } from '../api/send-message'

const empty: ContactMessage = { email: '', mobile: '', query_type: '', message: '' }
const fields = ['email', 'mobile', 'query_type', 'message'] as const
const REQUIRED = 'Please fill in all required fields.'

/** 'Send us a Message' : editing, sending, sent (with 'Send Another Message'), error. */
export function ContactForm() {
  const { values: form, errors, setErrors, formError, setFormError, edit, bind, reset } = useFormFields(empty)
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const missing = (['email', 'query_type', 'message'] as const).filter((field) => !form[field].trim())
    if (missing.length > 0) {
      setFormError(REQUIRED)
      setErrors(Object.fromEntries(missing.map((field) => [field, 'This field is required'])))
      return
    }
    setState('sending')
    try {
      await sendMessage({ ...form, email: form.email.trim(), mobile: form.mobile.trim() })
      reset()
      setState('sent')
    } catch (error) {
      setState('editing')
      setErrors(serverFieldErrors(error, fields))
      setFormError(
        submitErrorMessage(error, {
          fallback: 'Failed to send message. Please try again.',
          network: 'Network error. Please try again later.',
        }),
      )
    }
  }

  if (state === 'sent') {
    return (
      <div role="status" className={`${cardStyles} flex flex-col items-center p-8 text-center sm:p-12`}>
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-5 text-2xl font-semibold tracking-tight text-fg">Message Sent Successfully!</h2>
        <p className="mt-2 max-w-md text-muted">
          Thank you for reaching out to us. We'll get back to you within 48 working hours.
        </p>
        <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => setState('editing')}>
          Send Another Message
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={`${cardStyles} space-y-5 p-6 sm:p-8`}>
      <h2 className="text-xl font-semibold tracking-tight text-fg">Send us a Message</h2>
      {formError && <FormError>{formError}</FormError>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email Address *" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Mobile Number (optional)" type="tel" autoComplete="tel" {...bind('mobile')} />
      </div>
      <SelectField
        label="Query Type *"
        error={errors.query_type}
        value={form.query_type}
        placeholder="Select a query type"
        options={QUERY_TYPES}
        onChange={(queryType) => edit('query_type', queryType)}
      />
      <TextAreaField label="Message *" rows={6} placeholder="How can we help?" {...bind('message')} />
      <button type="submit" className={`${buttonStyles.primary} h-11 w-full sm:w-auto`} disabled={state === 'sending'}>
        <Send aria-hidden="true" />
        {state === 'sending' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
