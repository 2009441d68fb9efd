/**
 * Admin views always read fresh (an admin must see what is stored): the browser must revalidate with the server (a cheap 304 when
 * nothing changed) instead of answering from its HTTP cache, so a list shows the admin's own change at once.
 */
export const FRESH = { cache: 'no-cache' } as const satisfies RequestInit
