/**
 * G1-G3: closed-loop throughput at 10 connections through the real Kitly process. /api/health against a bare
 * node:http server (G1, at S only: no data involved), and /api/search on rotated tail words (top 20 + facets)
 * against /api/health (G2) and against SELECT 1 through the app's pool (G3).
 */
import { searchPath } from '../data/queries.ts'
import { httpWindow } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import type { Member, RatioSpec } from '../protocol/interleave.ts'
import { member, type Suite } from './context.ts'

export const httpThroughput: Suite = {
  name: 'HTTP throughput',
  goals: ['G1', 'G2', 'G3'],
  runsIn: () => true,
  async run(context) {
    const seconds = context.windowSeconds
    const closedLoop = (id: string, baseUrl: string, paths: string[], label: string) => {
      const rotation = new Rotation(paths)
      return member(id, `${label} (closed loop, 10 connections)`, () =>
        httpWindow({ baseUrl, paths: rotation, seconds }),
      )
    }
    const kitly = context.kitly.url
    const members: Member[] = []
    const ratios: RatioSpec[] = []
    if (context.bare) {
      members.push(closedLoop('bare', context.bare.url, ['/'], 'bare node:http'))
      ratios.push({
        goal: 'G1',
        numerator: { member: 'health', statistic: 'rate' },
        denominator: { member: 'bare', statistic: 'rate' },
      })
    }
    members.push(
      closedLoop('health', kitly, ['/api/health'], 'GET /api/health'),
      closedLoop(
        'search',
        kitly,
        context.queries.tail.map((q) => searchPath(q)),
        'GET /api/search, 500 rotated tail words',
      ),
      closedLoop('db1', kitly, ['/api/bench/db1'], 'GET /api/bench/db1 (SELECT 1 through the app pool)'),
    )
    ratios.push(
      {
        goal: 'G2',
        numerator: { member: 'search', statistic: 'rate' },
        denominator: { member: 'health', statistic: 'rate' },
      },
      {
        goal: 'G3',
        numerator: { member: 'search', statistic: 'rate' },
        denominator: { member: 'db1', statistic: 'rate' },
      },
    )
    await context.runner.pairs(context.size, { name: 'HTTP throughput', members, ratios })
  },
}
