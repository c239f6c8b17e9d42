import { Link2 } from 'lucide-react'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { ListState } from '../../shell/components/list-state'
import { Pager } from '../../shell/components/pager'
import {
  LINK_HEALTH_PAGE_SIZE,
  type LinkAction,
  type LinkHealthEntry,
  type LinkQueue,
  runLinkAction,
  useLinkHealth,
} from '../api/link-health'
import { LinkHealthCard } from './link-health-card'

const UNANSWERED = 'Network error. Please try again.'

const empty: Record<LinkQueue, { title: string; hint: string }> = {
  attention: { title: 'Every checked link works', hint: 'Links the checker finds moved, failing or dead appear here.' },
  dead: { title: 'No dead links', hint: 'A link fails on three different days before it counts as dead.' },
  failing: { title: 'No failing links', hint: 'Links that did not answer at their last check appear here.' },
  redirected: { title: 'No redirected links', hint: 'Links that now lead to another address appear here.' },
  no_logo: {
    title: 'No tool is missing a logo',
    hint: 'Tools without a logo whose site offered no usable icon appear here.',
  },
  discontinued: { title: 'No discontinued tools', hint: 'Tools you mark discontinued appear here.' },
}

/** One tab of the link health queue: a page of tools with their links, and the actions on them. */
export function LinkHealthList({ queue }: { queue: LinkQueue }) {
  const [offset, setOffset] = useState(0)
  const { data, error, isLoading, mutate } = useLinkHealth(queue, offset)
  const { mutate: mutateAll } = useSWRConfig()
  const [busy, setBusy] = useState<{ toolId: number; action: LinkAction } | null>(null)
  const [discontinuing, setDiscontinuing] = useState<LinkHealthEntry | null>(null)

  // An action moves tools between tabs: every page of every tab is read again.
  const refreshQueues = () => mutateAll((key) => typeof key === 'string' && key.startsWith('/api/admin/link-health'))

  async function run(entry: LinkHealthEntry, action: LinkAction) {
    setBusy({ toolId: entry.tool_id, action })
    try {
      const { message } = await runLinkAction(entry.tool_id, action)
      toast.success(message)
      await refreshQueues()
    } catch (cause) {
      toastFailure(cause, (message) => message, UNANSWERED)
    } finally {
      setBusy(null)
    }
  }

  async function confirmDiscontinue() {
    if (!discontinuing) return
    await run(discontinuing, 'discontinue')
    setDiscontinuing(null)
  }

  const total = data?.total ?? 0
  return (
    <>
      <ListState
        what="the links"
        error={error}
        isLoading={isLoading}
        total={total}
        shown={data?.tools.length ?? 0}
        notFound="No more tools"
        none={{ icon: Link2, ...empty[queue] }}
        onRetry={() => void mutate()}
      >
        <ul className="space-y-4" aria-label="Tools and their links">
          {data?.tools.map((entry) => (
            <li key={entry.tool_id}>
              <LinkHealthCard
                entry={entry}
                busy={busy?.toolId === entry.tool_id ? busy.action : null}
                onAction={(action) => (action === 'discontinue' ? setDiscontinuing(entry) : void run(entry, action))}
              />
            </li>
          ))}
        </ul>
        <Pager
          pageSize={LINK_HEALTH_PAGE_SIZE}
          offset={offset}
          shown={data?.tools.length ?? 0}
          total={total}
          onMove={setOffset}
        />
      </ListState>
      <ConfirmDialog
        question={
          discontinuing &&
          `Mark "${discontinuing.name}" discontinued? It leaves search and listings; its page stays, saying so and showing its alternatives.`
        }
        confirmLabel="Mark discontinued"
        busyLabel="Marking discontinued…"
        onConfirm={confirmDiscontinue}
        onClose={() => setDiscontinuing(null)}
      />
    </>
  )
}
