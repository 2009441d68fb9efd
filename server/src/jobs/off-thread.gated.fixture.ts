import { BroadcastChannel } from 'node:worker_threads'
import { serveJobs } from './off-thread'

// A worker entry for off-thread.test.ts that finishes loading only when the test says so: it says on the channel
// that it is loading, waits for the test's word, then takes jobs (doubling a number).
const gate = new BroadcastChannel('off-thread-gate')
await new Promise<void>((resolve) => {
  gate.onmessage = (event) => {
    if ((event as MessageEvent).data === 'go') resolve()
  }
  gate.postMessage('loading')
})
gate.close()
serveJobs(async (n: number) => ({ result: n * 2 }))
