/**
 * File checks (no database) for the Magic Kit Builder's task data beside the seed catalog:
 * tasks.json (the task taxonomy), project-types.json (goals made of ordered task steps) and
 * tool-tasks.json (the tasks every catalog tool does). See db/data/catalog/README.md.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CATALOG_DIR, readCatalog } from './catalog.ts'

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/

const Phrase = z
  .string()
  .min(1)
  .refine((phrase) => phrase === phrase.trim(), 'no leading or trailing spaces')
const Trigger = Phrase.refine((phrase) => phrase === phrase.toLowerCase(), 'lower-case')

const Task = z.strictObject({
  slug: z.string(),
  name: Phrase,
  category_slug: z.string(),
  synonyms: z.array(Phrase).min(2).max(6),
  triggers: z.array(Trigger).min(3).max(10),
})

const ProjectType = z.strictObject({
  slug: z.string(),
  name: Phrase,
  triggers: z.array(Trigger).min(1),
  steps: z.array(z.string()).min(3).max(7),
})

const ToolTasks = z.record(z.string(), z.array(z.string()))

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), 'utf8'))
const tasks = z.array(Task).parse(read('tasks.json'))
const projectTypes = z.array(ProjectType).parse(read('project-types.json'))
const toolTasks = ToolTasks.parse(read('tool-tasks.json'))
const catalog = readCatalog()

const taskSlugs = new Set(tasks.map((task) => task.slug))
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

describe('tasks.json', () => {
  it('holds 150–300 tasks with unique kebab-case slugs', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(150)
    expect(tasks.length).toBeLessThanOrEqual(300)
    expect(duplicates(tasks.map((task) => task.slug))).toEqual([])
    expect(tasks.filter((task) => !KEBAB_CASE.test(task.slug)).map((task) => task.slug)).toEqual([])
  })

  it('puts every task in a known category', () => {
    const categories = new Set(catalog.categories.map((category) => category.slug))
    expect(tasks.filter((task) => !categories.has(task.category_slug)).map((task) => task.slug)).toEqual([])
  })

  it('lists no synonym or trigger twice within a task', () => {
    const repeated = tasks.filter(
      (task) => duplicates(task.synonyms).length > 0 || duplicates(task.triggers).length > 0,
    )
    expect(repeated.map((task) => task.slug)).toEqual([])
  })
})

describe('project-types.json', () => {
  it('holds at least 60 project types with unique kebab-case slugs', () => {
    expect(projectTypes.length).toBeGreaterThanOrEqual(60)
    expect(duplicates(projectTypes.map((type) => type.slug))).toEqual([])
    expect(projectTypes.filter((type) => !KEBAB_CASE.test(type.slug)).map((type) => type.slug)).toEqual([])
  })

  it('builds every project type from 3–7 distinct, existing task steps', () => {
    const unknownSteps = projectTypes.flatMap((type) =>
      type.steps.filter((step) => !taskSlugs.has(step)).map((step) => `${type.slug} → ${step}`),
    )
    expect(unknownSteps).toEqual([])
    expect(projectTypes.filter((type) => duplicates(type.steps).length > 0).map((type) => type.slug)).toEqual([])
  })
})

describe('tool-tasks.json', () => {
  const catalogSlugs = catalog.tools.map((tool) => tool.slug)

  it('tags every catalog tool, and only catalog tools', () => {
    const known = new Set(catalogSlugs)
    expect(catalogSlugs.filter((slug) => !Object.hasOwn(toolTasks, slug))).toEqual([])
    expect(Object.keys(toolTasks).filter((slug) => !known.has(slug))).toEqual([])
  })

  it('gives every tool 1–5 distinct, known tasks', () => {
    const entries = Object.entries(toolTasks)
    expect(entries.filter(([, slugs]) => slugs.length < 1 || slugs.length > 5).map(([tool]) => tool)).toEqual([])
    expect(entries.filter(([, slugs]) => duplicates(slugs).length > 0).map(([tool]) => tool)).toEqual([])
    const unknown = entries.flatMap(([tool, slugs]) =>
      slugs.filter((slug) => !taskSlugs.has(slug)).map((slug) => `${tool} → ${slug}`),
    )
    expect(unknown).toEqual([])
  })

  it("gives every tool task keywords that fit the search_keywords column's 2,000 characters", () => {
    const taskBySlug = new Map(tasks.map((task) => [task.slug, task]))
    const tooLong = Object.entries(toolTasks).filter(([, slugs]) => {
      const phrases = slugs.flatMap((slug) => {
        const task = taskBySlug.get(slug)
        return task ? [task.name, ...task.synonyms, ...task.triggers] : []
      })
      return [...new Set(phrases)].join(', ').length > 2000
    })
    expect(tooLong.map(([tool]) => tool)).toEqual([])
  })

  it('reports the tasks no catalog tool does (few: general assistants cover them)', () => {
    const done = new Set(Object.values(toolTasks).flat())
    const withoutTools = tasks.filter((task) => !done.has(task.slug)).map((task) => task.slug)
    if (withoutTools.length > 0)
      console.info(`tasks with no catalog tool (${withoutTools.length}): ${withoutTools.join(', ')}`)
    // A growing list means the taxonomy drifts away from the catalog: retag tools or drop the task.
    expect(withoutTools.length).toBeLessThanOrEqual(Math.floor(tasks.length / 10))
  })
})
