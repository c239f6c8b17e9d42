/** The link checker's look at one website, against local HTTP servers: answers, redirects, refusals, silence. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, type LinkSites, redirectTo, silence, startLinkSites } from '../../test/link-sites.ts'
import { isPublicAddress } from '../lib/public-address.ts'
import { type ProbeOptions, probeLink } from './probe-link.ts'

let sites: LinkSites
beforeAll(async () => {
  sites = await startLinkSites()
})
afterAll(() => sites.close())

const USER_AGENT = 'KitlyLinkChecker/1.0 (+http://kitly.test)'
/** The test sites listen on 127.0.0.1: that one address is allowed beside the public ones, nothing else. */
const options: ProbeOptions = {
  timeoutMs: 1_000,
  userAgent: USER_AGENT,
  isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
}
const requestsTo = (path: string) => sites.seen.filter((request) => request.path === path)

describe('probeLink', () => {
  it('reaches a page with one HEAD, saying who asks', async () => {
    sites.on('/up', answer(200))
    expect(await probeLink(`${sites.origin}/up`, options)).toEqual({
      reached: true,
      httpStatus: 200,
      finalUrl: `${sites.origin}/up`,
    })
    expect(requestsTo('/up')).toEqual([{ method: 'HEAD', path: '/up', userAgent: USER_AGENT }])
  })

  it.each([405, 501, 403])('asks again with GET when HEAD is refused with %i', async (status) => {
    sites.on(`/no-head-${status}`, (request, response) => {
      response.writeHead(request.method === 'HEAD' ? status : 200)
      response.end()
    })
    const outcome = await probeLink(`${sites.origin}/no-head-${status}`, options)
    expect(outcome).toMatchObject({ reached: true, httpStatus: 200 })
    expect(requestsTo(`/no-head-${status}`).map((request) => request.method)).toEqual(['HEAD', 'GET'])
  })

  it('follows redirects by hand to the final address', async () => {
    sites.on('/old', redirectTo('/moved', 301))
    sites.on('/moved', redirectTo(`${sites.origin}/new`, 302))
    sites.on('/new', answer(200))
    expect(await probeLink(`${sites.origin}/old`, options)).toEqual({
      reached: true,
      httpStatus: 200,
      finalUrl: `${sites.origin}/new`,
    })
  })

  it('gives up after five redirects', async () => {
    sites.on('/loop', redirectTo('/loop'))
    expect(await probeLink(`${sites.origin}/loop`, options)).toEqual({
      reached: false,
      httpStatus: null,
      problem: 'More than 5 redirects.',
    })
    expect(requestsTo('/loop')).toHaveLength(6)
  })

  it('reports a server error or a missing page with its status', async () => {
    sites.on('/broken', answer(500))
    expect(await probeLink(`${sites.origin}/broken`, options)).toEqual({
      reached: false,
      httpStatus: 500,
      problem: `${sites.origin}/broken answered 500.`,
    })
    expect(await probeLink(`${sites.origin}/nothing-here`, options)).toMatchObject({ reached: false, httpStatus: 404 })
  })

  it('stops waiting for a site that never answers after the timeout', async () => {
    sites.on('/slow', silence)
    const started = performance.now()
    const outcome = await probeLink(`${sites.origin}/slow`, { ...options, timeoutMs: 300 })
    expect(outcome).toEqual({
      reached: false,
      httpStatus: null,
      problem: `${sites.origin}/slow could not be reached (no answer within 0.3 seconds).`,
    })
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('reports a refused connection and an address that is no URL', async () => {
    const closed = await startLinkSites()
    await closed.close()
    expect(await probeLink(`${closed.origin}/`, options)).toMatchObject({ reached: false, problem: /ECONNREFUSED/ })
    expect(await probeLink('not a url', options)).toMatchObject({ reached: false, problem: /not a valid URL/ })
    expect(await probeLink('ftp://files.example/', options)).toMatchObject({ reached: false, problem: /only http/ })
  })

  describe('by default, without the tests’ exception', () => {
    const defaults: ProbeOptions = { timeoutMs: 1_000, userAgent: USER_AGENT }

    it.each([
      ['loopback', 'http://127.0.0.1:1/'],
      ['private (10/8)', 'http://10.0.0.1/'],
      ['private (192.168/16)', 'http://192.168.1.1/'],
      ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
      ['IPv6 loopback', 'http://[::1]/'],
      ['IPv6 unique-local', 'http://[fd00::1]/'],
      ['IPv6 link-local', 'http://[fe80::1]/'],
      ['unspecified', 'http://0.0.0.0/'],
      ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ])('refuses a %s address without connecting', async (_kind, url) => {
      expect(await probeLink(url, defaults)).toMatchObject({ reached: false, httpStatus: null, problem: /private/ })
    })

    it('refuses the local test site itself, which never sees a request', async () => {
      sites.on('/private', answer(200))
      expect(await probeLink(`${sites.origin}/private`, defaults)).toMatchObject({ reached: false })
      expect(requestsTo('/private')).toEqual([])
    })

    it('refuses a name with any private address among its public ones (resolved before connecting)', async () => {
      const resolve = async () => ['93.184.215.14', '10.1.2.3']
      expect(await probeLink('http://mixed.example/', { ...defaults, resolve })).toEqual({
        reached: false,
        httpStatus: null,
        problem: 'mixed.example points to a private or local network address, which Kitly does not check.',
      })
    })
  })

  it.each([
    ['a private address', 'http://10.0.0.7/admin'],
    ['the link-local metadata address', 'http://169.254.169.254/'],
    ['IPv6 loopback', 'http://[::1]:8080/'],
    ['a name of a private address', 'http://intranet.example/'],
  ])('refuses a redirect to %s, checking every hop', async (_kind, target) => {
    const path = `/to-${encodeURIComponent(target)}`
    sites.on(path, redirectTo(target))
    const resolve = async () => ['192.168.0.10']
    expect(await probeLink(`${sites.origin}${path}`, { ...options, resolve })).toMatchObject({
      reached: false,
      problem: /private or local network address/,
    })
  })
})
