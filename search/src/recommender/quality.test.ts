/**
 * The recommender on the real seed catalog: the quality set (quality-set.json) against its thresholds, the
 * named regressions, and the rules every kit keeps: budget, complexity, size, determinism, reasons, steps.
 * Each run prints the figures and the 20 worst kits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogDatabase, type SearchFixture } from '../test-support.ts'
import { kitCandidates, naiveKitCandidates } from './candidates.ts'
import { bayesianRating, isDeveloperTool, type KitRequest, type KitResult, recommendKit } from './index.ts'
import { type KitScore, QUALITY_SET, qualityFigures, qualityRequest, scoreKit } from './quality-set.ts'

const FIRST_SET = 'first-set'

/** What the planner must keep on this catalog (see the report each run prints). */
const THRESHOLDS = { meanCoverage: 0.85, offTopicShare: 0.05 }

let fixture: SearchFixture
beforeAll(async () => {
  fixture = await createCatalogDatabase()
})
afterAll(() => fixture.close())

const recommend = (request: KitRequest) => recommendKit(fixture.db, request)
const describeKit = (m: KitScore) =>
  `${m.coverage.toFixed(2)} ${m.c.goal}\n    missing ${m.missing.join(', ') || '-'}; off topic ${m.offTopic.join(', ') || '-'}\n` +
  m.kit.steps.map((step) => `    ${step.task.slug} → ${step.tool.slug}`).join('\n')

describe('the quality set', () => {
  let measures: KitScore[]
  beforeAll(async () => {
    measures = []
    // One at a time: the machine is shared, and the kits are quick.
    for (const c of QUALITY_SET.cases) measures.push(scoreKit(c, await recommend(qualityRequest(c))))
  }, 120_000)

  it('has at least 150 plain-language goals across the domains, and 20 vague ones', () => {
    const fresh = QUALITY_SET.cases.filter((c) => c.domain !== FIRST_SET)
    expect(fresh.length).toBeGreaterThanOrEqual(150)
    expect(new Set(fresh.map((c) => c.domain)).size).toBeGreaterThanOrEqual(12)
    expect(QUALITY_SET.vague.length).toBeGreaterThanOrEqual(20)
  })

  it('covers what each goal needs and stays on topic, and prints the worst kits', () => {
    const fresh = qualityFigures(measures.filter((m) => m.c.domain !== FIRST_SET))
    const first = qualityFigures(measures.filter((m) => m.c.domain === FIRST_SET))
    const worst = [...measures]
      .sort((a, b) => a.coverage - b.coverage || b.offTopic.length - a.offTopic.length)
      .slice(0, 20)
      .filter((m) => m.coverage < 1 || m.offTopic.length > 0)
    const report = [
      `new set: ${JSON.stringify(fresh)}`,
      `first set: ${JSON.stringify(first)}`,
      'worst kits:',
      ...worst.map(describeKit),
    ].join('\n')
    console.info(report)
    const all = qualityFigures(measures)
    expect(all.meanCoverage, report).toBeGreaterThanOrEqual(THRESHOLDS.meanCoverage)
    expect(all.offTopicShare, report).toBeLessThanOrEqual(THRESHOLDS.offTopicShare)
  })

  it('gives the kit size asked for whenever the catalog has tools for the goal, and says why when not', () => {
    const short = measures.filter((m) => m.kit.tools.length !== (m.c.preferences?.kit_size ?? 7))
    console.info(
      `kits short of their size: ${short.map((m) => `${m.c.goal} (${m.kit.tools.length})`).join('; ') || 'none'}`,
    )
    for (const m of short) expect(m.kit.notice, m.c.goal).toMatch(/instead of|Try naming the job/)
    expect(1 - short.length / measures.length).toBeGreaterThanOrEqual(0.97)
  })

  it('keeps the budget rules on every goal of the set, free and paid', async () => {
    const broken: string[] = []
    for (const c of QUALITY_SET.cases.filter((_c, i) => i % 3 === 0)) {
      const free = await recommend(qualityRequest(c, 'free'))
      const paid = await recommend(qualityRequest(c, 'paid'))
      for (const tool of free.tools)
        if (!['Free', 'Freemium'].includes(tool.pricing_model ?? '')) broken.push(tool.slug)
      for (const tool of paid.tools)
        if (!['Paid', 'Freemium'].includes(tool.pricing_model ?? '')) broken.push(tool.slug)
      for (const kit of [free, paid]) {
        const alternatives = kit.steps.flatMap((step) => step.alternatives)
        for (const tool of alternatives) if (tool.pricing_model === null) broken.push(`${tool.slug} (alternative)`)
      }
    }
    expect(broken).toEqual([])
  }, 120_000)

  it.each(QUALITY_SET.vague.map((v) => [v.goal, v.expect] as const))(
    'answers the vague goal “%s” (%s)',
    async (goal, expected) => {
      const kit = await recommend({ goal })
      if (expected === 'empty') expect(kit.tools).toEqual([])
      if (expected === 'general') expect(kit.tools.length).toBeGreaterThan(0)
      if (kit.tools.length === 0) expect(kit.notice).toMatch(/Try naming the job you want done/)
    },
  )
})

