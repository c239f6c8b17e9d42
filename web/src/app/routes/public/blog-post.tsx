import { FileQuestion } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { usePost } from '@/features/blog/api/get-post'
import { Article, ArticleSkeleton } from '@/features/blog/components/article'
import { RelatedPosts } from '@/features/blog/components/related-posts'
import { SubscribeBox } from '@/features/blog/components/subscribe-box'
import { ApiError } from '@/lib/api-client'

export function BlogPostRoute() {
  const { slug = '' } = useParams()
  const { data: post, error, mutate } = usePost(slug)
  const notFound = error instanceof ApiError && error.status === 404
  usePageMeta(
    post
      ? {
          title: pageTitle(post.seo_title || post.title),
          description: post.seo_description || post.excerpt,
          image: post.cover_image_url,
          type: 'article',
        }
      : { title: pageTitle(notFound ? 'Article not found' : 'Blog') },
  )

  return (
    <div className={`${container} py-8 sm:py-12`}>
      {post ? (
        <div className="space-y-16">
          <Article post={post} />
          <div className="mx-auto max-w-3xl">
            <SubscribeBox />
          </div>
          <RelatedPosts slug={post.slug} />
        </div>
      ) : notFound ? (
        <div className="py-12">
          <EmptyState
            headingLevel={1}
            icon={FileQuestion}
            title="Article not found"
            hint="It may have been unpublished or moved."
            action={
              <Link to={paths.blog.href()} className={buttonStyles.primary}>
                Back to blog
              </Link>
            }
          />
        </div>
      ) : error ? (
        <LoadError headingLevel={1} what="this article" onRetry={() => void mutate()} />
      ) : (
        <ArticleSkeleton />
      )}
    </div>
  )
}
