/**
 * G1-G3: closed-loop throughput at 10 connections through the real Kitly process. /api/health against a bare
 * node:http server (G1, at S only: no data involved), with Fastify alone against the same server for context (what
 * the framework reaches here before any of Kitly's hooks), and /api/search on rotated tail words (top 20 + facets)
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
    if (context.references) {
      const { bare, fastify } = context.references
      members.push(
        closedLoop('bare', bare.url, ['/'], 'bare node:http'),
        closedLoop('fastify', fastify.url, ['/api/health'], 'Fastify with nothing added, the same answer'),
      )
      ratios.push(throughputRatio('G1', 'health', 'bare'), throughputRatio('G1 floor', 'fastify', 'bare'))
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
    ratios.push(throughputRatio('G2', 'search', 'health'), throughputRatio('G3', 'search', 'db1'))
    await context.runner.pairs(context.size, { name: 'HTTP throughput', members, ratios })
  },
}

/** `goal`'s ratio: the numerator member's requests per second over the denominator's. */
const throughputRatio = (goal: string, numerator: string, denominator: string): RatioSpec => ({
  goal,
  numerator: { member: numerator, statistic: 'rate' },
  denominator: { member: denominator, statistic: 'rate' },
})
