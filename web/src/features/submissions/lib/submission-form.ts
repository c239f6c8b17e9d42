import type { PricingModel } from '@kitly/api/field-rules'
import { splitList } from '@/lib/list-text'
import type { Submission, SubmissionBody } from '../api/submissions'

// The submission form: its values as typed and the body a save sends. Tags are typed comma-separated and
// screenshots one URL a line (a URL may hold a comma); both are sent as lists.

export type SubmissionFormValues = {
  website_url: string
  name: string
  short_description: string
  description: string
  category_id: string
  tasks: string[]
  pricing_model: PricingModel
  free_credit_info: string
  tags: string
  logo_url: string
  screenshots: string
  video_url: string
}
export type SubmissionField = keyof SubmissionFormValues

export const submissionFields: readonly SubmissionField[] = [
  'website_url',
  'name',
  'short_description',
  'description',
  'category_id',
  'tasks',
  'pricing_model',
  'free_credit_info',
  'tags',
  'logo_url',
  'screenshots',
  'video_url',
]

export function submissionToForm(submission: Submission): SubmissionFormValues {
  return {
    website_url: submission.website_url,
    name: submission.name ?? '',
    short_description: submission.short_description ?? '',
    description: submission.description ?? '',
    category_id: submission.category_id === null ? '' : String(submission.category_id),
    tasks: submission.tasks,
    // The API's default for a tool that does not say.
    pricing_model: submission.pricing_model ?? 'Free',
    free_credit_info: submission.free_credit_info ?? '',
    tags: submission.tags.join(', '),
    logo_url: submission.logo_url ?? '',
    screenshots: submission.screenshots.join('\n'),
    video_url: submission.video_url ?? '',
  }
}

/** Every field (a save replaces them all); blank ones are sent blank, which the API reads as "not given". */
export function toSubmissionBody(values: SubmissionFormValues): SubmissionBody {
  return {
    ...values,
    category_id: values.category_id ? Number(values.category_id) : null,
    tags: splitList(values.tags, ','),
    screenshots: splitList(values.screenshots, /\r?\n/),
  }
}
