import { sectionTitleStyles } from '@/components/ui/styles'
import { useRelatedPosts } from '../api/get-post'
import { PostCard } from './post-card'

/** Articles sharing tags with this one; nothing at all when there are none or they fail to load. */
export function RelatedPosts({ slug }: { slug: string }) {
  const { data } = useRelatedPosts(slug)
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="related-articles">
      <h2 id="related-articles" className={sectionTitleStyles}>
        Related articles
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
