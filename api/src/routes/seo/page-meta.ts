/**
 * What crawlers and link previews see without running JavaScript: each public page's title,
 * description, canonical URL, Open Graph / Twitter tags and JSON-LD, read from the database.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { parseCompareSlugs, paths } from '@kitly/paths'
import { compareCardVersion, kitCardVersion, toolCardVersion } from '@kitly/paths/cards'
import { matchPath } from '@kitly/paths/match-path'
import { z } from 'zod'
import { escapeHtml } from '../../lib/escape-html.ts'
import { findSharedKitCard, listComparedTools } from '../cards/queries.ts'

export type PageMeta = {
  title: string
  description: string
  /** Path of the canonical URL, e.g. /tools/canva. */
  canonicalPath: string
  type: 'website' | 'article'
  image?: string | null
  jsonLd: object[]
  /** Other forms of the page (its Markdown, a category's feed), besides the site's feed every page names. */
  alternates?: readonly Alternate[]
  /** A page whose record does not exist is served with 404, so search engines drop it. */
  status: 200 | 404
}

type Alternate = { type: string; title: string; href: string }

/** Feed readers find the site's feed from any page. */
const SITE_FEED: Alternate = {
  type: 'application/rss+xml',
  title: 'New and updated AI tools',
  href: paths.toolsFeed.href('xml'),
}

/** The site's name in Settings; titles and descriptions below carry it, never a name written here. */
type SiteName = string

const defaultDescription = (site: SiteName) =>
  `${site} is a curated directory of AI tools: search, compare side by side, browse bundles and build a custom kit for your project.`

/** "Page - Site", as the web app's pageTitle. */
const pageTitle = (page: string, site: SiteName) => `${page} - ${site}`

/** Pages without a record of their own, by their title without the site's name (the home page has none). */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  [paths.home.path]: { title: '', description: '' },
  [paths.tools.path]: {
    title: 'AI Tools Directory',
    description: 'Search hundreds of AI tools by name, task and price, with filters and side-by-side comparison.',
  },
  [paths.bundles.path]: {
    title: 'AI Bundles',
    description: 'Curated collections of AI tools that work well together, for startups, creators and marketers.',
  },
  [paths.categories.path]: { title: 'AI Tool Categories', description: 'Browse AI tools by category.' },
  [paths.tasks.path]: {
    title: 'AI Tools by Task',
    description:
      'Find the best AI tools for the job at hand: transcribe audio, remove backgrounds, write cold emails and more.',
  },
  [paths.tutorials.path]: {
    title: 'AI Tool Tutorials',
    description:
      'Step-by-step tutorials for popular AI tools, by category, task and difficulty, with videos and PDF guides.',
  },
  [paths.kitBuilder.path]: {
    title: 'Magic Kit Builder',
    description:
      'Describe your project and get a kit of AI tools that covers every step, with the reason for each pick.',
  },
  [paths.blog.path]: { title: 'Blog', description: 'Guides and round-ups on choosing and using AI tools.' },
  [paths.contact.path]: { title: 'Contact Us', description: 'Questions, tool submissions and partnerships.' },
  [paths.terms.path]: {
    title: 'Terms of Service',
    description: 'The terms for using the site, its accounts and reviews.',
  },
  [paths.privacy.path]: {
    title: 'Privacy Policy',
    description: 'What the site stores about you, why, and how to remove it.',
  },
  [paths.compare.path]: { title: 'Compare AI Tools', description: 'Compare up to five AI tools side by side.' },
  [paths.discontinuedTools.path]: {
    title: 'Discontinued AI Tools',
    description: 'AI tools that are no longer offered, with when they stopped and what to use instead.',
  },
}

const breadcrumbs = (publicUrl: string, items: Array<[name: string, path: string]>) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: `${publicUrl}${path}`,
  })),
})

