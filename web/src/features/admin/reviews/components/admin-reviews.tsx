import { BadgeCheck, ExternalLink, MessageSquare, Plus, Upload } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Select } from '@/components/ui/select'
import { Stars } from '@/components/ui/stars'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { paths } from '@/config/paths'
import { formatShortDate, plural } from '@/lib/format'
import { BulkUploadModal } from '../../shell/components/bulk-upload-modal'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { EditDeleteButtons } from '../../shell/components/edit-delete-buttons'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { saveCsv } from '../../shell/save-csv'
import { useAdminTools } from '../../tools/api/admin-tools'
import {
  type AdminReview,
  bulkUploadReviews,
  deleteReview,
  getReviewTemplate,
  useAdminReviews,
} from '../api/admin-reviews'
import { ReviewFormModal } from './review-form-modal'

const ratingOptions = [
  { value: '', label: 'All Ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: plural(stars, 'star') })),
]

const matches = (review: AdminReview, words: string) =>
  [review.tool_name, review.user_name, review.title ?? '', review.content].some((text) =>
    text.toLowerCase().includes(words),
  )

/** /admin/reviews: search, rating filter, review cards, add/edit/delete and Bulk Upload. */
export function AdminReviews() {
  const { data: reviews, error, isLoading, mutate } = useAdminReviews()
  const { data: tools = [] } = useAdminTools()
  const [search, setSearch] = useState('')
  const [rating, setRating] = useState('')
  const [editing, setEditing] = useState<AdminReview | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminReview | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (reviews ?? []).filter(
      (review) => (!words || matches(review, words)) && (!rating || String(review.rating) === rating),
    )
  }, [reviews, search, rating])

  async function confirmDelete() {
    if (!deleting) return
    try {
      await deleteReview(deleting.id)
      await mutate((current) => current?.filter((row) => row.id !== deleting.id), { revalidate: false })
      toast.success('Review deleted')
      setDeleting(null)
    } catch (cause) {
      toastFailure(cause, 'Failed to delete review', 'Error deleting review')
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Reviews"
        count={reviews && plural(reviews.length, 'review')}
        description="What people say about the tools."
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setBulkOpen(true)}>
              <Upload aria-hidden="true" />
              Bulk Upload
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add Review
            </button>
          </>
        }
      />
      <search className="flex flex-wrap gap-3">
        <SearchBox label="Search by tool, reviewer or content" value={search} onChange={setSearch} />
        <Select label="Rating" className="w-40" value={rating} onValueChange={setRating} options={ratingOptions} />
      </search>
      <ListState
        what="the reviews"
        error={error}
        isLoading={isLoading}
        total={reviews?.length ?? 0}
        shown={shown.length}
        notFound="No reviews found"
        none={{ icon: MessageSquare, title: 'No reviews yet', hint: 'Add a review, or import many with Bulk Upload.' }}
        onRetry={() => void mutate()}
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((review) => (
            <li key={review.id} className={`${cardStyles} flex flex-col p-5`}>
              <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
                <div className="mr-auto min-w-0">
                  <p className="flex items-center gap-1.5 font-semibold text-fg">
                    {review.user_name || 'Anonymous'}
                    {review.is_verified && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300">
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        Verified
                      </span>
                    )}
                  </p>
                  {review.user_email && <p className="truncate text-xs text-muted">{review.user_email}</p>}
                </div>
                <span
                  className="flex items-center gap-1.5 text-sm"
                  role="img"
                  aria-label={`${review.rating} out of 5 stars`}
                >
                  <Stars rating={review.rating} />
                </span>
              </div>
              <Link
                to={paths.tool.href(review.tool_slug)}
                className="mt-2 inline-flex w-fit items-center gap-1 text-xs font-medium text-brand-600 hover:underline dark:text-brand-400"
              >
                {review.tool_name}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </Link>
              {review.title && <h2 className="mt-2 font-medium text-fg">{review.title}</h2>}
              <p className="mt-1 line-clamp-4 flex-1 text-sm text-muted">{review.content}</p>
              <div className="mt-4 flex items-center gap-2 border-t border-line pt-3 text-xs text-muted">
                <span className="mr-auto">{formatShortDate(review.created_at)}</span>
                <EditDeleteButtons
                  name={`review by ${review.user_name || 'Anonymous'} of ${review.tool_name}`}
                  onEdit={() => setEditing(review)}
                  onDelete={() => setDeleting(review)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <ReviewFormModal
        review={editing}
        tools={tools}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void mutate()
        }}
      />
      <BulkUploadModal
        open={bulkOpen}
        title="Bulk Upload Reviews"
        description="Upload a CSV or Excel file with one review per row, in the columns of the template."
        onClose={() => setBulkOpen(false)}
        onTemplate={() =>
          void saveCsv(
            getReviewTemplate,
            'reviews_template.csv',
            'Failed to download the template',
            'Error downloading the template',
          )
        }
        upload={(file) => bulkUploadReviews(file)}
        imported={(result) => result.successCount > 0}
        summary={(result) =>
          result.successCount > 0
            ? `Reviews uploaded successfully! ${result.message}`
            : `No reviews were imported. ${result.message}`
        }
        onImported={() => void mutate()}
      />
      <ConfirmDialog
        question={deleting && 'Are you sure you want to delete this review?'}
        confirmLabel="Delete review"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
