/** /api/admin/submissions: the review queue, each decision with its audit row and the maker's email. */
import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { lastAuditEntry } from '../../../../test/admin-test-kit.ts'
import { withMailServer } from '../../../../test/app-with-mail.ts'
import { createAdmin, createTask, createTool, createUser, type TestUser } from '../../../../test/factories.ts'
import { browserAs } from '../../../../test/session.ts'

const { app, mailsTo } = await withMailServer()
const admin = await createAdmin(app.db)
const asAdmin = await browserAs(app, admin)

let site = 0
/** A submitted tool of a new maker, on a site of its own. */
async function submitted(fields: Record<string, unknown> = {}) {
  const maker = await createUser(app.db)
  const body = {
    website_url: `https://queue-${++site}-${process.pid}.dev`,
    name: `Queued Tool ${site}`,
    short_description: 'Turns sketches into slides.',
    submit: true,
    ...fields,
  }
  const response = await (await browserAs(app, maker)).post('/api/submissions', body)
  expect(response.statusCode).toBe(201)
  return { maker, id: response.json<{ id: number }>().id }
}

const lastMailTo = async (maker: TestUser) => (await mailsTo(maker.email)).at(-1)

describe('the queue', () => {
  it('lists submissions oldest first, filters by state and text, and hides drafts', async () => {
    const first = await submitted({ name: 'Oldest Sketcher' })
    const second = await submitted()
    const draftMaker = await browserAs(app, await createUser(app.db))
    await draftMaker.post('/api/submissions', { website_url: 'https://only-a-draft.dev' })
    const list = (await asAdmin.get('/api/admin/submissions?state=submitted')).json()
    const ids = list.submissions.map((each: { id: number }) => each.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    const all = (await asAdmin.get('/api/admin/submissions?limit=100')).json()
    expect(all.submissions.map((each: { state: string }) => each.state)).not.toContain('draft')
    const found = (await asAdmin.get('/api/admin/submissions?q=oldest%20sketcher')).json()
    expect(found).toMatchObject({ total: 1, submissions: [{ id: first.id, owner_email: first.maker.email }] })
  })

  it('lists under state=waiting both the submitted and the in-review ones, not the decided', async () => {
    const waiting = await submitted()
    const reviewing = await submitted()
    const decided = await submitted()
    await asAdmin.post(`/api/admin/submissions/${reviewing.id}/review`)
    await asAdmin.post(`/api/admin/submissions/${decided.id}/reject`, { reason: 'spam' })
    const list = (await asAdmin.get('/api/admin/submissions?state=waiting&limit=100')).json()
    const ids = list.submissions.map((each: { id: number }) => each.id)
    expect(ids).toEqual(expect.arrayContaining([waiting.id, reviewing.id]))
    expect(ids).not.toContain(decided.id)
    expect(new Set(list.submissions.map((each: { state: string }) => each.state))).toEqual(
      new Set(['submitted', 'in_review']),
    )
    const bad = await asAdmin.get('/api/admin/submissions?state=pending')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('waiting')
  })

  it('shows one submission with its tasks by name and possible duplicates by domain and by name', async () => {
    const hidden = await createTool(app.db, { name: 'Slide Sketcher Pro', status: 'inactive' })
    const tasks = [
      await createTask(app.db, { name: 'Sketch slides' }),
      await createTask(app.db, { name: 'Draw charts' }),
    ]
    const { id } = await submitted({
      name: 'Slide Sketcher',
      website_url: `https://www.${hidden.slug}.example.com`,
      tasks: tasks.map((task) => task.slug),
    })
    const detail = (await asAdmin.get(`/api/admin/submissions/${id}`)).json()
    expect(detail.task_names).toEqual(['Sketch slides', 'Draw charts'])
    expect(detail.possible_duplicates.by_domain.map((tool: { id: number }) => tool.id)).toContain(hidden.id)
    expect(detail.possible_duplicates.by_name.map((tool: { id: number }) => tool.id)).toContain(hidden.id)
    expect((await asAdmin.get('/api/admin/submissions/999999')).statusCode).toBe(404)
  })

  it('refuses non-admins', async () => {
    const user = await browserAs(app, await createUser(app.db))
    expect((await user.get('/api/admin/submissions')).statusCode).toBe(403)
  })
})

describe('decisions', () => {
  it('approves: creates the active tool with its tasks, searchable at once, audited, and mails its link', async () => {
    const task = await createTask(app.db)
    const { maker, id } = await submitted({ name: 'Glimmerquill Writer', tasks: [task.slug], tags: ['writing'] })
    const response = await asAdmin.post(`/api/admin/submissions/${id}/approve`)
    expect(response.statusCode).toBe(200)
    const approved = response.json()
    expect(approved).toMatchObject({ state: 'approved', tool_slug: 'glimmerquill-writer', decided_by: admin.id })
    const tool = (await app.inject({ url: '/api/tools/glimmerquill-writer' })).json()
    expect(tool).toMatchObject({ name: 'Glimmerquill Writer', tags: ['writing'] })
    const adminTool = (await asAdmin.get(`/api/admin/tools/${approved.tool_id}`)).json()
    expect(adminTool).toMatchObject({ status: 'active', tasks: [{ slug: task.slug, reviewed: true }] })
    const search = (await app.inject({ url: '/api/search?q=glimmerquill' })).json()
    expect(JSON.stringify(search)).toContain('glimmerquill-writer')
    expect(await lastAuditEntry(app)).toMatchObject({
      actor_id: admin.id,
      action: 'submission.approve',
      entity_type: 'submission',
      entity_id: String(id),
      details: { tool_id: approved.tool_id, state: 'approved' },
    })
    const mail = await lastMailTo(maker)
    expect(mail?.subject).toBe('Glimmerquill Writer is now listed')
    expect(mail?.text).toContain('http://localhost:3000/tools/glimmerquill-writer')
  })

  it('requests changes with a message the maker sees and gets, then takes the resubmission', async () => {
    const { maker, id } = await submitted()
    const empty = await asAdmin.post(`/api/admin/submissions/${id}/request-changes`, { message: ' ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe('Please tell the maker what to change')
    const response = await asAdmin.post(`/api/admin/submissions/${id}/request-changes`, { message: 'Add a logo.' })
    expect(response.json()).toMatchObject({ state: 'changes_requested', reviewer_message: 'Add a logo.' })
    expect(await lastAuditEntry(app)).toMatchObject({ action: 'submission.request_changes', entity_id: String(id) })
    const mail = await lastMailTo(maker)
    expect(mail?.subject).toMatch(/^Changes requested for/)
    expect(mail?.text).toContain('Add a logo.')
    const asMaker = await browserAs(app, maker)
    const mine = (await asMaker.get('/api/users/submissions')).json()
    expect(mine[0]).toMatchObject({ id, state: 'changes_requested', reviewer_message: 'Add a logo.' })
    const resent = await asMaker.put(`/api/submissions/${id}`, {
      website_url: mine[0].website_url,
      name: mine[0].name,
      short_description: mine[0].short_description,
      logo_url: 'https://cdn.example.org/logo.png',
      submit: true,
    })
    expect(resent.json()).toMatchObject({ state: 'submitted', logo_url: 'https://cdn.example.org/logo.png' })
  })

  it('rejects with a reason and text, audited, mails the reason, and refuses approving it afterwards', async () => {
    const { maker, id } = await submitted()
    const bad = await asAdmin.post(`/api/admin/submissions/${id}/reject`, { reason: 'boring' })
    expect(bad.statusCode).toBe(400)
    const response = await asAdmin.post(`/api/admin/submissions/${id}/reject`, {
      reason: 'not_ai',
      text: 'No AI here.',
    })
    expect(response.json()).toMatchObject({ state: 'rejected', reject_reason: 'not_ai', reject_text: 'No AI here.' })
    expect(await lastAuditEntry(app)).toMatchObject({ action: 'submission.reject', details: { reason: 'not_ai' } })
    const mail = await lastMailTo(maker)
    expect(mail?.text).toContain('Reason: Not an AI tool.')
    expect(mail?.text).toContain('No AI here.')
    const approve = await asAdmin.post(`/api/admin/submissions/${id}/approve`)
    expect(approve.statusCode).toBe(409)
    expect(approve.json().error).toBe('This submission is rejected: it cannot be approved.')
  })

  it('takes a submission into review, which the maker sees', async () => {
    const { id } = await submitted()
    const response = await asAdmin.post(`/api/admin/submissions/${id}/review`)
    expect(response.json()).toMatchObject({ state: 'in_review' })
    expect(await lastAuditEntry(app)).toMatchObject({ action: 'submission.review', entity_id: String(id) })
    expect((await asAdmin.post(`/api/admin/submissions/${id}/review`)).statusCode).toBe(409)
  })

  it('refuses approving a tool listed since it was submitted, naming the listing', async () => {
    const { id } = await submitted({ website_url: 'https://late-duplicate.dev' })
    const tool = await createTool(app.db)
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET website_url = 'https://app.late-duplicate.dev' WHERE id = ${tool.id}`)
    const response = await asAdmin.post(`/api/admin/submissions/${id}/approve`)
    expect(response.statusCode).toBe(409)
    expect(response.json().details).toEqual({ tool_slug: tool.slug, discontinued: false })
  })

  it('bulk-rejects all or nothing, one audit row and one email each', async () => {
    const one = await submitted()
    const two = await submitted()
    const decided = await submitted()
    await asAdmin.post(`/api/admin/submissions/${decided.id}/reject`, { reason: 'spam' })
    const refused = await asAdmin.post('/api/admin/submissions/bulk-reject', {
      ids: [one.id, decided.id],
      reason: 'spam',
    })
    expect(refused.statusCode).toBe(409)
    expect((await asAdmin.get(`/api/admin/submissions/${one.id}`)).json().state).toBe('submitted')
    const response = await asAdmin.post('/api/admin/submissions/bulk-reject', { ids: [one.id, two.id], reason: 'spam' })
    expect(response.json()).toMatchObject({ ok: true, rejected: 2 })
    for (const { maker, id } of [one, two]) {
      expect((await asAdmin.get(`/api/admin/submissions/${id}`)).json()).toMatchObject({ state: 'rejected' })
      expect((await lastMailTo(maker))?.text).toContain('Reason: Spam.')
    }
    const audit = (await asAdmin.get('/api/admin/audit?action=submission.reject&entity_type=submission')).json()
    const entities = audit.map((entry: { entity_id: string }) => entry.entity_id)
    expect(entities).toEqual(expect.arrayContaining([String(one.id), String(two.id)]))
  })
})
