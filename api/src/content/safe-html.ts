/**
 * Article bodies written in Markdown or HTML, turned into HTML that is safe to serve as it is: Markdown
 * is rendered (HTML passes through it), then everything that could run script is dropped: script and
 * style elements, event-handler attributes, and links other than http(s), mailto and relative ones.
 * https://marked.js.org · https://github.com/apostrophecms/sanitize-html
 */
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

// Our own instance, so no other module's marked options leak into it.
const markdown = new Marked({ async: false, gfm: true })

const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del', 'ins', 'sup', 'sub'],
  allowedAttributes: {
    a: ['href', 'title', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    code: ['class'],
    th: ['align', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links that open a new tab must not hand the article's window to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/** Sanitized HTML for Markdown or HTML `source`. */
export function toSafeHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, SAFE_HTML).trim()
}
