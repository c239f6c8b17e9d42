/** A path's segments, empty ones dropped: `/tools/:slug/` → ['tools', ':slug']. */
export const pathSegments = (pathname: string) => pathname.split('/').filter(Boolean)

/**
 * The parameters when `parts` (a path's decoded segments) is an address of the route `segments`, else null. As in
 * React Router: literal segments match case-insensitively, and a final `*` matches whatever follows.
 */
export function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | null {
  const splat = segments.at(-1) === '*'
  const fixed = splat ? segments.slice(0, -1) : segments
  if (splat ? parts.length < fixed.length : parts.length !== fixed.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of fixed.entries()) {
    const part = parts[index] ?? ''
    if (segment.startsWith(':')) params[segment.slice(1)] = part
    else if (segment.toLowerCase() !== part.toLowerCase()) return null
  }
  return params
}

/** The decoded parameters of `pathname` for the route `pattern` (`/tools/:slug`), or null: not its address, or a malformed escape. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  try {
    return matchSegments(pathSegments(pattern), pathSegments(pathname).map(decodeURIComponent))
  } catch {
    return null
  }
}
