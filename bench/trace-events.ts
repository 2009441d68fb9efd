// Chrome's trace event format, as the bench reads it from puppeteer's and Lighthouse's traces.

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { data?: { url?: string }; beginData?: { url?: string } }
}

/**
 * The events of the renderer thread that parsed the page at `url` (its first `ParseHTML` whose URL starts with it),
 * with that parse; undefined when the trace holds none.
 */
export function pageThreadOf(
  events: TraceEvent[],
  url: string,
): { parse: TraceEvent; onThread: TraceEvent[] } | undefined {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url))
  if (!parse) return undefined
  return { parse, onThread: events.filter((e) => e.pid === parse.pid && e.tid === parse.tid) }
}
