/**
 * The deterministic catalog: `size` tools in the real schema's shape, written with power-law word
 * frequencies (Zipf over the vocabulary, a quarter of each text drawn from its category's own words), named
 * with generated brand words, with power-law reviews and clicks. Same seed and size, same rows, same hash.
 */
import { createHash } from 'node:crypto'
import { createRandom, createZipf, deriveSeed, type Random } from './random.ts'
import { buildVocabulary, generateWords, STOP_WORDS, tokenize, type Vocabulary } from './vocabulary.ts'

export type GeneratedTool = {
  name: string
  slug: string
  category_slug: string
  pricing_model: 'Free' | 'Freemium' | 'Paid' | null
  status: 'active' | 'inactive'
  is_featured: boolean
  short_description: string
  description: string
  website_url: string
  tags: string[]
  features: string[]
  rating: number
  review_count: number
  click_count: number
}

export type Dataset = {
  size: number
  seed: number
  vocabulary: Vocabulary
  tools: GeneratedTool[]
  /** The brand word each tool is named after (same index as `tools`). */
  brands: string[]
  /** Number of tools whose text contains each word (any field). */
  documentFrequency: Map<string, number>
  /** sha256 of every row, in order: equal hashes mean identical data. */
  hash: string
}

export const DEFAULT_SEED = 20_260_101
/** Word-frequency exponent: s ≈ 1 is the classic shape of natural-language text. */
export const ZIPF_EXPONENT = 1.0
const NAME_SUFFIXES = ['AI', 'Studio', 'Labs', 'Pro', 'Writer', 'Chat', 'GPT', 'Assistant', 'Copilot', 'Agent', 'Cloud']
const PRICING: Array<GeneratedTool['pricing_model']> = ['Free', 'Freemium', 'Freemium', 'Paid', 'Paid', null]
const FEATURE_HEADS = ['Batch', 'Custom', 'Team', 'Realtime', 'Private', 'Smart', 'Instant', 'Multi-language']

export function generateDataset(size: number, seed = DEFAULT_SEED): Dataset {
  const vocabulary = buildVocabulary(seed)
  const random = createRandom(deriveSeed(seed, `tools-${size}`))
  const zipf = createZipf(vocabulary.words.length, ZIPF_EXPONENT)
  const categoryZipf = createZipf(vocabulary.categories.length, 0.8)
  const categoryOrder = shuffled(
    vocabulary.categories.map((category) => category.slug),
    random,
  )
  const categoryWordZipf = new Map(
    [...vocabulary.categoryWords].map(([slug, words]) => [slug, { words, zipf: createZipf(words.length, 1.0) }]),
  )
  // About four tools in five have a brand of their own; the others share one ("Voxaro" and "Voxaro Studio").
  const brandPool = generateWords(
    createRandom(deriveSeed(seed, `brands-${size}`)),
    Math.ceil(size * 0.8),
    vocabulary.known,
    5,
    12,
  )

  const contentWord = (categorySlug: string): string => {
    const local = categoryWordZipf.get(categorySlug)
    if (local && local.words.length > 0 && random.chance(0.25)) return local.words[local.zipf(random)] as string
    return vocabulary.words[zipf(random)] as string
  }
  const sentence = (categorySlug: string, minWords: number, maxWords: number) => {
    const length = minWords + random.int(maxWords - minWords + 1)
    const words = Array.from({ length }, () => contentWord(categorySlug))
    return `${capitalize(words.join(' '))}.`
  }

  const tools: GeneratedTool[] = []
  const brands: string[] = []
  const names = new Set<string>()
  const hash = createHash('sha256')
  for (let index = 0; index < size; index++) {
    const brand = index < brandPool.length ? (brandPool[index] as string) : random.pick(brandPool)
    let name = capitalize(brand)
    if (index >= brandPool.length || random.chance(0.4)) name = `${name} ${random.pick(NAME_SUFFIXES)}`
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${capitalize(brand)} ${n}`
    names.add(name.toLowerCase())
    const categorySlug = categoryOrder[categoryZipf(random)] as string
    const category = vocabulary.categories.find((c) => c.slug === categorySlug)
    const reviewCount = random.chance(0.6) ? 0 : Math.floor(Math.exp(random.next() * 6))
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index}`
    const tool: GeneratedTool = {
      name,
      slug,
      category_slug: categorySlug,
      pricing_model: random.pick(PRICING),
      status: random.chance(0.02) ? 'inactive' : 'active',
      is_featured: random.chance(0.01),
      short_description: `${name} ${sentence(categorySlug, 9, 19).toLowerCase()}`,
      description: [sentence(categorySlug, 10, 25), sentence(categorySlug, 10, 25), sentence(categorySlug, 5, 15)].join(
        ' ',
      ),
      website_url: `https://${slug}.example.com`,
      tags: unique([
        ...(category ? [random.pick(category.tags)] : []),
        ...Array.from({ length: 1 + random.int(4) }, () => contentWord(categorySlug)).filter(
          (word) => !STOP_WORDS.has(word),
        ),
      ]),
      features: Array.from(
        { length: random.int(4) },
        () => `${random.pick(FEATURE_HEADS)} ${contentWord(categorySlug)} ${contentWord(categorySlug)}`,
      ),
      rating: reviewCount === 0 ? 0 : Math.round((1 + random.next() * 4) * 100) / 100,
      review_count: reviewCount,
      click_count: Math.floor(Math.exp(random.next() * random.next() * 12)),
    }
    tools.push(tool)
    brands.push(brand)
    hash.update(JSON.stringify(tool))
    hash.update('\n')
  }
  return {
    size,
    seed,
    vocabulary,
    tools,
    brands,
    documentFrequency: documentFrequencies(tools),
    hash: hash.digest('hex'),
  }
}

export function toolWords(tool: GeneratedTool): string[] {
  return tokenize(
    [tool.name, tool.short_description, tool.description, tool.category_slug, ...tool.tags, ...tool.features].join(' '),
  )
}

function documentFrequencies(tools: readonly GeneratedTool[]): Map<string, number> {
  const frequency = new Map<string, number>()
  for (const tool of tools) {
    if (tool.status !== 'active') continue
    for (const word of new Set(toolWords(tool))) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  }
  return frequency
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)]
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}
