import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { isPrivatePath } from '../../../common/private-paths'
import { draftOf, type Entry, Gate } from '../cache/compute'
import { KeyMemo, topicOf } from '../cache/keys'
import { nodeHeadersFrom, type StoredAnswer, storedResponse } from '../http/stored-answer'
import type { Logger } from '../observability/logger'
import { assemble } from './assemble'
import { buildHead, type PageHead, siteLogoOf } from './head'
import { type PageRequest, pageRequestOf, rawPathAndQuery } from './page-request'
import { type PageDraft, type PageEntry, PageStore } from './page-store'
import type { RenderModule } from './render-module'

export { assemble, readTemplate } from './assemble'
export { isPrivatePagePath } from './page-request'
export { type ApiFetch, loadRenderModule, type RenderedPage, type RenderModule } from './render-module'

type HeaderReader = (name: string) => string | undefined

export interface PageRendererOptions {
  /** The built index.html: the page around the rendered markup. */
  template: string
  module: RenderModule | Promise<RenderModule | undefined>
  /** Answers the render's API calls in-process, as the API would answer the visitor (same origin headers). */
  apiFetch: (request: Request, visitor: HeaderReader) => Promise<Response>
  /** The site's public origin for canonical links and previews (PUBLIC_URL, else the request's origin). */
  originOf: (visitor: HeaderReader) => string
  /** One cached copy per value (the request's origin, when answers carry it); undefined: one copy for all. */
  variantOf?: (visitor: HeaderReader) => string
  /** Whether invalidations reach this instance; pages are kept only while they do. */
  reliable?: () => boolean
  /** Renders for an archive (make archive): every long list whole, as no JavaScript will grow it there. */
  wholeLists?: boolean
  logger?: Logger
  now?: () => number
}

/**
 * A rendered page is dropped when data it read changes (its topics, through the response cache's invalidations,
 * on every instance) and after this long anyway: date statuses and the banner's windows move with the clock.
 */
export const PAGE_TTL_MS = 60_000
/**
 * Renders of what is not a known page (a query a page reads, unknown paths, odd URLs): one at a time, so a flood of
 * them takes one share of a core, and only this many wait. Beyond, the page's shell is answered at once and the
 * browser renders it: nobody waits behind a stranger's queue.
 */
const UNCACHED_RENDERS_AT_ONCE = 1
export const UNCACHED_RENDERS_WAITING = 8
/** Paths that rendered 200 are known pages, rendered without the queue; bounded against a flood of item URLs. */
const MAX_KNOWN_PATHS = 5000

const isDraft = (page: PageEntry | PageDraft): page is PageDraft => 'draft' in page

export class PageRenderer {
  private readonly entries: PageStore
  private readonly inflight = new Map<string, Promise<PageEntry | PageDraft | undefined>>()
  private readonly gate = new Gate(UNCACHED_RENDERS_AT_ONCE, UNCACHED_RENDERS_WAITING)
  /** The fast path's keys by raw URL. */
  private readonly fastKeys = new KeyMemo()
  private readonly keyOfRequest = (url: string, visitor: HeaderReader) => this.requestOf(url, visitor).key
  private readonly knownPaths = new Set<string>()
  /** The last render of each public page: the sitemap lists pages from this, never rendering them itself. */
  private readonly lastRenders = new Map<string, { status: number; lastModified?: string }>()
  private publicPaths: string[] = []
  /** The data pages as last listed (dataPagePaths): their renders are remembered for the sitemap like the others. */
  private dataPaths = new Set<string>()
  private loaded: RenderModule | undefined
  /** Bumped by every invalidation: a render that started before one is not stored. */
  private generation = 0
  renders = 0
  private readonly shell: string
  private readonly now: () => number

  /** Off while invalidations may be missed (the response cache is unhealthy): every request renders. */
  private get storing(): boolean {
    return this.options.reliable?.() ?? true
  }

  constructor(private readonly options: PageRendererOptions) {
    this.now = options.now ?? Date.now
    this.entries = new PageStore(this.now)
    this.shell = options.template
    void Promise.resolve(options.module)
      .then((module) => {
        this.loaded = module
        // Keys worked out before the module read its pages' query parameters may keep too little of a URL.
        this.fastKeys.clear()
        this.publicPaths = module?.publicPagePaths?.() ?? []
        for (const path of this.publicPaths) this.knownPaths.add(path)
      })
      .catch(() => {})
  }

