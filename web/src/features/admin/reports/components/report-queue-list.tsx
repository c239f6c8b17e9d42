import { Flag } from 'lucide-react'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { ListState } from '../../shell/components/list-state'
import { Pager } from '../../shell/components/pager'
import {
  deactivateReportedTool,
  decideToolReports,
  REPORT_PAGE_SIZE,
  type ReportDecision,
  type ReportGroup,
  type ReportState,
  useReportQueue,
} from '../api/reports'
import { ReportGroupCard } from './report-group-card'

const UNANSWERED = 'Network error. Please try again.'

const emptyHints: Record<ReportState, string> = {
  open: 'Problems visitors report on a tool page will appear here.',
  resolved: 'Reports you resolve will appear here.',
  dismissed: 'Reports you dismiss will appear here.',
}

/** One tab of the queue: a page of tools with their reports, and the decisions on them. */
export function ReportQueueList({ state }: { state: ReportState }) {
  const [offset, setOffset] = useState(0)
  const { data, error, isLoading, mutate } = useReportQueue(state, offset)
  const { mutate: mutateAll } = useSWRConfig()
  const [deactivating, setDeactivating] = useState<ReportGroup | null>(null)

  // A decision moves reports between tabs: every page of every state is read again.
  const refreshQueues = () => mutateAll((key) => typeof key === 'string' && key.startsWith('/api/admin/reports'))

  async function decide(group: ReportGroup, decision: ReportDecision) {
    try {
      const { message } = await decideToolReports(group.tool_id, decision)
      toast.success(`${group.tool_name}: ${message}`)
      await refreshQueues()
    } catch (cause) {
      toastFailure(cause, (message) => message, UNANSWERED)
    }
  }

  async function confirmDeactivate() {
    if (!deactivating) return
    try {
      const { message } = await deactivateReportedTool(deactivating.tool_id)
      toast.success(message)
      setDeactivating(null)
      await refreshQueues()
    } catch (cause) {
      toastFailure(cause, (message) => message, UNANSWERED)
    }
  }

  const total = data?.total ?? 0
  return (
    <>
      <ListState
        what="the reports"
        error={error}
        isLoading={isLoading}
        total={total}
        shown={data?.groups.length ?? 0}
        notFound="No more reports"
        none={{ icon: Flag, title: `No ${state} reports`, hint: emptyHints[state] }}
        onRetry={() => void mutate()}
      >
        <ul className="space-y-4" aria-label={`${state} reports by tool`}>
          {data?.groups.map((group) => (
            <li key={group.tool_id}>
              <ReportGroupCard
                group={group}
                state={state}
                onDecide={(decision) => void decide(group, decision)}
                onDeactivate={() => setDeactivating(group)}
              />
            </li>
          ))}
        </ul>
        <Pager
          pageSize={REPORT_PAGE_SIZE}
          offset={offset}
          shown={data?.groups.length ?? 0}
          total={total}
          onMove={setOffset}
        />
      </ListState>
      <ConfirmDialog
        question={
          deactivating &&
          `Mark "${deactivating.tool_name}" inactive? It disappears from the site and its open reports are resolved.`
        }
        confirmLabel="Mark inactive"
        busyLabel="Marking inactive…"
        onConfirm={confirmDeactivate}
        onClose={() => setDeactivating(null)}
      />
    </>
  )
}
