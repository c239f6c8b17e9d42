import { BookOpen } from 'lucide-react'
import { Link } from 'react-router-dom'
import { RemoveSavedButton } from '@/components/auth/remove-saved-button'
import { SavedList } from '@/components/auth/saved-list'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { SavedPost } from '@/lib/api-types'
import { useSavedPosts, useSavePost } from '../api/save-post'
import { PostCard, PostCardSkeleton } from './post-card'

/** Saved → Articles: the articles the signed-in user saved to read later, newest save first. */
export function SavedPosts() {
  const { data, error, mutate } = useSavedPosts()
  return (
    <SavedList
      items={data}
      error={error}
      onRetry={() => void mutate()}
      noun="saved article"
      empty={{
        icon: BookOpen,
        hint: 'Tap Save on any article to read it later.',
        action: (
          <Link to={paths.blog.href()} className={buttonStyles.primary}>
            Read the Blog
          </Link>
        ),
      }}
      renderItem={(post) => <PostCard post={post} action={<RemovePost post={post} />} />}
      skeleton={<PostCardSkeleton />}
    />
  )
}

function RemovePost({ post }: { post: SavedPost }) {
  return <RemoveSavedButton name={post.title} save={useSavePost(post)} />
}
