/**
 * A kit as a printable PDF: name, goal, preferences, then each tool with its initial as a logo tile, its
 * category, pricing, the reason it was picked and a clickable link, then the kit's monthly cost at its usage in the
 * Monthly cost panel's words (kit-cost/cost-text.ts), each chosen plan with its source and date. Made with pdfkit
 * (https://pdfkit.org); DejaVu Sans (dejavu-fonts-ttf) covers accented, Greek and Cyrillic text, which
 * the PDF standard fonts cannot.
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { notKnownText, staysFreeText, toolCostText, totalText, usageText } from '../../kit-cost/cost-text.ts'
import type { SourcedChoice, SourcedKitCost } from '../../kit-cost/queries.ts'

export type PdfKit = {
  kit_name: string
  description: string
  prompt: string
  preferences: { budget: string; complexity: string; kit_size: number }
  tools: readonly {
    name: string
    category_name: string | null
    pricing_model: string | null
    short_description: string
    reason: string
    website_url: string
  }[]
  /** Where the kit can be opened again, when it is shared. */
  share_url?: string | null
  /** The kit's cost at its usage; no section without it. */
  cost?: SourcedKitCost | null
}

const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

const INK = '#111827'
const MUTED = '#6b7280'
const ACCENT = '#4f46e5'
const RULE = '#e5e7eb'
/** Logo tile colours, picked by name so a tool always gets the same one. */
const TILES = ['#4f46e5', '#0891b2', '#059669', '#d97706', '#db2777', '#7c3aed', '#2563eb', '#dc2626']

const MARGIN = 50
const TILE = 34

export function renderKitPdf(kit: PdfKit, publicUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: kit.kit_name, Author: 'Kitly', Subject: kit.prompt, Creator: 'Kitly Magic Kit Builder' },
  })
  doc.registerFont('body', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width - 2 * MARGIN
  doc.font('bold').fontSize(9).fillColor(ACCENT).text('KITLY · MAGIC KIT', { characterSpacing: 1.5 })
  doc.moveDown(0.4)
  doc.font('bold').fontSize(22).fillColor(INK).text(kit.kit_name, { width })
  if (kit.description) doc.moveDown(0.3).font('body').fontSize(11).fillColor(INK).text(kit.description, { width })
  doc.moveDown(0.6)
  doc.font('bold').fontSize(9).fillColor(MUTED).text('GOAL', { characterSpacing: 1 })
  doc.font('body').fontSize(10.5).fillColor(INK).text(kit.prompt, { width })
  doc.moveDown(0.4)
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Budget: ${capitalize(kit.preferences.budget)}   ·   Complexity: ${capitalize(kit.preferences.complexity)}   ·   ` +
        `${kit.tools.length} of ${kit.preferences.kit_size} tools`,
    )
  rule(doc)

  for (const [index, tool] of kit.tools.entries()) drawTool(doc, tool, index, width)
  if (kit.cost) drawCost(doc, kit.cost, width)

  // Footers last, on every page (bufferPages keeps them open).
  const pages = doc.bufferedPageRange()
  for (let page = 0; page < pages.count; page++) {
    doc.switchToPage(pages.start + page)
    const bottom = doc.page.height - MARGIN + 16
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    doc.page.margins.bottom = 0
    const link = kit.share_url ?? publicUrl
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Made with the Kitly Magic Kit Builder · ${link}`, MARGIN, bottom, { width: width - 60, lineBreak: false })
      .text(`${page + 1} / ${pages.count}`, MARGIN, bottom, { width, align: 'right', lineBreak: false })
    doc.page.margins.bottom = MARGIN
  }
  doc.end()
  return done
}

