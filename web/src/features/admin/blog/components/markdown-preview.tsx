import { Marked } from 'marked'
import { type ComponentType, useDeferredValue, useMemo } from 'react'

/**
 * Shows an article's HTML as the public site does, sanitizing it first: the blog's ArticleContent, handed
 * in by the route (features do not import each other), so the preview looks and is cleaned as readers see it.
 */
export type ArticleView = ComponentType<{ html: string }>

// Markdown as the API renders it on save (api/src/content/safe-html.ts): GitHub-flavoured, HTML passed through
// to the sanitizer. An instance of our own, so no other module's marked options leak into it.
// https://marked.js.org
const markdown = new Marked({ async: false, gfm: true })

/** The live preview of a post's Markdown (or HTML) body; loaded with the editor, not with the list. */
export function MarkdownPreview({ source, Article }: { source: string; Article: ArticleView }) {
  // Typing stays responsive in a long post: the preview catches up when React has a moment.
  const deferred = useDeferredValue(source)
  const html = useMemo(() => markdown.parse(deferred) as string, [deferred])
  return <Article html={html} />
}
