// What the page and the service worker (src/sw.ts) agree on: cache names, the paths never cached, the messages.
// Imported by both; no DOM and no worker types here.

/** The worker's runtime caches. Pages are kept per build (PAGES_CACHE_PREFIX + build id): see sw.ts. */
export const PAGES_CACHE_PREFIX = 'icnari-pages-'
export const API_CACHE = 'icnari-api'
export const IMAGES_CACHE = 'icnari-images'
export const FONTS_CACHE = 'icnari-fonts'
export const ASSETS_CACHE = 'icnari-assets'

/** The answer the offline notice reads its version from. */
export const PROGRAMME_API = '/api/programme'

/** Set by the worker on an API answer it took from its cache (the network failed or was too slow). */
export const FROM_CACHE_HEADER = 'x-served-from-cache'

import { isTokenPagePath, isPrivatePath as needsAdminSession } from '../../../common/private-paths'

/**
 * Pages the worker never caches nor answers: the admin area and the login page (in any letter case), and a
 * registrant's own page (/registration/<token>: personal data, and the token is its only key) and a check-in
 * ticket's page (/check-in/<ticket>).
 */
export const isPrivatePath = (pathname: string): boolean => needsAdminSession(pathname) || isTokenPagePath(pathname)

/** The page asks the worker to refresh its copies (after an update, when the network returns). */
export const MSG_WARM = 'warm'
/** The page asks whether the worker answered its navigation from the cache (answer on the message's port). */
export const MSG_FROM_CACHE = 'served-from-cache?'
