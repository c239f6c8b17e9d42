import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminPost } from '../api/admin-posts'
import { AdminBlog } from './admin-blog'

const post = (fields: Partial<AdminPost>): AdminPost => ({
  id: 1,
  title: 'Prompting 101',
  slug: 'prompting-101',
  excerpt: 'The basics of talking to models.',
  content: '<p>Hello</p>',
  content_source: 'Hello',
  cover_image_url: null,
  author_name: null,
  author_avatar_url: null,
  reading_time_minutes: 5,
  tags: ['prompts', 'basics'],
  seo_title: null,
  seo_description: null,
  is_published: true,
  published_at: '2026-03-02T10:00:00Z',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...fields,
})

const published = post({})
const draft = post({
  id: 2,
  title: 'Agents, quietly',
  slug: 'agents-quietly',
  excerpt: 'Notes on agent tooling.',
  author_name: 'Ada Lovelace',
  reading_time_minutes: 12,
  tags: [],
  is_published: false,
  published_at: null,
})

/** The admin blog API: the two posts above; a POST answers with the post it was sent. */
function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return Response.json(post({ id: 3, ...JSON.parse(String(init.body)) }), { status: 201 })
    if (url === '/api/admin/blog') return Response.json([published, draft])
    return Response.json({ error: 'Not found' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/**
 * Stands in for the public blog's ArticleContent, showing the HTML it is given as text. Its sanitizing is
 * proven in real Chromium (web/e2e/admin-blog.e2e.ts): under happy-dom DOMPurify keeps <script> elements.
 */
const ArticleHtml = ({ html }: { html: string }) => <pre>{html}</pre>

function renderBlog() {
  render(
    <MemoryRouter>
      {/* A fresh cache per test, as a page load has. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <AdminBlog Article={ArticleHtml} />
      </SWRConfig>
    </MemoryRouter>,
  )
}

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) })

describe('admin blog', () => {
  beforeEach(() => stubApi())
  afterEach(() => vi.unstubAllGlobals())

  it('lists posts with their defaults and a view link only for the published one', async () => {
    renderBlog()
    const live = await screen.findByRole('row', { name: /Prompting 101/ })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2 posts')
    expect(live).toHaveTextContent('/prompting-101')
    expect(live).toHaveTextContent('Admin') // no author name
    expect(live).toHaveTextContent('5 min read')
    expect(live).toHaveTextContent('Published')
    expect(within(live).getByRole('link', { name: 'View Prompting 101' })).toHaveAttribute(
      'href',
      '/blog/prompting-101',
    )
    const notLive = rowOf('Agents, quietly')
    expect(notLive).toHaveTextContent('Ada Lovelace')
    expect(notLive).toHaveTextContent('12 min read')
    expect(notLive).toHaveTextContent('Draft')
    expect(within(notLive).queryByRole('link')).toBeNull()
  })

  it('filters by status and searches titles and excerpts', async () => {
    renderBlog()
    await screen.findByRole('row', { name: /Prompting 101/ })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } })
    expect(screen.queryByRole('row', { name: /Prompting 101/ })).toBeNull()
    expect(rowOf('Agents, quietly')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } })
    expect(screen.queryByRole('row', { name: /Agents, quietly/ })).toBeNull()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Search posts by title or excerpt'), { target: { value: 'AGENT TOOLING' } })
    expect(screen.queryByRole('row', { name: /Prompting 101/ })).toBeNull()
    expect(rowOf('Agents, quietly')).toBeInTheDocument()
  })

  it('previews the Markdown as HTML while typing, counts the meta description and sends the post', async () => {
    const fetch = stubApi()
    renderBlog()
    await screen.findByRole('row', { name: /Prompting 101/ })
    fireEvent.click(screen.getByRole('button', { name: 'Write Post' }))
    const dialog = await screen.findByRole('dialog', { name: 'Write Post' })
    fireEvent.change(within(dialog).getByLabelText('Title *'), { target: { value: 'Safe Markdown' } })
    fireEvent.change(within(dialog).getByLabelText('Excerpt *'), { target: { value: 'Why we sanitize.' } })
    const preview = within(dialog).getByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('The formatted post appears here as you write.')
    fireEvent.change(within(dialog).getByLabelText('Content *'), {
      target: { value: '## Hello\n\nSome **bold** words and a [link](https://example.com).' },
    })
    await waitFor(() => expect(preview).toHaveTextContent('<h2>Hello</h2>'))
    expect(preview).toHaveTextContent(
      '<p>Some <strong>bold</strong> words and a <a href="https://example.com">link</a>.</p>',
    )

    const description = within(dialog).getByLabelText('SEO Description')
    fireEvent.change(description, { target: { value: 'x'.repeat(120) } })
    expect(dialog).toHaveTextContent('120 characters · 30 more to reach 150')
    fireEvent.change(description, { target: { value: 'x'.repeat(155) } })
    expect(dialog).toHaveTextContent('155 characters · Good length')
    fireEvent.change(description, { target: { value: 'x'.repeat(170) } })
    expect(dialog).toHaveTextContent('170 characters · 10 over 160')

    fireEvent.click(within(dialog).getByLabelText('Published (visible on the blog)'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }))
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/admin/blog', expect.objectContaining({ method: 'POST' })),
    )
    const [, init] = fetch.mock.calls.find(([, request]) => request?.method === 'POST') ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Safe Markdown',
      author_name: 'Kitly Team',
      reading_time_minutes: '5',
      is_published: true,
      seo_description: 'x'.repeat(170),
    })
  })

  it('refuses to send a post without title, excerpt or content', async () => {
    const fetch = stubApi()
    renderBlog()
    await screen.findByRole('row', { name: /Prompting 101/ })
    fireEvent.click(screen.getByRole('button', { name: 'Write Post' }))
    const dialog = await screen.findByRole('dialog', { name: 'Write Post' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }))
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Excerpt is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([, request]) => request?.method === 'POST')).toBe(false)
  })
})
