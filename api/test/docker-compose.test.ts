/** No Docker engine runs on our machines, so the compose file is checked for what Kitly relies on. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const compose = parse(readFileSync(path.resolve(import.meta.dirname, '../../docker-compose.yml'), 'utf8'))

describe('docker-compose.yml', () => {
  it('runs Postgres, Meilisearch and Kitly, with Kitly pointed at both', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['kitly', 'meilisearch', 'postgres'])
    const kitly = compose.services.kitly
    expect(kitly.environment.DATABASE_URL).toMatch(/^postgres:\/\/kitly:.*@postgres:5432\/kitly$/)
    expect(kitly.environment.MEILI_URL).toBe('http://meilisearch:7700')
    expect(kitly.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      meilisearch: { condition: 'service_healthy' },
    })
  })

  it('asks for the metrics token, without which the production image does not start', () => {
    expect(compose.services.kitly.environment.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?.+\}$/)
  })

  it("keeps every service's data in a named volume", () => {
    for (const service of ['postgres', 'meilisearch', 'kitly']) {
      const [volume] = compose.services[service].volumes[0].split(':')
      expect(Object.keys(compose.volumes)).toContain(volume)
    }
  })
})
