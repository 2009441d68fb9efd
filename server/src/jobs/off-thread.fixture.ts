import { serveJobs } from './off-thread'

// A worker entry for off-thread.test.ts: doubles a number, refuses a negative one.
serveJobs(async (n: number) => {
  if (n < 0) throw new Error(`negative: ${n}`)
  return { result: n * 2 }
})
