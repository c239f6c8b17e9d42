/**
 * The curated bundles, built from real catalog tools (by slug, in order): the three the public site features,
 * seeded with the catalog, and the Kitly team's further bundles (bundles.editorial.json), a seed set of their own.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTransactionConnection, sql } from '../sql.ts'
import { CATALOG_DIR } from './catalog.ts'

const EditorialBundle = z.object({
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  summary: z.string(),
  description: z.string(),
  use_case_guidance: z.string(),
  tags: z.array(z.string()),
  tool_slugs: z.array(z.string()).min(3),
})
type EditorialBundle = z.infer<typeof EditorialBundle>

export const FEATURED_BUNDLES: EditorialBundle[] = [
  {
    name: 'Startup Launch Kit',
    slug: 'startup-launch-kit',
    icon: '🚀',
    summary: 'Go from idea to a live product, a pitch deck and a brand in a weekend.',
    description:
      'Five tools that cover the first weeks of a startup: think the idea through with an assistant, build a working web app without a team, design a brand, present it to investors and keep the plan in one place.',
    use_case_guidance:
      'Start in ChatGPT to sharpen the problem and draft your landing-page copy. Build the first version of the product in Lovable, design the logo and social images in Canva, turn the plan into a pitch deck with Gamma, and keep notes, tasks and investor updates in Notion AI.',
    tags: ['startup', 'mvp', 'no-code', 'pitch-deck', 'branding'],
    tool_slugs: ['chatgpt', 'lovable', 'canva', 'gamma', 'notion-ai'],
  },
  {
    name: 'YouTube Creator Kit',
    slug: 'youtube-creator-kit',
    icon: '🎬',
    summary: 'Script, voice, edit, score and design thumbnails for your channel.',
    description:
      'Six tools for making videos people finish: generate and edit footage, give it a natural voice, fix the audio, add original music and design thumbnails that get clicked.',
    use_case_guidance:
      'Turn a script into a first cut with InVideo AI, generate or restyle shots in Runway, narrate with ElevenLabs, correct spoken mistakes with Descript Overdub, add a royalty-free soundtrack from Suno and design the thumbnail in Canva.',
    tags: ['youtube', 'video', 'voice-over', 'music', 'thumbnails'],
    tool_slugs: ['invideo-ai', 'runway', 'eleven-labs', 'descript-overdub', 'suno-ai', 'canva'],
  },
  {
    name: 'Marketing Growth Stack',
    slug: 'marketing-growth-stack',
    icon: '📈',
    summary: 'Research, write, rank, email and post: a complete content-marketing engine.',
    description:
      'Seven tools for a small marketing team: research the market, write on-brand copy, optimise it for search, nurture leads by email and CRM, and repurpose it for social media.',
    use_case_guidance:
      'Research topics and competitors with Perplexity, draft long-form pieces in Jasper and short copy in Copy.ai, optimise each article with Surfer SEO, send newsletters with Mailchimp, track leads in HubSpot AI and let Lately cut every post into social updates.',
    tags: ['marketing', 'content', 'seo', 'email', 'social-media'],
    tool_slugs: ['perplexity-ai', 'jasper', 'copy-ai', 'surfer-seo', 'mailchimp', 'hubspot-ai', 'lately'],
  },
]

export function readEditorialBundles(): EditorialBundle[] {
  return z
    .array(EditorialBundle)
    .parse(JSON.parse(readFileSync(path.join(CATALOG_DIR, 'bundles.editorial.json'), 'utf8')))
}

/** Inserts the featured bundles that do not exist yet, with their tools in order. */
export const insertFeaturedBundles = (tx: DatabaseTransactionConnection) => insertBundles(tx, FEATURED_BUNDLES, true)

/** Inserts the editorial bundles that do not exist yet (not featured: an admin chooses which to feature). */
export const insertEditorialBundles = (tx: DatabaseTransactionConnection) =>
  insertBundles(tx, readEditorialBundles(), false)

async function insertBundles(
  tx: DatabaseTransactionConnection,
  bundles: readonly EditorialBundle[],
  featured: boolean,
): Promise<number> {
  let inserted = 0
  for (const bundle of bundles) {
    const bundleId = await tx.maybeOneFirst(sql.type(z.object({ id: z.number() }))`
      INSERT INTO bundles (name, slug, icon, summary, description, use_case_guidance, tags, is_featured)
      VALUES (${bundle.name}, ${bundle.slug}, ${bundle.icon}, ${bundle.summary}, ${bundle.description},
              ${bundle.use_case_guidance}, ${sql.array(bundle.tags, 'text')}, ${featured})
      ON CONFLICT (slug) DO NOTHING
      RETURNING id`)
    if (bundleId === null) continue
    inserted += 1
    // ordinality keeps the curator's order; tools missing from the catalog are skipped, not fatal.
    await tx.query(sql.typeAlias('void')`
      INSERT INTO bundle_tools (bundle_id, tool_id, position)
      SELECT ${bundleId}, tools.id, wanted.position - 1
      FROM unnest(${sql.array(bundle.tool_slugs, 'text')}::text[]) WITH ORDINALITY AS wanted(slug, position)
      JOIN tools ON tools.slug = wanted.slug`)
  }
  return inserted
}