const ToolMetaRow = z.object({
  name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  logo_url: z.string().nullable(),
  website_url: z.string(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  pricing_model: z.string().nullable(),
  rating: z.number(),
  review_count: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  platforms: z.array(z.string()),
  company: z.string().nullable(),
})

/** schema.org's operatingSystem names the systems a listing's platforms run on (an API is no system). */
const OPERATING_SYSTEMS: Record<string, string> = {
  web: 'Web browser',
  ios: 'iOS',
  android: 'Android',
  desktop: 'Windows, macOS, Linux',
  'browser-extension': 'Chrome extension',
}

async function toolPage(
  db: DatabaseConnection,
  publicUrl: string,
  slug: string,
  alternatives: boolean,
  site: SiteName,
) {
  const tool = await db.maybeOne(sql.type(ToolMetaRow)`
    SELECT t.name, t.slug, t.short_description, t.logo_url, t.website_url, t.category_name, c.slug AS category_slug,
           t.pricing_model, t.rating, t.review_count, t.description, t.features, t.platforms, t.company
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.slug = ${slug} AND t.status = 'active'`)
  if (!tool) return null
  const path = alternatives ? paths.toolAlternatives.href(tool.slug) : paths.tool.href(tool.slug)
  const trail: Array<[string, string]> = [
    ['Home', paths.home.href()],
    ['AI Tools', paths.tools.href()],
  ]
  if (tool.category_name && tool.category_slug)
    trail.push([tool.category_name, paths.tools.href({ category: tool.category_slug })])
  trail.push([tool.name, paths.tool.href(tool.slug)])
  if (alternatives) trail.push([`${tool.name} alternatives`, path])
  const operatingSystems = tool.platforms.flatMap((platform) => OPERATING_SYSTEMS[platform] ?? [])
  const application = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    // The listing's paragraphs when it has them: what search engines and assistants read of the tool.
    description: tool.description.trim() || tool.short_description,
    url: tool.website_url,
    applicationCategory: tool.category_name ?? 'AI tool',
    ...(operatingSystems.length > 0 ? { operatingSystem: operatingSystems.join(', ') } : {}),
    ...(tool.features.length > 0 ? { featureList: tool.features } : {}),
    ...(tool.company ? { author: { '@type': 'Organization', name: tool.company } } : {}),
    ...(tool.logo_url ? { image: tool.logo_url } : {}),
    ...(tool.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: tool.rating, reviewCount: tool.review_count } }
      : {}),
    ...(tool.pricing_model === 'Free' || tool.pricing_model === 'Freemium'
      ? { offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' } }
      : {}),
  }
  return {
    title: alternatives ? pageTitle(`Best ${tool.name} Alternatives`, site) : `${tool.name} - AI Tool Review`,
    description: alternatives
      ? `AI tools similar to ${tool.name}: compare features, pricing and reviews.`
      : tool.short_description,
    canonicalPath: path,
    type: 'website' as const,
    // The tool's own page previews as its card (routes/cards); its alternatives keep the tool's logo.
    image: alternatives ? tool.logo_url : `${publicUrl}${paths.toolCard.href(tool.slug, toolCardVersion(tool, site))}`,
    jsonLd: [...(alternatives ? [] : [application]), breadcrumbs(publicUrl, trail)],
    alternates: alternatives
      ? []
      : [{ type: 'text/markdown', title: `${tool.name} as Markdown`, href: paths.toolMarkdown.href(tool.slug) }],
  }
}

const BundleMetaRow = z.object({
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  tools: z.array(z.object({ name: z.string(), slug: z.string() })),
})

async function bundlePage(db: DatabaseConnection, publicUrl: string, slug: string, site: SiteName) {
  const bundle = await db.maybeOne(sql.type(BundleMetaRow)`
    SELECT b.name, b.slug, b.summary,
      coalesce((SELECT jsonb_agg(jsonb_build_object('name', t.name, 'slug', t.slug) ORDER BY bt.position)
                FROM bundle_tools bt JOIN tools t ON t.id = bt.tool_id
                WHERE bt.bundle_id = b.id AND t.status = 'active' AND t.discontinued_at IS NULL), '[]') AS tools
    FROM bundles b WHERE b.slug = ${slug} AND b.status = 'active'`)
  if (!bundle) return null
  const path = paths.bundle.href(bundle.slug)
  return {
    title: pageTitle(`${bundle.name} - AI Bundle`, site),
    description: bundle.summary,
    canonicalPath: path,
    type: 'website' as const,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: bundle.name,
        description: bundle.summary,
        itemListElement: bundle.tools.map((tool, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: tool.name,
          url: `${publicUrl}/tools/${tool.slug}`,
        })),
      },
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['AI Bundles', '/bundles'],
        [bundle.name, path],
      ]),
    ],
  }
}

