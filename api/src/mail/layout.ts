/**
 * The one look of every message: the same content rendered as plain text and as simple, accessible HTML
 * (one column, real text, a clear link label, good contrast, `lang`, no images or scripts). Templates
 * (templates.ts) describe a message once, as blocks; this file decides how blocks look.
 */

export type Site = {
  name: string
  publicUrl: string
  /** The server's secret, for the keyed hash of a code minted at send time (a claim's code). */
  secret: string
}

export type Block =
  /** A paragraph. */
  | { kind: 'text'; text: string }
  /** The message's call to action: a button in HTML, the label and URL on their own line in text. */
  | { kind: 'action'; label: string; url: string }
  /** Text someone else wrote (a contact message), shown as a quotation, never as markup. */
  | { kind: 'quote'; text: string }
  /** Small print under a rule: why the mail came, how to stop it. */
  | { kind: 'fine-print'; text: string; link?: { label: string; url: string } }
  /** One entry of a list of things (a followed tool): its title, a line per fact, and its links. */
  | { kind: 'item'; title: string; lines: string[]; links: { label: string; url: string }[] }

export type MailContent = { to: string; subject: string; blocks: Block[]; headers?: Record<string, string> }

/** What the worker renders when it sends a queued row, and the transport sends. `link` is the message's main link (logged by the .eml fallback). */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  link: string | null
}

/** A message's first line, by the person's name when we know it. */
export const greeting = (name: string | null) => `Hi ${name?.trim() || 'there'},`

/** An absolute link to a page of the site (a path, or a link from @kitly/paths), with more of its query string. */
export function siteUrl(site: Site, href: string, query: Record<string, string> = {}): string {
  const url = new URL(href, `${site.publicUrl}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

export function renderMail(site: Site, content: MailContent): MailMessage {
  const action = content.blocks.find((block) => block.kind === 'action')
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(site, content.blocks),
    html: renderHtml(site, content.subject, content.blocks),
    headers: content.headers ?? {},
    link: action?.url ?? null,
  }
}

function renderText(site: Site, blocks: Block[]): string {
  return `${blocks.map(blockText).join('\n\n')}\n\n${site.name} · ${site.publicUrl}\n`
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
      return block.text
    case 'action':
      return `${block.label}:\n${block.url}`
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    case 'fine-print':
      return `--\n${block.text}${block.link ? `\n${block.link.label}: ${block.link.url}` : ''}`
    case 'item':
      return [
        block.title,
        ...block.lines.map((line) => `- ${line}`),
        ...block.links.map((link) => `${link.label}: ${link.url}`),
      ].join('\n')
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

// Inline styles only: most mail clients drop <style> blocks. Colours keep a 4.5:1 contrast or better.
const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#18181b'
const BUTTON =
  'display:inline-block;padding:12px 20px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none'
const QUOTE = 'margin:0 0 16px;padding:12px 16px;border-left:4px solid #a1a1aa;background:#f4f4f5;white-space:pre-wrap'
const FINE_PRINT =
  'margin:24px 0 0;padding-top:16px;border-top:1px solid #e4e4e7;font-size:13px;line-height:20px;color:#52525b'

function renderHtml(site: Site, subject: string, blocks: Block[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<main style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca">${escapeHtml(site.name)}</p>
${blocks.map(blockHtml).join('\n')}
</main>
<p style="max-width:560px;margin:16px auto 0;text-align:center;font-size:13px;color:#52525b"><a href="${escapeHtml(site.publicUrl)}" style="color:#52525b">${escapeHtml(site.publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</body>
</html>
`
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `<p style="${PARAGRAPH}">${escapeHtml(block.text)}</p>`
    case 'action':
      // The URL is written out too: some clients block buttons, and people like to see where a link goes.
      return [
        `<p style="${PARAGRAPH}"><a href="${escapeHtml(block.url)}" style="${BUTTON}">${escapeHtml(block.label)}</a></p>`,
        `<p style="${PARAGRAPH};font-size:14px;color:#52525b">Or paste this link into your browser:<br>`,
        `<a href="${escapeHtml(block.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(block.url)}</a></p>`,
      ].join('\n')
    case 'quote':
      return `<blockquote style="${QUOTE}">${escapeHtml(block.text)}</blockquote>`
    case 'fine-print': {
      const link = block.link
        ? ` <a href="${escapeHtml(block.link.url)}" style="color:#4338ca">${escapeHtml(block.link.label)}</a>`
        : ''
      return `<p style="${FINE_PRINT}">${escapeHtml(block.text)}${link}</p>`
    }
    case 'item': {
      const lines = block.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
      const links = block.links
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#4338ca">${escapeHtml(link.label)}</a>`)
        .join(' · ')
      return [
        `<p style="${PARAGRAPH};margin-bottom:4px;font-weight:600">${escapeHtml(block.title)}</p>`,
        `<ul style="${PARAGRAPH};margin-bottom:4px;padding-left:20px">${lines}</ul>`,
        `<p style="${PARAGRAPH};font-size:14px">${links}</p>`,
      ].join('\n')
    }
  }
}
