import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminBlog } from '@/features/admin/blog/components/admin-blog'
import { lazyNamed } from '@/lib/lazy-named'

// The public blog's article renderer (DOMPurify, the article styles) for the editor's preview; it downloads
// with the editor, as the preview is its only use here.
const ArticleContent = lazyNamed(() => import('@/components/ui/article-content'), 'ArticleContent')

/** /admin/blog: the posts, with a preview that sanitizes and looks as the public article does. */
export function AdminBlogRoute() {
  usePageMeta({ title: pageTitle('Blog Posts - Admin') })
  return <AdminBlog Article={ArticleContent} />
}
