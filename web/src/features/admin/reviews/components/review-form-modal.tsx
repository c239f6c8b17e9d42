import { EMAIL_INVALID, EMAIL_PATTERN } from '@kitly/api/field-rules'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field, FormError, invalidStyles, TextAreaField, TextField } from '@/components/ui/field'
import { inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { FieldErrors } from '@/lib/form-errors'
import { EditorActions, EditorModal } from '../../shell/components/editor-modal'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { ToolSearchSelect } from '../../tools/components/tool-search-select'
import { type AdminReview, createReview, type ReviewBody, updateReview } from '../api/admin-reviews'

type ReviewField = keyof ReviewBody

function validateReview(values: ReviewBody): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {}
  if (!values.tool_id) errors.tool_id = 'Please select a tool'
  if (!values.user_name.trim()) errors.user_name = 'Reviewer name is required'
  if (values.user_email.trim() && !EMAIL_PATTERN.test(values.user_email.trim())) errors.user_email = EMAIL_INVALID
  if (!values.content.trim()) errors.content = 'Review text is required'
  return errors
}

const toValues = (review: AdminReview | null): ReviewBody => ({
  tool_id: review ? String(review.tool_id) : '',
  user_name: review?.user_name ?? '',
  user_email: review?.user_email ?? '',
  rating: String(review?.rating ?? 5),
  title: review?.title ?? '',
  content: review?.content ?? '',
  is_verified: review?.is_verified ?? false,
})
const fields = Object.keys(toValues(null)) as ReviewField[]
const selectStyles = `${inputStyles} ${invalidStyles} h-10`

type ReviewFormModalProps = {
  review: AdminReview | 'new' | null
  onClose: () => void
  onSaved: () => void
}

/** Add and edit a review: tool, reviewer and text required, rating 1-5 (default 5). */
export function ReviewFormModal({ review, onClose, onSaved }: ReviewFormModalProps) {
  return (
    <EditorModal item={review} titles={{ add: 'Add Review', edit: 'Edit Review' }} size="wide" onClose={onClose}>
      {(editing) => <ReviewForm review={editing} onCancel={onClose} onSaved={onSaved} />}
    </EditorModal>
  )
}

type ReviewFormProps = {
  review: AdminReview | null
  onCancel: () => void
  onSaved: () => void
}

function ReviewForm({ review, onCancel, onSaved }: ReviewFormProps) {
  const form = useAdminForm<ReviewBody, ReviewField>({
    initial: () => toValues(review),
    fields,
    validate: validateReview,
    save: async (values) => {
      await (review ? updateReview(review.id, values) : createReview(values))
      toast.success(review ? 'Review updated successfully!' : 'Review added successfully!')
      onSaved()
    },
    failure: (message) => `Failed to save review: ${message}`,
    networkError: 'Error saving review. Please try again.',
  })
  const { values, errors, bind, change } = form

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      {form.formError && <FormError>{form.formError}</FormError>}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label="Tool *" error={errors.tool_id}>
          {(control) => (
            <ToolSearchSelect
              control={control}
              selectClassName={selectStyles}
              value={values.tool_id}
              chosenName={review?.tool_name}
              onChange={(tool_id) => change({ tool_id })}
            />
          )}
        </Field>
        <Field label="Rating" error={errors.rating}>
          {(control) => (
            <select
              {...control}
              className={selectStyles}
              value={values.rating}
              onChange={(event) => change({ rating: event.target.value })}
            >
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {stars} ★
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Reviewer Name *" {...bind('user_name')} />
        <TextField label="Email" type="email" {...bind('user_email')} />
      </div>
      <TextField label="Title" {...bind('title')} />
      <TextAreaField label="Review Text *" rows={5} {...bind('content')} />
      <CheckboxField
        label="Verified review"
        checked={values.is_verified}
        onChange={(is_verified) => change({ is_verified })}
      />
      <EditorActions saving={form.saving} label={review ? 'Update Review' : 'Add Review'} onCancel={onCancel} />
    </form>
  )
}
