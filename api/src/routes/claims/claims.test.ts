/**
 * Makers' claims: by email code (mail through a local SMTP server), DNS TXT record (a local DNS server) and
 * well-known file (a local HTTPS server with a self-signed certificate the app trusts by test configuration).
 */
import { sql } from '@kitly/db'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { startDnsServer } from '../../../test/dns-server.ts'
import { createTool, createUser, type TestUser, unique } from '../../../test/factories.ts'
import { startHttpsSite } from '../../../test/https-site.ts'
import { type Browser, browser, browserAs } from '../../../test/session.ts'
import {
  ALREADY_YOUR_TOOL,
  CLAIM_ENDED,
  CLAIM_NOT_FOUND,
  CODE_EXPIRED,
  TOO_MANY_CLAIMS,
  TOOL_HAS_MAKER,
  WRONG_EMAIL_DOMAIN,
} from './index.ts'

const dns = await startDnsServer()
const site = await startHttpsSite()
const checksEnv = { KITLY_CLAIM_DNS_SERVERS: dns.address, KITLY_CLAIM_CA_FILE: site.caFile }
const { app, mailsTo } = await withMailServer({ ...checksEnv, KITLY_CLAIM_ALLOW_PRIVATE_HOSTS: 'true' })
afterAll(async () => {
  await dns.close()
  await site.close()
})

type Maker = { user: TestUser; as: Browser }
async function maker(): Promise<Maker> {
  const user = await createUser(app.db)
  return { user, as: await browserAs(app, user) }
}

/** A tool whose site is on a domain of its own: `https://app.<domain>`. */
async function toolOnOwnDomain() {
  const domain = `${unique('acme')}.io`
  return { domain, ...(await createTool(app.db, { websiteUrl: `https://app.${domain}/pricing` })) }
}

const start = (who: Maker, slug: string, body: object) => who.as.post(`/api/tools/${slug}/claim`, body)
const verify = (who: Maker, id: number, body: object = {}) => who.as.post(`/api/claims/${id}/verify`, body)

/** The code in the last claim mail to `address` (its subject starts with it). */
async function codeMailedTo(address: string): Promise<string> {
  const mail = (await mailsTo(address)).at(-1)
  return mail?.subject.match(/^(\d{6}) /)?.[1] ?? 'no code mailed'
}

const MakerRow = z.object({ user_id: z.number(), source: z.string() })
const makerOf = (toolId: number) =>
  app.db.maybeOne(sql.type(MakerRow)`SELECT user_id, source FROM tool_makers WHERE tool_id = ${toolId}`)
const claimCount = (userId: number) =>
  app.db.oneFirst(sql.typeAlias('id')`SELECT count(*)::int AS id FROM tool_claims WHERE user_id = ${userId}`)

async function emailClaim(who: Maker, email?: string) {
  const tool = await toolOnOwnDomain()
  const address = email ?? `founder@mail.${tool.domain}`
  const response = await start(who, tool.slug, { method: 'email', email: address })
  expect(response.statusCode).toBe(201)
  return { tool, address, claim: response.json<{ id: number }>() }
}

