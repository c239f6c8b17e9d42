import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Post, PostSummary } from '@/lib/api-types'

export const postKey = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`
export const relatedPostsKey = (slug: string) => `${postKey(slug)}/related`

/** One published article; its HTML content is sanitized by the server. @throws ApiError 404 'Article not found'. */
export const getPost = (slug: string) => apiFetch<Post>(postKey(slug))

/** Articles sharing the most tags with this one. */
export const getRelatedPosts = (slug: string) => apiFetch<PostSummary[]>(relatedPostsKey(slug))

export function usePost(slug: string) {
  return useSWR(postKey(slug), () => getPost(slug))
}

export function useRelatedPosts(slug: string) {
  return useSWR(relatedPostsKey(slug), () => getRelatedPosts(slug))
}
