import { describe, expect, it } from 'vitest'
import { toToolDocument } from './document.ts'

const tool = {
  id: 7,
  slug: 'eleven-labs',
  name: 'ElevenLabs',
  logo_url: null,
  tags: ['text-to-speech', 'voice'],
  category_id: 3,
  category_name: 'Voice & Speech',
  category_slug: 'voice-speech',
  short_description: 'Natural AI voices.',
  description: 'Voice synthesis and cloning.',
  features: ['Voice cloning', 'Dubbing'],
  search_keywords: 'tts narration',
  use_cases: ['Narrating an audiobook'],
  platforms: ['web', 'api'],
  has_api: true,
  open_source: false,
  pricing_model: 'Freemium' as const,
  is_paid: false,
  is_featured: false,
  rating: 4.5,
  review_count: 2,
  click_count: 10,
  popularity: 2.1,
  created_at: 1_767_605_400_123_456,
  task_slugs: ['clone-a-voice', 'generate-speech'],
}

describe('toToolDocument', () => {
  it('joins description, features, use cases and keywords into the low-weight body', () => {
    expect(toToolDocument(tool).body).toBe(
      'Voice synthesis and cloning.\nVoice cloning Dubbing\nNarrating an audiobook\ntts narration',
    )
  })

  it('carries the platforms, API and open-source flags the filters read', () => {
    expect(toToolDocument(tool)).toMatchObject({ platforms: ['web', 'api'], has_api: true, open_source: false })
  })

  it('keeps tags as the cards show them, hyphens included', () => {
    expect(toToolDocument(tool).tags).toEqual(['text-to-speech', 'voice'])
  })

  it('leaves empty parts out of the body', () => {
    expect(toToolDocument({ ...tool, features: [], use_cases: [], search_keywords: ' ' }).body).toBe(
      'Voice synthesis and cloning.',
    )
  })

  it('adds sort keys: microseconds, the name as Postgres normalizes it, the featured flag, the popularity prior', () => {
    const document = toToolDocument({ ...tool, name: 'Élan Studio', is_featured: true })
    expect(document.created_at).toBe(1_767_605_400_123_456)
    expect(document.name_sort).toBe('elan studio')
    expect(document.featured_order).toBe(1)
    expect(document.popularity).toBe(2.1)
  })
})
