import { ApiError } from '@/lib/api'

/** The server's message for a refused call, or `fallback` when there is none (network failure, 5xx). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.body?.message ? error.body.message : fallback
}

/** The server's message about one field (`issues` of a 400), if any. */
export function issueOf(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.body?.issues?.find((i) => i.path === path)?.message : undefined
}

/** The server's message for each field it refused (`issues` of a 400, by path; the last one of a path wins). */
export function issuesByPath(error: unknown): Record<string, string> {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : []
  return Object.fromEntries(issues.map((i) => [i.path, i.message]))
}
