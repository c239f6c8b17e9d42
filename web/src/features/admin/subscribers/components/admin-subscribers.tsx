import { Mails } from 'lucide-react'
import { useState } from 'react'
import { Select } from '@/components/ui/select'
import { formatShortDateTime, plural } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { ExportButton } from '../../shell/components/export-button'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import {
  exportSubscribers,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatus,
  useSubscribers,
} from '../api/subscribers'

const PAGE_SIZE = 50

const statusTones: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  confirmed: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  unsubscribed: 'bg-subtle text-muted',
}

/**
 * /admin/subscribers (issue 12): newsletter subscribers a page at a time, newest first, with the status
 * filter and Export CSV of the same status. The API filters and counts, so lists of any size stay quick.
 */
export function AdminSubscribers() {
  const [status, setStatus] = useState<SubscriberStatus | ''>('')
  const [offset, setOffset] = useState(0)
  // Everyone, for the header's count and the "none yet" state; the same request as the unfiltered first page.
  const everyone = useSubscribers({ limit: PAGE_SIZE, offset: 0 })
  const page = useSubscribers({ status: status || undefined, limit: PAGE_SIZE, offset })

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Newsletter Subscribers"
        count={everyone.data && plural(everyone.data.total, 'subscriber')}
        description="Addresses signed up for the newsletter; only confirmed ones receive it."
        actions={
          <ExportButton
            load={() => exportSubscribers(status || undefined)}
            filePrefix="newsletter_subscribers"
            what="subscribers"
          />
        }
      />
      <search className="flex flex-wrap gap-3">
        <Select
          label="Status"
          className="w-44"
          value={status}
          onValueChange={(value) => {
            setStatus(value as SubscriberStatus | '')
            setOffset(0)
          }}
          options={[{ value: '', label: 'All Statuses' }, ...SUBSCRIBER_STATUSES]}
        />
      </search>
      <ListState
        what="the subscribers"
        error={everyone.error ?? page.error}
        isLoading={everyone.isLoading || page.isLoading}
        total={everyone.data?.total ?? 0}
        shown={page.data?.items.length ?? 0}
        notFound="No subscribers found"
        none={{
          icon: Mails,
          title: 'No subscribers yet',
          hint: 'Addresses signed up through the blog appear here.',
        }}
        onRetry={() => {
          void everyone.mutate()
          void page.mutate()
        }}
      >
        <SubscriberTable subscribers={page.data?.items ?? []} />
        <Pager
          pageSize={PAGE_SIZE}
          offset={offset}
          shown={page.data?.items.length ?? 0}
          total={page.data?.total ?? 0}
          onMove={setOffset}
        />
      </ListState>
    </div>
  )
}

const headers = ['Email', 'Status', 'Source', 'Subscribed', 'Confirmed', 'Unsubscribed'] as const
const dateOrDash = (iso: string | null) => (iso ? formatShortDateTime(iso) : '—')

function SubscriberTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[52rem]">
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} className="hover:bg-subtle/40">
          <td className="px-4 py-3 font-medium whitespace-nowrap text-fg">{subscriber.email}</td>
          <td className="px-4 py-3">
            <span
              className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${statusTones[subscriber.status]}`}
            >
              {SUBSCRIBER_STATUSES.find((option) => option.value === subscriber.status)?.label}
            </span>
          </td>
          <td className="px-4 py-3 text-muted">{subscriber.source ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDateTime(subscriber.created_at)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{dateOrDash(subscriber.confirmed_at)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{dateOrDash(subscriber.unsubscribed_at)}</td>
        </tr>
      ))}
    </AdminTable>
  )
}
