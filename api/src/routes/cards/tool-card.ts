/** A tool's link-preview card: its name, short description, category, rating and pricing. */
import type { ToolCardContent } from '@kitly/paths/cards'
import { box, type CardNode, cardFrame, chip, colors, truncate } from './render.ts'

export function toolCard(tool: ToolCardContent, siteName: string): CardNode {
  const rating =
    tool.review_count > 0
      ? box(
          { fontSize: 32, alignItems: 'center', color: colors.text },
          box({ color: colors.star, marginRight: 10 }, '★'),
          `${tool.rating.toFixed(1)}`,
          box(
            { color: colors.muted, marginLeft: 12, fontSize: 28 },
            `(${tool.review_count} ${tool.review_count === 1 ? 'review' : 'reviews'})`,
          ),
        )
      : box({ fontSize: 28, color: colors.muted }, 'No reviews yet')
  return cardFrame(
    siteName,
    box(
      { flexDirection: 'column' },
      box({ fontSize: 76, fontWeight: 700, lineHeight: 1.1 }, truncate(tool.name, 40)),
      box(
        { fontSize: 34, color: colors.muted, marginTop: 24, lineHeight: 1.35 },
        truncate(tool.short_description, 150),
      ),
    ),
    box(
      { alignItems: 'center', justifyContent: 'space-between' },
      box(
        { alignItems: 'center' },
        ...(tool.category_name ? [chip(tool.category_name)] : []),
        ...(tool.pricing_model ? [chip(tool.pricing_model)] : []),
      ),
      rating,
    ),
  )
}
