import { readlinkSync } from 'node:fs'
import { getPriority } from 'node:os'
import { serveJobs } from './off-thread'

// A worker entry for off-thread.test.ts: doubles a number, refuses a negative one; 0 answers its thread's nice value.
serveJobs(
  async (n: number) => {
    if (n < 0) throw new Error(`negative: ${n}`)
    if (n === 0) return { result: getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop())) }
    return { result: n * 2 }
  },
  { niceness: 7 },
)
