import type { ToolCard } from '@/lib/api-types'

/** A tool as cards show it, uncategorized, free and unrated: tests override what they are about. */
export const toolCard = (overrides: Partial<ToolCard> = {}): ToolCard => ({
  id: 1,
  name: 'Tool',
  slug: 'tool',
  logo_url: null,
  category_id: null,
  category_name: null,
  category_slug: null,
  pricing_model: 'Free',
  is_paid: false,
  is_featured: false,
  short_description: '',
  rating: 0,
  review_count: 0,
  tags: [],
  ...overrides,
})
