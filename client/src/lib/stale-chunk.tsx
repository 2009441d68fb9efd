import { ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router'

// After a redeploy, a page opened before it asks for code files (hashed names) that no longer exist. Such a failed
// import reloads the page once, to the new version, instead of leaving an error on screen; the sessionStorage key
// (one per missing file, the key TanStack Router's own lazy components use, so the two never reload in turn) keeps
// a file still missing after the reload from reloading again and again.

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

let reloading = false

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/** Reloads the page unless this very failure already caused a reload; answers whether it reloads. */
export function reloadForNewVersion(error: unknown): boolean {
  if (reloading) return true
  const key = `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`
  try {
    if (sessionStorage.getItem(key)) return false
    sessionStorage.setItem(key, '1')
  } catch {
    return false // no sessionStorage: no loop guard, so no reload
  }
  reloading = true
  window.location.reload()
  return true
}

/** Failed imports outside the router (Vite's preload helper, a module loaded on demand). */
export function installStaleChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewVersion((event as Event & { payload?: unknown }).payload)) event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForNewVersion(event.reason)
  })
}

/** The router's error view: a missing code file reloads the page (nothing shown meanwhile); anything else shows. */
export function RouteError(props: ErrorComponentProps) {
  if (isChunkLoadError(props.error) && reloadForNewVersion(props.error)) return null
  return <ErrorComponent error={props.error} />
}
