import { join } from 'node:path'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { mountApiDocs } from './api/api-docs'
import { contractOf, OPENAPI_INFO } from './api/contract'
import { createRouter } from './api/create-router'
import { databaseDeadline, errorHandler } from './api/error-handler'
import { loginAttemptGuard } from './api/login-attempts'
import type { AppOptions } from './app-options'
import type { ArchiveSite } from './archive/reader'
import { OWASP_SCRYPT } from './auth/passwords'
import { processSecretKey } from './auth/secret-key'
import { trimNotModified } from './cache/headers'
import { declaredTopics, topicOf } from './cache/keys'
import { ResponseCache } from './cache/response-cache'
import type { DatabaseHandle } from './db/client'
import { clientIpOf } from './http/client-ip'
import { apiCompress } from './http/compress'
import { apiCors } from './http/cors'
import { absoluteImageUrls, headerOf, imagesCrossOrigin, requestOrigin } from './http/public-url'
import { siteSecureHeaders } from './http/security-headers'
import { hostChecked, isProbe, SiteOrigin } from './http/site-origin'
import { addMailTemplates } from './mail/templates'
import { recordRouteTemplate } from './observability/requests'
import { createPageRenderer } from './pages/app-renderer'
import { MOVED_PAGES, redirectMoved } from './pages/moved-pages'
import { createSiteFiles } from './pages/site-files'
import { createStaticClient } from './pages/static-client'
import { announcementsRouter } from './routes/announcements/announcements.index'
import { auditRouter } from './routes/audit/audit.index'
import { backupRouter } from './routes/backup/backup.index'
import { createCalendarRouter } from './routes/calendar/calendar.index'
import { createCertificatesRouter } from './routes/certificates/certificates.index'
import { CERTIFICATE_TEMPLATES } from './routes/certificates/certificates.mail-templates'
import { checkinRouter } from './routes/checkin/checkin.index'
import { committeeRouters } from './routes/committees/committees.index'
import { contactRouter } from './routes/contact/contact.index'
import { datesRouter } from './routes/dates/dates.index'
import type { SiteForArchive } from './routes/editions/editions.archive'
import { createEditionsRouter } from './routes/editions/editions.index'
import { feedRouter } from './routes/feed/feed.index'
import { createHealthRouter } from './routes/health/health.index'
import { imagesRouter } from './routes/images/images.index'
import { mailRouter } from './routes/mail/mail.index'
import { organisingHeadingsRouter } from './routes/organising-headings/organising-headings.index'
import { pagesRouter } from './routes/pages/pages.index'
import { papersRouter } from './routes/papers/papers.index'
import { photoGalleryRouter } from './routes/photogallery/photogallery.index'
import { createProgrammeRouter } from './routes/programme/programme.index'
import { recentUpdatesRouter } from './routes/recent-updates/recent-updates.index'
import { registrationsRouter } from './routes/registrations/registrations.index'
import { REGISTRATION_TEMPLATES } from './routes/registrations/registrations.mail-templates'
import { eraseExpiredRegistrations } from './routes/registrations/registrations.retention'
import { createSearchRouter } from './routes/search/search.index'
import { settingsRouter } from './routes/settings/settings.index'
import { readConference, readUploadedLogo } from './routes/settings/settings.queries'
import { speakersRouter } from './routes/speakers/speakers.index'
import { sponsorsRouter } from './routes/sponsors/sponsors.index'
import { userRouter } from './routes/user/user.index'

export { contractOf, OPENAPI_INFO } from './api/contract'
export type { AppOptions } from './app-options'

// The features' own mails join the mail folder's templates here: that folder sits below the features.
addMailTemplates(REGISTRATION_TEMPLATES, CERTIFICATE_TEMPLATES)

/** The features' pruning that housekeeping (jobs/housekeeping.ts) runs beside its own. */
export const FEATURE_HOUSEKEEPING = { registrationsErased: eraseExpiredRegistrations }

/** The whole site as an archive renders it (routes/editions/editions.archive.ts): handed down from here, so that nothing below imports app.ts. */
export const siteForArchive: SiteForArchive = (options) => {
  const responseCache = new ResponseCache()
  const site = createApp({ ...options, responseCache, logErrors: false, archiveRender: true })
  return { app: site.app, pages: site.pages, stop: () => responseCache.stop() }
}

/** The routes that take a file, each with its own size limit. */
const isUploadPath = (path: string) =>
  path.endsWith('/user/image') || path.endsWith('/papers/import') || path.endsWith('/registrations/statements')

