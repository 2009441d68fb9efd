// The lists in the earlier site's envelope answer a page at a time once they are long (GET /papers/all: 500
// papers without `limit`, issue 50): a caller that shows or searches the whole list reads every page.
import { api, unwrap } from './api'

export interface ListEnvelope<T> {
  data: T[]
  totalCount: number
  currentPage: number
  pageSize: number
  totalPages: number
}

export type PageQuery = { skip: string; limit: string }

/**
 * Every item of a list: the first answer (no query: the server's own page size), then, while `totalPages` says
 * there are more, each next page at that size. Stops early at an answer that is not the page asked for (a static
 * copy that ignores the query would repeat the first page) and never asks for more than `totalPages` pages.
 */
export async function everyItem<T>(fetchPage: (query?: PageQuery) => Promise<ListEnvelope<T>>): Promise<T[]> {
  const first = await fetchPage()
  const items = [...first.data]
  const size = first.pageSize
  for (let page = 2; page <= first.totalPages && size > 0; page++) {
    const next = await fetchPage({ skip: String((page - 1) * size), limit: String(size) })
    if (next.currentPage !== page || next.data.length === 0) break
    items.push(...next.data)
  }
  return items
}

/** Every paper (GET /papers/all), page by page; `cache: 'no-cache'` for the admin's fresh reads. */
export const everyPaper = (init: { cache?: RequestCache } = {}) =>
  everyItem(async (query?: PageQuery) => unwrap(await api.GET('/papers/all', { ...init, params: { query } })))
