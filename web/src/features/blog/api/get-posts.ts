import useSWR from 'swr'
import { apiFetch, apiFetchPage } from '@/lib/api-client'
import type { PostSummary } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'

export type PostsQuery = { search?: string; tag?: string; limit?: number; offset?: number }

export const postsKey = (query: PostsQuery = {}) => withQuery('/api/blog', query)

/** Published articles, newest first (best match first for a search); without their content. */
export const getPosts = (query: PostsQuery = {}) => apiFetch<PostSummary[]>(postsKey(query))

export function usePosts(query: PostsQuery = {}) {
  return useSWR(postsKey(query), () => getPosts(query), { keepPreviousData: true })
}

/** One page of the articles matching the search and tag, with how many match in all. */
export function usePostsPage(query: PostsQuery) {
  return useSWR(postsKey(query), () => apiFetchPage<PostSummary>(postsKey(query)), { keepPreviousData: true })
}