const TaskMetaRow = z.object({
  name: z.string(),
  slug: z.string(),
  tools: z.array(z.object({ name: z.string(), slug: z.string() })),
})

/** "Best AI tools to transcribe audio and video": the task's page, while some listed tool does the task. */
async function taskPage(db: DatabaseConnection, publicUrl: string, slug: string, site: SiteName) {
  const task = await db.maybeOne(sql.type(TaskMetaRow)`
    SELECT tk.name, tk.slug,
      coalesce((SELECT jsonb_agg(jsonb_build_object('name', t.name, 'slug', t.slug) ORDER BY t.name)
                FROM tool_tasks tt JOIN tools t ON t.id = tt.tool_id
                WHERE tt.task_id = tk.id AND tt.reviewed AND t.status = 'active' AND t.discontinued_at IS NULL), '[]') AS tools
    FROM tasks tk WHERE tk.slug = ${slug}`)
  if (!task || task.tools.length === 0) return null
  const path = paths.task.href(task.slug)
  const title = `Best AI tools to ${task.name[0]?.toLowerCase()}${task.name.slice(1)}`
  const names = task.tools.slice(0, 3).map((tool) => tool.name)
  return {
    title: pageTitle(title, site),
    description: `${task.tools.length} AI ${task.tools.length === 1 ? 'tool' : 'tools'} to ${task.name[0]?.toLowerCase()}${task.name.slice(1)}, including ${names.join(', ')}.`,
    canonicalPath: path,
    type: 'website' as const,
    jsonLd: [
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['AI tools by task', '/tasks'],
        [title, path],
      ]),
    ],
  }
}

const PostMetaRow = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  author_name: z.string().nullable(),
  published_at: z.string(),
  updated_at: z.string(),
})

async function postPage(db: DatabaseConnection, publicUrl: string, slug: string, site: SiteName) {
  const post = await db.maybeOne(sql.type(PostMetaRow)`
    SELECT title, slug, excerpt, seo_title, seo_description, cover_image_url, author_name, published_at, updated_at
    FROM posts WHERE slug = ${slug} AND is_published`)
  if (!post) return null
  const path = paths.blogPost.href(post.slug)
  return {
    title: post.seo_title || pageTitle(post.title, `${site} Blog`),
    description: post.seo_description || post.excerpt,
    canonicalPath: path,
    type: 'article' as const,
    image: post.cover_image_url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.published_at,
        dateModified: post.updated_at,
        author: { '@type': 'Person', name: post.author_name || `${site} Team` },
        publisher: { '@type': 'Organization', name: site },
        mainEntityOfPage: `${publicUrl}${path}`,
        ...(post.cover_image_url ? { image: post.cover_image_url } : {}),
      },
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['Blog', '/blog'],
        [post.title, path],
      ]),
    ],
  }
}

const KitMetaRow = z.object({ name: z.string(), description: z.string(), is_shared: z.boolean() })

async function kitPage(db: DatabaseConnection, publicUrl: string, id: string, site: SiteName) {
  // Kit ids are uuids; anything else cannot be a kit.
  if (!z.uuid().safeParse(id).success) return null
  const kit = await db.maybeOne(sql.type(KitMetaRow)`SELECT name, description, is_shared FROM kits WHERE id = ${id}`)
  if (!kit) return null
  // A kit not shared yet is its owner's business: the page (which the owner may open) names nothing from it.
  const shown = kit.is_shared ? kit : { name: 'Your Kit', description: '' }
  const card = kit.is_shared ? await findSharedKitCard(db, id) : null
  return {
    title: pageTitle(`${shown.name} - AI Kit`, site),
    description: shown.description || `A kit of AI tools made with the ${site} Magic Kit Builder.`,
    canonicalPath: paths.kit.href(id),
    type: 'website' as const,
    image: card ? `${publicUrl}${paths.kitCard.href(card.id, kitCardVersion(card, site))}` : null,
    jsonLd: [],
  }
}

const CategoryMetaRow = z.object({ name: z.string(), slug: z.string(), description: z.string().nullable() })