describe('regressions: goals that once gave kits far off the goal', () => {
  const regression = (name: string) => {
    const c = QUALITY_SET.cases.find((entry) => entry.regression === name)
    if (!c) throw new Error(`no regression case ${name}`)
    return c
  }
  const stepsOf = (kit: KitResult) => kit.steps.map((step) => step.task.slug)

  it('translates a restaurant menu with a translator first, and no support widget or background remover', async () => {
    const kit = await recommend(qualityRequest(regression('menu')))
    expect(stepsOf(kit)[0]).toBe('translate-menu')
    expect(scoreKit(regression('menu'), kit).coverage).toBe(1)
    expect(stepsOf(kit)).not.toContain('add-support-chatbot')
    expect(stepsOf(kit)).not.toContain('remove-image-backgrounds')
  })

  it('recruits sales reps with hiring steps, not a CRM and a copywriter', async () => {
    const kit = await recommend(qualityRequest(regression('sales-reps')))
    expect(stepsOf(kit)).toEqual(expect.arrayContaining(['write-job-descriptions', 'screen-cvs']))
    expect(stepsOf(kit)).not.toContain('manage-crm')
    expect(stepsOf(kit)).not.toContain('write-marketing-copy')
  })

  it('plans a wedding on a small budget with free tools for the event and the invitations', async () => {
    const kit = await recommend(qualityRequest(regression('wedding')))
    expect(kit.preferences.budget).toBe('free')
    expect(stepsOf(kit)).toContain('design-invitations')
    expect(stepsOf(kit)).not.toContain('remove-image-backgrounds')
    expect(stepsOf(kit)).not.toContain('paraphrase-text')
  })

  it('renovates a kitchen with five tools for the interior, as asked', async () => {
    const kit = await recommend(qualityRequest(regression('kitchen')))
    expect(kit.tools).toHaveLength(5)
    expect(stepsOf(kit)).toContain('redesign-interior')
    expect(stepsOf(kit)).not.toContain('create-brand-identity')
  })
})

