import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react'
import { useState } from 'react'
import { controlBase } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { copyText } from '@/lib/clipboard'

// Saved articles are a reading list on this device: there is no account endpoint for articles.
const savedKey = 'kitly:saved-articles'

function readSaved(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedKey) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : []
  } catch {
    return []
  }
}

const actionStyles = `${controlBase} h-9 border border-line bg-surface px-3 text-sm text-fg hover:bg-subtle`

/** Share (the system share sheet, or copy the link) and Save for later. */
export function ArticleActions({ slug, title }: { slug: string; title: string }) {
  const [saved, setSaved] = useState(() => readSaved().includes(slug))

  async function share() {
    const url = window.location.href
    if (navigator.share) {
      // Cancelling the share sheet rejects; that is not an error worth showing.
      await navigator.share({ title, url }).catch(() => {})
      return
    }
    if (await copyText(url)) toast.success('Link copied to the clipboard')
    else toast.error('Couldn’t copy the link. Copy it from the address bar instead.')
  }

  function toggleSaved() {
    const next = saved ? readSaved().filter((entry) => entry !== slug) : [...readSaved(), slug]
    try {
      localStorage.setItem(savedKey, JSON.stringify(next))
    } catch {}
    setSaved(!saved)
    toast.success(saved ? 'Removed from your reading list' : 'Saved to your reading list on this device')
  }

  return (
    <div className="flex gap-2">
      <button type="button" className={actionStyles} onClick={share}>
        <Share2 aria-hidden="true" />
        Share
      </button>
      <button type="button" className={actionStyles} aria-pressed={saved} onClick={toggleSaved}>
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? 'Saved' : 'Save'}
      </button>
    </div>
  )
}
