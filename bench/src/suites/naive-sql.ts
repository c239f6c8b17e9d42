/**
 * The naive searches the goals compare ours against, as someone would write them without a search design:
 * an ILIKE scan over the three text columns ordered by popularity (P5), and the pg_trgm P2 pattern (`%` on the
 * three columns OR'd, ordered by name similarity), on the schema as it is (trigrams index only name_normalized).
 */
import { type CommonQueryMethods, createSqlTag } from 'slonik'
import { z } from 'zod'

const sql = createSqlTag()

const NaiveRow = z.object({ id: z.number(), name: z.string(), slug: z.string() })

const popularity = sql.fragment`(ln(1 + t.review_count) * t.rating / 5 + ln(1 + t.click_count) / 4)`

export function naiveIlike(db: CommonQueryMethods, word: string) {
  const pattern = `%${word.replace(/[\\%_]/g, '\\$&')}%`
  return db.any(sql.type(NaiveRow)`
    SELECT t.id, t.name, t.slug FROM tools t
    WHERE t.status = 'active'
      AND (t.name ILIKE ${pattern} OR t.short_description ILIKE ${pattern} OR t.description ILIKE ${pattern})
    ORDER BY ${popularity} DESC, t.id
    LIMIT 20`)
}

export function naiveTrigram(db: CommonQueryMethods, text: string) {
  return db.any(sql.type(NaiveRow)`
    SELECT t.id, t.name, t.slug FROM tools t
    WHERE t.name % ${text} OR t.short_description % ${text} OR t.description % ${text}
    ORDER BY similarity(t.name, ${text}) DESC, t.id
    LIMIT 20`)
}
