import { PenLine } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useCurrentUser } from '@/components/auth/current-user'
import { FormError, TextAreaField, TextField } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { Me } from '@/lib/api-types'
import { type FieldErrors, serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { createReview, type NewReview } from '../api/create-review'
import { StarInput } from './star-input'

type ReviewField = keyof NewReview
const fields = ['user_name', 'user_email', 'rating', 'title', 'content'] as const

/** Rating 5, name and email of the signed-in user. */
const blank = (user: Me | null): NewReview => ({
  user_name: user?.name ?? '',
  user_email: user?.email ?? '',
  rating: 5,
  title: '',
  content: '',
})

function validate(review: NewReview): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {}
  if (!review.user_name.trim()) errors.user_name = 'Name is required'
  if (!review.user_email.trim()) errors.user_email = 'Email is required'
  if (!review.content.trim()) errors.content = 'Review text is required'
  return errors
}

type ReviewFormProps = {
  toolSlug: string
  /** After a review is stored: the tool's own rating and count changed too. */
  onCreated: () => void
}

/** 'Write Review' and its form, in the Reviews tab: opens on click, closes on Cancel or success. */
export function ReviewForm({ toolSlug, onCreated }: ReviewFormProps) {
  const { user } = useCurrentUser()
  const [open, setOpen] = useState(false)
  const {
    values: review,
    setErrors,
    formError,
    setFormError,
    edit,
    bind,
    check,
    reset,
  } = useFormFields(() => blank(user))
  const [sending, setSending] = useState(false)

  function close() {
    setOpen(false)
    reset(blank(user))
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!check(validate(review))) return
    setSending(true)
    try {
      await createReview(toolSlug, review)
      onCreated()
      close()
      toast.success('Thanks! Your review has been posted.')
    } catch (error) {
      console.error('Review submit failed', error)
      setErrors(serverFieldErrors(error, fields))
      setFormError(
        submitErrorMessage(error, {
          fallback: 'Couldn’t post your review. Please try again.',
          network: 'Network error. Please try again.',
        }),
      )
    } finally {
      setSending(false)
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => {
          reset(blank(user))
          setOpen(true)
        }}
      >
        <PenLine aria-hidden="true" />
        Write Review
      </button>
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Write a review" className={`${cardStyles} space-y-5 p-6`}>
      <h3 className="text-lg font-semibold text-fg">Write a Review</h3>
      {formError && <FormError>{formError}</FormError>}
      <StarInput value={review.rating} onChange={(rating) => edit('rating', rating)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your Name" autoComplete="name" {...bind('user_name')} />
        <TextField label="Your Email" type="email" autoComplete="email" {...bind('user_email')} />
      </div>
      <TextField label="Review Title (optional)" {...bind('title')} />
      <TextAreaField
        label="Your Review"
        rows={5}
        placeholder="What did you use it for? What worked, what didn’t?"
        {...bind('content')}
      />
      <div className="flex gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? 'Submitting...' : 'Submit Review'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={close} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  )
}
