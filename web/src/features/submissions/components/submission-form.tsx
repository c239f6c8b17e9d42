import { PRICING_MODELS, type PricingModel } from '@kitly/api/field-rules'
import { Send } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { ToolMediaFields } from '@/components/ui/tool-media-fields'
import { useCategories } from '@/features/categories/api/get-categories'
import { useTasks } from '@/features/tasks/api/get-tasks'
import { ApiError } from '@/lib/api-client'
import { serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { useAutosave } from '@/lib/use-autosave'
import { useFormFields } from '@/lib/use-form-fields'
import { ownSubmissionsKey, type Submission, saveSubmission, submissionKey } from '../api/submissions'
import { type SubmissionFormValues, submissionFields, submissionToForm, toSubmissionBody } from '../lib/submission-form'
import { ListedNotice, type Listing, listingOf } from './listed-notice'
import { SaveStatus } from './save-status'
import { TaskChecklist } from './task-checklist'

// The sticky bar at the bottom must not hide the field being typed in: focus scrolls fields clear of it.
const formStyles = `${cardStyles} space-y-8 p-5 sm:p-8 [&_:is(input,textarea,select)]:scroll-mb-28`

type SubmissionFormProps = { submission: Submission; onSubmitted: (sent: Submission) => void }

/**
 * Every field of a draft (or of a submission sent back for changes), saved as the maker types, and "Submit for
 * review", which shows the server's message beside each field it refuses.
 */
export function SubmissionForm({ submission, onSubmitted }: SubmissionFormProps) {
  const { mutate } = useSWRConfig()
  const categories = useCategories().data ?? []
  const tasks = useTasks().data ?? []
  const form = useFormFields<SubmissionFormValues>(() => submissionToForm(submission))
  const { values, errors, setErrors, bind, change } = form
  const [listing, setListing] = useState<Listing | null>(null)
  const [submitting, setSubmitting] = useState(false)

  /** Shows why the server refused a save: beside each field it names, and a 409's listing. */
  function showRefusal(error: unknown) {
    setErrors(serverFieldErrors(error, submissionFields))
    setListing(error instanceof ApiError ? listingOf(error) : null)
  }

  const autosave = useAutosave(values, async (current) => {
    try {
      const saved = await saveSubmission(submission.id, toSubmissionBody(current))
      await mutate(submissionKey(submission.id), saved, { revalidate: false })
    } catch (error) {
      showRefusal(error)
      throw error
    }
  })

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitting(true)
    form.setFormError(null)
    // What was typed is kept as a draft even if the submit is refused.
    await autosave.flush()
    try {
      const sent = await saveSubmission(submission.id, { ...toSubmissionBody(values), submit: true })
      await mutate(submissionKey(submission.id), sent, { revalidate: false })
      await mutate(ownSubmissionsKey)
      onSubmitted(sent)
    } catch (error) {
      showRefusal(error)
      const fieldProblems = Object.keys(serverFieldErrors(error, submissionFields)).length > 0
      form.setFormError(
        fieldProblems
          ? 'Please fix the fields marked below, then submit again.'
          : submitErrorMessage(error, {
              fallback: 'Could not send your submission. Please try again.',
              network: 'Network error. Please try again.',
            }),
      )
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={formStyles}>
      {form.formError && <FormError>{form.formError}</FormError>}
      {listing && <ListedNotice listing={listing} />}
      <FormSection title="About the tool">
        <TextField label="Tool website *" type="url" inputMode="url" {...bind('website_url')} />
        <TextField label="Name *" autoComplete="off" {...bind('name')} />
        <TextField
          label="Short description *"
          hint="One sentence on what it does, shown on its card."
          maxLength={500}
          {...bind('short_description')}
        />
        <TextAreaField label="Long description" rows={6} {...bind('description')} />
      </FormSection>
      <FormSection title="Where it fits">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            error={errors.category_id}
            value={values.category_id}
            placeholder="Choose a category"
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            onChange={(category_id) => change({ category_id })}
          />
          <SelectField
            label="Pricing model"
            error={errors.pricing_model}
            value={values.pricing_model}
            options={PRICING_MODELS.map((model) => ({ value: model, label: model }))}
            onChange={(pricing_model) => change({ pricing_model: pricing_model as PricingModel })}
          />
        </div>
        <TextField label="Free credit info" placeholder="e.g. 100 free credits a month" {...bind('free_credit_info')} />
        <TaskChecklist
          tasks={tasks}
          value={values.tasks}
          error={errors.tasks}
          onChange={(slugs) => change({ tasks: slugs })}
        />
        <TextField label="Tags" hint="Separated by commas, e.g. video, editing" {...bind('tags')} />
      </FormSection>
      <FormSection title="Images and video">
        <ToolMediaFields bind={bind} />
      </FormSection>
      <div className="sticky bottom-0 -mx-5 -mb-5 flex items-center justify-between gap-3 rounded-b-2xl border-t border-line bg-surface px-5 py-3 sm:-mx-8 sm:-mb-8 sm:px-8 sm:py-4">
        <SaveStatus status={autosave.status} error={autosave.error} />
        <button type="submit" className={`${buttonStyles.primary} h-11 shrink-0`} disabled={submitting}>
          <Send aria-hidden="true" />
          {submitting ? 'Submitting…' : 'Submit for review'}
        </button>
      </div>
    </form>
  )
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold tracking-tight text-fg">{title}</legend>
      {children}
    </fieldset>
  )
}
