// Every route of the site with the one function that builds its links.
// Components link with `paths.tool.href(slug)`, never with hand-built strings.

export type Pricing = 'free' | 'paid'
/** The directory's filters; `platform` is a platform's value (web, ios, …), the flags are set only when on. */
export type ToolsQuery = {
  search?: string
  category?: string
  pricing?: Pricing
  task?: string
  platform?: string
  has_api?: 'true'
  open_source?: 'true'
}
/** The tutorials index's filters: a category slug, a difficulty level, a task slug. */
export type TutorialsQuery = { category?: string; difficulty?: string; task?: string }
export type FeedFormat = 'xml' | 'json'
/** The blog list's state: search text, one tag, and the page (from 1). */
export type BlogQuery = { search?: string; tag?: string; page?: number }
/** The tabs of Saved; tools is the first, so it has no `?tab=`. */
export const SAVED_TABS = ['tools', 'bundles', 'articles'] as const
export type SavedTab = (typeof SAVED_TABS)[number]

/** Appends the non-empty values as a query string. */
function withQuery(pathname: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
}

const segment = (value: string | number) => encodeURIComponent(String(value))

/** Tools compared side by side at most. */
export const COMPARE_LIMIT = 5

/** The slugs of a share link `/compare?tools=a,b`: trimmed, non-empty, unique, at most COMPARE_LIMIT. */
export function parseCompareSlugs(param: string | null | undefined): string[] {
  if (!param) return []
  const slugs = param
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
  return [...new Set(slugs)].slice(0, COMPARE_LIMIT)
}

