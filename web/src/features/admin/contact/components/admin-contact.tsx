import { Inbox } from 'lucide-react'

import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import { formatShortDateTime, plural } from '@/lib/format'
import { QUERY_TYPES, queryTypeLabel } from '@/lib/query-types'
import { AdminTable } from '../../shell/components/admin-table'
import { ExportButton } from '../../shell/components/export-button'
import { ListSearchBox } from '../../shell/components/list-search-box'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { useAdminPage } from '../../shell/use-admin-page'
import { useOpenedId } from '../../shell/use-list-params'
import { exportInquiries, INQUIRY_STATUSES, type InquiryPage, inquiriesKey } from '../api/inquiries'
import { InquiryModal } from './inquiry-modal'
import { InquiryStatusBadge } from './inquiry-status-badge'

const headers = [
  { label: 'Received', sort: 'created_at' },
  { label: 'From', sort: 'email' },
  { label: 'Type', sort: 'query_type' },
  'Message',
  { label: 'Status', sort: 'status' },
  'Actions',
] as const

/**
 * /admin/contact: the inbox a page at a time, with search, status and type filters and sortable columns, Export CSV and
 * the details modal. `?inquiry={id}` (the link of the admin notification email) opens that inquiry when it is on the
 * page shown (the newest first, where a new inquiry is).
 */
export function AdminContact() {
  const { data, error, isLoading, mutate, list, counts, pager } = useAdminPage<InquiryPage, 'status' | 'query_type'>(
    inquiriesKey,
    { column: 'created_at', order: 'desc' },
    ['status', 'query_type'],
  )
  const inquiries = data?.inquiries ?? []
  const [openId, openInquiry] = useOpenedId('inquiry')
  const open = inquiries.find((inquiry) => inquiry.id === openId) ?? null

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Contact Inquiries"
        count={data && plural(data.total, 'inquiry', 'inquiries')}
        description="Messages sent through the contact form."
        actions={<ExportButton load={exportInquiries} filePrefix="contact_inquiries" what="inquiries" />}
      />
      <search className="flex flex-wrap gap-3">
        <ListSearchBox label="Search by email, mobile or message" search={list.search} onSearch={list.setSearch} />
        <Select
          label="Status"
          className="w-44"
          value={list.filters.status}
          onValueChange={(value) => list.setFilter('status', value)}
          options={[{ value: '', label: 'All Statuses' }, ...INQUIRY_STATUSES]}
        />
        <Select
          label="Query type"
          className="w-48"
          value={list.filters.query_type}
          onValueChange={(value) => list.setFilter('query_type', value)}
          options={[{ value: '', label: 'All Types' }, ...QUERY_TYPES]}
        />
      </search>
      <ListState
        what="the inquiries"
        error={error}
        isLoading={isLoading}
        {...counts}
        notFound="No inquiries found"
        none={{ icon: Inbox, title: 'No inquiries yet', hint: 'Messages from the contact form will appear here.' }}
        onRetry={() => void mutate()}
      >
        <AdminTable headers={headers} minWidth="min-w-[48rem]" sorting={{ sort: list.sort, onSort: list.toggleSort }}>
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id} className="align-top hover:bg-subtle/40">
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDateTime(inquiry.created_at)}</td>
              <td className="px-4 py-3">
                <p className="font-medium text-fg">{inquiry.email}</p>
                {inquiry.mobile && <p className="text-xs text-muted">{inquiry.mobile}</p>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{queryTypeLabel(inquiry.query_type)}</td>
              <td className="max-w-xs px-4 py-3">
                <p className="line-clamp-2 text-muted">{inquiry.message}</p>
              </td>
              <td className="px-4 py-3">
                <InquiryStatusBadge status={inquiry.status} />
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  className={buttonStyles.small}
                  aria-label={`View details of the inquiry from ${inquiry.email}`}
                  onClick={() => openInquiry(inquiry.id)}
                >
                  View Details
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager {...pager} shown={inquiries.length} />
      </ListState>
      <InquiryModal
        inquiry={open}
        onClose={() => openInquiry(null)}
        onSaved={() => {
          // Read the page again: a new status can take the inquiry out of the filtered list.
          void mutate()
          openInquiry(null)
        }}
        onReplied={() => void mutate()}
      />
    </div>
  )
}
