import { describe, expect, it } from 'vitest'
import { canSubmitPrompt, defaultPreferences, fallbackKit, kitPdfFileName } from './kit'

describe('kit builder rules', () => {
  it('defaults to mixed budget, intermediate complexity and 7 tools', () => {
    expect(defaultPreferences).toEqual({ budget: 'mixed', complexity: 'intermediate', kit_size: 7 })
  })

  it('submits only a non-blank prompt, and not while generating', () => {
    expect(canSubmitPrompt('   ', false)).toBe(false)
    expect(canSubmitPrompt('Start a podcast', false)).toBe(true)
    expect(canSubmitPrompt('Start a podcast', true)).toBe(false)
  })

  it('falls back to an empty kit named after the first 50 characters of the prompt', () => {
    const prompt = 'Launch a cooking channel on YouTube with weekly recipes and shorts'
    expect(fallbackKit(prompt, defaultPreferences)).toMatchObject({
      kit_name: 'Custom Kit for: Launch a cooking channel on YouTube with weekly re...',
      description: `Tools curated for: ${prompt}`,
      tools: [],
    })
  })

  it('names the PDF after the kit', () => {
    expect(kitPdfFileName('Cooking YouTube Channel Kit')).toBe('cooking-youtube-channel-kit.pdf')
    expect(kitPdfFileName('!!!')).toBe('ai-kit.pdf')
  })
})
