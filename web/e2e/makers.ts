/** Verified makers for the browser tests. */
import type { Page } from 'playwright-core'
import { type Account, signUpThroughApi } from './accounts.ts'
import { sql } from './database.ts'

/**
 * A new account (signed up through the API, so the page's browser is signed in as them) made the verified
 * maker of tool `slug` in the database, as a claim would.
 */
export async function signUpMakerOf(page: Page, databaseUrl: string, slug: string): Promise<Account> {
  const maker = await signUpThroughApi(page)
  await sql(
    databaseUrl,
    `INSERT INTO tool_makers (tool_id, user_id, source)
     SELECT t.id, u.id, 'email' FROM tools t, users u WHERE t.slug = $1 AND u.email = $2`,
    [slug, maker.email],
  )
  return maker
}
