/**
 * SVG logos. An SVG is a document that can carry scripts, so one is accepted only when it is plainly an
 * image: no script or foreign HTML, no event handlers, no links out (javascript: URLs included). Stored
 * files are also served with a sandboxing CSP (plugins/security-headers.ts), so even a missed trick
 * cannot run script from our origin.
 */

const SVG_ROOT =
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i

/** Active content, case and whitespace tricks included. */
const ACTIVE_CONTENT = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*iframe|<\s*embed|<\s*object/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<!ENTITY/i,
  // Any reference to something outside the file itself (fragments like href="#a" stay allowed).
  /href\s*=(?!\s*["']?\s*#)/i,
  /url\((?!\s*["']?\s*#)/i,
  /@import/i,
]

/** Whether `bytes` look like an SVG document (by content, whatever the name says). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8')
  return SVG_ROOT.test(head)
}

/** Numeric character references spelled out, so `&#106;avascript:` is seen as `javascript:`. */
const decodeCharacterReferences = (text: string) =>
  text.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_reference, code: string) => {
    const point = code[0]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(1), 16) : Number(code)
    return point <= 0x10ffff ? String.fromCodePoint(point) : ''
  })

const ANIMATION_START = /<\s*(?:set|animate)\b/gi
const LINK_OR_HANDLER_TARGET = /attributeName\s*=\s*["']?\s*(?:[a-z]+:)?(?:href|on)/i

/**
 * Whether an animation element rewrites a link or an event handler (which the static checks cannot see).
 * Each tag is read up to its `>` once, so a file of unclosed tags still takes linear time.
 */
function animatesLinkOrHandler(text: string): boolean {
  let readUpTo = 0
  for (const { index } of text.matchAll(ANIMATION_START)) {
    if (index < readUpTo) continue
    const end = text.indexOf('>', index)
    readUpTo = end === -1 ? text.length : end
    if (LINK_OR_HANDLER_TARGET.test(text.slice(index, readUpTo))) return true
  }
  return false
}

/** Whether the SVG holds nothing but drawing. */
export function isInertSvg(bytes: Uint8Array): boolean {
  const text = decodeCharacterReferences(Buffer.from(bytes).toString('utf8'))
  return !ACTIVE_CONTENT.some((pattern) => pattern.test(text)) && !animatesLinkOrHandler(text)
}
