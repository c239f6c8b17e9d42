import { Bell, BellOff } from 'lucide-react'
import { controlBase } from '@/components/ui/styles'
import { useFollowTool } from '../../api/follow-tool'

type FollowToolButtonProps = {
  tool: { id: number; name: string }
  /** A discontinued tool cannot be newly followed: the button shows only to unfollow it (the page says why). */
  discontinued?: boolean
}

/** The tool page's Follow / Following, beside "Saved to Favorites": shown once the tool is saved, since saving follows. */
export function FollowToolButton({ tool, discontinued = false }: FollowToolButtonProps) {
  const { saved, following, busy, toggle } = useFollowTool(tool)
  if (!saved || (discontinued && !following && !busy)) return null
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