async function categoryPage(db: DatabaseConnection, publicUrl: string, slug: string, site: SiteName) {
  const category = await db.maybeOne(sql.type(CategoryMetaRow)`
    SELECT name, slug, description FROM categories WHERE slug = ${slug}`)
  if (!category) return null
  const path = `/tools?category=${category.slug}`
  return {
    title: pageTitle(`${category.name} AI Tools`, site),
    description: category.description ?? `The best ${category.name} AI tools.`,
    canonicalPath: path,
    type: 'website' as const,
    jsonLd: [
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['AI Tools', '/tools'],
        [category.name, path],
      ]),
    ],
    alternates: [
      {
        type: 'application/rss+xml',
        title: `New and updated ${category.name} tools`,
        href: paths.categoryFeed.href(category.slug, 'xml'),
      },
    ],
  }
}

type PageResolver = (
  db: DatabaseConnection,
  publicUrl: string,
  params: Record<string, string>,
  site: SiteName,
) => Promise<Omit<PageMeta, 'status'> | null>

/** Pages backed by a record, by their route in the web app. */
const RECORD_PAGES: Array<[string, PageResolver]> = [
  [paths.tool.path, (db, url, { slug }, site) => toolPage(db, url, slug ?? '', false, site)],
  [paths.toolAlternatives.path, (db, url, { slug }, site) => toolPage(db, url, slug ?? '', true, site)],
  [paths.bundle.path, (db, url, { slug }, site) => bundlePage(db, url, slug ?? '', site)],
  [paths.task.path, (db, url, { slug }, site) => taskPage(db, url, slug ?? '', site)],
  [paths.blogPost.path, (db, url, { slug }, site) => postPage(db, url, slug ?? '', site)],
  [paths.kit.path, (db, url, { id }, site) => kitPage(db, url, id ?? '', site)],
]

/** The meta of the page at `pathname` (with its query), or the site's defaults; `site` is the site's name. */
export async function resolvePageMeta(
  db: DatabaseConnection,
  publicUrl: string,
  pathname: string,
  query: URLSearchParams,
  site: SiteName,
): Promise<PageMeta> {
  const found = (meta: Omit<PageMeta, 'status'> | null): PageMeta =>
    meta ? { ...meta, status: 200 } : { ...defaults(pathname, site), status: 404 }
  for (const [route, resolve] of RECORD_PAGES) {
    const params = matchPath(route, pathname)
    // A page of its own is no record: /tools/discontinued is not the tool "discontinued".
    if (params && !STATIC_PAGES[pathname]) return found(await resolve(db, publicUrl, params, site))
  }
  const category = query.get('category')
  if (pathname === paths.tools.path && category) return found(await categoryPage(db, publicUrl, category, site))
  if (pathname === paths.compare.path) {
    return { ...defaults(pathname, site), image: await compareCardUrl(db, publicUrl, query, site), status: 200 }
  }
  return { ...defaults(pathname, site), status: 200 }
}

/** A shared comparison previews as its card, naming the public tools of its link (as the page shows them). */
async function compareCardUrl(db: DatabaseConnection, publicUrl: string, query: URLSearchParams, site: SiteName) {
  const slugs = parseCompareSlugs(query.get('tools'))
  const tools = slugs.length > 0 ? await listComparedTools(db, slugs) : []
  if (tools.length === 0) return null
  const version = compareCardVersion(
    tools.map((tool) => tool.name),
    site,
  )
  return `${publicUrl}${paths.compareCard.href(
    tools.map((tool) => tool.slug),
    version,
  )}`
}

function defaults(pathname: string, site: SiteName): Omit<PageMeta, 'status'> {
  const page = STATIC_PAGES[pathname]
  return {
    title: page?.title ? pageTitle(page.title, site) : `${site}: find, compare and bundle AI tools`,
    description: page?.description || defaultDescription(site),
    canonicalPath: STATIC_PAGES[pathname] ? pathname : '/',
    type: 'website',
    jsonLd: [],
  }
}

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * index.html with this page's head: title, description, canonical, Open Graph (named `siteName`, as
 * Settings have it), Twitter and JSON-LD.
 */
export function renderPageHead(indexHtml: string, meta: PageMeta, publicUrl: string, siteName: string): string {
  const canonical = `${publicUrl}${meta.canonicalPath}`
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
    ...[SITE_FEED, ...(meta.alternates ?? [])].map(
      (alternate) =>
        `<link rel="alternate" type="${alternate.type}" title="${escapeHtml(alternate.title)}" href="${escapeHtml(publicUrl + alternate.href)}" />`,
    ),
  ]
  // Replacer functions, not strings: a `$'` or `$&` in a title must stay text, not splice in the page.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}
