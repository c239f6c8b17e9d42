/**
 * The HTML of a shared kit as other sites frame it (/embed/kits/{id}): one small self-contained page with its styles
 * inline and no script, so it loads nothing from anyone else and costs the host page one request. Every text from
 * the kit or the catalog is escaped.
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../../lib/escape-html.ts'

export type KitEmbedTool = {
  name: string
  /** Why it is in the kit, else the tool's own one-line description: one line of the card. */
  role: string
  /** Our own uploaded logo (`/uploads/...`); logos elsewhere are not loaded, the tile shows the first letter. */
  logo_url: string | null
}

export type KitEmbedContent = {
  siteName: string
  name: string
  goal: string
  tools: readonly KitEmbedTool[]
  /** "$61 a month" when every tool's price at the kit's usage is known, else null. */
  monthlyCost: string | null
  /** What the cost is for ("1 seat"). */
  costBasis: string
  /** The shared kit's page on this site, absolute. */
  pageUrl: string
}

// The card fills its frame: the header and footer stay, the tool list scrolls when the frame is shorter than the kit.
const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#18181b;--muted:#52525b;--line:#e4e4e7;--tile:#eef2ff;--tile-fg:#4338ca;--brand:#4338ca}
@media (prefers-color-scheme:dark){:root{--bg:#18181b;--fg:#fafafa;--muted:#a1a1aa;--line:#3f3f46;--tile:#312e81;--tile-fg:#c7d2fe;--brand:#a5b4fc}}
*{box-sizing:border-box}
html,body{height:100%;margin:0}
body{background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{display:flex;flex-direction:column;height:100%;border:1px solid var(--line);border-radius:16px;overflow:hidden}
header{padding:16px 16px 12px;border-bottom:1px solid var(--line)}
.eyebrow{margin:0;font-size:12px;font-weight:600;color:var(--brand)}
h1{margin:4px 0 0;font-size:18px;line-height:1.3;overflow-wrap:anywhere}
.goal,.role,.cost{color:var(--muted)}
.goal{margin:6px 0 0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere}
.goal q{color:var(--fg)}
ol{flex:1;min-height:0;overflow-y:auto;margin:0;padding:4px 16px;list-style:none}
li{display:flex;align-items:center;gap:12px;padding:8px 0;border-bottom:1px solid var(--line)}
li:last-child{border-bottom:0}
.tile{display:flex;flex:none;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;overflow:hidden;background:var(--tile);color:var(--tile-fg);font-weight:600}
.tile.logo{background:#fff;border:1px solid var(--line)}
.tile img{width:100%;height:100%;object-fit:contain}
.text{min-width:0}
.name{display:block;font-weight:600}
.role{display:block;font-size:13px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
footer{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;padding:12px 16px;border-top:1px solid var(--line)}
.cost{margin:0;font-size:13px}
.cost strong{color:var(--fg)}
a{color:var(--brand);font-weight:600;text-decoration:none;border-radius:6px}
a:hover{text-decoration:underline}
a:focus-visible{outline:2px solid var(--brand);outline-offset:2px}
.empty{margin:auto;padding:24px;text-align:center}
.empty h1{margin:0 0 8px}
.empty p{margin:0 0 12px;color:var(--muted)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`.trim()

/** The style sheet's hash, as the page's Content-Security-Policy allows it (and nothing else). */
export const KIT_EMBED_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

const isOwnUpload = (url: string | null): url is string => url?.startsWith('/uploads/') === true

function toolItem(tool: KitEmbedTool): string {
  const letter = escapeHtml(tool.name.trim().charAt(0).toUpperCase() || '?')
  const tile = isOwnUpload(tool.logo_url)
    ? `<span class="tile logo"><img src="${escapeHtml(tool.logo_url)}" alt="" width="36" height="36"></span>`
    : `<span class="tile" aria-hidden="true">${letter}</span>`
  const role = escapeHtml(tool.role)
  return `<li>${tile}<span class="text"><span class="name">${escapeHtml(tool.name)}</span><span class="role" title="${role}">${role}</span></span></li>`
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    // Found through another site's frame, it is not a page of its own for search engines: the kit's page is.
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n')
}

const newTabLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)} <span aria-hidden="true">↗</span><span class="sr"> (opens in a new tab)</span></a>`

export function kitEmbedHtml(kit: KitEmbedContent): string {
  const count = `${kit.tools.length} ${kit.tools.length === 1 ? 'tool' : 'tools'}`
  const cost = kit.monthlyCost
    ? `<p class="cost">Cheapest plans: <strong>${escapeHtml(kit.monthlyCost)}</strong> · ${escapeHtml(kit.costBasis)}</p>`
    : '<p class="cost"></p>'
  return page(
    `${kit.name} · AI kit on ${kit.siteName}`,
    [
      '<article class="card" aria-labelledby="kit-name">',
      '<header>',
      `<p class="eyebrow">AI kit · ${count}</p>`,
      `<h1 id="kit-name">${escapeHtml(kit.name)}</h1>`,
      `<p class="goal">Built for: <q>${escapeHtml(kit.goal)}</q></p>`,
      '</header>',
      `<ol aria-label="Tools in this kit">${kit.tools.map(toolItem).join('')}</ol>`,
      `<footer>${cost}${newTabLink(kit.pageUrl, `View on ${kit.siteName}`)}</footer>`,
      '</article>',
    ].join('\n'),
  )
}

/** What a frame shows for a kit that does not exist or is no longer shared: it says so, and links to the site. */
export function kitUnavailableHtml(siteName: string, siteUrl: string): string {
  return page(
    `Kit not available · ${siteName}`,
    [
      '<main class="card">',
      '<div class="empty">',
      '<h1>This kit is not available</h1>',
      '<p>Its link may be mistyped, or its owner stopped sharing it.</p>',
      newTabLink(siteUrl, `Build your own kit on ${siteName}`),
      '</div>',
      '</main>',
    ].join('\n'),
  )
}