describe('claims by email code', () => {
  it('mails a 6-digit code to an address at the site’s domain; the right code makes the account the verified maker', async () => {
    const me = await maker()
    const { tool, address, claim } = await emailClaim(me)
    expect(claim).toMatchObject({
      tool_slug: tool.slug,
      method: 'email',
      state: 'pending',
      email: address,
      attempts_left: 5,
      dns_record: null,
    })
    const code = await codeMailedTo(address)
    expect(code).toMatch(/^\d{6}$/)
    const stored = await app.db.oneFirst(
      sql.type(z.object({ code_hash: z.instanceof(Buffer) }))`SELECT code_hash FROM tool_claims WHERE id = ${claim.id}`,
    )
    expect(stored).toHaveLength(32)
    expect(stored.toString('latin1')).not.toContain(code)
    expect((await app.inject(`/api/tools/${tool.slug}`)).json().verified_maker).toBe(false)

    const verified = await verify(me, claim.id, { code })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ state: 'verified', verified_at: expect.any(String) })
    expect(await makerOf(tool.id)).toEqual({ user_id: me.user.id, source: 'email' })
    expect((await app.inject(`/api/tools/${tool.slug}`)).json().verified_maker).toBe(true)
    expect((await mailsTo(me.user.email)).map((mail) => mail.subject)).toEqual([
      `You are now the verified maker of ${tool.name}`,
    ])
  })

  it('refuses an address at another domain with a 400 naming the field, and starts nothing', async () => {
    const me = await maker()
    const tool = await toolOnOwnDomain()
    for (const email of ['me@gmail.com', `me@${tool.domain}.evil.com`, `me@not${tool.domain}`]) {
      const response = await start(me, tool.slug, { method: 'email', email })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: WRONG_EMAIL_DOMAIN(tool.domain),
        details: [{ field: 'email', message: WRONG_EMAIL_DOMAIN(tool.domain) }],
      })
    }
    expect((await start(me, tool.slug, { method: 'email' })).statusCode).toBe(400)
    expect(await claimCount(me.user.id)).toBe(0)
  })

  it('counts wrong codes, and the fifth ends the claim: even the right code is refused then', async () => {
    const me = await maker()
    const { tool, address, claim } = await emailClaim(me)
    const code = await codeMailedTo(address)
    const wrong = code === '000000' ? '000001' : '000000'
    const first = await verify(me, claim.id, { code: wrong })
    expect(first.statusCode).toBe(400)
    expect(first.json().error).toBe('That code is not right. 4 tries left.')
    for (let attempt = 2; attempt <= 4; attempt += 1) await verify(me, claim.id, { code: wrong })
    const last = await verify(me, claim.id, { code: wrong })
    expect(last.json().error).toContain('that was the last try')
    expect((await me.as.get(`/api/claims/${claim.id}`)).json()).toMatchObject({ state: 'failed', attempts_left: 0 })
    const late = await verify(me, claim.id, { code })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe(CLAIM_ENDED.failed)
    expect(await makerOf(tool.id)).toBeNull()
  })

  it('refuses an expired code without counting it', async () => {
    const me = await maker()
    const { address, claim } = await emailClaim(me)
    const code = await codeMailedTo(address)
    await app.db.query(sql.typeAlias('void')`
      UPDATE tool_claims SET code_expires_at = now() - interval '1 second' WHERE id = ${claim.id}`)
    const response = await verify(me, claim.id, { code })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(CODE_EXPIRED)
    expect((await me.as.get(`/api/claims/${claim.id}`)).json()).toMatchObject({ state: 'pending', attempts_left: 5 })
  })

  it('sends a new code a minute after the last, not before (429 with the seconds left)', async () => {
    const me = await maker()
    const { address, claim } = await emailClaim(me)
    await codeMailedTo(address)
    const early = await me.as.post(`/api/claims/${claim.id}/resend`)
    expect(early.statusCode).toBe(429)
    expect(early.json().error).toMatch(/^Please wait (60|59) seconds before asking for a new code\.$/)
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50)
    await app.db.query(sql.typeAlias('void')`
      UPDATE tool_claims SET code_requested_at = now() - interval '61 seconds' WHERE id = ${claim.id}`)
    const resent = await me.as.post(`/api/claims/${claim.id}/resend`)
    expect(resent.statusCode).toBe(200)
    const newCode = await codeMailedTo(address)
    expect(await mailsTo(address)).toHaveLength(2)
    expect((await verify(me, claim.id, { code: newCode })).json()).toMatchObject({ state: 'verified' })
  })

  it(`allows 5 claims a day per account, then answers 429`, async () => {
    const me = await maker()
    for (let claim = 1; claim <= 5; claim += 1) {
      const tool = await toolOnOwnDomain()
      expect((await start(me, tool.slug, { method: 'dns' })).statusCode).toBe(201)
    }
    const tool = await toolOnOwnDomain()
    const refused = await start(me, tool.slug, { method: 'dns' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toBe(TOO_MANY_CLAIMS)
    expect(await claimCount(me.user.id)).toBe(5)
  })
})

describe('claims by DNS TXT record', () => {
  it('shows the record to add, refuses until it is there, then verifies', async () => {
    const me = await maker()
    const tool = await toolOnOwnDomain()
    const claim = (await start(me, tool.slug, { method: 'dns' })).json()
    expect(claim.dns_record).toEqual({
      type: 'TXT',
      name: tool.domain,
      value: expect.stringMatching(/^kitly-verify=[0-9a-f]{32}$/),
    })
    dns.set(tool.domain, { TXT: ['v=spf1 -all'] })
    const missing = await verify(me, claim.id)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toContain(`No TXT record "${claim.dns_record.value}" on ${tool.domain} yet.`)
    dns.set(tool.domain, { TXT: ['v=spf1 -all', claim.dns_record.value] })
    expect((await verify(me, claim.id)).json()).toMatchObject({ state: 'verified' })
    expect(await makerOf(tool.id)).toEqual({ user_id: me.user.id, source: 'dns' })
  })
})

