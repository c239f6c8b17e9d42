import type { TutorialListSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'

type TutorialIndexPage = z.infer<typeof TutorialListSchema>

/** Tutorials per page of the index (the API's default page size, so the key matches the one the server preloads). */
export const TUTORIAL_INDEX_PAGE_SIZE = 24

export type TutorialIndexQuery = { category?: string; difficulty?: string; task?: string; offset?: number }

/** The key the route table preloads too (app/route-modules.ts): the same parameters in the same order. */
export const tutorialIndexKey = ({ category, difficulty, task, offset }: TutorialIndexQuery) =>
  withQuery('/api/tutorials', { category, difficulty, task, offset: offset || undefined })

/** GET /api/tutorials: a page of tutorials of listed tools, by tool and in each tool's order, with the total. */
export const useTutorialIndex = (query: TutorialIndexQuery) =>
  useSWR(tutorialIndexKey(query), (key: string) => apiFetch<TutorialIndexPage>(key), { keepPreviousData: true })
