import { Bookmark, BookmarkCheck, Heart } from 'lucide-react'
import { controlBase } from '@/components/ui/styles'
import { useSaveTool } from '../api/save-tool'

type SaveToolButtonProps = {
  tool: { id: number; name: string }
  /** `card`: a bookmark icon; `page`: the tool page's 'Add to Favorites'. */
  variant?: 'card' | 'page'
  /** A discontinued tool cannot be newly saved: the button shows only to remove it (whoever shows it says why). */
  discontinued?: boolean
}

export function SaveToolButton({ tool, variant = 'card', discontinued = false }: SaveToolButtonProps) {
  const { toggle, busy, saved } = useSaveTool(tool)
  // While a removal is pending `saved` is already false: the button stays until the list agrees.
  if (discontinued && !saved && !busy) return null
  const tone = saved
    ? 'border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300'
    : 'border-line bg-surface text-fg hover:bg-subtle'
  if (variant === 'page') {
    return (
      <button
        type="button"
        className={`${controlBase} border px-4 py-2 text-sm shadow-sm ${tone}`}
        aria-pressed={saved}
        disabled={busy}
        onClick={toggle}
      >
        <Heart aria-hidden="true" className={saved ? 'fill-current' : ''} />
        {saved ? 'Saved to Favorites' : 'Add to Favorites'}
      </button>
    )
  }
  const Icon = saved ? BookmarkCheck : Bookmark
  return (
    <button
      type="button"
      className={`${controlBase} size-8 border ${tone}`}
      aria-label={discontinued ? `Remove ${tool.name} from your saved tools` : `Save ${tool.name}`}
      title={saved ? 'Saved (click to remove)' : 'Save tool'}
      aria-pressed={saved}
      disabled={busy}
      onClick={toggle}
    >
      <Icon aria-hidden="true" />
    </button>
  )
}
