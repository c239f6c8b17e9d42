/** A comparison's link-preview card: the compared tools' names, one per line, "vs" between them. */
import { box, type CardNode, cardFrame, colors, truncate } from './render.ts'

export function compareCard(toolNames: readonly string[], siteName: string): CardNode {
  // Five names must fit the card's height: the more there are, the smaller they are set.
  const size = toolNames.length <= 2 ? 64 : toolNames.length === 3 ? 52 : 40
  return cardFrame(
    siteName,
    box(
      { flexDirection: 'column' },
      ...toolNames.flatMap((name, index) => [
        ...(index > 0 ? [box({ fontSize: size * 0.5, color: colors.muted, margin: '2px 0' }, 'vs')] : []),
        box({ fontSize: size, fontWeight: 700, lineHeight: 1.1 }, truncate(name, 40)),
      ]),
    ),
    box({ fontSize: 30, color: colors.brand }, 'Compared side by side: pricing, features and reviews'),
  )
}
