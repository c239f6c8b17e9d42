/** A shared kit's link-preview card: its name, the goal it was built for and its tools. */
import type { KitCardContent } from '@kitly/paths/cards'
import { box, type CardNode, cardFrame, chip, colors, truncate } from './render.ts'

/** Tools named on the card; the rest are counted. */
const SHOWN_TOOLS = 6

export function kitCard(kit: KitCardContent, siteName: string): CardNode {
  const shown = kit.tool_names.slice(0, SHOWN_TOOLS)
  const more = kit.tool_names.length - shown.length
  return cardFrame(
    siteName,
    box(
      { flexDirection: 'column' },
      box({ fontSize: 30, color: colors.muted, marginBottom: 12 }, 'AI tool kit'),
      box({ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }, truncate(kit.name, 60)),
      box({ fontSize: 32, color: colors.muted, marginTop: 20, lineHeight: 1.35 }, `For: ${truncate(kit.goal, 110)}`),
    ),
    box(
      { flexWrap: 'wrap', alignItems: 'center', rowGap: 12 },
      ...shown.map((name) => chip(name)),
      ...(more > 0 ? [box({ fontSize: 28, color: colors.muted }, `+${more} more`)] : []),
    ),
  )
}
