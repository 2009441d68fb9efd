// Lighthouse on the three pages make bench watches, with issue 35 item 3's targets: performance 100 (median run),
// Total Blocking Time < 100 ms, and LCP within 1.15 × the same page with every script removed (the no-JS floor).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { securityHeaderPairs } from '../server/src/http/security-headers'
import { log, median } from './common'
import { cpuSlowdownFor, type LighthouseRun, LOW_TIER_PHONE_INDEX, lighthouse } from './lighthouse'
import { startNoJsProxy } from './no-js-proxy'

export const LIGHTHOUSE_PAGES = ['/', '/programs/speakers', '/authors/call-for-papers']
export const TBT_TARGET_MS = 100
export const LCP_FLOOR_FACTOR = 1.15

export interface PageLighthouse {
  route: string
  /** The run with the median performance score. */
  median: LighthouseRun
  /** Every run's performance score, TBT and LCP. */
  runs: LighthouseRun[]
  /** The median LCP of the page with its scripts removed. */
  floorLcp: number
  /** The median first contentful paint of the page with its scripts removed. */
  floorFcp: number
  /**
   * The no-JS floor's own median performance and TBT: what the server's HTML and CSS alone score on this host under
   * the same slowdown (style, layout and paint of the page, with no script at all). No page can do better.
   */
  floorPerformance: number
  floorTbt: number
  /** The CPU slowdown the runs used: the host's benchmarkIndex / 264 (the same low-tier phone on every host). */
  cpuSlowdown: number
  /** The median of the runs' navigation commit tasks, in the host's ms (bench/commit-task.ts). */
  commitTaskMs: number
  /** In how many runs boot.js's request was sent from that task (the premise of the bound printed under the table). */
  commitSendsBoot: number
}

/**
 * What the host's browser alone costs under the calibrated slowdown: a page of one paragraph, no CSS and no script,
 * with the site's own security headers. Its TBT is the floor of every page on this host (the commit of the
 * navigation, the first parse, style, layout and paint), so a row can be read against it: where its median run is
 * over the targets, a page meets them on this host only by chance.
 */
export interface BlankPageLighthouse {
  performance: number
  tbt: number
  /** The median of its runs' navigation commit tasks, in the host's ms. */
  commitTaskMs: number
  runs: LighthouseRun[]
}

export interface LighthouseFigures {
  pages: PageLighthouse[]
  blankPage?: BlankPageLighthouse
}

