/**
 * G11: the Magic Kit's candidate step (a 10-20-word goal → 50 candidates) at the database level, one query at a
 * time, timed in this process on a Slonik pool configured as the app's, over the rotated 10-20-word goals. The two
 * sides are the recommender's own functions (@kitly/search/bench):
 *   naive  naiveKitCandidates: the goal as one OR tsquery, every match ranked with ts_rank_cd
 *   kit    kitCandidates: frequent words pruned, candidates capped, then scored (what POST /api/magic-kit uses)
 * Ratios naive ÷ kit at p50 and at p99. Gates in the same run: overlap@50 with the naive candidates, over the goals
 * both sides answered during the windows (a fast wrong answer must fail), and the kit side's p99 (≤ 50 ms at 100k).
 */
import { kitCandidates, naiveKitCandidates } from '@kitly/search/bench'
import { G11_TARGETS } from '../goals.ts'
import { latencyWindow } from '../measure/db.ts'
import { meanOverlap } from '../measure/overlap.ts'
import { Rotation } from '../measure/rotation.ts'
import { formatNumber, round } from '../protocol/interleave.ts'
import { meets } from '../protocol/stats.ts'
import { member, type Suite } from './context.ts'

const CANDIDATES = 50

export const magicKit: Suite = {
  name: 'Magic Kit candidates',
  goals: ['G11'],
  runsIn: () => true,
  async run(context) {
    const { db, size } = context
    const goals = context.queries.goals.map((query) => query.q)
    // The candidates each side returned per goal, kept from the measured windows for the overlap gate.
    const answers = { naive: new Map<string, number[]>(), kit: new Map<string, number[]>() }
    const sequential = (id: keyof typeof answers, label: string, find: (goal: string) => Promise<number[]>) => {
      const rotation = new Rotation(goals)
      const run = async (goal: string) => answers[id].set(goal, await find(goal))
      return member(id, `${label} (sequential, in-process timing)`, () =>
        latencyWindow({ queries: rotation, run, seconds: context.windowSeconds }),
      )
    }
    await context.runner.pairs(size, {
      name: 'Magic Kit candidates',
      members: [
        sequential('naive', 'naive OR tsquery + ts_rank_cd, top 50', async (goal) =>
          (await naiveKitCandidates(db, goal, CANDIDATES)).map((tool) => tool.id),
        ),
        sequential('kit', 'kitCandidates (pruned, capped), top 50', async (goal) =>
          (await kitCandidates(db, goal, { limit: CANDIDATES })).map((candidate) => candidate.tool.id),
        ),
      ],
      ratios: [
        {
          goal: 'G11 p50',
          numerator: { member: 'naive', statistic: 'p50' },
          denominator: { member: 'kit', statistic: 'p50' },
        },
        {
          goal: 'G11 p99',
          numerator: { member: 'naive', statistic: 'p99' },
          denominator: { member: 'kit', statistic: 'p99' },
        },
      ],
    })

    const overlap = meanOverlap(CANDIDATES, answers.kit, answers.naive)
    context.runner.record({
      goal: 'G11 overlap@50',
      size,
      measure: 'mean share of the naive top 50 also in the recommender’s top 50',
      comparator: '>=',
      target: G11_TARGETS.overlap,
      measured: round(overlap.mean, 3),
      verdict: meets(overlap.mean, '>=', G11_TARGETS.overlap) ? 'pass' : 'fail',
      attempts: 1,
      context: `${overlap.goals} goals answered by both sides`,
    })

    const pair = context.runner.groups.at(-1)?.ratios.find((ratio) => ratio.goal === 'G11 p99')
    const kitP99 = pair?.denominatorMedian ?? Number.NaN
    const target = size === 'M' ? G11_TARGETS.kitP99AtM : null
    context.runner.record({
      goal: 'G11 kit p99 (ms)',
      size,
      measure: 'kitCandidates p99 (ms): median over the rounds of the pair’s first attempt',
      comparator: '<=',
      target,
      measured: round(kitP99, 3),
      verdict: target === null ? 'info' : meets(kitP99, '<=', target) ? 'pass' : 'fail',
      attempts: 1,
      context: `naive p99 ${formatNumber(pair?.numeratorMedian ?? Number.NaN)} ms`,
      ...(target === null ? { note: `no target at ${size} (a 100k goal)` } : {}),
    })
  },
}
