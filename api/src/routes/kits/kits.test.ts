import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { sessionHeaders } from '../../../test/session.ts'
import { countKitsByUser } from './queries.ts'

let app: FastifyInstance
let ana: TestUser
let asAna: { cookie: string }
let ben: TestUser
let asBen: { cookie: string }
let generated: {
  kit_name: string
  description: string
  tools: { id: number; name: string; reason: string; need_id: string }[]
}
const PROMPT = 'Launch a podcast about personal finance on a zero budget'

beforeAll(async () => {
  app = await buildCatalogApp()
  ana = await createUser(app.db, { email: 'ana@example.com' })
  asAna = await sessionHeaders(app, ana)
  ben = await createUser(app.db, { email: 'ben@example.com' })
  asBen = await sessionHeaders(app, ben)
  generated = (await app.inject({ method: 'POST', url: '/api/magic-kit', payload: { prompt: PROMPT } })).json()
})
afterAll(() => app.close())

/** The kit as the builder page sends it back to save, share or print (the generated answer plus the prompt). */
const kitBody = (extra: object = {}) => ({
  prompt: PROMPT,
  preferences: { budget: 'free', complexity: 'intermediate', kit_size: 7 },
  ...generated,
  ...extra,
})

const kitCount = () => app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM kits`)

describe('POST /api/kits (save and share)', () => {
  it('saves a kit for the signed-in user, private until shared', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/kits', headers: asAna, payload: kitBody() })
    expect(response.statusCode).toBe(201)
    const kit = response.json()
    expect(kit).toMatchObject({
      kit_name: generated.kit_name,
      prompt: PROMPT,
      preferences: { budget: 'free', complexity: 'intermediate', kit_size: 7 },
      is_shared: false,
      share_url: null,
      is_owner: true,
    })
    expect(kit.tools.map((tool: { id: number }) => tool.id)).toEqual(generated.tools.map((tool) => tool.id))
    expect(kit.tools[0].reason).toBe(generated.tools[0]?.reason)
    // Private: not even its link works for others.
    expect((await app.inject(`/api/kits/${kit.id}`)).statusCode).toBe(404)
    expect((await app.inject({ url: `/api/kits/${kit.id}`, headers: asBen })).statusCode).toBe(404)
    expect((await app.inject({ url: `/api/kits/${kit.id}`, headers: asAna })).json().is_owner).toBe(true)
  })

  it('shares a kit for a visitor who is not signed in, under a public link', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/kits', payload: kitBody({ share: true }) })
    expect(response.statusCode).toBe(201)
    const kit = response.json()
    expect(kit.share_url).toBe(`http://localhost:3000/kits/${kit.id}`)
    expect(kit.is_owner).toBe(false)
    const shared = await app.inject(`/api/kits/${kit.id}`)
    expect(shared.statusCode).toBe(200)
    expect(shared.json()).toMatchObject({ id: kit.id, kit_name: generated.kit_name, is_shared: true })
    const row = await app.db.one(sql.type(z.object({ user_id: z.number().nullable(), is_shared: z.boolean() }))`
      SELECT user_id, is_shared FROM kits WHERE id = ${kit.id}`)
    expect(row).toEqual({ user_id: null, is_shared: true })
  })

  it('leaves a tool out of a shared kit and its owner’s list once it is discontinued', async () => {
    const kit = (
      await app.inject({ method: 'POST', url: '/api/kits', headers: asAna, payload: kitBody({ share: true }) })
    ).json()
    const [first] = (await app.inject(`/api/kits/${kit.id}`)).json().tools as { id: number }[]
    if (!first) throw new Error('the generated kit has no tools')
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE id = ${first.id}`)
    try {
      const shared = (await app.inject(`/api/kits/${kit.id}`)).json()
      expect(shared.tools.map((tool: { id: number }) => tool.id)).not.toContain(first.id)
      expect(shared.tools).toHaveLength(generated.tools.length - 1)
      const [listed] = (await app.inject({ url: '/api/users/kits', headers: asAna })).json()
      expect(listed).toMatchObject({ id: kit.id, tool_count: generated.tools.length - 1 })
      expect(listed.tools.map((tool: { id: number }) => tool.id)).not.toContain(first.id)
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = NULL WHERE id = ${first.id}`)
    }
  })

  it('asks a visitor to sign in to keep a kit (rather than share it), and stores nothing', async () => {
    const before = await kitCount()
    const response = await app.inject({ method: 'POST', url: '/api/kits', payload: kitBody() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Please sign in to save kits.' })
    expect(await kitCount()).toBe(before)
  })

  it.each([
    ['no tools', { tools: [] }, /tools: a kit needs at least one tool/],
    ['11 tools', { tools: Array.from({ length: 11 }, (_, i) => ({ id: i + 1 })) }, /tools: a kit has at most 10 tools/],
    ['a tool twice', { tools: [{ id: 1 }, { id: 1 }] }, /tools: each tool may appear once/],
    ['a blank name', { kit_name: ' ' }, /kit_name: kit_name must not be blank/],
    ['a blank prompt', { prompt: '' }, /prompt: prompt must not be blank/],
    [
      'a bad budget',
      { preferences: { budget: 'lots' } },
      /preferences.budget: budget must be one of mixed, free, paid/,
    ],
    ['a tool that does not exist', { tools: [{ id: 999_999, reason: 'x' }] }, /^No such tool in the catalog: 999999$/],
  ])('rejects a kit with %s with a 400 and stores nothing', async (_case, change, message) => {
    const before = await kitCount()
    const response = await app.inject({ method: 'POST', url: '/api/kits', headers: asAna, payload: kitBody(change) })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
    expect(await kitCount()).toBe(before)
  })
})

