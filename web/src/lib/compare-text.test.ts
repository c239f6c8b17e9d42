import { expect, it } from 'vitest'
import { compareText } from './compare-text'

it('orders names alphabetically whatever their case', () => {
  expect(['Video', 'audio', 'AI Agents', 'Image', 'ai agents', 'Code'].sort(compareText)).toEqual([
    'AI Agents',
    'ai agents',
    'audio',
    'Code',
    'Image',
    'Video',
  ])
})
