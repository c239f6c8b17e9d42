import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { buildCatalogApp } from '../../../test/catalog-app.ts'
import { loadConfig } from '../../config.ts'
import { seedDatabase } from '../../seed/index.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
})
afterAll(() => app.close())

const generate = (payload: unknown) => app.inject({ method: 'POST', url: '/api/magic-kit', payload: payload as object })

describe('POST /api/magic-kit', () => {
  it('answers a named kit of steps, each with its tool, reason and alternatives, and the tools list', async () => {
    const response = await generate({
      prompt: 'Launch a podcast about personal finance on a zero budget',
      preferences: { budget: 'mixed', complexity: 'intermediate', kit_size: 7 },
    })
    expect(response.statusCode).toBe(200)
    const kit = response.json()
    expect(kit.kit_name).toBe('Zero-Budget Personal Finance Podcast Kit')
    expect(kit.description).toMatch(/^Seven tools to launch a podcast about personal finance/)
    expect(kit.tools).toHaveLength(7)
    expect(kit.needs.length).toBeGreaterThanOrEqual(7)
    for (const tool of kit.tools) {
      expect(tool).toMatchObject({
        id: expect.any(Number),
        slug: expect.any(String),
        category_slug: expect.any(String),
        website_url: expect.stringMatching(/^https?:\/\//),
        reason: expect.any(String),
      })
      expect(['Free', 'Freemium']).toContain(tool.pricing_model)
      expect(kit.needs.map((need: { id: string }) => need.id)).toContain(tool.need_id)
    }
    expect(kit.steps).toHaveLength(7)
    kit.steps.forEach(
      (step: { task: { slug: string; name: string }; tool: { id: number }; reason: string }, i: number) => {
        expect(step.tool).toEqual(kit.tools[i])
        expect(step.reason.startsWith(`${step.task.name}: `)).toBe(true)
        expect(step).toMatchObject({ task: { slug: kit.tools[i].need_id }, alternatives: expect.any(Array) })
      },
    )
    expect(kit).toMatchObject({ complete: true, notice: null, refined: false })
  })

  it('applies the defaults (mixed, intermediate, 7) when preferences are left out', async () => {
    const kit = (await generate({ prompt: 'Start a YouTube channel about cooking' })).json()
    expect(kit.preferences).toEqual({ budget: 'mixed', complexity: 'intermediate', kit_size: 7 })
    expect(kit.tools).toHaveLength(7)
  })

  it.each([5, 10])('gives exactly the kit size asked for (%i)', async (size) => {
    const kit = (
      await generate({ prompt: 'Grow my small business with social media and email', preferences: { kit_size: size } })
    ).json()
    expect(kit.tools).toHaveLength(size)
  })

  it('trims the prompt and accepts 1,000 characters', async () => {
    const prompt = `  write a blog about gardening ${'x'.repeat(1_000 - 29)}  `
    expect(prompt.trim()).toHaveLength(1_000)
    expect((await generate({ prompt })).statusCode).toBe(200)
  })

  it('answers a goal it cannot read with the empty kit the page shows as "No Tools Found"', async () => {
    const kit = (await generate({ prompt: 'zxqv blorft' })).json()
    expect(kit).toMatchObject({ tools: [], kit_name: 'Custom Kit for: zxqv blorft' })
  })

  it.each([
    ['no prompt', {}, /prompt: prompt is required/],
    ['a blank prompt', { prompt: '   ' }, /prompt: prompt must not be blank/],
    ['a prompt of 1,001 characters', { prompt: 'x'.repeat(1_001) }, /prompt: prompt must be at most 1,000 characters/],
    ['a prompt that is not text', { prompt: 42 }, /prompt: prompt is required/],
    [
      'an unknown budget',
      { prompt: 'a podcast', preferences: { budget: 'cheap' } },
      /preferences.budget: budget must be one of mixed, free, paid/,
    ],
    [
      'an unknown complexity',
      { prompt: 'a podcast', preferences: { complexity: 'expert' } },
      /preferences.complexity: complexity must be one of beginner, intermediate, advanced/,
    ],
    [
      'a kit size of 6',
      { prompt: 'a podcast', preferences: { kit_size: 6 } },
      /preferences.kit_size: kit_size must be 5, 7 or 10/,
    ],
    ['a kit size as text', { prompt: 'a podcast', preferences: { kit_size: '7' } }, /kit_size must be 5, 7 or 10/],
  ])('rejects %s with a 400 that says why', async (_case, payload, message) => {
    const response = await generate(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
  })

  it('rejects a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/magic-kit',
      headers: { 'content-type': 'application/json' },
      payload: '{"prompt": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON' })
  })
})

describe('POST /api/magic-kit with KITLY_LLM_URL', () => {
  let llmApp: FastifyInstance
  let stub: Server
  let answer: () => string

  beforeAll(async () => {
    stub = createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer() } }] }))
      })
    })
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
    const { port } = stub.address() as AddressInfo
    llmApp = await buildTestApp({ KITLY_LLM_URL: `http://127.0.0.1:${port}/v1`, KITLY_LLM_KEY: 'test-key' })
    await seedDatabase(llmApp.db)
  })
  afterAll(async () => {
    await llmApp.close()
    await new Promise((resolve) => stub.close(resolve))
  })

  const ask = () =>
    llmApp.inject({
      method: 'POST',
      url: '/api/magic-kit',
      payload: { prompt: 'Start a YouTube channel about cooking' },
    })

  it("uses the model's steps and name when it answers well, with tools from the catalog", async () => {
    answer = () =>
      JSON.stringify({ kit_name: 'Home Chef Channel Kit', steps: ['edit-videos', 'design-social-graphics'] })
    const kit = (await ask()).json()
    expect(kit).toMatchObject({ kit_name: 'Home Chef Channel Kit', refined: true })
    expect(kit.steps.slice(0, 2).map((step: { task: { slug: string } }) => step.task.slug)).toEqual([
      'edit-videos',
      'design-social-graphics',
    ])
  })

  it('keeps the built-in kit when the model answers nonsense', async () => {
    answer = () => 'I am not sure what you mean.'
    const kit = (await ask()).json()
    expect(kit).toMatchObject({ kit_name: 'Cooking YouTube Channel Kit', refined: false })
  })
})

describe('the language-model settings', () => {
  it('default to no model, and name a bad URL without showing the key', () => {
    expect(loadConfig({})).toMatchObject({ KITLY_LLM_MODEL: 'gpt-4o-mini' })
    expect(loadConfig({}).KITLY_LLM_URL).toBeUndefined()
    expect(() => loadConfig({ KITLY_LLM_URL: 'ftp://models', KITLY_LLM_KEY: 'secret' })).toThrow(
      /^Invalid configuration: KITLY_LLM_URL must be an http\(s\) URL/,
    )
  })
})
