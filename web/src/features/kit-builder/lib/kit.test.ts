import { describe, expect, it } from 'vitest'
import type { KitTool } from '@/lib/api-types'
import { canSubmitPrompt, defaultPreferences, fallbackKit, type KitView, kitPdfFileName, swapStepTool } from './kit'

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

  it('swaps a step’s tool for an alternative, keeping the replaced tool as one, and the tools list in step order', () => {
    const tool = (id: number, name: string) =>
      ({ id, name, slug: name.toLowerCase(), reason: `Why ${name}`, need_id: 'translate-menu' }) as KitTool & {
        need_id: string
      }
    const steps = [
      {
        task: { slug: 'translate-menu', name: 'Translate a menu' },
        tool: tool(1, 'A'),
        reason: 'Why A',
        alternatives: [tool(2, 'B'), tool(3, 'C')],
      },
      { task: { slug: 'check-grammar', name: 'Check grammar' }, tool: tool(4, 'D'), reason: 'Why D', alternatives: [] },
    ]
    const kit = { ...fallbackKit('menu', defaultPreferences), tools: steps.map((s) => s.tool), steps } as KitView
    const swapped = swapStepTool(kit, 0, 3)
    expect(swapped.tools.map((t) => t.id)).toEqual([3, 4])
    expect(swapped.steps?.[0]).toMatchObject({ tool: { id: 3 }, reason: 'Why C' })
    expect(swapped.steps?.[0]?.alternatives.map((t) => t.id)).toEqual([2, 1])
    expect(swapStepTool(kit, 1, 3)).toBe(kit)
  })
})
