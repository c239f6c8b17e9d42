import { paths } from '@/config/paths'
import { escapeHtml } from '@/lib/escape-html'

/** The frame's width; the card fits narrower columns too (max-width 100%). */
export const EMBED_WIDTH = 400
/** The card's header and footer, and each tool's row, in CSS pixels (the API's embed page, kit-embed.ts). */
const FRAME_CHROME = 210
const TOOL_ROW = 57
/** Past this the card's tool list scrolls inside the frame. */
const MAX_HEIGHT = 600

/** A frame tall enough to show `toolCount` tools without scrolling, up to MAX_HEIGHT. */
export const embedHeight = (toolCount: number) => Math.min(MAX_HEIGHT, FRAME_CHROME + TOOL_ROW * Math.max(1, toolCount))

/**
 * The HTML a visitor pastes into their own site to show a shared kit: a sandboxed, lazily loaded frame of its card
 * (served by the API), titled for screen readers. `origin` is this site's.
 */
export function kitEmbedSnippet(
  origin: string,
  kit: { id: string; name: string; toolCount: number },
  siteName: string,
) {
  const src = new URL(paths.kitEmbed.href(kit.id), origin).toString()
  const title = `${kit.name}: an AI kit on ${siteName}`
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${EMBED_WIDTH}" height="${embedHeight(kit.toolCount)}"` +
    ` loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox" style="border:0;max-width:100%"></iframe>`
  )
}
