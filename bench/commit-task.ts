// The navigation's commit task in a Lighthouse run's saved trace (Chrome's trace event format, `--save-assets`).
//
// Why it matters (docs/performance-history.md, 3 December 21:00): the task that commits the navigation makes the
// page's V8 context and reads the first bytes of its HTML, where Chrome's preload scanner sends boot.js's request.
// Lantern links a script's request to the task that sent it, so that task is inside the page's simulated first
// paint and LCP, and outside its no-JS floor's (which sends no script request). It adds about slowdown × its length
// to the page's LCP; LCP ≤ 1.15 × the floor can hold only where that product is within 0.15 × the floor's LCP.
import { existsSync, readFileSync } from 'node:fs'
import { pageThreadOf, type TraceEvent } from './trace-events'

export interface CommitTask {
  /** The whole main-thread task, in the host's ms (unthrottled; Lantern multiplies it by the CPU slowdown). */
  ms: number
  /** Whether boot.js's request was sent from inside it (what puts it in the page's simulated paint). */
  sendsBoot: boolean
}

/**
 * The main-thread task holding the `DocumentLoader::CommitNavigation` in which the document's first bytes are read
 * (`DecodedDataDocumentParser::AppendBytes`), on the renderer thread that parsed `url`. Undefined when the trace
 * holds no such task (a lost trace, another Chrome's event names).
 */
export function commitTaskOf(traceFile: string, url: string): CommitTask | undefined {
  if (!existsSync(traceFile)) return undefined
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
  const page = pageThreadOf(events, url)
  if (!page) return undefined
  const { onThread } = page
  const within = (outer: TraceEvent, inner: TraceEvent) =>
    inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0)
  const appends = onThread.filter((e) => e.name === 'DecodedDataDocumentParser::AppendBytes')
  const commit = onThread.find(
    (e) => e.name === 'DocumentLoader::CommitNavigation' && e.ph === 'X' && appends.some((a) => within(e, a)),
  )
  if (!commit) return undefined
  const task = onThread.find((e) => e.name === 'RunTask' && e.ph === 'X' && within(e, commit))
  if (!task) return undefined
  const sendsBoot = onThread.some(
    (e) =>
      e.name === 'ResourceSendRequest' && /\/assets\/boot-[^/]+\.js$/.test(e.args?.data?.url ?? '') && within(task, e),
  )
  return { ms: (task.dur ?? 0) / 1000, sendsBoot }
}