describe('recommendKit', () => {
  it('builds a named, described kit of steps, each with its tool, reason and alternatives', async () => {
    const kit = await recommend({ goal: 'Launch a podcast about personal finance on a zero budget' })
    expect(kit.kit_name).toBe('Zero-Budget Personal Finance Podcast Kit')
    expect(kit.description).toMatch(
      /^Seven tools to launch a podcast about personal finance on a zero budget, covering /,
    )
    expect(kit.tools).toHaveLength(7)
    expect(kit.steps.map((step) => step.tool)).toEqual(kit.tools)
    expect(kit.complete).toBe(true)
    for (const step of kit.steps) {
      expect(step.reason).toBe(step.tool.reason)
      expect(step.reason.startsWith(`${step.task.name}: `)).toBe(true)
      expect(step.alternatives.length).toBeLessThanOrEqual(2)
      expect(kit.needs.find((need) => need.id === step.task.slug)?.covered).toBe(true)
    }
    // No tool twice, in the kit or among the alternatives.
    const ids = kit.steps.flatMap((step) => [step.tool.id, ...step.alternatives.map((tool) => tool.id)])
    expect(new Set(ids).size).toBe(ids.length)
    // The goal said "zero budget": free even though the form's budget was left at mixed.
    expect(kit.preferences.budget).toBe('free')
  })

  it('puts the tasks a goal names before the steps its project implies', async () => {
    const kit = await recommend({ goal: 'Start a YouTube channel about cooking, with thumbnails and subtitles' })
    expect(kit.steps.slice(0, 2).map((step) => step.task.slug)).toEqual(['design-social-graphics', 'add-subtitles'])
  })

  it.each([5, 7, 10] as const)('has exactly %i tools when the catalog has enough', async (kitSize) => {
    const kit = await recommend({ goal: 'Grow my small business with social media, email and SEO', kitSize })
    expect(kit.tools).toHaveLength(kitSize)
    expect(new Set(kit.tools.map((tool) => tool.id)).size).toBe(kitSize)
  })

  it('keeps a free budget to tools known to be Free or Freemium', async () => {
    for (const goal of ['Start a YouTube channel about cooking', 'Build an AI chatbot over our documents']) {
      const kit = await recommend({ goal, budget: 'free', kitSize: 10 })
      expect(kit.tools.length).toBeGreaterThan(0)
      for (const tool of kit.tools) expect(['Free', 'Freemium']).toContain(tool.pricing_model)
    }
  })

  it('keeps a paid budget to Paid or Freemium tools, and says so when that leaves the kit short', async () => {
    const kit = await recommend({ goal: 'Get horoscope readings and tarot', budget: 'paid', kitSize: 10 })
    for (const tool of kit.tools) expect(['Paid', 'Freemium']).toContain(tool.pricing_model)
    expect(kit.tools.length).toBeLessThan(10)
    expect(kit.complete).toBe(false)
    expect(kit.notice).toMatch(
      /^(Only \d+|No) paid tools? match(es)? this goal, so the kit has \d+ instead of 10: choose a mixed budget/,
    )
  })

  it('gives beginners no developer tools, and admits them for advanced builders', async () => {
    const goal = 'Build a chatbot that answers questions about our documents'
    const beginner = await recommend({ goal, complexity: 'beginner' })
    expect(beginner.tools.filter((tool) => isDeveloperTool({ ...tool, description: '' }))).toEqual([])
    const advanced = await recommend({
      goal: 'Build a RAG app over our documents with an LLM API',
      complexity: 'advanced',
    })
    expect(advanced.tools.some((tool) => tool.category_slug === 'ai-platforms')).toBe(true)
  })

  it('gives the same kit for the same goal and catalog', async () => {
    const request = { goal: 'Write and self-publish a fantasy novel with a book cover', kitSize: 10 } as const
    expect(await recommend(request)).toEqual(await recommend(request))
  })

  it('answers a goal it cannot read with an empty kit, the fallback name and a hint', async () => {
    const kit = await recommend({ goal: 'zxqv blorft' })
    expect(kit).toMatchObject({
      tools: [],
      steps: [],
      kit_name: 'Custom Kit for: zxqv blorft',
      description: 'Tools curated for: zxqv blorft',
      complete: false,
    })
    expect(kit.notice).toMatch(/No tools in the catalog match this goal yet\. Try naming the job you want done/)
  })

  it('plans from the tools matching the goal’s words when it names no task', async () => {
    const kit = await recommend({ goal: 'stable diffusion' })
    expect(kit.needs[0]?.source).toBe('fallback')
    expect(kit.steps[0]?.task.slug).toBe('generate-images')
  })
})

describe('bayesianRating', () => {
  it('does not let one 5-star review beat 500 reviews of 4.6', () => {
    expect(bayesianRating(5, 1)).toBeLessThan(bayesianRating(4.6, 500))
    expect(bayesianRating(0, 0)).toBeCloseTo(3.8)
  })
})

describe('kitCandidates and the naive baseline', () => {
  const goal = 'launch a podcast about personal finance with great audio and cover art'

  it('finds tools that share the goal’s telling words, scored by how rare the words are', async () => {
    const candidates = await kitCandidates(fixture.db, goal, { limit: 10 })
    expect(candidates).toHaveLength(10)
    expect(candidates[0]?.matched).toContain('podcast')
    for (const { score, matched } of candidates) expect(score > 0 && matched.length > 0).toBe(true)
  })

  it('leaves out words too common to tell anything, and finds nothing when only those are left', async () => {
    expect(await kitCandidates(fixture.db, goal, { maxShare: 0, minDocs: 0 })).toEqual([])
  })

  it('gives the benchmark its baseline: 50 tools ranked by ts_rank_cd over the whole goal', async () => {
    const naive = await naiveKitCandidates(fixture.db, goal)
    expect(naive).toHaveLength(50)
  })
})
