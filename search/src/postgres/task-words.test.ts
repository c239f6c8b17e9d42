/** The words of a query that name a task, and the tasks they name. */
import { describe, expect, it } from 'vitest'
import { compileTaskData } from '../recommender/task-data.ts'
import { testTask } from '../recommender/test-tasks.ts'
import { findTaskWords } from './task-words.ts'

const data = compileTaskData(
  [
    testTask('build-web-app', 'Build an app from a prompt', ['build an app', 'no-code app'], 1),
    testTask('use-open-models', 'Use open models', ['open source model'], 2),
    testTask('generate-voiceovers', 'Generate voiceovers', ['voiceover', 'text to speech'], 3),
    testTask('build-website', 'Build a website', ['website'], 4),
  ],
  [],
)

describe('findTaskWords', () => {
  it('credits the words of a task phrase, fillers between them allowed', () => {
    expect(findTaskWords('build an app without coding', data)).toEqual([
      { word: 'build', taskId: 1 },
      { word: 'app', taskId: 1 },
    ])
    expect(findTaskWords('Text to Speech for podcasts', data).map((w) => w.word)).toEqual(['text', 'to', 'speech'])
  })

  it('leaves out a phrase with other words between its own: the query then names another job', () => {
    expect(findTaskWords('open source music generation model', data)).toEqual([])
    expect(findTaskWords('open source model for music', data).map((w) => w.taskId)).toEqual([2, 2, 2])
  })

  it('leaves out phrases of one word, which the text matches already and which often name several jobs', () => {
    expect(findTaskWords('voiceover for youtube videos', data)).toEqual([])
    expect(findTaskWords('see which companies visit my website', data)).toEqual([])
  })
})
