import { API_BASE_URL } from '@/lib/api'
import { getToken } from '@/lib/session'

/**
 * Downloads an admin-only file (`path` below the API base) and saves it under the server's file name, which it
 * answers. Fetched, not a plain link: the token travels in a header. Throws with the server's message on refusal,
 * else with `failed` and the status.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  failed = 'The download failed',
): Promise<string> {
  const res = await fetch(`${API_BASE_URL}${path}`, { headers: { token: getToken() ?? '' }, cache: 'no-store' })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? `${failed} (${res.status}).`)
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  saveBlob(await res.blob(), name)
  return name
}

/** Offers `blob` as a download named `name` (a file made in the browser, or one fetched above). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
