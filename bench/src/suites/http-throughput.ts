/**
 * G1-G3: closed-loop throughput at 10 connections through the real Kitly process, the load generated in a thread of
 * its own (measure/closed-loop.ts). /api/health against a bare node:http server (G1, at S only: no data involved),
 * with Fastify alone against the same server for context (what the framework reaches here before any of Kitly's
 * hooks), and the bare server's rate against the load generator's own ceiling (the same server answering ten
 * pipelined requests per connection): far below 1, the generator is not what limits G1. And /api/search on rotated
 * tail words (top 20 + facets) against /api/health (G2) and against SELECT 1 through the app's pool (G3).
 */
import { searchPath } from '../data/queries.ts'
import { httpWindow } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import type { Member, RatioSpec } from '../protocol/interleave.ts'
import { member, type Suite } from './context.ts'

/** Requests in flight per connection when the load generator's own ceiling is measured. */
const GENERATOR_PIPELINING = 10

export const httpThroughput: Suite = {
  name: 'HTTP throughput',
  goals: ['G1', 'G2', 'G3'],
  runsIn: () => true,
  async run(context) {
    const seconds = context.windowSeconds
    const closedLoop = (id: string, baseUrl: string, paths: string[], label: string, pipelining = 1) => {
      const rotation = new Rotation(paths)
      const inFlight = pipelining > 1 ? `, ${pipelining} pipelined on each` : ''
      return member(id, `${label} (closed loop, 10 connections${inFlight})`, () =>
        httpWindow({ baseUrl, paths: rotation, seconds, pipelining }),
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
        // The load generator's own ceiling: the server answers ten requests per read, so the generator is the limit.
        closedLoop('generator', bare.url, ['/'], 'bare node:http, the load generator’s ceiling', GENERATOR_PIPELINING),
      )
      ratios.push(
        throughputRatio('G1', 'health', 'bare'),
        throughputRatio('G1 floor', 'fastify', 'bare'),
        throughputRatio('G1 generator', 'bare', 'generator'),
      )
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
