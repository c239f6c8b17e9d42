/**
 * Feeds of new and changed tools, overall and per category, as RSS 2.0 and JSON Feed 1 (the `feed` library
 * writes both from one description, escaping included).
 */
import { type FeedFormat, paths } from '@kitly/paths'
import { Feed } from 'feed'
import { discontinuedDay } from './markdown.ts'
import type { CatalogTool } from './queries.ts'

export const FEED_CONTENT_TYPE: Record<FeedFormat, string> = {
  xml: 'application/rss+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
}

export type FeedScope = { siteName: string; publicUrl: string; category: { name: string; slug: string } | null }

/** The feed's own address, in `format`. */
const feedPath = (category: string | null, format: FeedFormat) =>
  category === null ? paths.toolsFeed.href(format) : paths.categoryFeed.href(category, format)

export function toolFeed(scope: FeedScope, tools: readonly CatalogTool[], format: FeedFormat): string {
  const { siteName, publicUrl, category } = scope
  const listing = category ? paths.tools.href({ category: category.slug }) : paths.tools.href()
  const feed = new Feed({
    id: `${publicUrl}${listing}`,
    link: `${publicUrl}${listing}`,
    title: category ? `${siteName}: new and updated ${category.name} tools` : `${siteName}: new and updated AI tools`,
    description: category
      ? `AI tools in ${category.name} added to or changed on ${siteName}, newest first.`
      : `AI tools added to or changed on ${siteName}, newest first.`,
    updated: tools[0] ? new Date(tools[0].updated_at) : new Date(0),
    generator: siteName,
    feedLinks: {
      rss: `${publicUrl}${feedPath(category?.slug ?? null, 'xml')}`,
      json: `${publicUrl}${feedPath(category?.slug ?? null, 'json')}`,
    },
    copyright: `Listings by ${siteName}`,
  })
  for (const tool of tools) {
    const page = `${publicUrl}${paths.tool.href(tool.slug)}`
    const discontinued = tool.discontinued_at === null ? null : discontinuedDay(tool.discontinued_at)
    feed.addItem({
      // A discontinued tool is an item of its own (readers show an id they have seen once): the news is that it
      // is gone, and it is never announced as a tool to try.
      id: discontinued === null ? page : `${page}#discontinued-${discontinued}`,
      link: page,
      title: discontinued === null ? tool.name : `${tool.name} (discontinued)`,
      description:
        discontinued === null
          ? tool.short_description
          : `Discontinued on ${discontinued}: no longer available. Its page lists alternatives. ${tool.short_description}`,
      date: new Date(tool.updated_at),
      published: new Date(tool.created_at),
      category: tool.category_name ? [{ name: tool.category_name }] : [],
    })
  }
  return format === 'xml' ? feed.rss2() : feed.json1()
}
