import { useBrowserValue } from './use-browser-value'

const noChange = () => () => {}
const pageOrigin = () => window.location.origin

/**
 * The page's origin (`https://host`), or '' while rendering on the server and hydrating: a link built from it
 * becomes absolute (webcal://, a calendar entry's page link) right after hydration, without a mismatch.
 */
export function usePageOrigin(): string {
  return useBrowserValue(noChange, pageOrigin, '')
}