  get size(): number {
    return this.entries.size
  }

  /** Drops the pages that read `topic` (every page when undefined). */
  invalidate(topic: string | undefined): void {
    this.generation++
    this.entries.dropRead(topic)
    this.inflight.clear()
  }

  /** What a request's URL renders and where it is kept (page-request.ts). */
  private requestOf(rawUrl: string, visitor: HeaderReader): PageRequest {
    return pageRequestOf(rawUrl, this.loaded, () => this.options.variantOf?.(visitor), this.knownPaths)
  }

  private async render(url: string, visitor: HeaderReader): Promise<PageDraft | undefined> {
    const module = await this.options.module
    if (!module) return undefined
    const topics = new Set<string>()
    const origin = this.options.originOf(visitor)
    const fetchApi = (request: Request) => {
      topics.add(topicOf(new URL(request.url).pathname))
      return this.options.apiFetch(request, visitor)
    }
    const page = await module.renderPage(url, fetchApi, { origin, wholeLists: this.options.wholeLists })
    this.renders++
    const path = url.split('?')[0] ?? '/'
    if (path === url && this.knownPaths.has(path) && (this.publicPaths.includes(path) || this.dataPaths.has(path)))
      this.lastRenders.set(path, { status: page.status, lastModified: page.lastModified })
    const { head, structuredData } = buildHead({
      path,
      origin,
      title: page.title,
      description: page.description,
      found: page.status === 200,
      jsonLd: page.jsonLd,
      siteName: page.siteName,
    } satisfies PageHead)
    const html = assemble(this.shell, page, head, structuredData, await siteLogoOf(fetchApi))
    return {
      draft: draftOf(url, 'pages', 'text/html; charset=utf-8', new TextEncoder().encode(html)),
      status: page.status,
      topics,
      expiresAt: this.now() + PAGE_TTL_MS,
      title: page.title,
      lastModified: page.lastModified,
    }
  }

  /** A render with its compression done: what runs inside the gate that bounds renders outside the known pages. */
  private async renderWhole(url: string, visitor: HeaderReader): Promise<PageDraft | undefined> {
    const page = await this.render(url, visitor)
    await page?.draft.complete()
    return page
  }

  /**
   * The rendered page for a request, from the cache when it can be; undefined when nothing can render, or when it
   * is not a known page and the queue for those is full (the caller sends the shell).
   */
  private async pageFor(rawUrl: string, visitor: HeaderReader): Promise<PageEntry | PageDraft | undefined> {
    const { url, key, known } = this.requestOf(rawUrl, visitor)
    if (key === undefined) return this.gate.tryRun(() => this.renderWhole(url, visitor))
    const hit = this.entries.lookup(key)
    if (hit) return hit
    const pending = this.inflight.get(key)
    if (pending) return pending
    const generation = this.generation
    const flight = (known ? this.render(url, visitor) : this.gate.tryRun(() => this.renderWhole(url, visitor))).then(
      (page) => {
        if (page?.status === 200 && this.knownPaths.size < MAX_KNOWN_PATHS) this.knownPaths.add(url.split('?')[0]!)
        return page
      },
    )
    this.inflight.set(key, flight)
    // The render stays in flight until its page is kept: a request meanwhile joins it instead of rendering again.
    void flight
      .then(async (page) => {
        if (!page) return
        const { draft, ...meta } = page
        const entry = await draft.complete()
        if (page.status === 200 && this.storing && generation === this.generation)
          this.entries.store(key, { ...entry, ...meta })
      })
      .catch(() => {}) // the render's failure is its visitor's to handle (handle below)
      .finally(() => {
        if (this.inflight.get(key) === flight) this.inflight.delete(key)
      })
    return flight
  }

  /** Every public page of the site map, from the render bundle ([] when it is not built): the data ones too. */
  async publicPagePaths(): Promise<string[]> {
    const module = await this.options.module
    const written = module?.publicPagePaths?.() ?? []
    return [...written, ...(await this.dataPagePaths(module)).filter((path) => !written.includes(path))]
  }

