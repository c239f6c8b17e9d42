import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Tutorial } from '@/lib/api-types'
import { loadedByRoute } from '@/lib/load-into-cache'
import { toolKey } from './get-tool'

export const tutorialsKey = (slug: string) => `${toolKey(slug)}/tutorials`

export const getTutorials = (slug: string) => apiFetch<Tutorial[]>(tutorialsKey(slug))

export function useTutorials(slug: string) {
  return useSWR(tutorialsKey(slug), () => getTutorials(slug), loadedByRoute)
}
