// One Lighthouse run of a page in headless Chromium: the four category scores, the web vitals and what fails.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type CommitTask, commitTaskOf } from './commit-task'
import { CHROME_FLAGS, CHROMIUM, outDir, root } from './common'

export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  fcp: number
  tbt: number
  cls: number
  /** Lighthouse's own measure of the host's speed (its simulated phone is this machine slowed by the multiplier). */
  benchmarkIndex: number
  /** Audits scored below 1 in accessibility, best practices and SEO. */
  failing: string[]
  /**
   * The main thread's long tasks as Lighthouse reports them (simulated phone), each with the part of it that counts
   * towards TBT: what lies between the simulated first paint and Time to Interactive, less 50 ms.
   */
  longTasks: { url: string; duration: number; startTime: number; blocking: number }[]
  /** The navigation's commit task, read from the run's trace (bench/commit-task.ts); undefined if not found. */
  commitTask?: CommitTask
}

/**
 * Lighthouse slows the host's CPU by a factor to simulate a phone, so the same factor simulates a faster phone on a
 * faster host. As DevTools calibrates, the factor is the host's benchmarkIndex over a low-tier phone's (264): the
 * same phone on every machine. Undefined: Lighthouse's default (4).
 */
export const LOW_TIER_PHONE_INDEX = 264

/** What of a main-thread task is not blocking: TBT counts only the rest (Lantern's `BLOCKING_TIME_THRESHOLD`). */
export const TBT_ALLOWANCE_MS = 50

export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / LOW_TIER_PHONE_INDEX) * 10) / 10)
}

export function lighthouse(url: string, cpuSlowdown?: number): Promise<LighthouseRun> {
  return new Promise((resolve, reject) => {
    const out = join(outDir, `lh-${encodeURIComponent(url).slice(-40)}.json`)
    const proc = spawn(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        // The report's screenshot of the whole page (the speakers page is ~150 screens tall) changes no score and
        // takes ~2 s per run.
        '--disable-full-page-screenshot',
        // The trace, for the navigation's commit task; removed once read.
        '--save-assets',
        ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}`))
      const r = JSON.parse(readFileSync(out, 'utf8'))
      const assets = out.replace(/\.json$/, '-0')
      const commitTask = commitTaskOf(`${assets}.trace.json`, r.finalDisplayedUrl ?? url)
      for (const suffix of ['.trace.json', '.devtoolslog.json']) rmSync(assets + suffix, { force: true })
      const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100)
      const failing = (cat: string) =>
        (r.categories[cat]?.auditRefs ?? [])
          .filter((a: { id: string; weight: number }) => a.weight > 0 && (r.audits[a.id]?.score ?? 1) < 1)
          .map((a: { id: string }) => a.id)
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: r.audits['largest-contentful-paint'].numericValue,
        fcp: r.audits['first-contentful-paint'].numericValue,
        tbt: r.audits['total-blocking-time'].numericValue,
        cls: r.audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: r.environment?.benchmarkIndex ?? NaN,
        failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
        longTasks: (r.audits['long-tasks']?.details?.items ?? []).map(
          (t: { url?: string; duration: number; startTime: number }) => ({
            url: t.url ?? '',
            duration: t.duration,
            startTime: t.startTime,
            blocking: blockingPart(t, r.audits.metrics?.details?.items?.[0]),
          }),
        ),
        commitTask,
      })
    })
  })
}

/**
 * The part of a simulated task that Lighthouse's TBT counts: clipped to the simulated first contentful paint and Time
 * to Interactive, less 50 ms (Lantern's TBTUtils). A task before the first paint (the browser's first style and
 * layout) is listed among the long tasks but counts nothing. The sum comes within ~60 ms of the reported TBT, which
 * averages two simulations.
 */
function blockingPart(
  task: { duration: number; startTime: number },
  metrics?: { firstContentfulPaint?: number; interactive?: number },
): number {
  const from = Math.max(task.startTime, metrics?.firstContentfulPaint ?? 0)
  const to = Math.min(task.startTime + task.duration, metrics?.interactive ?? Number.POSITIVE_INFINITY)
  return Math.max(0, to - from - TBT_ALLOWANCE_MS)
}
