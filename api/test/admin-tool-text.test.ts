/**
 * The admin tool search's narrow copy of each tool's texts (migration 0073), kept by triggers on `tools`: after every
 * kind of write it must hold exactly what it would be made of from the tools themselves.
 */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from './catalog-app.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
})
afterAll(() => app.close())

const Text = z.object({ id: z.number(), name_normalized: z.string(), searched: z.string() })

const kept = () => app.db.any(sql.type(Text)`SELECT id, name_normalized, searched FROM admin_tool_text ORDER BY id`)

/**
 * The same rows, made from the tools: the name as normalized, the slug and the short description, lower-cased, each
 * space stored as U+01C2 (migration 0076).
 */
const made = () =>
  app.db.any(sql.type(Text)`
    SELECT id, name_normalized,
           replace(name_normalized || chr(31) || lower(slug) || chr(31) || lower(short_description), ' ', chr(450))
             AS searched
    FROM tools ORDER BY id`)

async function expectKeptAsMade() {
  expect(await kept()).toEqual(await made())
}

describe('the admin search text of the tools', () => {
  it('starts from the seed catalog', async () => {
    expect((await kept()).length).toBeGreaterThan(800)
    await expectKeptAsMade()
  })

  it('follows inserts, renames, new slugs and descriptions, and deletes, one tool or many at a time', async () => {
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tools (name, slug, short_description, website_url)
      VALUES ('Kept Ünö', 'kept-one', 'First DRAFT.', 'https://one.example'),
             ('Kept Two', 'kept-two', 'Second draft.', 'https://two.example')`)
    await expectKeptAsMade()
    const [one] = (await kept()).filter((row) => row.name_normalized === 'kept uno')
    expect(one?.searched).toBe('kept\u01c2uno\u001fkept-one\u001ffirst\u01c2draft.')

    await app.db.query(sql.typeAlias('void')`UPDATE tools SET name = 'Kept Renamed' WHERE slug = 'kept-one'`)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET slug = 'kept-moved' WHERE slug = 'kept-two'`)
    await app.db.query(
      sql.typeAlias('void')`UPDATE tools SET short_description = 'Rewritten.' WHERE slug = 'kept-moved'`,
    )
    await expectKeptAsMade()
    // Every tool at once: a statement the size of an import.
    await app.db.query(
      sql.typeAlias('void')`UPDATE tools SET short_description = short_description || ' More.' WHERE id % 3 = 0`,
    )
    await expectKeptAsMade()
    await app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE slug LIKE 'kept-%' OR id % 5 = 0`)
    await expectKeptAsMade()
  })

  it('is not written by an update that leaves the searched texts as they were', async () => {
    const versions = () =>
      app.db.anyFirst(sql.type(z.object({ xmin: z.string() }))`
      SELECT xmin::text FROM admin_tool_text ORDER BY id`)
    const before = await versions()
    await app.db.query(
      sql.typeAlias(
        'void',
      )`UPDATE tools SET click_count = click_count + 1, is_featured = NOT is_featured WHERE id % 2 = 0`,
    )
    expect(await versions()).toEqual(before)
  })

  it('empties with the tools', async () => {
    await app.db.query(sql.typeAlias('void')`TRUNCATE tools CASCADE`)
    expect(await kept()).toEqual([])
  })
})
