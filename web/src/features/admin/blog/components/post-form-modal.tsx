import { slugFromName } from '@kitly/api/field-rules'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { FormError, TextAreaField, TextField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { EditorActions, EditorModal } from '../../shell/components/editor-modal'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type AdminPost, createPost, type PostBody, updatePost } from '../api/admin-posts'
import { emptyPost, type PostField, postFields, postToForm, validatePost } from '../lib/post-form'
import { ContentEditor } from './content-editor'
import type { ArticleView } from './markdown-preview'
import { MetaDescriptionField } from './meta-description-field'

type PostFormModalProps = {
  /** The post being edited, `'new'` for Write Post, null when closed. */
  post: AdminPost | 'new' | null
  Article: ArticleView
  onClose: () => void
  onSaved: (post: AdminPost) => void
}

/** Write and edit a post in one modal (/admin/blog), with every field and its checks. */
export function PostFormModal({ post, Article, onClose, onSaved }: PostFormModalProps) {
  return (
    <EditorModal
      item={post}
      titles={{ add: 'Write Post', edit: 'Edit Post' }}
      description={(editing) => `/blog/${editing.slug}`}
      size="wide"
      onClose={onClose}
    >
      {(editing) => <PostForm post={editing} Article={Article} onCancel={onClose} onSaved={onSaved} />}
    </EditorModal>
  )
}

type PostFormProps = {
  post: AdminPost | null
  Article: ArticleView
  onCancel: () => void
  onSaved: (post: AdminPost) => void
}

function PostForm({ post, Article, onCancel, onSaved }: PostFormProps) {
  const form = useAdminForm<PostBody, PostField>({
    initial: () => (post ? postToForm(post) : emptyPost),
    fields: postFields,
    validate: validatePost,
    save: async (values) => {
      const saved = post ? await updatePost(post.id, values) : await createPost(values)
      toast.success(post ? 'Blog post updated successfully!' : 'Blog post created successfully!')
      onSaved(saved)
    },
    failure: (message) => `Failed to save blog post: ${message}`,
    networkError: 'Error saving blog post',
  })
  const { values, bind, change } = form

  return (
    <form onSubmit={form.submit} noValidate className="space-y-5">
      {form.formError && <FormError>{form.formError}</FormError>}
      <TextField label="Title *" data-autofocus {...bind('title')} />
      <TextField
        label="Slug"
        hint="Lowercase letters, digits and hyphens. Left blank, it is made from the title."
        placeholder={slugFromName(values.title) || 'made-from-the-title'}
        {...bind('slug')}
      />
      <TextAreaField label="Excerpt *" rows={2} {...bind('excerpt')} />
      <ContentEditor {...bind('content')} Article={Article} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Cover Image URL" type="url" placeholder="https://" {...bind('cover_image_url')} />
        <TextField label="Tags" hint="Comma-separated" {...bind('tags')} />
        <TextField label="Author Name" {...bind('author_name')} />
        <TextField label="Author Avatar URL" type="url" placeholder="https://" {...bind('author_avatar_url')} />
        <TextField
          label="Reading Time (minutes)"
          type="number"
          min={1}
          max={60}
          hint="1 to 60; anything else becomes 5"
          {...bind('reading_time_minutes')}
        />
      </div>
      <fieldset className="rounded-xl border border-line px-4 pb-4">
        <legend className="px-1 text-sm font-semibold text-fg">Search engines</legend>
        <div className="space-y-4">
          <TextField label="SEO Title" hint="Blank: the post's title" {...bind('seo_title')} />
          <MetaDescriptionField {...bind('seo_description')} />
        </div>
      </fieldset>
      <CheckboxField
        label="Published (visible on the blog)"
        checked={values.is_published}
        onChange={(is_published) => change({ is_published })}
      />
      <EditorActions saving={form.saving} label={post ? 'Update Post' : 'Create Post'} onCancel={onCancel} />
    </form>
  )
}
