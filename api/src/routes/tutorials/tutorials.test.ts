/** GET /api/tutorials (the index: filters, paging, listed tools only) and a tool's own tutorials, described safely. */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createCategory, createTask, createTool } from '../../../test/factories.ts'

let app: FastifyInstance

async function addTutorial(toolId: number, title: string, difficulty: string, position: number, description = '') {
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO tool_tutorials (tool_id, title, difficulty_level, position, description)
    VALUES (${toolId}, ${title}, ${difficulty}, ${position}, ${description})`)
}

beforeAll(async () => {
  app = await buildTestApp()
  const design = await createCategory(app.db, { name: 'Design', slug: 'design' })
  const writing = await createCategory(app.db, { name: 'Writing', slug: 'writing' })
  const canvas = await createTool(app.db, { name: 'Canvas', slug: 'canvas', categoryId: design.id })
  const scribe = await createTool(app.db, { name: 'Scribe', slug: 'scribe', categoryId: writing.id })
  const hidden = await createTool(app.db, { name: 'Hidden', slug: 'hidden', categoryId: design.id, status: 'inactive' })
  const gone = await createTool(app.db, { name: 'Gone', slug: 'gone', categoryId: design.id })
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE id = ${gone.id}`)
  const task = await createTask(app.db, { slug: 'write-blog-post' })
  await app.db.query(sql.typeAlias('void')`INSERT INTO tool_tasks (tool_id, task_id) VALUES (${scribe.id}, ${task.id})`)
  await addTutorial(canvas.id, 'Canvas second', 'intermediate', 1)
  await addTutorial(
    canvas.id,
    'Canvas first',
    'beginner',
    0,
    '**Bold** <script>alert(1)</script>[x](javascript:alert(1))',
  )
  await addTutorial(scribe.id, 'Scribe basics', 'beginner', 0)
  await addTutorial(hidden.id, 'Hidden tutorial', 'beginner', 0)
  // A discontinued tool keeps its page and its tutorials there, but the index lists tools to use.
  await addTutorial(gone.id, 'Gone tutorial', 'beginner', 0)
})
afterAll(() => app.close())

const titles = async (url: string) => {
  const response = await app.inject(url)
  expect(response.statusCode).toBe(200)
  const body = response.json()
  return { total: body.total, titles: body.tutorials.map((row: { title: string }) => row.title) }
}

describe('GET /api/tutorials', () => {
  it('lists listed tools’ tutorials by tool and in each tool’s order, with the tool and its category', async () => {
    expect(await titles('/api/tutorials')).toEqual({
      total: 3,
      titles: ['Canvas first', 'Canvas second', 'Scribe basics'],
    })
    const [first] = (await app.inject('/api/tutorials?limit=1')).json().tutorials
    expect(first).toMatchObject({
      tool_name: 'Canvas',
      tool_slug: 'canvas',
      category_name: 'Design',
      category_slug: 'design',
      difficulty_level: 'beginner',
    })
  })

  it('filters by category slug, difficulty and task slug, and pages with the total', async () => {
    expect(await titles('/api/tutorials?category=design')).toEqual({
      total: 2,
      titles: ['Canvas first', 'Canvas second'],
    })
    expect(await titles('/api/tutorials?difficulty=intermediate')).toEqual({ total: 1, titles: ['Canvas second'] })
    expect(await titles('/api/tutorials?task=write-blog-post')).toEqual({ total: 1, titles: ['Scribe basics'] })
    expect(await titles('/api/tutorials?category=design&difficulty=beginner')).toEqual({
      total: 1,
      titles: ['Canvas first'],
    })
    expect(await titles('/api/tutorials?limit=1&offset=1')).toEqual({ total: 3, titles: ['Canvas second'] })
    expect(await titles('/api/tutorials?category=no-such-category')).toEqual({ total: 0, titles: [] })
  })

  it('refuses a difficulty it does not know with a 400 naming the choices', async () => {
    const response = await app.inject('/api/tutorials?difficulty=expert')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('difficulty must be one of beginner, intermediate, advanced')
  })

  it('serves the description as sanitized HTML beside the Markdown source', async () => {
    const [first] = (await app.inject('/api/tutorials?limit=1')).json().tutorials
    expect(first.description).toContain('<script>')
    expect(first.description_html).toContain('<strong>Bold</strong>')
    expect(first.description_html).not.toMatch(/<script|javascript:/)
  })
})

describe('GET /api/tools/:slug/tutorials', () => {
  it('lists the tool’s tutorials in their order, descriptions rendered safely', async () => {
    const response = await app.inject('/api/tools/canvas/tutorials')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject([
      { title: 'Canvas first', description_html: expect.stringContaining('<strong>Bold</strong>') },
      { title: 'Canvas second', description_html: '' },
    ])
  })

  it('keeps a discontinued tool’s tutorials on its page, which stays', async () => {
    const response = await app.inject('/api/tools/gone/tutorials')
    expect(response.json()).toMatchObject([{ title: 'Gone tutorial' }])
  })
})
