// Shared helpers of the reliability suite: the contract (openapi/openapi.json), response checks,
// real server processes, and a TCP proxy that can cut the database away. Each part lives in its own module;
// the tests import them all from here.
export * from './common'
export * from './contract'
export * from './server-process'
export * from './tcp-proxy'

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Runs `fn` over `items` with at most `concurrency` at a time. */
export async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (;;) {
        const i = next++
        if (i >= items.length) return
        results[i] = await fn(items[i]!, i)
      }
    }),
  )
  return results
}