  /**
   * The pages that are data (the published workshops'), asked of the API as a visitor would; known pages from then
   * on. [] when the bundle has none or the API cannot answer: the sitemap then lists the written pages alone.
   */
  private async dataPagePaths(module: RenderModule | undefined): Promise<string[]> {
    if (!module?.dataPagePaths) return []
    try {
      const paths = await module.dataPagePaths((request) => this.options.apiFetch(request, () => undefined))
      this.dataPaths = new Set(paths)
      for (const path of paths) if (this.knownPaths.size < MAX_KNOWN_PATHS) this.knownPaths.add(path)
      return paths
    } catch (err) {
      this.options.logger?.warn({ err }, 'the data pages could not be listed; the sitemap lists the others')
      return []
    }
  }

  /**
   * The sitemap's entries: every public page of the site map, less those whose last render was not found, with
   * the newest data timestamp of its last render when it had one. Nothing is rendered for it.
   */
  async sitemapEntries(): Promise<{ path: string; lastModified?: string }[]> {
    const data = await this.dataPagePaths(await this.options.module)
    return [...this.publicPaths, ...data.filter((path) => !this.publicPaths.includes(path))]
      .filter((path) => (this.lastRenders.get(path)?.status ?? 200) === 200)
      .map((path) => ({ path, lastModified: this.lastRenders.get(path)?.lastModified }))
  }

  /** A public page's status, title and newest data timestamp, rendered (or from the cache) as a visitor would get it. */
  async pageInfo(
    path: string,
    visitor: HeaderReader,
  ): Promise<{ status: number; title?: string; lastModified?: string } | undefined> {
    const entry = await this.pageFor(path, visitor)
    return entry && { status: entry.status, title: entry.title, lastModified: entry.lastModified }
  }

  /** Hono handler for a page GET/HEAD: the rendered page, or the bare shell when rendering is impossible. */
  async handle(c: Context): Promise<Response> {
    const url = new URL(c.req.url)
    const rawUrl = rawPathAndQuery(c.req.url)
    // The visitor's connection goes along (`env`), so a render's API calls count against their address.
    const visitor: HeaderReader = Object.assign((name: string) => c.req.header(name), { env: c.env })
    let entry: PageEntry | PageDraft | undefined
    // Paths rendered in the browser alone: they need an admin's session, which a server render never has.
    const privatePath = isPrivatePath(url.pathname)
    if (!privatePath) {
      try {
        entry = await this.pageFor(rawUrl, visitor)
      } catch (err) {
        // The browser can still render the page itself: a failed server render never costs the visitor the page.
        this.options.logger?.error({ err, path: url.pathname }, 'server render failed; sent the bare page')
      }
    }
    if (!entry) return this.shellResponse(c, privatePath)
    const whole = isDraft(entry) ? entry.draft : entry
    return storedResponse((name) => c.req.header(name), c.req.method, whole, pageHeaders(whole), entry.status)
  }

  /** `privatePath`: the admin area or the login page, which no search engine should list (whatever its letter case). */
  private shellResponse(c: Context, privatePath = false): Response {
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }
    if (privatePath) headers['X-Robots-Tag'] = 'noindex'
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(this.shell, 200, headers)
  }

  /**
   * A cached page for the Node fast path (like ResponseCache.storedAnswerFor for the lists), answered by
   * site-server.ts before Hono builds a Request. Anything not cached and fresh is undefined and goes through Hono.
   */
  storedAnswerFor(req: IncomingMessage, fixedHeaders: readonly string[]): StoredAnswer | undefined {
    const url = req.url
    if (req.method !== 'GET' || url === undefined || url.startsWith('/api/') || !this.storing) return undefined
    const header = (name: string) => req.headers[name] as string | undefined
    const key = this.fastKeys.keyOf(this.options.variantOf?.(header) ?? '', url, this.keyOfRequest, header)
    if (key === undefined) return undefined
    const hit = this.entries.lookup(key)
    if (!hit) return undefined
    // Worked out once per page and kept with it: rebuilding the pairs cost ~1 µs of a ~15 µs answer.
    hit.nodeHeaders ??= nodeHeadersFrom(hit, [...fixedHeaders, ...Object.entries(pageHeaders(hit)).flat()])
    return hit as StoredAnswer
  }
}

function pageHeaders(entry: Pick<Entry, 'type' | 'etag'>): Record<string, string> {
  // Revalidated on every visit (a 304 is cheap), so a visitor sees a change on the next load.
  return { 'Content-Type': entry.type, ETag: entry.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }
}
