/** Shapes of /api/admin/blog: the post form and the admin's view of a post. */
import { z } from 'zod'
import {
  flagField,
  optionalText,
  optionalUrl,
  requiredText,
  slugField,
  textListField,
  verbatimText,
} from '../fields.ts'

export const AdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** The sanitized HTML the public blog serves. */
  content: z.string(),
  /** The body exactly as the admin typed it; null for posts stored before it was kept (the editor then opens `content`). */
  content_source: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  author_name: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  reading_time_minutes: z.number(),
  tags: z.array(z.string()),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

const READING_TIME = { min: 1, max: 60, fallback: 5 }
/** 1 to 60 minutes; anything else (missing, 0, 90, "soon") becomes 5, as the form does. */
const readingTimeField = z.preprocess((value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= READING_TIME.min &&
    number <= READING_TIME.max
    ? number
    : READING_TIME.fallback
}, z.number())

const publishedAtField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
  z.iso.datetime({ offset: true, error: 'Published date must be an ISO date-time' }).nullable(),
)

export const PostFields = z.object({
  title: requiredText('Title', 300),
  /** Blank: derived from the title. */
  slug: slugField,
  excerpt: requiredText('Excerpt', 1000),
  /** Markdown or HTML, kept as typed (content_source) and stored as sanitized HTML (content). */
  content: verbatimText('Content', 500_000),
  cover_image_url: optionalUrl('Cover image URL'),
  author_name: optionalText('Author name', 200),
  author_avatar_url: optionalUrl('Author avatar URL'),
  reading_time_minutes: readingTimeField,
  tags: textListField('Tags', 100),
  seo_title: optionalText('SEO title', 300),
  seo_description: optionalText('SEO description', 500),
  is_published: flagField('Published'),
  /** Kept when the post is (re)published with it; otherwise the stored date or now. */
  published_at: publishedAtField,
})
export type PostFields = z.infer<typeof PostFields>