describe('GET /api/users/kits, PATCH and DELETE /api/kits/{id}', () => {
  it("lists the user's own kits, newest first, with the count the dashboard shows", async () => {
    const saved = (
      await app.inject({
        method: 'POST',
        url: '/api/kits',
        headers: asBen,
        payload: kitBody({ kit_name: "Ben's kit" }),
      })
    ).json()
    const response = await app.inject({ url: '/api/users/kits', headers: asBen })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-total-count']).toBe('1')
    expect(response.json()).toEqual([
      expect.objectContaining({ id: saved.id, kit_name: "Ben's kit", tool_count: 7, is_shared: false }),
    ])
    expect(response.json()[0].tools).toHaveLength(5)
    expect(await countKitsByUser(app.db, ben.id)).toBe(1)
    expect((await app.inject('/api/users/kits')).statusCode).toBe(401)
  })

  it('lets the owner share and unshare a kit; nobody else', async () => {
    const kit = (await app.inject({ method: 'POST', url: '/api/kits', headers: asAna, payload: kitBody() })).json()
    const share = (headers: Record<string, string>, is_shared: boolean) =>
      app.inject({ method: 'PATCH', url: `/api/kits/${kit.id}`, headers, payload: { is_shared } })
    expect((await share({}, true)).statusCode).toBe(401)
    expect((await share(asBen, true)).statusCode).toBe(404)
    const shared = await share(asAna, true)
    expect(shared.json()).toMatchObject({ is_shared: true, share_url: `http://localhost:3000/kits/${kit.id}` })
    expect((await app.inject(`/api/kits/${kit.id}`)).statusCode).toBe(200)
    // Shared, so Ben can see it exists: he is told it is not his.
    expect((await share(asBen, false)).statusCode).toBe(403)
    expect((await share(asAna, false)).json().is_shared).toBe(false)
    expect((await app.inject(`/api/kits/${kit.id}`)).statusCode).toBe(404)
  })

  it('deletes a kit for its owner only', async () => {
    const kit = (
      await app.inject({ method: 'POST', url: '/api/kits', headers: asAna, payload: kitBody({ share: true }) })
    ).json()
    const remove = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `/api/kits/${kit.id}`, headers })
    expect((await remove({})).statusCode).toBe(401)
    const notYours = await remove(asBen)
    expect(notYours.statusCode).toBe(403)
    expect(notYours.json()).toEqual({ error: "Only the kit's owner can delete it." })
    expect((await remove(asAna)).statusCode).toBe(204)
    expect((await app.inject(`/api/kits/${kit.id}`)).statusCode).toBe(404)
    expect((await remove(asAna)).statusCode).toBe(404)
  })

  it('answers 404 for an unknown or malformed kit id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; DROP TABLE kits; --"]) {
      const response = await app.inject(`/api/kits/${encodeURIComponent(id)}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Kit not found' })
    }
  })
})

describe('kit PDFs', () => {
  it('renders a shared kit as a PDF naming the kit, the goal and every tool', async () => {
    const kit = (await app.inject({ method: 'POST', url: '/api/kits', payload: kitBody({ share: true }) })).json()
    const response = await app.inject(`/api/kits/${kit.id}.pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="zero-budget-personal-finance-podcast-kit.pdf"',
    )
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain(generated.kit_name)
    expect(text).toContain(PROMPT)
    for (const tool of generated.tools) expect(text).toContain(tool.name)
    expect(text).toContain(`http://localhost:3000/kits/${kit.id}`)
  })

  it('renders an unsaved kit, accents and all, from what the builder answered', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/kits/pdf',
      payload: kitBody({ kit_name: 'Café Crème Kit — Ελληνικά', prompt: 'Un café à Zürich' }),
    })
    expect(response.statusCode).toBe(200)
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Café Crème Kit — Ελληνικά')
    expect(text).toContain('Un café à Zürich')
    for (const tool of generated.tools) expect(text).toContain(tool.name)
  })

  it('renders at most 10 PDFs a minute for one visitor on each route, then answers 429 with Retry-After', async () => {
    const kit = (await app.inject({ method: 'POST', url: '/api/kits', payload: kitBody({ share: true }) })).json()
    const download = (ip: string) => app.inject({ url: `/api/kits/${kit.id}.pdf`, headers: { 'x-forwarded-for': ip } })
    const render = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/kits/pdf', headers: { 'x-forwarded-for': ip }, payload: kitBody() })
    for (const pdf of [download, render]) {
      for (let attempt = 0; attempt < 10; attempt++) expect((await pdf('192.0.2.60')).statusCode).toBe(200)
      const blocked = await pdf('192.0.2.60')
      expect(blocked.statusCode).toBe(429)
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
      expect(blocked.json().error).toMatch(/^Too many requests/)
      expect((await pdf('192.0.2.61')).statusCode).toBe(200)
    }
  })

  it('keeps a private kit private, and refuses a PDF of tools not in the catalog', async () => {
    const kit = (await app.inject({ method: 'POST', url: '/api/kits', headers: asAna, payload: kitBody() })).json()
    expect((await app.inject(`/api/kits/${kit.id}.pdf`)).statusCode).toBe(404)
    expect((await app.inject({ url: `/api/kits/${kit.id}.pdf`, headers: asAna })).statusCode).toBe(200)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/kits/pdf',
      payload: kitBody({ tools: [{ id: 999_999 }] }),
    })
    expect(bad.statusCode).toBe(400)
    expect((await app.inject({ method: 'POST', url: '/api/kits/pdf', payload: { prompt: 'x' } })).statusCode).toBe(400)
  })
})