describe('claims by well-known file', () => {
  dns.set('site.test', { A: ['127.0.0.1'] })
  const siteUrl = `https://site.test:${site.port}/`
  let requests: string[] = []
  /** The site answers the file's path with `status`, `body` and `headers`, noting each request. */
  const serve = (status: number, body: string, headers: Record<string, string> = {}) =>
    site.respond((request, response) => {
      requests.push(`${request.headers.host}${request.url}`)
      if (request.url === '/.well-known/kitly-verify.txt') response.writeHead(status, headers).end(body)
      else response.writeHead(404).end()
    })

  async function wellKnownClaim(who: Maker) {
    requests = []
    const tool = await createTool(app.db, { websiteUrl: siteUrl })
    const claim = (await start(who, tool.slug, { method: 'well_known' })).json()
    return { tool, claim }
  }

  it('shows the file to serve and verifies when the site serves it', async () => {
    const me = await maker()
    const { tool, claim } = await wellKnownClaim(me)
    expect(claim.well_known).toEqual({
      url: `https://site.test:${site.port}/.well-known/kitly-verify.txt`,
      content: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    serve(200, `${claim.well_known.content}\n`)
    expect((await verify(me, claim.id)).json()).toMatchObject({ state: 'verified' })
    expect(await makerOf(tool.id)).toEqual({ user_id: me.user.id, source: 'well_known' })
  })

  it('refuses a file with another token', async () => {
    const me = await maker()
    const { claim } = await wellKnownClaim(me)
    serve(200, 'someone-elses-token')
    const response = await verify(me, claim.id)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain("does not hold this claim's token")
  })

  it('follows no redirect: one to another host is refused without being fetched', async () => {
    const me = await maker()
    const { claim } = await wellKnownClaim(me)
    serve(302, '', { location: `https://elsewhere.test:${site.port}/.well-known/kitly-verify.txt` })
    const response = await verify(me, claim.id)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain(`redirect to another host (elsewhere.test:${site.port})`)
    expect(requests).toEqual([`site.test:${site.port}/.well-known/kitly-verify.txt`])
  })

  it('refuses a site at a private address unless the server allows them (tests only)', async () => {
    const strict = await buildTestApp(checksEnv)
    try {
      const user = await createUser(strict.db)
      const tool = await createTool(strict.db, { websiteUrl: siteUrl })
      const as = await browserAs(strict, user)
      const claim = (await as.post(`/api/tools/${tool.slug}/claim`, { method: 'well_known' })).json()
      requests = []
      serve(200, claim.well_known.content)
      const response = await as.post(`/api/claims/${claim.id}/verify`, {})
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(
        'site.test points to a private or local network address, which Kitly does not fetch.',
      )
      expect(requests).toEqual([])
    } finally {
      await strict.close()
    }
  })
})

describe('one verified maker per tool', () => {
  it('answers 409 to another account claiming a tool that has a maker, and a friendly 409 to the maker', async () => {
    const me = await maker()
    const { tool, address, claim } = await emailClaim(me)
    // Another account's claim started before the tool had its maker.
    const rival = await maker()
    const rivalClaim = (await start(rival, tool.slug, { method: 'dns' })).json()
    await verify(me, claim.id, { code: await codeMailedTo(address) })
    for (const [who, message] of [
      [rival, TOOL_HAS_MAKER],
      [me, ALREADY_YOUR_TOOL],
    ] as const) {
      const response = await start(who, tool.slug, { method: 'dns' })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toBe(message)
    }
    dns.set(tool.domain, { TXT: [rivalClaim.dns_record.value] })
    const late = await verify(rival, rivalClaim.id)
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe(TOOL_HAS_MAKER)
    expect(await makerOf(tool.id)).toEqual({ user_id: me.user.id, source: 'email' })
  })
})

describe('reading claims', () => {
  it('shows a claim to its owner only (404 to anyone else), and lists the owner’s claims', async () => {
    const me = await maker()
    const { claim } = await emailClaim(me)
    expect((await me.as.get(`/api/claims/${claim.id}`)).statusCode).toBe(200)
    const other = await maker()
    const stranger = await other.as.get(`/api/claims/${claim.id}`)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toEqual({ error: CLAIM_NOT_FOUND })
    expect((await verify(other, claim.id, { code: '123456' })).statusCode).toBe(404)
    expect((await browser(app).get(`/api/claims/${claim.id}`)).statusCode).toBe(401)
    expect((await me.as.get('/api/users/claims')).json().map((each: { id: number }) => each.id)).toEqual([claim.id])
    expect((await other.as.get('/api/users/claims')).json()).toEqual([])
  })

  it('asks a visitor to sign in before claiming', async () => {
    const tool = await toolOnOwnDomain()
    const response = await browser(app).post(`/api/tools/${tool.slug}/claim`, { method: 'dns' })
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toBe('Please sign in to claim a tool.')
  })
})
