import { isHttpUrl } from '@kitly/api/field-rules'
import type { FieldErrors } from '@/lib/form-errors'
import type { AdminPost, PostBody } from '../api/admin-posts'

// The blog form: its starting values, the checks run before sending, and the
// meta description's length advice.

export type PostField = keyof PostBody

/** A new post: by 'Kitly Team', a 5-minute read, a draft until the admin publishes it. */
export const emptyPost: PostBody = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  cover_image_url: '',
  author_name: 'Kitly Team',
  author_avatar_url: '',
  reading_time_minutes: '5',
  tags: '',
  seo_title: '',
  seo_description: '',
  is_published: false,
}

/** Every field of the form, for matching the server's per-field messages. */
export const postFields = Object.keys(emptyPost) as PostField[]

/** The form for editing `post`: its body as the admin wrote it, or its HTML for posts stored before that was kept. */
export function postToForm(post: AdminPost): PostBody {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content_source ?? post.content,
    cover_image_url: post.cover_image_url ?? '',
    author_name: post.author_name ?? '',
    author_avatar_url: post.author_avatar_url ?? '',
    reading_time_minutes: String(post.reading_time_minutes),
    tags: post.tags.join(', '),
    seo_title: post.seo_title ?? '',
    seo_description: post.seo_description ?? '',
    is_published: post.is_published,
  }
}

const URL_MESSAGE = 'Please enter a valid URL (https://…)'

/** Title, excerpt and content are required; cover and avatar must be URLs when given. */
export function validatePost(values: PostBody): FieldErrors<PostField> {
  const errors: FieldErrors<PostField> = {}
  if (!values.title.trim()) errors.title = 'Title is required'
  if (!values.excerpt.trim()) errors.excerpt = 'Excerpt is required'
  if (!values.content.trim()) errors.content = 'Content is required'
  for (const field of ['cover_image_url', 'author_avatar_url'] as const) {
    const url = values[field].trim()
    if (url && !isHttpUrl(url)) errors[field] = URL_MESSAGE
  }
  return errors
}

/** The meta description length search engines show in full (150-160 characters). */
export const META_DESCRIPTION = { min: 150, max: 160 } as const

/** Where a meta description of `length` characters stands against that advice. */
export function metaDescriptionFit(length: number): 'empty' | 'short' | 'good' | 'long' {
  if (length === 0) return 'empty'
  if (length < META_DESCRIPTION.min) return 'short'
  return length <= META_DESCRIPTION.max ? 'good' : 'long'
}
