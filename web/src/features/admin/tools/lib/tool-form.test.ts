import { describe, expect, it } from 'vitest'
import { emptyTool, toToolBody, validateTool } from './tool-form'

describe('tool form', () => {
  it('requires name, short description and a website URL, and checks the optional URLs', () => {
    expect(validateTool({ ...emptyTool, video_url: 'nope', logo_url: '/uploads/logos/a.png' }, false)).toEqual({
      name: 'Tool Name is required',
      short_description: 'Short Description is required',
      website_url: 'Official Website URL is required',
      video_url: 'Please enter a valid URL (https://…)',
    })
    expect(validateTool({ ...emptyTool, name: 'A', short_description: 'B', website_url: 'ftp://x.io' }, false)).toEqual(
      { website_url: 'Please enter a valid URL (https://…)' },
    )
  })

  it('asks for a task when there are tasks to choose from', () => {
    const filled = { ...emptyTool, name: 'A', short_description: 'B', website_url: 'https://a.example.com' }
    expect(validateTool(filled, true)).toEqual({ tasks: 'Choose at least one task' })
    expect(validateTool({ ...filled, tasks: ['generate-images'] }, true)).toEqual({})
  })

  it('sends a new tool with a derived slug and an edited one with its own', () => {
    const values = { ...emptyTool, name: 'Quill Writer', category_id: '4' }
    expect(toToolBody(values, undefined)).toMatchObject({ slug: 'quill-writer', category_id: 4 })
    expect(toToolBody({ ...values, category_id: '' }, 'quill')).toMatchObject({ slug: 'quill', category_id: null })
  })

  it('sends the chosen tasks, and no tasks field when none are chosen (the tool keeps its own)', () => {
    const values = { ...emptyTool, name: 'Quill Writer' }
    expect(toToolBody({ ...values, tasks: ['write-blog-posts'] }, undefined).tasks).toEqual(['write-blog-posts'])
    expect(toToolBody(values, undefined)).not.toHaveProperty('tasks')
  })

  it('sends features and use cases one a line, the API choice as true, false or null, and no licence when closed', () => {
    const values = {
      ...emptyTool,
      name: 'Quill Writer',
      features: 'Drafts, rewrites and summarises\n\n  Brand voice  ',
      use_cases: 'Writing a newsletter\nAnswering support email',
      platforms: ['web' as const, 'ios' as const],
      license: 'MIT',
    }
    expect(toToolBody({ ...values, has_api: 'yes' }, undefined)).toMatchObject({
      features: ['Drafts, rewrites and summarises', 'Brand voice'],
      use_cases: ['Writing a newsletter', 'Answering support email'],
      platforms: ['web', 'ios'],
      has_api: true,
      license: '',
    })
    expect(toToolBody({ ...values, has_api: 'no', open_source: true }, undefined)).toMatchObject({
      has_api: false,
      license: 'MIT',
    })
    expect(toToolBody(values, undefined).has_api).toBeNull()
  })
})
