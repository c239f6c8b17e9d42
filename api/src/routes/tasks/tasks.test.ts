import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCatalogApp } from '../../../test/catalog-app.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
})
afterAll(() => app.close())

const get = (url: string) => app.inject({ method: 'GET', url })

describe('GET /api/tasks', () => {
  it('lists the tasks some active tool does, by name, with their tool counts', async () => {
    const response = await get('/api/tasks')
    expect(response.statusCode).toBe(200)
    const tasks = response.json() as { slug: string; name: string; tool_count: number }[]
    expect(tasks.length).toBeGreaterThan(150)
    expect(tasks.map((task) => task.name)).toEqual(
      [...tasks.map((task) => task.name)].sort((a, b) => a.localeCompare(b)),
    )
    expect(tasks.find((task) => task.slug === 'transcribe-audio')).toMatchObject({
      name: 'Transcribe audio and video',
      category_slug: 'voice-speech',
      tool_count: expect.any(Number),
    })
    // A task no catalog tool does yet has no page.
    expect(tasks.some((task) => task.slug === 'write-job-descriptions')).toBe(false)
  })
})

describe('GET /api/tasks?tool=', () => {
  it('lists the tasks one tool does, and none for an unknown tool', async () => {
    const tasks = (await get('/api/tasks?tool=x-doc-ai')).json().map((task: { slug: string }) => task.slug)
    expect(tasks.sort()).toEqual(['translate-documents', 'translate-menu'])
    expect((await get('/api/tasks?tool=no-such-tool')).json()).toEqual([])
  })
})

describe('GET /api/tasks/{slug}', () => {
  it('answers the task with its tools, a specialist before a generalist', async () => {
    const response = await get('/api/tasks/translate-documents')
    expect(response.statusCode).toBe(200)
    const task = response.json()
    expect(task).toMatchObject({ slug: 'translate-documents', synonyms: expect.any(Array) })
    const slugs = task.tools.map((tool: { slug: string }) => tool.slug)
    expect(slugs).toHaveLength(task.tool_count)
    // ChatGPT does five tasks; X-Doc AI is a translator.
    expect(slugs.indexOf('x-doc-ai')).toBeLessThan(slugs.indexOf('chatgpt'))
  })

  it('ranks well-reviewed tools higher among equally fitting ones, and drops inactive tools', async () => {
    const before = (await get('/api/tasks/transcribe-audio')).json().tools.map((tool: { slug: string }) => tool.slug)
    const last = before.at(-1)
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET rating = 4.8, review_count = 200 WHERE slug = ${last}`)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = ${before[0]}`)
    const after = (await get('/api/tasks/transcribe-audio')).json().tools.map((tool: { slug: string }) => tool.slug)
    expect(after.indexOf(last)).toBeLessThan(before.indexOf(last))
    expect(after).not.toContain(before[0])
  })

  it('answers 404 for an unknown task', async () => {
    const response = await get('/api/tasks/time-travel')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Task not found' })
  })
})
