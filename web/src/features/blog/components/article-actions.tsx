import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react'
import { controlBase } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { copyText } from '@/lib/clipboard'
import { useSavePost } from '../api/save-post'

const actionStyles = `${controlBase} h-9 border border-line bg-surface px-3 text-sm text-fg hover:bg-subtle`

/** Share (the system share sheet, or copy the link) and Save for later (the account's, or this browser's for a visitor). */
export function ArticleActions({ post }: { post: { id: number; slug: string; title: string } }) {
  const { saved, busy, toggle } = useSavePost(post)

  async function share() {
    const url = window.location.href
    if (navigator.share) {
      // Cancelling the share sheet rejects; that is not an error worth showing.
      await navigator.share({ title: post.title, url }).catch(() => {})
      return
    }
    if (await copyText(url)) toast.success('Link copied to the clipboard')
    else toast.error('Couldn’t copy the link. Copy it from the address bar instead.')
  }

  return (
    <div className="flex gap-2">
      <button type="button" className={actionStyles} onClick={share}>
        <Share2 aria-hidden="true" />
        Share
      </button>
      <button type="button" className={actionStyles} aria-pressed={saved} disabled={busy} onClick={toggle}>
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? 'Saved' : 'Save'}
      </button>
    </div>
  )
}
