import { BadgeCheck, BadgeX, ExternalLink, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Select } from '@/components/ui/select'
import { Stars } from '@/components/ui/stars'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { paths } from '@/config/paths'
import { formatShortDate, plural, pluralAtLeast } from '@/lib/format'
import { AdminTable, type AdminTableSorting } from '../../shell/components/admin-table'
import { BulkUploadModal, countedImportSummary } from '../../shell/components/bulk-upload-modal'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { EditDeleteButtons } from '../../shell/components/edit-delete-buttons'
import { ImportActions } from '../../shell/components/import-actions'
import { ListSearchBox } from '../../shell/components/list-search-box'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { useAdminPage } from '../../shell/use-admin-page'
import {
  type AdminReview,
  type AdminReviewPage,
  adminReviewsKey,
  deleteReview,
  getReviewTemplate,
  setReviewVerified,
} from '../api/admin-reviews'
import { ReviewFormModal } from './review-form-modal'

const ratingOptions = [
  { value: '', label: 'All Ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: plural(stars, 'star') })),
]

/**
 * /admin/reviews: a page of reviews at a time (search, rating filter, sortable columns), Verify/Unverify and
 * delete; for those who manage the site (`canManage`, not moderators) also add, edit and Bulk Upload.
 */
export function AdminReviews({ canManage }: { canManage: boolean }) {
  const { data, error, isLoading, mutate, list, counts, pager } = useAdminPage<AdminReviewPage, 'rating'>(
    adminReviewsKey,
    { column: 'created_at', order: 'desc' },
    ['rating'],
    (page) => page.reviews,
  )
  const reviews = data?.reviews ?? []
  const [editing, setEditing] = useState<AdminReview | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminReview | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)

  async function setVerified(review: AdminReview, isVerified: boolean) {
    try {
      await setReviewVerified(review, isVerified)
      await mutate()
      toast.success(isVerified ? 'Review marked verified' : 'Verified mark removed')
    } catch (cause) {
      toastFailure(cause, 'Failed to update review', 'Error updating review')
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await deleteReview(deleting.id)
      await mutate()
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
        count={data && pluralAtLeast(data.total, data.total_capped, 'review')}
        description="What people say about the tools."
        actions={
          canManage && (
            <ImportActions
              onBulkUpload={() => setBulkOpen(true)}
              addLabel="Add Review"
              onAdd={() => setEditing('new')}
            />
          )
        }
      />
      <search className="flex flex-wrap gap-3">
        <ListSearchBox label="Search by tool, reviewer or content" search={list.search} onSearch={list.setSearch} />
        <Select
          label="Rating"
          className="w-40"
          value={list.filters.rating}
          onValueChange={(value) => list.setFilter('rating', value)}
          options={ratingOptions}
        />
      </search>
      <ListState
        what="the reviews"
        error={error}
        isLoading={isLoading}
        {...counts}
        notFound="No reviews found"
        none={{
          icon: MessageSquare,
          title: 'No reviews yet',
          hint: canManage
            ? 'Add a review, or import many with Bulk Upload.'
            : 'Reviews appear here as people write them.',
        }}
        onRetry={() => void mutate()}
      >
        <ReviewTable
          reviews={reviews}
          sorting={{ sort: list.sort, onSort: list.toggleSort }}
          onEdit={canManage ? setEditing : undefined}
          onVerify={setVerified}
          onDelete={setDeleting}
        />
        <Pager {...pager} shown={reviews.length} />
      </ListState>
      <ReviewFormModal
        review={editing}
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
        template={{ load: getReviewTemplate, fileName: 'reviews_template.csv' }}
        kind="reviews"
        {...countedImportSummary('Reviews')}
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

const headers = [
  { label: 'Reviewer', sort: 'user_name' },
  { label: 'Tool', sort: 'tool_name' },
  { label: 'Rating', sort: 'rating' },
  'Review',
  { label: 'Date', sort: 'created_at' },
  'Actions',
] as const

type ReviewTableProps = {
  reviews: readonly AdminReview[]
  sorting: AdminTableSorting
  onEdit: ((review: AdminReview) => void) | undefined
  onVerify: (review: AdminReview, isVerified: boolean) => void
  onDelete: (review: AdminReview) => void
}

function ReviewTable({ reviews, sorting, onEdit, onVerify, onDelete }: ReviewTableProps) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[64rem]" sorting={sorting}>
      {reviews.map((review) => (
        <tr key={review.id} className="align-top hover:bg-subtle/40">
          <td className="px-4 py-3">
            {/* The badge wraps under a long name instead of breaking the name itself. */}
            <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 font-medium text-fg">
              <span className="whitespace-nowrap">{review.user_name || 'Anonymous'}</span>
              {review.is_verified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Verified
                </span>
              )}
            </p>
            {review.user_email && <p className="text-xs text-muted">{review.user_email}</p>}
          </td>
          <td className="px-4 py-3">
            <Link
              to={paths.tool.href(review.tool_slug)}
              className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-400"
            >
              {review.tool_name}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <span
              className="flex items-center gap-1.5 text-sm"
              role="img"
              aria-label={`${review.rating} out of 5 stars`}
            >
              <Stars rating={review.rating} />
            </span>
          </td>
          <td className="max-w-md px-4 py-3">
            {review.title && <p className="font-medium text-fg">{review.title}</p>}
            <p className="line-clamp-3 text-muted">{review.content}</p>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDate(review.created_at)}</td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.small}
                aria-label={`${review.is_verified ? 'Unverify' : 'Verify'} review by ${review.user_name || 'Anonymous'} of ${review.tool_name}`}
                onClick={() => onVerify(review, !review.is_verified)}
              >
                {review.is_verified ? <BadgeX aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />}
                {review.is_verified ? 'Unverify' : 'Verify'}
              </button>
              <EditDeleteButtons
                name={`review by ${review.user_name || 'Anonymous'} of ${review.tool_name}`}
                onEdit={onEdit && (() => onEdit(review))}
                onDelete={() => onDelete(review)}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
