import { describe, expect, it } from 'vitest'
import { toToolDocument } from './document.ts'

const tool = {
  id: 7,
  slug: 'eleven-labs',
  name: 'ElevenLabs',
  tags: ['text-to-speech', 'voice'],
  category_name: 'Voice & Speech',
  category_slug: 'voice-speech',
  short_description: 'Natural AI voices.',
  description: 'Voice synthesis and cloning.',
  features: ['Voice cloning', 'Dubbing'],
  search_keywords: 'tts narration',
  pricing_model: 'Freemium' as const,
  is_featured: false,
  rating: 4.5,
  review_count: 2,
  click_count: 10,
}

describe('toToolDocument', () => {
  it('joins description, features and keywords into the low-weight body', () => {
    expect(toToolDocument(tool).body).toBe('Voice synthesis and cloning.\nVoice cloning Dubbing\ntts narration')
  })

  it('splits hyphenated tags into words so "text to speech" matches', () => {
    expect(toToolDocument(tool).tags).toEqual(['text to speech', 'voice'])
  })

  it('leaves empty parts out of the body', () => {
    expect(toToolDocument({ ...tool, features: [], search_keywords: ' ' }).body).toBe('Voice synthesis and cloning.')
  })
})
