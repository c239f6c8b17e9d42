/**
 * The plan Postgres picks for a statement, as a flat list of nodes, with sequential scans switched off: a condition
 * or order no index serves then shows up as a Seq Scan (Postgres falls back to one) or as a Sort, whatever the
 * table's size, so plan tests on a few rows say what the plans at catalog scale read.
 */

import { type DatabasePool, sql } from '@kitly/db'
import type { FragmentSqlToken } from 'slonik'
import { z } from 'zod'
import { whereAll } from '../src/lib/sql-where.ts'

export type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  /** A CTE's or subquery's name, as "CTE found". */
  'Subplan Name'?: string
  /** The rows the node gave, in a plan run (`analyze`). */
  'Actual Rows'?: number
  Plans?: PlanNode[]
}
const Plan = z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.custom<PlanNode>() })) })

/** Every node of the plan of `statement`, sequential scans switched off; run, with its row counts, if `analyze`. */
export function planNodes(db: DatabasePool, statement: FragmentSqlToken, { analyze = false } = {}) {
  return db.transaction(async (tx) => {
    await tx.query(sql.typeAlias('void')`SET LOCAL enable_seqscan = off`)
    const options = analyze ? sql.fragment`ANALYZE, FORMAT JSON` : sql.fragment`FORMAT JSON`
    const [root] = await tx.oneFirst(sql.type(Plan)`EXPLAIN (${options}) ${statement}`)
    const nodes: PlanNode[] = []
    const walk = (node: PlanNode) => {
      nodes.push(node)
      for (const child of node.Plans ?? []) walk(child)
    }
    if (root) walk(root.Plan)
    return nodes
  })
}

/** An admin list's page (its ids, as pageIds reads them) and capped count statements, as the list runs them. */
export const listStatements = (from: FragmentSqlToken, id: FragmentSqlToken, clauses: ListClauses) => {
  const where = whereAll(clauses.filters)
  return {
    page: sql.fragment`SELECT ${id} ${from} ${where} ${clauses.order} LIMIT 50`,
    count: sql.fragment`SELECT 1 ${from} ${where} LIMIT 10001`,
  }
}

type ListClauses = { filters: readonly (FragmentSqlToken | null)[]; order: FragmentSqlToken }

/** The names of the indexes the plan reads, once each, sorted. */
export const indexesRead = (nodes: readonly PlanNode[]) =>
  [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))].sort()
