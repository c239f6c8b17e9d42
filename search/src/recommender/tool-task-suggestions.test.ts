/** Tasks proposed from a tool's own words, by the planner's phrase matching. */
import { describe, expect, it } from 'vitest'
import { compileTaskData } from './task-data.ts'
import { testTask as task } from './test-tasks.ts'
import { suggestToolTasks } from './tool-task-suggestions.ts'

const data = compileTaskData(
  [
    task('transcribe-audio', 'Transcribe audio', ['transcription', 'meeting notes']),
    task('translate-documents', 'Translate documents', ['translation']),
    task('generate-images', 'Generate images', ['text to image']),
    task('write-blog-posts', 'Write blog posts'),
  ],
  [],
)

describe('suggestToolTasks', () => {
  it('names the tasks the text asks for, the most often named first', () => {
    const tool = {
      name: 'Scribe',
      short_description: 'Fast transcription and translation of recordings',
      tags: ['meeting notes', 'transcription'],
    }
    expect(suggestToolTasks(tool, data)).toEqual(['transcribe-audio', 'translate-documents'])
  })

  it('reads the start of the description, stemmed ("transcribes audio")', () => {
    const tool = { name: 'Echo', short_description: 'A helper', tags: [], description: 'Echo transcribes audio files.' }
    expect(suggestToolTasks(tool, data)).toEqual(['transcribe-audio'])
  })

  it('does not join words across fields, and keeps to the limit', () => {
    // "… text" ends the name and "to image" starts the summary: not "text to image".
    expect(suggestToolTasks({ name: 'Just text', short_description: 'to image people', tags: [] }, data)).toEqual([])
    const busy = {
      name: 'Everything',
      short_description: 'Transcription, translation, text to image and blog posts',
      tags: ['write blog posts'],
    }
    expect(suggestToolTasks(busy, data, 2)).toHaveLength(2)
  })
})
