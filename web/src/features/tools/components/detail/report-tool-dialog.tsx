import { type FormEvent, useId, useState } from 'react'
import { FormError, TextAreaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { RadioCard } from '@/components/ui/radio-card'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { Tool } from '@/lib/api-types'
import { type FieldErrors, serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { REPORT_NOTE_MAX, REPORT_NOTE_REQUIRED, REPORT_REASONS, type ReportReason } from '@/lib/report-reasons'
import { useFormFields } from '@/lib/use-form-fields'
import { reportTool } from '../../api/report-tool'

type ReportValues = { reason: ReportReason | ''; note: string }
type ReportField = keyof ReportValues
const fields = ['reason', 'note'] as const

// The API's own sentences (CreateToolReportBody), shown before the request is even sent.
function validate({ reason, note }: ReportValues): FieldErrors<ReportField> {
  if (!reason) return { reason: 'Please choose what is wrong with this listing.' }
  if (reason === 'other' && !note.trim()) return { note: REPORT_NOTE_REQUIRED }
  return {}
}

/** The "Report a problem" dialog: a reason, an optional note (required for "other"). Loaded when first wanted. */
export function ReportToolDialog({
  tool,
  open,
  onClose,
}: {
  tool: Pick<Tool, 'slug' | 'name'>
  open: boolean
  onClose: () => void
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Report a problem"
      description={`Tell us what is wrong with the ${tool.name} listing and we will check it.`}
    >
      <ReportToolForm slug={tool.slug} onDone={onClose} />
    </Modal>
  )
}

function ReportToolForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { values, errors, setErrors, formError, setFormError, edit, bind, check } = useFormFields<ReportValues>({
    reason: '',
    note: '',
  })
  const [sending, setSending] = useState(false)
  const reasonMessageId = useId()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!check(validate(values)) || !values.reason) return
    setSending(true)
    try {
      await reportTool(slug, { reason: values.reason, note: values.note })
      onDone()
      toast.success('Thanks — we’ll take a look.')
    } catch (error) {
      setErrors(serverFieldErrors(error, fields))
      setFormError(
        submitErrorMessage(error, {
          fallback: 'Couldn’t send your report. Please try again.',
          network: 'Network error. Please try again.',
        }),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {formError && <FormError>{formError}</FormError>}
      <fieldset aria-invalid={Boolean(errors.reason)} aria-describedby={errors.reason ? reasonMessageId : undefined}>
        <legend className="text-sm font-medium text-fg">What is wrong?</legend>
        <div className="mt-2 grid gap-2">
          {REPORT_REASONS.map((option, index) => (
            <RadioCard
              key={option.value}
              name="reason"
              value={option.value}
              checked={values.reason === option.value}
              onSelect={() => edit('reason', option.value)}
              label={option.label}
              autoFocus={index === 0}
            />
          ))}
        </div>
        {errors.reason && (
          <p id={reasonMessageId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={values.reason === 'other' ? 'Details' : 'Details (optional)'}
        rows={4}
        maxLength={REPORT_NOTE_MAX}
        placeholder="What did you notice? A link or the right price helps."
        {...bind('note')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onDone} disabled={sending}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? 'Sending…' : 'Send report'}
        </button>
      </div>
    </form>
  )
}
