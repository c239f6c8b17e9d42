import type { ReactNode } from 'react'

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)

/**
 * Turns the search API's highlight (escaped text with matches in <mark>, search/src/highlight.ts) into
 * React nodes, so it is rendered without innerHTML: any other markup stays visible text.
 */
export function renderHighlight(html: string): ReactNode[] {
  return html.split(/<mark>(.*?)<\/mark>/g).map((part, index) =>
    // split() with a capture group alternates text and matches: odd indexes are the marked words.
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <mark key={index}>{decode(part)}</mark>
    ) : (
      decode(part)
    ),
  )
}
