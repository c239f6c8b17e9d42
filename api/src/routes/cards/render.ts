/**
 * Link-preview cards: a layout of boxes and text (satori's subset of CSS flexbox, https://github.com/vercel/satori)
 * turned into SVG, then into a 1200×630 PNG by resvg (https://github.com/yisibl/resvg-js). Text is drawn as paths
 * with DejaVu Sans, the font the kit PDFs use (it covers accented, Greek and Cyrillic names).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

const require = createRequire(import.meta.url)
const FONTS = [
  { name: 'DejaVu Sans', weight: 400 as const, path: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
  { name: 'DejaVu Sans', weight: 700 as const, path: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
]
// Read on first use: a server that never renders a card never loads them.
let fonts: { name: string; weight: 400 | 700; style: 'normal'; data: Buffer }[] | null = null
const loadFonts = () => {
  fonts ??= FONTS.map(({ name, weight, path }) => ({
    name,
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(path)),
  }))
  return fonts
}

/** Kitly's look (web/src/index.css): indigo brand, zinc text, on white. */
export const colors = {
  brand: '#4f46e5',
  brandSoft: '#eef2ff',
  brandLine: '#c7d2fe',
  text: '#18181b',
  muted: '#52525b',
  canvas: '#ffffff',
  star: '#f59e0b',
} as const

type Style = Record<string, string | number>
/** A box in satori's element shape (what JSX would build), without React on the server. */
export type CardNode = { type: string; props: { style?: Style; children?: CardChild | CardChild[] } }
type CardChild = CardNode | string

/** A box with children; text children become text. */
export const box = (style: Style, ...children: CardChild[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
})

/** `text` cut at a word to at most `max` characters, with an ellipsis when cut: cards have fixed room. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * The frame every card shares: the site's name as a wordmark at the top, `body` in the middle and `footer` along
 * the bottom, on a soft brand gradient.
 */
export function cardFrame(siteName: string, body: CardNode, footer: CardNode): CardNode {
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: colors.canvas,
      backgroundImage: `linear-gradient(135deg, ${colors.brandSoft} 0%, ${colors.canvas} 60%)`,
      borderTop: `16px solid ${colors.brand}`,
      fontFamily: 'DejaVu Sans',
      color: colors.text,
    },
    box({ fontSize: 34, fontWeight: 700, color: colors.brand }, truncate(siteName, 40)),
    body,
    footer,
  )
}

/** A rounded label: a category, a pricing model. */
export const chip = (text: string): CardNode =>
  box(
    {
      fontSize: 28,
      padding: '8px 22px',
      borderRadius: 999,
      backgroundColor: colors.brandSoft,
      border: `2px solid ${colors.brandLine}`,
      color: colors.brand,
      marginRight: 16,
    },
    truncate(text, 30),
  )

/** The card as PNG bytes. */
export async function renderCard(card: CardNode): Promise<Buffer> {
  // satori's types speak of React elements; it reads any object of that shape.
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  })
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } })
  return png.render().asPng()
}