export const paths = {
  home: { path: '/', href: () => '/' },
  tools: { path: '/tools', href: (query: ToolsQuery = {}) => withQuery('/tools', query) },
  /** Tools whose product is gone: they left search and listings but keep their pages. */
  discontinuedTools: { path: '/tools/discontinued', href: () => '/tools/discontinued' },
  tool: { path: '/tools/:slug', href: (slug: string) => `/tools/${segment(slug)}` },
  /** The tools most like one tool ("Best Canva Alternatives"). */
  toolAlternatives: {
    path: '/tools/:slug/alternatives',
    href: (slug: string) => `/tools/${segment(slug)}/alternatives`,
  },
  /** A tool's page as Markdown, for assistants (served by the API, not the web app). */
  toolMarkdown: { path: '/tools/:slug.md', href: (slug: string) => `/tools/${segment(slug)}.md` },
  /**
   * Link-preview images (og:image, 1200×630 PNG) and a maker's "Featured on" badge, served by the API. `version`
   * is the card's content hash (cards.ts): a changed tool gets a new URL, so previews never keep a stale image.
   */
  toolCard: {
    path: '/og/tools/:slug.png',
    href: (slug: string, version: string) => `/og/tools/${segment(slug)}.png?v=${segment(version)}`,
  },
  kitCard: {
    path: '/og/kits/:id.png',
    href: (id: string, version: string) => `/og/kits/${segment(id)}.png?v=${segment(version)}`,
  },
  compareCard: {
    path: '/og/compare.png',
    href: (slugs: readonly string[], version: string) =>
      `/og/compare.png?tools=${slugs.map(segment).join(',')}&v=${segment(version)}`,
  },
  toolBadge: { path: '/badge/tools/:slug.svg', href: (slug: string) => `/badge/tools/${segment(slug)}.svg` },
  /** A shared kit as a small page other sites put in an iframe, served by the API. */
  kitEmbed: { path: '/embed/kits/:id', href: (id: string) => `/embed/kits/${segment(id)}` },
  /** Feeds of new and changed tools, all of them or one category's, as RSS (xml) or JSON Feed (json). */
  toolsFeed: { path: '/feeds/tools.:format', href: (format: FeedFormat) => `/feeds/tools.${format}` },
  categoryFeed: {
    path: '/feeds/categories/:slug.:format',
    href: (slug: string, format: FeedFormat) => `/feeds/categories/${segment(slug)}.${format}`,
  },
  /**
   * A shareable comparison: `/compare?tools=slug1,slug2` (commas kept readable; each slug encoded), then any more
   * parameters of the comparison (its usage: `&seats=3&amounts=canva:image:600`), commas and colons kept readable.
   */
  compare: {
    path: '/compare',
    href: (slugs: readonly string[] = [], more: Readonly<Record<string, string>> = {}) =>
      slugs.length > 0
        ? `/compare?tools=${slugs.map(segment).join(',')}${Object.entries(more)
            .map(([name, value]) => `&${segment(name)}=${segment(value).replaceAll('%2C', ',').replaceAll('%3A', ':')}`)
            .join('')}`
        : '/compare',
  },
  bundles: { path: '/bundles', href: () => '/bundles' },
  bundle: { path: '/bundles/:slug', href: (slug: string) => `/bundles/${segment(slug)}` },
  kitBuilder: { path: '/kit-builder', href: () => '/kit-builder' },
  /** A saved kit's public share link. */
  kit: { path: '/kits/:id', href: (id: string | number) => `/kits/${segment(id)}` },
  categories: { path: '/categories', href: () => '/categories' },
  tasks: { path: '/tasks', href: () => '/tasks' },
  task: { path: '/tasks/:slug', href: (slug: string) => `/tasks/${segment(slug)}` },
  tutorials: { path: '/tutorials', href: (query: TutorialsQuery = {}) => withQuery('/tutorials', query) },
  blog: {
    path: '/blog',
    href: ({ page, ...query }: BlogQuery = {}) =>
      withQuery('/blog', { ...query, page: page && page > 1 ? String(page) : undefined }),
  },
  blogPost: { path: '/blog/:slug', href: (slug: string) => `/blog/${segment(slug)}` },
  contact: { path: '/contact', href: () => '/contact' },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  /** A maker's submitted tools and where each one stands. */
  dashboardSubmissions: { path: '/dashboard/submissions', href: () => '/dashboard/submissions' },
  /** A verified maker's weekly figures for one of their tools. */
  dashboardListing: {
    path: '/dashboard/tools/:slug',
    href: (slug: string) => `/dashboard/tools/${segment(slug)}`,
  },
  /** The form a maker submits a tool with; `id` reopens one of their drafts (or one sent back for changes). */
  submit: { path: '/submit', href: (id?: number) => withQuery('/submit', { id: id?.toString() }) },
  profile: { path: '/profile', href: () => '/profile' },
  /** Saved tools, favorite bundles and saved articles, one tab each: `/saved?tab=bundles`. */
  saved: {
    path: '/saved',
    href: (tab: SavedTab = 'tools') => withQuery('/saved', { tab: tab === 'tools' ? undefined : tab }),
  },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  // Pages opened from emailed links (the API writes these links; the SPA never builds them).
  resetPassword: { path: '/reset-password', href: (token: string) => withQuery('/reset-password', { token }) },
  verifyEmail: { path: '/verify-email', href: (token: string) => withQuery('/verify-email', { token }) },
  confirmEmail: { path: '/confirm-email', href: (token: string) => withQuery('/confirm-email', { token }) },
  adminInvitation: {
    path: '/invitation',
    href: (token: string) => withQuery('/invitation', { token }),
  },
  newsletterConfirm: {
    path: '/newsletter/confirm',
    href: (token: string) => withQuery('/newsletter/confirm', { token }),
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe',
    href: (token: string) => withQuery('/newsletter/unsubscribe', { token }),
  },
  /** The watch digest's one-click unsubscribe. */
  watchUnsubscribe: {
    path: '/watchlist/unsubscribe',
    href: (token: string) => withQuery('/watchlist/unsubscribe', { token }),
  },
  // The back office, a lazily loaded part of the app of its own.
  admin: { path: '/admin', href: () => '/admin' },
  adminDirect: { path: '/admin/direct', href: () => '/admin/direct' },
  adminDashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  /** `edit` opens that tool's form (the report queue's "Edit tool"). */
  adminTools: {
    path: '/admin/tools',
    href: (edit?: number) => withQuery('/admin/tools', { edit: edit?.toString() }),
  },
  adminBundles: { path: '/admin/bundles', href: () => '/admin/bundles' },
  adminCategories: { path: '/admin/categories', href: () => '/admin/categories' },
  adminBlog: { path: '/admin/blog', href: () => '/admin/blog' },
  /** `tool` lists that tool's tutorials; `add` opens the form for a new one of it (the tool form's "Add tutorial"). */
  adminTutorials: {
    path: '/admin/tutorials',
    href: (tool?: number, add = false) =>
      withQuery('/admin/tutorials', { tool: tool?.toString(), new: add ? '1' : undefined }),
  },
  adminReviews: { path: '/admin/reviews', href: () => '/admin/reviews' },
  adminReports: { path: '/admin/reports', href: () => '/admin/reports' },
  /** Tools whose website the link checker found redirected, failing or dead, and the discontinued ones. */
  adminLinkHealth: { path: '/admin/link-health', href: () => '/admin/link-health' },
  /** Makers' submissions waiting for a decision, and one submission with its decisions. */
  adminSubmissions: { path: '/admin/submissions', href: () => '/admin/submissions' },
  adminSubmission: { path: '/admin/submissions/:id', href: (id: number) => `/admin/submissions/${segment(id)}` },
  /** `inquiry` opens one inquiry: the link of the admin notification email. */
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  /** The bulk uploads' import jobs, newest first; `job` opens one with its row errors. */
  adminImports: {
    path: '/admin/imports',
    href: (job?: number) => withQuery('/admin/imports', { job: job?.toString() }),
  },
  adminSubscribers: { path: '/admin/subscribers', href: () => '/admin/subscribers' },
  adminSettings: { path: '/admin/settings', href: () => '/admin/settings' },
  adminContact: {
    path: '/admin/contact',
    href: (inquiry?: number) => withQuery('/admin/contact', { inquiry: inquiry?.toString() }),
  },
} as const
