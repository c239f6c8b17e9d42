import { Bell, BellOff } from 'lucide-react'
import { controlBase } from '@/components/ui/styles'
import { useFollowTool } from '../../api/follow-tool'

/** The tool page's Follow / Following, beside "Saved to Favorites": shown once the tool is saved, since saving follows. */
export function FollowToolButton({ tool }: { tool: { id: number; name: string } }) {
  const { saved, following, busy, toggle } = useFollowTool(tool)
  if (!saved) return null
  const Icon = following ? Bell : BellOff
  return (
    <button
      type="button"
      className={`${controlBase} border border-line bg-surface px-4 py-2 text-sm text-fg shadow-sm hover:bg-subtle`}
      aria-pressed={following}
      title={
        following ? 'You get an email when its price or status changes' : 'Email me when its price or status changes'
      }
      disabled={busy}
      onClick={toggle}
    >
      <Icon aria-hidden="true" />
      {following ? 'Following changes' : 'Follow changes'}
    </button>
  )
}
