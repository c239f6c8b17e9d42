import type { ToolPage } from '@/lib/api-types'
import { toolCard } from './tool-card'

/** A tool page as GET /api/tools/{slug} returns it, with nothing optional filled in. */
export const toolPage = (overrides: Partial<ToolPage> = {}): ToolPage => ({
  ...toolCard(),
  description: '',
  website_url: 'https://example.com',
  video_url: null,
  pdf_url: null,
  screenshots: [],
  features: [],
  use_cases: [],
  platforms: [],
  has_api: null,
  open_source: false,
  license: null,
  company: null,
  free_credit_info: null,
  created_at: '',
  updated_at: '',
  verified_maker: false,
  plans: [],
  discontinued_at: null,
  link_checked_at: null,
  ...overrides,
})
