/** The "Featured on <site>" badge makers embed on their own sites: a small hand-built SVG, every text escaped. */
import { escapeHtml as escapeXml } from '../../lib/escape-html.ts'

export type BadgeContent = { siteName: string; toolName: string; rating: number; reviewCount: number }

/** Rough width of `text` in 11 px Verdana-like type, so the badge's halves fit their words. */
const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.62)

export function badgeSvg({ siteName, toolName, rating, reviewCount }: BadgeContent): string {
  const left = `Featured on ${siteName}`
  const right =
    reviewCount > 0
      ? `★ ${rating.toFixed(1)} · ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`
      : 'No reviews yet'
  const leftWidth = textWidth(left, 11) + 20
  const rightWidth = textWidth(right, 11) + 20
  const width = leftWidth + rightWidth
  const label = `${toolName}: ${left}, ${reviewCount > 0 ? `rated ${rating.toFixed(1)} of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}` : 'no reviews yet'}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28" viewBox="0 0 ${width} 28" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="${width}" height="28" rx="6" fill="#4f46e5"/>`,
    `<rect x="${leftWidth}" width="${rightWidth}" height="28" rx="6" fill="#eef2ff"/>`,
    `<rect x="${leftWidth}" width="8" height="28" fill="#eef2ff"/>`,
    `<g font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">`,
    `<text x="${leftWidth / 2}" y="18" fill="#ffffff" font-weight="bold">${escapeXml(left)}</text>`,
    `<text x="${leftWidth + rightWidth / 2}" y="18" fill="#18181b">${escapeXml(right)}</text>`,
    '</g>',
    '</svg>',
    '',
  ].join('\n')
}
