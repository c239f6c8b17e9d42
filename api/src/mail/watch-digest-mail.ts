/**
 * The watch digest: each followed tool that changed since the last one, its changes old → new, and links to its page
 * and its alternatives. Built at send time from the events the job chose (watchlist/send-digests.ts), so a tool
 * unfollowed meanwhile is left out, and nothing is sent to an account that has opted out since.
 */
import type { DatabaseTransactionConnection } from '@kitly/db'
import { paths } from '@kitly/paths'
import { z } from 'zod'
import { changeText, mergeChanges } from '../watchlist/change-text.ts'
import { type FollowedToolChange, findDigestRecipient, listDigestChanges } from '../watchlist/digest-queries.ts'
import { watchUnsubscribeToken } from '../watchlist/unsubscribe-token.ts'
import { type Block, greeting, type Site, siteUrl } from './layout.ts'
import type { MailTemplate } from './templates.ts'

const WatchDigestParams = z.object({
  userId: z.number().int(),
  afterEventId: z.number().int(),
  throughEventId: z.number().int(),
})
export type WatchDigestParams = z.infer<typeof WatchDigestParams>

type ItemBlock = Extract<Block, { kind: 'item' }>

/** One block per tool, its changes merged (a price raised twice reads as one change). */
function toolBlocks(site: Site, changes: readonly FollowedToolChange[]): ItemBlock[] {
  const byTool = Map.groupBy(changes, (change) => change.tool_id)
  return [...byTool.values()].flatMap((toolChanges): ItemBlock[] => {
    const { tool_name: name, tool_slug: slug } = toolChanges[0] as FollowedToolChange
    const lines = mergeChanges(toolChanges).map(changeText)
    if (lines.length === 0) return []
    return [
      {
        kind: 'item',
        title: name,
        lines,
        links: [
          { label: `See ${name}`, url: siteUrl(site, paths.tool.href(slug)) },
          { label: `Alternatives to ${name}`, url: siteUrl(site, paths.toolAlternatives.href(slug)) },
        ],
      },
    ]
  })
}

export const watchDigestMail: MailTemplate<WatchDigestParams> = {
  kind: 'watch_digest',
  params: WatchDigestParams,
  build: async (tx: DatabaseTransactionConnection, site, { userId, afterEventId, throughEventId }) => {
    const recipient = await findDigestRecipient(tx, userId)
    if (!recipient) return null
    const blocks = toolBlocks(site, await listDigestChanges(tx, userId, afterEventId, throughEventId))
    if (blocks.length === 0) return null
    const token = watchUnsubscribeToken(site.secret, userId)
    const oneClick = siteUrl(site, '/api/watchlist/unsubscribe', { token })
    return {
      to: recipient.email,
      subject:
        blocks.length === 1
          ? `${blocks[0]?.title} changed on ${site.name}`
          : `${blocks.length} tools you follow changed on ${site.name}`,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      blocks: [
        { kind: 'text', text: greeting(recipient.name) },
        { kind: 'text', text: `Here is what changed in the tools you follow on ${site.name}:` },
        ...blocks,
        {
          kind: 'fine-print',
          text: `You get this email because you saved these tools on ${site.name}; at most one a day. Turn it off in your profile, or here in one click:`,
          link: { label: 'Unsubscribe', url: siteUrl(site, paths.watchUnsubscribe.href(token)) },
        },
      ],
    }
  },
}
