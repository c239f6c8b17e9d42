import { Inbox } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import { formatShortDateTime, plural } from '@/lib/format'
import { QUERY_TYPES, queryTypeLabel } from '@/lib/query-types'
import { AdminTable } from '../../shell/components/admin-table'
import { ExportButton } from '../../shell/components/export-button'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { exportInquiries, INQUIRY_STATUSES, useInquiries } from '../api/inquiries'
import { InquiryModal } from './inquiry-modal'
import { InquiryStatusBadge } from './inquiry-status-badge'

/**
 * /admin/contact: the inbox with status and type filters, Export CSV and the details modal.
 * `?inquiry={id}` (the link of the admin notification email) opens that inquiry.
 */
export function AdminContact() {
  const { data: inquiries, error, isLoading, mutate } = useInquiries()
  const [status, setStatus] = useState('')
  const [queryType, setQueryType] = useState('')
  const [params, setParams] = useSearchParams()
  const openId = Number(params.get('inquiry'))
  const open = inquiries?.find((inquiry) => inquiry.id === openId) ?? null
  const openInquiry = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (id === null) next.delete('inquiry')
      else next.set('inquiry', String(id))
      return next
    })

  const shown = useMemo(
    () =>
      (inquiries ?? []).filter(
        (inquiry) => (!status || inquiry.status === status) && (!queryType || inquiry.query_type === queryType),
      ),
    [inquiries, status, queryType],
  )

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Contact Inquiries"
        count={inquiries && plural(inquiries.length, 'inquiry', 'inquiries')}
        description="Messages sent through the contact form."
        actions={<ExportButton load={exportInquiries} filePrefix="contact_inquiries" what="inquiries" />}
      />
      <search className="flex flex-wrap gap-3">
        <Select
          label="Status"
          className="w-44"
          value={status}
          onValueChange={setStatus}
          options={[{ value: '', label: 'All Statuses' }, ...INQUIRY_STATUSES]}
        />
        <Select
          label="Query type"
          className="w-48"
          value={queryType}
          onValueChange={setQueryType}
          options={[{ value: '', label: 'All Types' }, ...QUERY_TYPES]}
        />
      </search>
      <ListState
        what="the inquiries"
        error={error}
        isLoading={isLoading}
        total={inquiries?.length ?? 0}
        shown={shown.length}
        notFound="No inquiries found"
        none={{ icon: Inbox, title: 'No inquiries yet', hint: 'Messages from the contact form will appear here.' }}
        onRetry={() => void mutate()}
      >
        <AdminTable headers={['Received', 'From', 'Type', 'Message', 'Status', 'Actions']} minWidth="min-w-[48rem]">
          {shown.map((inquiry) => (
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
      </ListState>
      <InquiryModal
        inquiry={open}
        onClose={() => openInquiry(null)}
        onSaved={(saved) => {
          void mutate((current) => current?.map((row) => (row.id === saved.id ? saved : row)), { revalidate: false })
          openInquiry(null)
        }}
      />
    </div>
  )
}
