import { Mails } from 'lucide-react'
import { Select } from '@/components/ui/select'
import { formatShortDateTime, plural } from '@/lib/format'
import { AdminTable, type AdminTableSorting } from '../../shell/components/admin-table'
import { ExportButton } from '../../shell/components/export-button'
import { ListSearchBox } from '../../shell/components/list-search-box'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { useAdminPage } from '../../shell/use-admin-page'
import {
  exportSubscribers,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberPage,
  type SubscriberStatus,
  subscribersPath,
} from '../api/subscribers'

const statusTones: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  confirmed: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  unsubscribed: 'bg-subtle text-muted',
}

/**
 * /admin/subscribers (issue 12): newsletter subscribers a page at a time, newest first, with search, the status filter,
 * sortable columns and Export CSV of the chosen status. The API searches, sorts and counts, so lists of any size stay
 * quick.
 */
export function AdminSubscribers() {
  const { data, error, isLoading, mutate, list, counts, pager } = useAdminPage<SubscriberPage, 'status'>(
    subscribersPath,
    { column: 'created_at', order: 'desc' },
    ['status'],
  )
  const subscribers = data?.subscribers ?? []
  const status = (list.filters.status || undefined) as SubscriberStatus | undefined

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Newsletter Subscribers"
        count={data && plural(data.total, 'subscriber')}
        description="Addresses signed up for the newsletter; only confirmed ones receive it."
        actions={
          <ExportButton load={() => exportSubscribers(status)} filePrefix="newsletter_subscribers" what="subscribers" />
        }
      />
      <search className="flex flex-wrap gap-3">
        <ListSearchBox label="Search by email or source" search={list.search} onSearch={list.setSearch} />
        <Select
          label="Status"
          className="w-44"
          value={list.filters.status}
          onValueChange={(value) => list.setFilter('status', value)}
          options={[{ value: '', label: 'All Statuses' }, ...SUBSCRIBER_STATUSES]}
        />
      </search>
      <ListState
        what="the subscribers"
        error={error}
        isLoading={isLoading}
        {...counts}
        notFound="No subscribers found"
        none={{
          icon: Mails,
          title: 'No subscribers yet',
          hint: 'Addresses signed up through the blog appear here.',
        }}
        onRetry={() => void mutate()}
      >
        <SubscriberTable subscribers={subscribers} sorting={{ sort: list.sort, onSort: list.toggleSort }} />
        <Pager {...pager} shown={subscribers.length} />
      </ListState>
    </div>
  )
}

const headers = [
  { label: 'Email', sort: 'email' },
  { label: 'Status', sort: 'status' },
  { label: 'Source', sort: 'source' },
  { label: 'Subscribed', sort: 'created_at' },
  { label: 'Confirmed', sort: 'confirmed_at' },
  { label: 'Unsubscribed', sort: 'unsubscribed_at' },
] as const
const dateOrDash = (iso: string | null) => (iso ? formatShortDateTime(iso) : '—')

function SubscriberTable({ subscribers, sorting }: { subscribers: readonly Subscriber[]; sorting: AdminTableSorting }) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[52rem]" sorting={sorting}>
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
