import { describe, expect, it } from 'vitest'
import type { AdminPost } from '../api/admin-posts'
import { emptyPost, metaDescriptionFit, postToForm, validatePost } from './post-form'

describe('blog post form', () => {
  it('requires title, excerpt and content, and URLs for the cover and the avatar when given', () => {
    expect(validatePost({ ...emptyPost, cover_image_url: 'cover.png', author_avatar_url: ' ' })).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      cover_image_url: 'Please enter a valid URL (https://…)',
    })
    expect(
      validatePost({
        ...emptyPost,
        title: 'Prompting 101',
        excerpt: 'Basics',
        content: '# Hi',
        author_avatar_url: 'https://example.com/ada.png',
      }),
    ).toEqual({})
  })

  it('opens a post with the body the admin typed, or its HTML when none was kept', () => {
    const stored = {
      id: 1,
      title: 'Why sanitize',
      slug: 'why-sanitize',
      excerpt: 'Short.',
      content: '<h2>Why</h2>',
      content_source: '## Why',
      cover_image_url: null,
      author_name: null,
      author_avatar_url: null,
      reading_time_minutes: 5,
      tags: [],
      seo_title: null,
      seo_description: null,
      is_published: false,
      published_at: null,
      created_at: '2026-03-01T10:00:00Z',
      updated_at: '2026-03-01T10:00:00Z',
    } satisfies AdminPost
    expect(postToForm(stored).content).toBe('## Why')
    expect(postToForm({ ...stored, content_source: null }).content).toBe('<h2>Why</h2>')
  })

  it('starts a new post as a 5-minute draft by Kitly Team', () => {
    expect(emptyPost).toMatchObject({ author_name: 'Kitly Team', reading_time_minutes: '5', is_published: false })
  })

  it('calls 150 to 160 characters a good meta description, fewer short and more long', () => {
    expect([0, 149, 150, 160, 161].map(metaDescriptionFit)).toEqual(['empty', 'short', 'good', 'good', 'long'])
  })
})