/** Builds the whole site: the API under /api (routes, docs) and the static web client at `/`. */
export function createApp(options: AppOptions = {}) {
  const onError = errorHandler(options.logErrors ?? true, options.database, options.logger)
  const corsOrigins = new Set(options.corsOrigins ?? [])
  const trustedHops = options.trustProxy === true ? 1 : Number(options.trustProxy || 0)
  const siteOrigin = options.siteOrigin ?? new SiteOrigin(options.publicUrl, trustedHops)
  const now = options.now ?? (() => new Date())
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const secretKey = options.secretKey ?? processSecretKey()

  const api = createRouter()
  api.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The token answered by `POST /user/login`. `Authorization: Bearer <token>` is accepted too.',
  })
  api.use('*', async (c, next) => {
    if (options.database) c.set('db', options.database.db)
    c.set('clientIp', clientIpOf(c, trustedHops))
    c.set('requestOrigin', requestOrigin(headerOf(c), trustedHops))
    c.set('publicOrigin', siteOrigin.fixed ?? c.get('requestOrigin'))
    c.set('passwordHashing', options.passwordHashing ?? OWASP_SCRYPT)
    c.set('now', now)
    c.set('sleep', sleep)
    c.set('secretKey', secretKey)
    await next()
  })
  // Login, the admin's own record, the contact inbox and every admin answer (errors too) carry a token or personal
  // data: no browser or shared cache may keep them. Answers that chose their own caching (public lists, images,
  // the contract) keep it.
  api.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  if (options.database) api.use('*', databaseDeadline(options.database))
  api.use(
    '*',
    apiCors({
      origin: (origin) => (corsOrigins.has(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'token', 'Authorization', 'If-None-Match'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: ['ETag'],
      maxAge: 600,
    }),
  )
  // JSON bodies are small; only the uploads (an image, a CMT export) may be larger (their routes set their limits).
  // GET and HEAD have no body to limit; touching it would make the node adapter build a full Request (slow).
  const limitJsonBody = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json({ message: 'The request body is too large (at most 256 KB).' }, 413),
  })
  api.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUploadPath(c.req.path)) return next()
    return limitJsonBody(c, next)
  })

  const responseCache = options.responseCache ?? new ResponseCache(options.database)
  // The edition's public URL (settings) wins over PUBLIC_URL: read now and again whenever the settings change.
  const editionUrlLoaded = options.database
    ? followEditionUrl(options.database, responseCache, siteOrigin, options.archives)
    : undefined
  // Without a configured origin answers carry the request's (loopback) origin: one copy per origin, a few at most.
  responseCache.variantOf = (header) => siteOrigin.variantOf(header)
  api.use('*', responseCache.middleware())
  api.use(
    '*',
    absoluteImageUrls((c) => c.get('publicOrigin')),
  )
  api.use('/user/login', loginAttemptGuard)

  api.route('/', createHealthRouter(options.database))
  api.route('/', userRouter)
  api.route('/', papersRouter)
  api.route('/', speakersRouter)
  api.route('/', photoGalleryRouter)
  api.route('/', imagesRouter)
  api.route('/', recentUpdatesRouter)
  api.route('/', feedRouter)
  api.route('/', createSearchRouter(responseCache))
  api.route('/', datesRouter)
  api.route('/', announcementsRouter)
  api.route('/', settingsRouter)
  api.route('/', createCertificatesRouter({ limitLookups: !options.archiveRender }))
  api.route('/', contactRouter)
  for (const router of committeeRouters) api.route('/', router) // committees.definitions.ts
  api.route('/', organisingHeadingsRouter)
  api.route('/', sponsorsRouter)
  api.route('/', pagesRouter)
  api.route('/', backupRouter)
  api.route('/', createCalendarRouter(siteOrigin.fixed))
  api.route('/', createProgrammeRouter(siteOrigin.fixed))
  api.route('/', auditRouter)
  api.route('/', mailRouter)
  api.route('/', registrationsRouter)
  api.route('/', checkinRouter)
  // Mounted without a database too, so that the contract (make openapi) holds its two operations.
  api.route(
    '/',
    createEditionsRouter({
      siteForArchive,
      database: options.database,
      clientDist: options.clientDist,
      renderModule: options.renderModule,
      archiveDir: options.archives?.archiveDir ?? join(process.cwd(), 'archives'),
      backupDir: options.backupDir ?? join(process.cwd(), 'backups'),
      publicUrl: options.publicUrl,
      // The whole site changes edition: every topic the routes declare, and that of every other path of the
      // contract (pages read those too), on every instance, and every page here.
      invalidateEverything: async () => {
        const paths = Object.keys(api.getOpenAPI31Document(OPENAPI_INFO).paths ?? {})
        const topics = new Set([...declaredTopics(), ...paths.map((p) => topicOf(`/api${p}`))])
        for (const topic of topics) await responseCache.invalidate(topic)
      },
      onArchived: () => {
        if (options.archives) siteOrigin.setArchivedHosts(options.archives.rescan())
      },
      ...options.editionHooks,
    }),
  )

  // The document never changes while the process runs: build it once, on first request.
  let openApiDocument: string | undefined
  api.get('/openapi.json', (c) => {
    openApiDocument ??= JSON.stringify(contractOf(api))
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(openApiDocument, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
  mountApiDocs(api)
  api.onError(onError)

  const app = new Hono()
  app.use('*', recordRouteTemplate)
  // Before anything else: a request for a host this site is not (Host, or X-Forwarded-Host from a trusted proxy)
  // costs nothing. The Node listener checks it before its fast paths, once (site-server.ts): not again here.
  app.use('*', async (c, next) => {
    if (hostChecked(c.env) || isProbe(c.req.path) || siteOrigin.allows(headerOf(c))) return next()
    return c.json({ message: siteOrigin.misdirectedMessage() }, 421)
  })
  app.use('*', trimNotModified) // registered before the others: it runs after they have added their headers
  app.use('/api/images/*', imagesCrossOrigin) // registered first: it runs after siteSecureHeaders, overriding CORP
  app.use('/api/og-image.png', imagesCrossOrigin) // preview cards are public pictures too
  app.use('*', siteSecureHeaders())
  // A registrant's own page (/registration/<token>) or a ticket (/check-in/<ticket>): no search engine, no cache,
  // no Referer carrying its token.
  const tokenPageHeaders: MiddlewareHandler = async (c, next) => {
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
    c.res.headers.set('Referrer-Policy', 'no-referrer')
    c.res.headers.set('X-Robots-Tag', 'noindex')
  }
  app.use('/registration/*', tokenPageHeaders)
  app.use('/check-in/*', tokenPageHeaders)
  app.use('/api/*', apiCompress())
  const pages = options.clientDist ? createPageRenderer(options, app, responseCache, siteOrigin) : undefined
  if (pages) {
    // For crawlers and link previews (pages/site-files.ts): they follow the render bundle's list of public pages.
    const files = createSiteFiles(
      pages,
      (visitor) => siteOrigin.originFor(visitor),
      async () => (options.database ? readConference(options.database.db).catch(() => undefined) : undefined),
      async () => (options.database ? readUploadedLogo(options.database.db).catch(() => undefined) : undefined),
    )
    app.get('/robots.txt', files.robots)
    app.get('/sitemap.xml', files.sitemap)
    app.get('/api/og-image.png', files.ogImage)
    app.get('/manifest.webmanifest', files.webManifest)
  }
  app.route('/api', api)
  app.all('/api/*', (c) => c.json({ message: `No API route matches ${c.req.method} ${c.req.path}.` }, 404))
  const serveClient = options.clientDist
    ? createStaticClient(options.clientDist, pages && ((c) => pages.handle(c)))
    : undefined
  if (serveClient) {
    for (const [from, to] of MOVED_PAGES) app.get(from, redirectMoved(to))
    app.get('*', serveClient)
  }
  app.notFound((c) => c.json({ message: 'Not found.' }, 404))
  app.onError(onError)
  return { app, api, responseCache, pages, siteOrigin, editionUrlLoaded }
}

/** Keeps SiteOrigin on the edition's public URL: read at start and after every settings write, on every instance. */
function followEditionUrl(
  database: DatabaseHandle,
  cache: ResponseCache,
  siteOrigin: SiteOrigin,
  archives?: ArchiveSite,
): Promise<void> {
  const read = () =>
    readConference(database.db)
      .then((conference) => {
        siteOrigin.setEditionUrl(conference?.publicUrl)
        // A new edition on another instance has just archived the last one: serve it at once.
        if (archives) siteOrigin.setArchivedHosts(archives.rescan())
      })
      .catch(() => {}) // a database not yet there: PUBLIC_URL applies until the next settings change
  cache.onInvalidate((topic) => {
    if (topic === undefined || topic === 'settings') void read()
  })
  return read()
}
