import type { ReactNode } from 'react'
import { TagList } from '@/components/ui/tag-list'
import type { AdminSubmissionDetail } from '../api/admin-submissions'
import { notGiven, OutLink } from './out-link'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-fg">{children || notGiven}</dd>
    </div>
  )
}

type SubmissionFieldsProps = {
  submission: AdminSubmissionDetail
  /** The name of the submission's category, looked up by the page (null while unknown or not chosen). */
  categoryName: string | null
}

/** Every field as the maker sent it, blanks shown as such: what the tool's listing would be made of. */
export function SubmissionFields({ submission, categoryName }: SubmissionFieldsProps) {
  const { screenshots } = submission
  return (
    <dl className="divide-y divide-line">
      <Row term="Website">
        <OutLink href={submission.website_url}>{submission.website_url}</OutLink>
      </Row>
      <Row term="Name">{submission.name}</Row>
      <Row term="Short description">{submission.short_description}</Row>
      <Row term="Description">
        {submission.description && <p className="whitespace-pre-line">{submission.description}</p>}
      </Row>
      <Row term="Category">
        {submission.category_id === null ? null : (categoryName ?? `#${submission.category_id}`)}
      </Row>
      <Row term="Tasks">{submission.task_names.length > 0 && <TagList tags={submission.task_names} />}</Row>
      <Row term="Tags">{submission.tags.length > 0 && <TagList tags={submission.tags} />}</Row>
      <Row term="Pricing">{submission.pricing_model}</Row>
      <Row term="Free credits">{submission.free_credit_info}</Row>
      <Row term="Logo">
        {submission.logo_url && (
          <span className="flex items-center gap-3">
            <img
              src={submission.logo_url}
              alt={`Logo of ${submission.name ?? submission.registrable_domain}`}
              className="size-12 rounded-lg border border-line bg-white object-contain"
            />
            <OutLink href={submission.logo_url}>Open the image</OutLink>
          </span>
        )}
      </Row>
      <Row term="Screenshots">
        {screenshots.length > 0 && (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {screenshots.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="block rounded-lg">
                  <img
                    src={url}
                    alt={`Screenshot ${index + 1} of ${screenshots.length}`}
                    loading="lazy"
                    className="aspect-video w-full rounded-lg border border-line bg-subtle object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Video">
        {submission.video_url && <OutLink href={submission.video_url}>{submission.video_url}</OutLink>}
      </Row>
    </dl>
  )
}
