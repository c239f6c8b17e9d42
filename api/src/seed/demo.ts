/**
 * `pnpm seed --demo`: sample users, reviews, tutorials and inquiries for development and tests.
 * Everything is clearly marked: addresses at example.com and names ending in "(demo)".
 */

import { type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { hashPassword } from '../auth/passwords.ts'
import { refreshToolRatings } from '../routes/reviews/queries.ts'

/** Every demo user signs in with this password (development only). */
export const DEMO_PASSWORD = 'kitly-demo-password'

const DEMO_USERS = [
  {
    name: 'Ana Lopez (demo)',
    email: 'ana.demo@example.com',
    company: 'Lopez Studio',
    mobile: '+1 555 0101',
    location: 'Austin, TX',
  },
  {
    name: 'Ben Okafor (demo)',
    email: 'ben.demo@example.com',
    company: 'Okafor Labs',
    mobile: '+44 20 7946 0102',
    location: 'London',
  },
  {
    name: 'Chloé Martin (demo)',
    email: 'chloe.demo@example.com',
    company: null,
    mobile: '+33 1 70 00 01 03',
    location: 'Lyon',
  },
]

const DEMO_REVIEWS = [
  {
    tool: 'chatgpt',
    user: 0,
    rating: 5,
    title: 'My daily drafting partner',
    content: 'I use it every morning to turn meeting notes into summaries and first drafts. Saves me an hour a day.',
  },
  {
    tool: 'chatgpt',
    user: 1,
    rating: 4,
    title: 'Great, but check the facts',
    content: 'Excellent for brainstorming and rewriting. For numbers and sources I still double-check everything.',
  },
  {
    tool: 'canva',
    user: 2,
    rating: 5,
    title: null,
    content: 'Magic Design gave me ten usable social posts from one brief. The brand kit keeps everything consistent.',
  },
  {
    tool: 'lovable',
    user: 0,
    rating: 4,
    title: 'A working prototype in an afternoon',
    content: 'Built a booking app for my studio without code. Needed a developer for the payment edge cases.',
  },
  {
    tool: 'eleven-labs',
    user: 1,
    rating: 5,
    title: 'Natural voice-overs',
    content: 'The narration for our explainer videos sounds human. Voice cloning took five minutes.',
  },
  {
    tool: 'perplexity-ai',
    user: 2,
    rating: 4,
    title: 'Research with sources',
    content: 'I like that every answer links its sources, which makes it easy to verify before I quote anything.',
  },
]

const DEMO_TUTORIALS = [
  {
    tool: 'chatgpt',
    title: 'Write a weekly client update in five minutes',
    description: 'Paste your notes, set the tone once, reuse the prompt every week.',
    difficulty: 'beginner',
    minutes: 8,
  },
  {
    tool: 'chatgpt',
    title: 'Build a custom GPT for your support FAQ',
    description: 'Upload your help-centre articles and configure instructions and guardrails.',
    difficulty: 'intermediate',
    minutes: 20,
  },
  {
    tool: 'canva',
    title: 'A month of social posts from one brief',
    description: 'Use Magic Design and the brand kit to produce a consistent content calendar.',
    difficulty: 'beginner',
    minutes: 15,
  },
  {
    tool: 'lovable',
    title: 'From prompt to deployed web app',
    description: 'Describe the app, iterate on screens, connect a database and publish.',
    difficulty: 'advanced',
    minutes: 35,
  },
]

const DEMO_INQUIRIES = [
  {
    email: 'ana.demo@example.com',
    type: 'tool_submission',
    message: '[Demo] Please consider adding our podcast-editing tool to the directory.',
    status: 'new',
  },
  {
    email: 'ben.demo@example.com',
    type: 'partnership',
    message: '[Demo] We would like to discuss a partnership for our AI newsletter.',
    status: 'in_progress',
  },
  {
    email: 'chloe.demo@example.com',
    type: 'bug_report',
    message: '[Demo] The compare table scrolls sideways on my phone.',
    status: 'resolved',
  },
]

export async function insertDemoData(tx: DatabaseTransactionConnection): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const userIds: number[] = []
  for (const user of DEMO_USERS) {
    const id = await tx.oneFirst(sql.type(z.object({ id: z.number() }))`
      INSERT INTO users (email, name, company_name, password_hash)
      VALUES (${user.email}, ${user.name}, ${user.company}, ${passwordHash})
      ON CONFLICT (lower(email)) DO UPDATE SET email = EXCLUDED.email
      RETURNING id`)
    await tx.query(sql.typeAlias('void')`
      INSERT INTO profiles (user_id, mobile_number, location) VALUES (${id}, ${user.mobile}, ${user.location})
      ON CONFLICT (user_id) DO NOTHING`)
    userIds.push(id)
  }

  const toolIdBySlug = new Map(
    (
      await tx.any(sql.type(z.object({ id: z.number(), slug: z.string() }))`
        SELECT id, slug FROM tools
        WHERE slug = ANY(${sql.array(
          [...DEMO_REVIEWS, ...DEMO_TUTORIALS].map((row) => row.tool),
          'text',
        )})`)
    ).map((row) => [row.slug, row.id]),
  )

  for (const review of DEMO_REVIEWS) {
    const toolId = toolIdBySlug.get(review.tool)
    const userId = userIds[review.user]
    const user = DEMO_USERS[review.user]
    if (toolId === undefined || userId === undefined || !user) continue
    await tx.query(sql.typeAlias('void')`
      INSERT INTO reviews (tool_id, user_id, user_name, user_email, rating, title, content, is_verified)
      VALUES (${toolId}, ${userId}, ${user.name}, ${user.email}, ${review.rating}, ${review.title}, ${review.content}, true)`)
  }
  await refreshToolRatings(tx, [...toolIdBySlug.values()])

  for (const [position, tutorial] of DEMO_TUTORIALS.entries()) {
    const toolId = toolIdBySlug.get(tutorial.tool)
    if (toolId === undefined) continue
    await tx.query(sql.typeAlias('void')`
      INSERT INTO tool_tutorials (tool_id, title, description, difficulty_level, duration_minutes, position)
      VALUES (${toolId}, ${tutorial.title}, ${tutorial.description}, ${tutorial.difficulty}, ${tutorial.minutes}, ${position})`)
  }

  for (const inquiry of DEMO_INQUIRIES) {
    await tx.query(sql.typeAlias('void')`
      INSERT INTO contact_inquiries (email, query_type, message, status)
      VALUES (${inquiry.email}, ${inquiry.type}, ${inquiry.message}, ${inquiry.status})`)
  }
}
