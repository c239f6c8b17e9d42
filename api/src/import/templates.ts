/** The CSV templates the bulk-upload dialogs offer: the columns the import reads, sample rows that import as is. */

import type { Readable } from 'node:stream'
import { csvStream } from './csv-export.ts'
import { REVIEW_COLUMNS } from './review-rows.ts'
import { LISTING_COLUMNS, TOOL_COLUMNS } from './tool-rows.ts'
import { TUTORIAL_COLUMNS } from './tutorial-rows.ts'

const TOOL_TEMPLATE_FIELDS = [
  'name',
  'logo_url',
  'short_description',
  'pricing_model',
  'free_credit_info',
  'video_url',
  'screenshots',
  'pdf_url',
  'website_url',
  'category',
  'tags',
  'search_keywords',
  'description',
  'features',
  ...LISTING_COLUMNS,
  'is_featured',
  'notability',
  'tasks',
  'plans',
] as const satisfies readonly (keyof typeof TOOL_COLUMNS.fields)[]

const REVIEW_TEMPLATE_FIELDS = [
  'tool',
  'user_name',
  'user_email',
  'rating',
  'title',
  'content',
  'use_case',
  'date',
] as const satisfies readonly (keyof typeof REVIEW_COLUMNS.fields)[]

const TOOL_SAMPLES: string[][] = [
  [
    'Acme Writer',
    'https://acme-writer.example.com/logo.png',
    'Drafts blog posts and emails in your brand voice',
    'Freemium',
    '10,000 words per month free',
    'https://www.youtube.com/watch?v=acme-writer',
    'https://acme-writer.example.com/shot-1.png, https://acme-writer.example.com/shot-2.png',
    '',
    'https://acme-writer.example.com',
    'Writing',
    'writing, copywriting, marketing',
    'blog writer, email assistant',
    'Acme Writer turns a short brief into a first draft, then rewrites it in the tone you choose.',
    'Brand voice, SEO suggestions, 25 languages',
    '["Weekly newsletter drafts", "Product announcement emails"]',
    'web, browser extension',
    // Blank: not known whether it has an API (never guessed).
    '',
    'FALSE',
    '',
    'Acme Labs',
    'FALSE',
    // Notability 0: no editorial tier, so reviews and clicks alone rank it.
    '0',
    // Blank: the import suggests tasks from the tool's words, for an admin to review.
    '',
    // Plans (tool-plan-import.ts): each with where and when its price was read.
    '[{"name":"Free","price":0,"currency":"USD","billing_period":"month","unit":"word","included_amount":10000,' +
      '"is_free_tier":true,"source_url":"https://acme-writer.example.com/pricing","as_of":"2026-11-01"},' +
      '{"name":"Pro","price":12,"currency":"USD","billing_period":"month","unit":"seat","included_amount":1,' +
      '"source_url":"https://acme-writer.example.com/pricing","as_of":"2026-11-01"}]',
  ],
  [
    'Pixel Forge',
    '',
    'Generates product images from a text prompt',
    'Paid',
    '',
    '',
    '',
    'https://pixel-forge.example.com/guide.pdf',
    'https://pixel-forge.example.com',
    'Image Generation',
    '["images", "design", "e-commerce"]',
    'product photos, mockups',
    'Pixel Forge renders studio-quality product shots with consistent lighting.',
    '["Background removal", "Batch rendering"]',
    'Product shots for an online shop',
    '["web", "api", "self-hosted"]',
    'TRUE',
    'TRUE',
    'Apache-2.0',
    '',
    'TRUE',
    '0',
    '',
    // Blank plans: the tool page says "Pricing not known".
    '',
  ],
]

const REVIEW_SAMPLES: string[][] = [
  [
    'Acme Writer',
    'Jane Doe',
    'jane@example.com',
    '5',
    'Saves me hours every week',
    'The drafts are good enough to edit instead of starting from scratch.',
    'Weekly newsletter and blog posts',
    '2025-01-15',
  ],
  ['pixel-forge', 'Sam Lee', '', '4', '', 'Great lighting; batch rendering could be faster.', '', ''],
]

const templateCsv = (headers: readonly string[], rows: string[][]) =>
  csvStream(
    headers.map((header, index) => ({ header, value: (row: string[]) => row[index] })),
    rows,
  )

export const toolTemplateCsv = (): Readable =>
  templateCsv(
    TOOL_TEMPLATE_FIELDS.map((field) => TOOL_COLUMNS.fields[field][0]),
    TOOL_SAMPLES,
  )

export const reviewTemplateCsv = (): Readable =>
  templateCsv(
    REVIEW_TEMPLATE_FIELDS.map((field) => REVIEW_COLUMNS.fields[field][0]),
    REVIEW_SAMPLES,
  )

/** One sample row per column's use: a tool's slug (it must exist), the level, minutes and links as the import reads them. */
const TUTORIAL_SAMPLES = [
  [
    'chatgpt',
    'Write prompts that get useful answers',
    'Say what you want, for whom, and in what **format**.',
    'beginner',
    '10',
    '',
    '',
  ],
  [
    'canva',
    'Design a post from a template',
    '',
    'beginner',
    '15',
    'https://www.youtube.com/watch?v=VIDEO_ID',
    'https://example.com/guide.pdf',
  ],
]

export const tutorialTemplateCsv = (): Readable =>
  templateCsv(
    Object.values(TUTORIAL_COLUMNS.fields).map((names) => names[0]),
    TUTORIAL_SAMPLES,
  )
