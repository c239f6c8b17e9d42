/**
 * The admin lists' other rows: accounts and reviews, a tenth and a half as many as tools (M: 10k users, 50k
 * reviews, the sizes of BENCHMARKS.md), made by set-based INSERTs from fixed name lists so that every run holds
 * the same rows. Reviews are spread over the catalog; tools' ratings are left as generated (only the admin lists
 * read these rows).
 */
import { sql } from '@kitly/db'
import type { DatabasePool } from 'slonik'
import { z } from 'zod'

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger']
const LAST_NAMES = [
  'Anderson',
  'Baker',
  'Carter',
  'Dawson',
  'Ellis',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Jensen',
]
const REVIEW_WORDS = ['fast', 'reliable', 'pricey', 'intuitive', 'buggy', 'accurate', 'helpful', 'slow', 'clean']

export type People = { users: number; reviews: number }

/** Adds the accounts and reviews unless a previous call did (the phase's database keeps them). */
export async function loadPeople(db: DatabasePool, tools: number): Promise<People> {
  const people = { users: Math.round(tools / 10), reviews: Math.round(tools / 2) }
  const seeded = await db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench-user-%'`)
  if (seeded > 0) return people
  // In parentheses: a subscript straight after a cast would be read as part of the type.
  const firstNames = sql.fragment`(${sql.array(FIRST_NAMES, 'text')})`
  const lastNames = sql.fragment`(${sql.array(LAST_NAMES, 'text')})`
  const words = sql.fragment`(${sql.array(REVIEW_WORDS, 'text')})`
  await db.transaction(async (tx) => {
    // Seeding, not a request: the pool's per-statement limit (the app's) would cut 50k reviews short on a busy machine.
    await tx.query(sql.typeAlias('void')`SET LOCAL statement_timeout = 0`)
    // Every twentieth account deactivated, every five hundredth an admin; sign-ups a little over an hour apart.
    await tx.query(sql.typeAlias('void')`
      INSERT INTO users (email, name, role, is_active, company_name, created_at, last_login_at)
      SELECT 'bench-user-' || g || '@example.com',
             ${firstNames}[1 + g % 10] || ' ' || ${lastNames}[1 + (g / 10) % 10] || ' ' || g,
             CASE WHEN g % 500 = 0 THEN 'admin' ELSE 'user' END, g % 20 <> 0, 'Company ' || (g % 997),
             now() - g * interval '61 minutes', now() - g * interval '13 minutes'
      FROM generate_series(1, ${people.users}) AS g`)
    await tx.query(sql.typeAlias('void')`
      WITH catalog AS (SELECT array_agg(id ORDER BY id) AS ids FROM tools),
           accounts AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names,
                               array_agg(email ORDER BY id) AS emails
                        FROM users WHERE email LIKE 'bench-user-%')
      INSERT INTO reviews (tool_id, user_id, user_name, user_email, rating, title, content, created_at)
      SELECT catalog.ids[1 + (g * 7919) % cardinality(catalog.ids)], accounts.ids[1 + g % cardinality(accounts.ids)],
             accounts.names[1 + g % cardinality(accounts.ids)], accounts.emails[1 + g % cardinality(accounts.ids)],
             1 + g % 5, initcap(${words}[1 + g % 9]) || ' for my team',
             'Review ' || g || ': ' || ${words}[1 + (g / 9) % 9] || ' and '
               || ${words}[1 + (g / 81) % 9] || ' in daily use.',
             now() - g * interval '7 minutes'
      FROM catalog, accounts, generate_series(1, ${people.reviews}) AS g`)
  })
  // As the catalog's load does (load.ts): the lists are then measured on settled tables, not while autovacuum takes
  // the 60k new rows at M and the first reads set their hint bits.
  await db.connect(async (connection) => {
    await connection.query(sql.typeAlias('void')`SET statement_timeout = 0`)
    await connection.query(sql.typeAlias('void')`VACUUM (ANALYZE) users, reviews`)
    await connection.query(sql.typeAlias('void')`RESET statement_timeout`)
  })
  return people
}

/** A last name's first letters, as an admin types them to find someone (e.g. "ande"). */
export const userSearchTerms = LAST_NAMES.map((name) => name.slice(0, 4).toLowerCase())
/** Words reviews are searched by. */
export const reviewSearchTerms = REVIEW_WORDS
