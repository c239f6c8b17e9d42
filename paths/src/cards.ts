// The version in a link-preview image's URL (paths.toolCard and friends): a hash of everything the card shows, so
// the server's page head and the web app's, computing it from the same fields, name the same image, and a change
// to any of them names a new one. Synchronous and dependency-free, as both sides need it while rendering.

/** Raised when the cards' layout changes, so every preview is fetched anew. */
const CARD_DESIGN = 1

/** FNV-1a (32 bits) over the values' JSON: short, stable, and no secret is involved. */
export function cardVersion(values: readonly unknown[]): string {
  const text = JSON.stringify([CARD_DESIGN, ...values])
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** What a tool's card shows (a subset of the tool's public fields). */
export type ToolCardContent = {
  name: string
  short_description: string
  category_name: string | null
  pricing_model: string | null
  rating: number
  review_count: number
}

export const toolCardVersion = (tool: ToolCardContent, siteName: string): string =>
  cardVersion([
    'tool',
    siteName,
    tool.name,
    tool.short_description,
    tool.category_name,
    tool.pricing_model,
    tool.rating,
    tool.review_count,
  ])

/** What a shared kit's card shows: its name, its goal (the prompt it was built for) and its tools' names, in order. */
export type KitCardContent = { name: string; goal: string; tool_names: readonly string[] }

export const kitCardVersion = (kit: KitCardContent, siteName: string): string =>
  cardVersion(['kit', siteName, kit.name, kit.goal, ...kit.tool_names])

/** A comparison's card: the compared tools' names, in the comparison's order. */
export const compareCardVersion = (toolNames: readonly string[], siteName: string): string =>
  cardVersion(['compare', siteName, ...toolNames])