function drawTool(doc: PDFKit.PDFDocument, tool: PdfKit['tools'][number], index: number, width: number) {
  const textX = MARGIN + TILE + 14
  const textWidth = width - TILE - 14
  // Keep a tool's block on one page.
  const needed =
    24 + heightOf(doc, tool.reason, textWidth, 10) + heightOf(doc, tool.short_description, textWidth, 9) + 30
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage()

  const top = doc.y
  doc.roundedRect(MARGIN, top, TILE, TILE, 7).fill(TILES[hash(tool.name) % TILES.length] ?? ACCENT)
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#ffffff')
    .text(initial(tool.name), MARGIN, top + 8, { width: TILE, align: 'center', lineBreak: false })

  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(`${index + 1}. ${tool.name}`, textX, top, { width: textWidth })
  const facts = [tool.category_name ?? 'Uncategorized', tool.pricing_model ?? 'Pricing not listed'].join('   ·   ')
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(facts, textX, doc.y + 1, { width: textWidth })
  doc.moveDown(0.3)
  doc
    .font('body')
    .fontSize(10)
    .fillColor(INK)
    .text(tool.reason || 'Part of this kit.', textX, doc.y, { width: textWidth })
  if (tool.short_description) {
    doc
      .moveDown(0.2)
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(tool.short_description, textX, doc.y, { width: textWidth })
  }
  doc.moveDown(0.2)
  doc
    .font('body')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(tool.website_url, textX, doc.y, { width: textWidth, link: tool.website_url, underline: true })
  doc.x = MARGIN
  doc.y = Math.max(doc.y, top + TILE) + 12
  if (doc.y < doc.page.height - MARGIN - 40) rule(doc, 0.4)
}

/** "Monthly cost": the cheapest plans' total, each tool's plan with its source, the stay-free variant, the unknowns. */
function drawCost(doc: PDFKit.PDFDocument, cost: SourcedKitCost, width: number) {
  roomFor(doc, 90)
  doc.x = MARGIN
  doc.font('bold').fontSize(9).fillColor(MUTED).text('MONTHLY COST', { characterSpacing: 1 })
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`At ${usageText(cost.usage, cost.tools)}`, { width })
  doc.moveDown(0.3)
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(`Cheapest plans: ${totalText(cost.totals) ?? 'Not known'}`, { width })
  doc.moveDown(0.3)
  for (const tool of cost.tools) {
    roomFor(doc, 34)
    const words = `${toolCostText(tool)}${tool.free_tier ? ' · Free tier covers it' : ''}`
    doc.font('bold').fontSize(10).fillColor(INK).text(`${tool.name}: `, MARGIN, doc.y, { width, continued: true })
    doc.font('body').text(words)
    const sources = [tool.cheapest, tool.free_tier].filter(
      (choice, index, all): choice is SourcedChoice =>
        choice !== null && all.findIndex((c) => c?.plan === choice.plan) === index,
    )
    for (const choice of sources) {
      doc
        .font('body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${choice.plan}: price as of ${choice.as_of}, from ${choice.source_url}`, MARGIN + 12, doc.y, {
          width: width - 12,
          link: choice.source_url,
        })
    }
    doc.moveDown(0.35)
  }
  roomFor(doc, 50)
  doc.moveDown(0.3)
  doc.font('bold').fontSize(10).fillColor(INK).text('Stay free', MARGIN, doc.y, { width })
  doc.font('body').fontSize(9.5).fillColor(INK).text(staysFreeText(cost), { width })
  const notKnown = notKnownText(cost.tools)
  if (notKnown) {
    roomFor(doc, 40)
    doc.moveDown(0.3)
    doc.font('bold').fontSize(10).fillColor(INK).text('Pricing not known', { width })
    doc.font('body').fontSize(9.5).fillColor(INK).text(notKnown, { width })
  }
}

/** Starts a new page unless `height` more fits above the footer. */
function roomFor(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage()
}

function rule(doc: PDFKit.PDFDocument, gap = 0.8) {
  doc.moveDown(gap)
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke()
  doc.moveDown(gap)
  doc.x = MARGIN
}

function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, size: number): number {
  return doc
    .font('body')
    .fontSize(size)
    .heightOfString(text || ' ', { width })
}

/** The first letter or digit ("ElevenLabs" → "E", "3D Pix" → "3"); "?" when there is none. */
const initial = (name: string) => (name.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase()

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function hash(text: string): number {
  let h = 0
  for (const char of text) h = (h * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return h
}

/** A file name from the kit's name: "Zero-Budget Podcast Kit" → "zero-budget-podcast-kit.pdf". */
export function pdfFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return `${base || 'kit'}.pdf`
}
