// The contract between the client's server-render bundle (client/src/entry-server.tsx, built to
// client/dist-server/entry-server.js) and the server that loads it (server/src/pages/render-module.ts).

/** How the render reads the API: the server's own app, called in-process with a Request. */
export type ApiFetch = (request: Request) => Promise<Response>

export interface RenderOptions {
  /** The site's public origin (PUBLIC_URL, else the request's): absolute URLs in the structured data. */
  origin?: string
  /** An archived page (make archive): every long list whole, as no JavaScript will grow it. */
  wholeLists?: boolean
}

/** What the render answers for one URL. */
export interface RenderedPage {
  /** 200, or 404 for a URL that is no page (or a page whose item does not exist). */
  status: number
  /** The app's markup for `<div id="root">`. */
  html: string
  title?: string
  description?: string
  /** The query cache (React Query's dehydrated state): the data the markup was rendered from. */
  state: unknown
  /** schema.org objects, each for its own `<script type="application/ld+json">` (URLs absolute with an origin). */
  jsonLd?: unknown[]
  /** The newest `updatedAt`/`createdAt` in the page's data (ISO), for the sitemap's lastmod. */
  lastModified?: string
  /** The conference's short name (the event settings'): the site's name in previews (og:site_name). */
  siteName?: string
}
