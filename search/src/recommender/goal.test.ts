/** Reading goals against the lexicon: needs and their order, hints, subject and audience, and the lexicon's own checks. */
import { readCatalog } from '@kitly/db/seed'
import { describe, expect, it } from 'vitest'
import { analyzeGoal } from './goal.ts'
import lexiconData from './lexicon.json' with { type: 'json' }
import { compileLexicon, defaultLexicon } from './lexicon.ts'
import { stem, tokenize } from './text.ts'

const read = (goal: string) => analyzeGoal(goal, defaultLexicon)
const ids = (goal: string) => read(goal).needs.map((need) => need.id)

describe('stem', () => {
  it.each([
    ['recording', 'record'],
    ['records', 'record'],
    ['edited', 'edit'],
    ['editing', 'edit'],
    ['shopping', 'shop'],
    ['stories', 'story'],
    ['images', 'imag'],
    ['image', 'imag'],
    ['classes', 'class'],
    ['news', 'news'],
    ['speed', 'speed'],
  ])('%s → %s', (word, expected) => expect(stem(word)).toBe(expected))

  it('keeps "d&d" and "$0" whole, and notes punctuation between words', () => {
    expect(tokenize('D&D nights, on $0').map((t) => [t.word, t.breakBefore])).toEqual([
      ['d&d', false],
      ['nights', false],
      ['on', true],
      ['$0', false],
    ])
  })
})

describe('analyzeGoal', () => {
  it('reads a podcast goal: its needs in order, the zero budget, the subject', () => {
    const goal = read('Launch a podcast about personal finance on a zero budget')
    expect(goal.scenario).toBe('Podcast')
    expect(goal.needs.slice(0, 4).map((need) => need.id)).toEqual([
      'audio-recording',
      'audio-editing',
      'cover-art',
      'show-notes',
    ])
    expect(goal).toMatchObject({ topic: 'personal finance', budget: 'free', namePrefix: 'Zero-Budget' })
    // Finance is what the podcast is about, not a job the kit must do first.
    const finance = goal.needs.find((need) => need.id === 'investing')
    expect(finance?.source).toBe('context')
  })

  it('puts needs the goal names before the ones its project implies', () => {
    expect(ids('Start a YouTube channel about cooking, with thumbnails and subtitles').slice(0, 3)).toEqual([
      'thumbnails',
      'captions',
      'scriptwriting',
    ])
  })

  it('reads a project named for whom the job is done as context ("for my podcast")', () => {
    const goal = read('I need transcription for my podcast')
    expect(goal.needs[0]).toMatchObject({ id: 'transcription', source: 'goal', trigger: 'transcription' })
    expect(goal.needs[1]?.source).toBe('context')
    expect(goal).toMatchObject({ scenario: null, contextScenario: 'Podcast', audience: 'podcast' })
  })

  it('does not read "no code" as a request for a coding tool', () => {
    const goal = read('Build a no-code website for my bakery')
    expect(goal.complexity).toBe('beginner')
    expect(goal.needs[0]?.id).toBe('website')
    expect(goal.needs.map((need) => need.id)).not.toContain('coding-assistant')
  })

  it('prefers the longest phrase: "market research" is not "marketing" or "research"', () => {
    expect(ids('market research for a new product')[0]).toBe('market-research')
  })

  it('hints at advanced complexity for developer wording', () => {
    expect(read('Call an LLM API from Python').complexity).toBe('advanced')
  })

  it('finds nothing in a goal without meaning, and no needs in an empty one', () => {
    expect(read('asdf qwerty').needs).toEqual([])
    expect(read('   ').needs).toEqual([])
  })
})

describe('the lexicon', () => {
  const slugs = new Set(readCatalog().categories.map((category) => category.slug))

  it('names only categories of the catalog', () => {
    for (const need of defaultLexicon.needs) {
      for (const slug of need.categories) expect(slugs, `${need.id} names ${slug}`).toContain(slug)
    }
  })

  it('has needs for every category and scenarios for many kinds of project', () => {
    const served = new Set(defaultLexicon.needs.flatMap((need) => need.categories))
    expect([...slugs].filter((slug) => !served.has(slug))).toEqual([])
    expect(defaultLexicon.scenarios.length).toBeGreaterThanOrEqual(30)
  })

  it('rejects a scenario naming an unknown need, with a message that says which', () => {
    const broken = structuredClone(lexiconData)
    broken.scenarios[0]?.needs.push('no-such-need')
    expect(() => compileLexicon(broken)).toThrow(/scenario Podcast names an unknown need no-such-need/)
  })
})