export const BLANK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>One paragraph</title><meta name="description" content="The least a page can be."></head>
<body><p>One paragraph of text: the least a page can be.</p></body></html>
`

/**
 * Serves BLANK_PAGE on a free loopback port while `run` runs, with the headers the site's pages carry: their
 * Cross-Origin-Opener-Policy alone doubles the navigation's commit task (a switch of browsing context group,
 * performance-history.md, 4 December 00:00), so a blank page without it would be a floor no page of the site has.
 */
async function withBlankPage<T>(run: (url: string) => Promise<T>): Promise<T> {
  const security = await securityHeaderPairs()
  const server = createServer((_req, res) => {
    res
      .writeHead(200, [...security, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', 'no-store'])
      .end(BLANK_PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

/**
 * The host's benchmarkIndex and the slowdown that makes it a low-tier phone. Lighthouse measures the index in each
 * run, and on this shared VM one run's reading swung from 1,913 to 2,790 within an hour (3 December): a slowdown of
 * 7.2 or 10.6, two different phones. The median of CALIBRATION_RUNS first runs is the host's index.
 */
export async function calibrate(url: string): Promise<{ benchmarkIndex: number; cpuSlowdown: number }> {
  const indices = (await runs(url, CALIBRATION_RUNS)).map((r) => r.benchmarkIndex).filter(Number.isFinite)
  if (!indices.length) throw new Error('Lighthouse reported no benchmarkIndex in its calibration runs')
  const benchmarkIndex = median(indices)
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex)
  log(
    `lighthouse: host benchmarkIndex ${benchmarkIndex.toFixed(0)} (median of ${indices.map((i) => i.toFixed(0)).join(', ')}); CPU slowdown ${cpuSlowdown} (index / ${LOW_TIER_PHONE_INDEX}, a low-tier phone)`,
  )
  return { benchmarkIndex, cpuSlowdown }
}

const CALIBRATION_RUNS = 3

/** The median of the runs' navigation commit tasks (NaN when no run's trace held one). */
const medianCommitTaskMs = (xs: LighthouseRun[]) =>
  median(xs.map((r) => r.commitTask?.ms ?? Number.NaN).filter(Number.isFinite))

const medianBy = <T>(xs: T[], key: (x: T) => number): T =>
  [...xs].sort((a, b) => key(a) - key(b))[(xs.length - 1) >> 1]!

async function runs(url: string, count: number, cpuSlowdown?: number): Promise<LighthouseRun[]> {
  const out: LighthouseRun[] = []
  for (let i = 0; i < count; i++) {
    // A run sometimes loses its trace: tried once more.
    try {
      out.push(await lighthouse(url, cpuSlowdown).catch(() => lighthouse(url, cpuSlowdown)))
    } catch (err) {
      log(`lighthouse failed on ${url}: ${String(err)}`)
    }
  }
  return out
}

/**
 * `count` runs of each page on the site and `floorRuns` on its no-JS copy, alternating page by page; then `floorRuns`
 * of the blank page.
 */
export async function measureLighthouse(siteUrl: string, count: number, floorRuns = 3): Promise<LighthouseFigures> {
  const proxy = await startNoJsProxy(siteUrl)
  const result: PageLighthouse[] = []
  let blankPage: BlankPageLighthouse | undefined
  try {
    const { cpuSlowdown } = await calibrate(siteUrl + LIGHTHOUSE_PAGES[0])
    for (const route of LIGHTHOUSE_PAGES) {
      const site = await runs(siteUrl + route, count, cpuSlowdown)
      const floor = await runs(proxy.url + route, floorRuns, cpuSlowdown)
      if (!site.length) continue
      const page = {
        route,
        median: medianBy(site, (r) => r.performance),
        runs: site,
        cpuSlowdown,
        floorLcp: floor.length ? medianBy(floor, (r) => r.lcp).lcp : Number.NaN,
        floorFcp: floor.length ? medianBy(floor, (r) => r.fcp).fcp : Number.NaN,
        floorPerformance: floor.length ? medianBy(floor, (r) => r.performance).performance : Number.NaN,
        floorTbt: floor.length ? medianBy(floor, (r) => r.tbt).tbt : Number.NaN,
        commitTaskMs: medianCommitTaskMs(site),
        commitSendsBoot: site.filter((r) => r.commitTask?.sendsBoot).length,
      }
      log(
        `lighthouse ${route}: performance ${site.map((r) => r.performance).join(', ')}; TBT ${site.map((r) => r.tbt.toFixed(0)).join(', ')} ms; LCP ${page.median.lcp.toFixed(0)} ms, no-JS floor ${page.floorLcp.toFixed(0)} ms (its performance ${page.floorPerformance}, TBT ${page.floorTbt.toFixed(0)} ms)`,
      )
      result.push(page)
    }
    const blank = await withBlankPage((url) => runs(url, floorRuns, cpuSlowdown))
    if (blank.length) {
      blankPage = {
        performance: medianBy(blank, (r) => r.performance).performance,
        tbt: medianBy(blank, (r) => r.tbt).tbt,
        commitTaskMs: medianCommitTaskMs(blank),
        runs: blank,
      }
      log(
        `lighthouse, a page of one paragraph: performance ${blank.map((r) => r.performance).join(', ')}; TBT ${blank.map((r) => r.tbt.toFixed(0)).join(', ')} ms`,
      )
    }
  } finally {
    await proxy.stop()
  }
  return { pages: result, blankPage }
}

/** Performance 100 and TBT under the target: what a page's median run and the blank page are both held to. */
const scoreAndTbtMet = (r: { performance: number; tbt: number }) => r.performance === 100 && r.tbt < TBT_TARGET_MS

export const item3Met = (p: PageLighthouse) => scoreAndTbtMet(p.median) && p.median.lcp <= LCP_FLOOR_FACTOR * p.floorLcp

/** The blank page's commit task and its product with the slowdown, or why it is not known. */
function blankCommitTask(blank: BlankPageLighthouse, cpuSlowdown: number | undefined): string {
  if (!Number.isFinite(blank.commitTaskMs)) return 'its commit task not known (none found in its traces)'
  const product = cpuSlowdown === undefined ? '' : ` (× slowdown ${(blank.commitTaskMs * cpuSlowdown).toFixed(0)})`
  return `its commit task ${blank.commitTaskMs.toFixed(1)} ms${product}`
}

/** The markdown section make bench and bench/lighthouse-only.ts print. */
export function lighthouseLines({ pages, blankPage }: LighthouseFigures, count: number): string[] {
  const lines = [
    `## Lighthouse (mobile preset, Debian chromium; the run with the median performance of ${count})`,
    `The simulated phone is the same on every host: the CPU slowdown is the host's benchmarkIndex (the median of ${CALIBRATION_RUNS} first runs) over a low-tier phone's ${LOW_TIER_PHONE_INDEX}, as DevTools calibrates (slowdown ${pages[0]?.cpuSlowdown ?? '—'} here). The no-JS floor is the same page through a proxy that removes every script, with the same slowdown.`,
    '| page | performance | every run | accessibility | best practices | SEO | LCP ms | no-JS floor LCP ms | LCP / floor | TBT ms (every run) | no-JS floor: performance, TBT ms | CLS | host benchmarkIndex | CPU slowdown | commit task ms (× slowdown) | failing audits | perf 100, TBT < 100 ms, LCP ≤ 1.15 × floor |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const p of pages) {
    const s = p.median
    lines.push(
      `| ${p.route} | ${s.performance} | ${p.runs.map((r) => r.performance).join(', ')} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcp.toFixed(0)} | ${p.floorLcp.toFixed(0)} | ${(s.lcp / p.floorLcp).toFixed(2)} | ${s.tbt.toFixed(0)} (${p.runs.map((r) => r.tbt.toFixed(0)).join(', ')}) | ${p.floorPerformance}, ${p.floorTbt.toFixed(0)} | ${s.cls.toFixed(3)} | ${s.benchmarkIndex.toFixed(0)} | ${p.cpuSlowdown} | ${p.commitTaskMs.toFixed(1)} (${(p.commitTaskMs * p.cpuSlowdown).toFixed(0)}); sends boot.js in ${p.commitSendsBoot} of ${p.runs.length} | ${s.failing.join(', ') || '—'} | ${item3Met(p) ? 'met' : 'NOT MET'} |`,
    )
  }
  if (blankPage)
    lines.push(
      '',
      `The host's own floor, a page of one paragraph with no CSS and no script and the site's security headers, under the same slowdown: performance ${blankPage.performance}, TBT ${blankPage.tbt.toFixed(0)} ms (every run: ${blankPage.runs.map((r) => `${r.performance}, ${r.tbt.toFixed(0)} ms`).join('; ')}); ${blankCommitTask(blankPage, pages[0]?.cpuSlowdown)}. ${scoreAndTbtMet(blankPage) ? 'Under the targets: they can be met on this host.' : 'Over the targets in its median run: on this host under this calibration, a page meets them only by chance.'}`,
    )
  lines.push(
    '',
    `The navigation's commit task (the page's V8 context and the first reading of its HTML; median of the runs, in this host's ms) is in each page's simulated paint, since boot.js's request is sent from it, and not in its floor's; left out, the first style and layout would count in TBT instead (performance-history.md, 3 December 21:00). The page's LCP is then about the floor's first paint plus slowdown × that task, so LCP ≤ 1.15 × floor needs that product within 1.15 × the floor's LCP less its first paint: ${pages
      .map((p) => {
        const cost = p.commitTaskMs * p.cpuSlowdown
        const room = LCP_FLOOR_FACTOR * p.floorLcp - p.floorFcp
        if (!Number.isFinite(cost)) return `${p.route} not known (no commit task found in its traces)`
        return `${p.route} ${cost.toFixed(0)} against ${room.toFixed(0)} ms (${cost <= room ? 'within' : 'over'})`
      })
      .join('; ')}.`,
    '',
    'Long tasks of each median run (simulated phone; start ms + duration ms → the ms TBT counts of it, script):',
  )
  for (const p of pages) {
    const tasks = p.median.longTasks
      .map(
        (t) =>
          `${t.startTime.toFixed(0)}+${t.duration.toFixed(0)}→${t.blocking.toFixed(0)} ${t.url.replace(/^https?:\/\/[^/]+/, '') || '(no script)'}`,
      )
      .join('; ')
    lines.push(`- ${p.route}: ${tasks || 'none'}`)
  }
  return lines
}
