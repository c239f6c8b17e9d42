import { describe, expect, it } from 'vitest'
import { bestToolsTitle } from './task-title'

describe('bestToolsTitle', () => {
  it('turns a task name into the page heading', () => {
    expect(bestToolsTitle('Transcribe audio and video')).toBe('Best AI tools to transcribe audio and video')
  })
})
