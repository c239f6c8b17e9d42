/** How the directory words a listing's platforms, API and open-source facts (the compare table, the tool page). */
import type { ToolPlatform } from '@kitly/search/schemas'
import type { Tool } from '@/lib/api-types'

/** Every platform, in the order filters and forms list them. */
export const PLATFORM_LABELS: Record<ToolPlatform, string> = {
  web: 'Web',
  ios: 'iOS',
  android: 'Android',
  desktop: 'Desktop',
  api: 'API',
  'browser-extension': 'Browser extension',
  'self-hosted': 'Self-hosted',
}

export const PLATFORMS = Object.keys(PLATFORM_LABELS) as ToolPlatform[]

export const isPlatform = (value: string | null): value is ToolPlatform =>
  value !== null && Object.hasOwn(PLATFORM_LABELS, value)

export const platformsText = (tool: Pick<Tool, 'platforms'>) =>
  tool.platforms.map((platform) => PLATFORM_LABELS[platform]).join(', ')

/** An API nobody has confirmed either way is "Not known", never "No". */
export const apiText = ({ has_api }: Pick<Tool, 'has_api'>) => (has_api === null ? 'Not known' : has_api ? 'Yes' : 'No')

export const openSourceText = ({ open_source, license }: Pick<Tool, 'open_source' | 'license'>) =>
  open_source ? (license ? `Yes (${license})` : 'Yes') : 'No'
