// Long tasks after the first paint, as Lighthouse's simulated phone counts them, for two or more running sites
// (decision 044). Lighthouse's simulation (Lantern) drops main-thread tasks shorter than 10 ms from its graph and
// multiplies the others by the CPU slowdown, so on a calibrated phone every task of 10 ms or more here is blocking
// time and every shorter one is none. Per load: Σ max(0, task × SLOWDOWN − 50 ms) over tasks ≥ 10 ms after the first
// contentful paint, and what each was (its largest child event). Loads alternate between the sites, cache off.
// Each client build (a dist folder with its dist-server beside it, as for bench/lighthouse-ab.ts) is served by this
// checkout's server on one seeded database. The unminified build (vite build --minify false) names React's functions.
// A task is longer in Lighthouse's own runs (its trace records screenshots and more categories) than here: THROTTLE=2
// slows this browser's CPU by that factor, so tasks near the 10 ms line show as Lighthouse's runs see them.
// Usage: DISTS=/tmp/before/client/dist,client/dist ROUTES=/,/programs/speakers LOADS=9 [SLOWDOWN=13] [THROTTLE=2] npx tsx bench/long-tasks-ab.ts
import { resolve } from 'node:path'
import puppeteer, { type Browser } from 'puppeteer-core'
import { CHROMIUM, median } from './common'
import { TBT_ALLOWANCE_MS } from './lighthouse'
import { type Server, startServer, withSeededDatabase } from './servers'
import { pageThreadOf, type TraceEvent } from './trace-events'

const DISTS = (process.env.DISTS ?? '').split(',').filter(Boolean)
if (DISTS.length < 1) throw new Error('set DISTS to one or more client dist folders, comma-separated')
const ROUTES = (process.env.ROUTES ?? '/').split(',')
const LOADS = Number(process.env.LOADS ?? 9)
const SLOWDOWN = Number(process.env.SLOWDOWN ?? 13)
const THROTTLE = Number(process.env.THROTTLE ?? 1)
const LANTERN_MIN_TASK_US = 10_000

async function load(browser: Browser, site: string, route: string) {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  // Lighthouse's mobile screen.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  if (THROTTLE > 1) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'loading'],
  })
  await page.goto(site + route, { waitUntil: 'networkidle0' })
  await new Promise((r) => setTimeout(r, 2000))
  const events = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString()).traceEvents as TraceEvent[]
  await context.close()
  const thread = pageThreadOf(events, site)
  if (!thread) throw new Error('no ParseHTML of the page in the trace')
  const { parse } = thread
  const onMain = thread.onThread.filter((e) => e.ph === 'X' && e.dur)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)
  if (!fcp) throw new Error('no first contentful paint in the trace')
  const tasks = onMain.filter(
    (e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur! >= LANTERN_MIN_TASK_US && e.ts >= fcp.ts,
  )
  const what = (task: TraceEvent) => {
    const by = new Map<string, number>()
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && !e.name.startsWith('V8.'))
        by.set(e.name, (by.get(e.name) ?? 0) + e.dur!)
    return [...by].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?'
  }
  return {
    blocking: tasks.reduce((sum, t) => sum + Math.max(0, (t.dur! / 1000) * SLOWDOWN - TBT_ALLOWANCE_MS), 0),
    tasks: tasks.map((t) => `${(t.dur! / 1000).toFixed(0)} ms ${what(t)}`),
  }
}

async function measure(SITES: string[]) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    for (const route of ROUTES) {
      const blocking = SITES.map(() => [] as number[])
      for (let i = 0; i < LOADS; i++)
        for (const [s, site] of SITES.entries()) {
          try {
            const r = await load(browser, site, route)
            blocking[s]!.push(r.blocking)
            console.log(`${route} ${site}: ${r.blocking.toFixed(0)} ms [${r.tasks.join(', ')}]`)
          } catch (err) {
            console.log(`${route} ${site}: failed (${String(err)})`)
          }
        }
      for (const [s, site] of SITES.entries())
        console.log(
          `${route} ${site}: median blocking after first paint ${median(blocking[s]!).toFixed(0)} ms at ${SLOWDOWN}× (${blocking[s]!.map((b) => b.toFixed(0)).join(', ')})`,
        )
    }
  } finally {
    await browser.close()
  }
}

await withSeededDatabase('long_tasks', async (dbUrl) => {
  const servers: Server[] = []
  try {
    for (const dist of DISTS) servers.push(await startServer({ DATABASE_URL: dbUrl, CLIENT_DIST: resolve(dist) }))
    for (const [i, dist] of DISTS.entries()) console.log(`${servers[i]!.url}: ${dist}`)
    await measure(servers.map((s) => s.url))
  } finally {
    for (const s of servers) await s.stop()
  }
})
