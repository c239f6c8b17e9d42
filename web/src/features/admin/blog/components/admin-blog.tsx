import { Eye, Newspaper, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import { TagList } from '@/components/ui/tag-list'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { paths } from '@/config/paths'
import { formatShortDate, plural } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { EditDeleteButtons } from '../../shell/components/edit-delete-buttons'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { type AdminPost, deletePost, useAdminPosts } from '../api/admin-posts'
import { CoverThumb } from './cover-thumb'
import type { ArticleView } from './markdown-preview'
import { PostFormModal } from './post-form-modal'

const statusOptions = [
  { value: '', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
]

const matches = (post: AdminPost, words: string) =>
  post.title.toLowerCase().includes(words) || post.excerpt.toLowerCase().includes(words)

/**
 * /admin/blog: search, the status filter, the posts and the write/edit modal. `Article` is
 * how the public blog renders a post; the editor's preview uses it.
 */
export function AdminBlog({ Article }: { Article: ArticleView }) {
  const { data: posts, error, isLoading, mutate } = useAdminPosts()
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminPost | null>(null)

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (posts ?? []).filter(
      (post) => (!words || matches(post, words)) && (!status || post.is_published === (status === 'published')),
    )
  }, [posts, search, status])

  async function confirmDelete() {
    if (!deleting) return
    try {
      const { message } = await deletePost(deleting.id)
      await mutate((current) => current?.filter((row) => row.id !== deleting.id), { revalidate: false })
      toast.success(message)
      setDeleting(null)
    } catch (cause) {
      toastFailure(cause, 'Failed to delete blog post', 'Error deleting blog post')
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Blog Posts"
        count={posts && plural(posts.length, 'post')}
        description="Write, publish and edit the articles of the blog."
        actions={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Write Post
          </button>
        }
      />
      <search className="flex flex-wrap gap-3">
        <SearchBox label="Search posts by title or excerpt" value={search} onChange={setSearch} />
        <Select label="Status" className="w-40" value={status} onValueChange={setStatus} options={statusOptions} />
      </search>
      <ListState
        what="the blog posts"
        error={error}
        isLoading={isLoading}
        total={posts?.length ?? 0}
        shown={shown.length}
        notFound="No posts found"
        none={{ icon: Newspaper, title: 'No blog posts yet', hint: 'Write the first post.' }}
        onRetry={() => void mutate()}
      >
        <PostTable posts={shown} onEdit={setEditing} onDelete={setDeleting} />
      </ListState>
      <PostFormModal
        post={editing}
        Article={Article}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          // The list's order follows the publication date the server settles on.
          void mutate()
        }}
      />
      <ConfirmDialog
        question={deleting && `Are you sure you want to delete the post “${deleting.title}”?`}
        confirmLabel="Delete post"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}

type PostTableProps = {
  posts: readonly AdminPost[]
  onEdit: (post: AdminPost) => void
  onDelete: (post: AdminPost) => void
}

const headers = ['Post', 'Author', 'Status', 'Tags', 'Actions'] as const

function PostTable({ posts, onEdit, onDelete }: PostTableProps) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[64rem]">
      {posts.map((post) => (
        <tr key={post.id} className="align-top hover:bg-subtle/40">
          {/* Narrow on a phone (a smaller cover, a tighter gap), so the row's status scrolls into view sooner. */}
          <td className="max-w-60 px-4 py-3 sm:max-w-sm">
            <div className="flex gap-2.5 sm:gap-3">
              <CoverThumb src={post.cover_image_url} />
              <div className="min-w-0">
                <p className="font-semibold text-fg">{post.title}</p>
                <p className="truncate text-xs text-muted">/{post.slug}</p>
                <p className="mt-1 line-clamp-2 text-xs text-muted">{post.excerpt}</p>
              </div>
            </div>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <p className="text-fg">{post.author_name || 'Admin'}</p>
            <p className="text-xs text-muted">{post.reading_time_minutes || 5} min read</p>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <PostStatusBadge published={post.is_published} />
            <p className="mt-1.5 text-xs text-muted">
              {post.published_at ? 'Published' : 'Created'} {formatShortDate(post.published_at ?? post.created_at)}
            </p>
          </td>
          <td className="px-4 py-3">
            {post.tags.length > 0 ? (
              <TagList tags={post.tags} max={3} className="[&_li]:whitespace-nowrap" />
            ) : (
              <span className="text-muted">—</span>
            )}
          </td>
          <td className="px-4 py-3">
            <div className="flex gap-2">
              {post.is_published && (
                <Link
                  to={paths.blogPost.href(post.slug)}
                  className={buttonStyles.small}
                  aria-label={`View ${post.title}`}
                >
                  <Eye aria-hidden="true" />
                  View
                </Link>
              )}
              <EditDeleteButtons name={post.title} onEdit={() => onEdit(post)} onDelete={() => onDelete(post)} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

function PostStatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
        published
          ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300'
          : 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300'
      }`}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  )
}
