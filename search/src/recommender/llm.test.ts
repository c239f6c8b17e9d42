/**
 * The optional language-model refinement against a local OpenAI-compatible stub (node:http): a good answer
 * reorders or proposes the steps and names the kit, with every tool still chosen from the catalog; every
 * failure (HTTP error, timeout, refused connection, prose, unknown tasks) leaves the planned kit as it was.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { findFreePort } from '@kitly/db/free-port'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogDatabase, type SearchFixture } from '../test-support.ts'
import { type KitResult, recommendKit } from './index.ts'
import { DEFAULT_TIMEOUT_MS } from './llm.ts'

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void

let fixture: SearchFixture
let server: Server
let baseUrl: string
let handler: Handler
let deterministic: KitResult
const requests: { path: string | undefined; headers: IncomingMessage['headers']; body: string }[] = []
const warnings: string[] = []

const GOAL = 'Launch a podcast about personal finance on a zero budget'

beforeAll(async () => {
  fixture = await createCatalogDatabase()
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      requests.push({ path: request.url, headers: request.headers, body })
      handler(request, body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  deterministic = await recommendKit(fixture.db, { goal: GOAL })
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await fixture.close()
})

const chatAnswer = (content: string) => (_request: IncomingMessage, _body: string, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }))
}

const refine = (timeoutMs = 1_000, url = baseUrl) =>
  recommendKit(
    fixture.db,
    { goal: GOAL },
    {
      llm: { url, key: 'test-key', model: 'stub-model', timeoutMs },
      log: { warn: (details, message) => warnings.push(`${message} ${JSON.stringify(details)}`) },
    },
  )

describe('refinement by a language model', () => {
  it('takes the steps and the name of a valid answer, choosing the tools from the catalog, and asks in the OpenAI chat format', async () => {
    handler = chatAnswer(
      'Here you go:\n```json\n' +
        JSON.stringify({
          kit_name: 'Money Talk Podcast Starter',
          steps: ['transcribe-audio', 'generate-music', 'research-investments'],
        }) +
        '\n```',
    )
    const kit = await refine()
    expect(kit.refined).toBe(true)
    expect(kit.kit_name).toBe('Money Talk Podcast Starter')
    expect(kit.needs.slice(0, 3).map((need) => [need.id, need.source])).toEqual([
      ['transcribe-audio', 'llm'],
      ['generate-music', 'llm'],
      ['research-investments', 'llm'],
    ])
    // The model's steps lead, in its order (the investment tools have unknown pricing: not in a free kit).
    expect(kit.steps.slice(0, 2).map((step) => step.task.slug)).toEqual(['transcribe-audio', 'generate-music'])
    for (const tool of kit.tools) expect(['Free', 'Freemium']).toContain(tool.pricing_model)

    const sent = requests.at(-1)
    expect(sent?.path).toBe('/v1/chat/completions')
    expect(sent?.headers.authorization).toBe('Bearer test-key')
    const body = JSON.parse(sent?.body ?? '{}')
    expect(body).toMatchObject({ model: 'stub-model', temperature: 0 })
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user'])
    expect(JSON.parse(body.messages[1].content)).toMatchObject({ goal: GOAL, draft_steps: expect.any(Array) })
  })

  it.each<[string, Handler]>([
    [
      'an HTTP error',
      (_request, _body, response) => {
        response.writeHead(500)
        response.end('overloaded')
      },
    ],
    ['an answer in prose', chatAnswer('I would suggest a microphone and some editing software.')],
    ['an answer with an unknown task', chatAnswer(JSON.stringify({ steps: ['transcribe-audio', 'time-travel'] }))],
    ['an answer with no steps', chatAnswer(JSON.stringify({ kit_name: 'Nothing', steps: [] }))],
    [
      'a reply that is not a chat completion',
      (_request, _body, response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end('{"error": "bad model"}')
      },
    ],
  ])('keeps the deterministic kit after %s, and logs why', async (_name, failure) => {
    handler = failure
    const before = warnings.length
    const kit = await refine()
    expect(kit).toEqual(deterministic)
    expect(warnings.length).toBe(before + 1)
    expect(warnings.at(-1)).toMatch(/kit refinement by the language model failed/)
  })

  it('gives up on a model that does not answer in time', async () => {
    handler = () => {} // never answers
    const started = Date.now()
    const kit = await refine(200)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(kit).toEqual(deterministic)
    expect(warnings.at(-1)).toMatch(/timed out/)
  })

  it('keeps the deterministic kit when nothing listens at the address', async () => {
    const port = await findFreePort()
    expect(await refine(1_000, `http://127.0.0.1:${port}/v1/chat/completions`)).toEqual(deterministic)
  })

  it('waits 3 seconds by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(3_000)
  })
})
