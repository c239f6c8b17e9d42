import { describe, expect, it } from 'vitest'
import { similarityReasons } from './similarity'

const canva = {
  category_id: 1,
  category_name: 'Design',
  tags: ['templates', 'social media', 'presentations', 'branding'],
  pricing_model: 'Freemium' as const,
}

describe('similarityReasons', () => {
  it('names the shared category, up to three shared tags and the same pricing, in that order', () => {
    const alternative = {
      ...canva,
      tags: ['branding', 'logos', 'templates', 'presentations', 'social media'],
    }
    expect(similarityReasons(canva, alternative)).toEqual([
      'Also in Design',
      'Shares branding, templates, presentations',
      'Freemium too',
    ])
  })

  it('gives only what is shared: another category and pricing, one common tag', () => {
    const alternative = {
      category_id: 2,
      category_name: 'Video',
      tags: ['Templates', 'social media'],
      pricing_model: 'Paid' as const,
    }
    expect(similarityReasons(canva, alternative)).toEqual(['Shares social media'])
  })

  it('never calls two uncategorized or unpriced tools alike', () => {
    const bare = { category_id: null, category_name: null, tags: [], pricing_model: null }
    expect(similarityReasons(bare, bare)).toEqual([])
  })
})
