import { readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { parentPort, type Transferable, Worker } from 'node:worker_threads'

// CPU work kept off the request path (issue 53 item 5) in one worker thread per kind of work: PDFs (pdf/), the rows
// and mails of a bulk certificate issue (routes/certificates/). The thread starts on first use and is unref'd, so it
// never holds the process open. Should it not start, the work runs in this thread instead: slower for others, never
// lost. Only CPU work goes there: the database (PGlite lives in this thread) stays here.

/** The worker's entry: a .ts file when running from source (tests, tsx), a file of the bundle (scripts/build.mjs). */
export interface ThreadEntry {
  source: URL
  bundled: URL
}

interface Pending<R> {
  resolve: (result: R) => void
  reject: (err: Error) => void
}

// From source, the worker's entry is a .ts file: a plain-JS bootstrap registers tsx in the thread first (Node's
// --import in a worker's execArgv does not apply to the worker's own entry).
const FROM_SOURCE_BOOTSTRAP =
  "const { workerData } = require('node:worker_threads');" +
  "import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.file) })"

export class OffThread<J, R> {
  private worker: Worker | undefined
  /** Settles once the running thread has loaded its entry (or could not start). */
  private loaded: Promise<void> | undefined
  private broken = false
  private nextId = 1
  private readonly pending = new Map<number, Pending<R>>()
  private idleTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly options: {
      entry: ThreadEntry
      /** The same work in this thread, when the thread cannot run. */
      runHere: (job: J) => Promise<R>
      /** Stop the thread after this long with nothing to do (kept for good when absent). */
      idleMs?: number
    },
  ) {}

  /** Whether the work runs in the thread (false once it failed to start or stopped unasked). */
  get inThread() {
    return !this.broken
  }

  /** Whether the thread is running now. */
  get running() {
    return this.worker !== undefined
  }

  /** Runs `job` in the thread (in this one if the thread cannot run). */
  async run(job: J, transfer: Transferable[] = []): Promise<R> {
    if (this.broken) return this.options.runHere(job)
    clearTimeout(this.idleTimer)
    this.worker ??= this.start()
    const id = this.nextId++
    const running = this.worker
    try {
      return await new Promise<R>((resolve, reject) => {
        this.pending.set(id, { resolve, reject })
        running.postMessage({ id, job }, transfer)
      })
    } catch (err) {
      if (!this.broken) throw err
      return this.options.runHere(job)
    } finally {
      this.stopWhenIdle()
    }
  }

  /**
   * Starts the thread if need be and settles once it has loaded its entry and takes jobs, or could not start (the
   * jobs then run here). Paced work waits for it first, so that a start-up is not counted as the first batch's time.
   */
  async ready(): Promise<void> {
    this.warm()
    await this.loaded
  }

  /** Starts the thread now, if need be, so that the jobs to come find it loaded. */
  warm() {
    if (this.broken || this.worker) return
    this.worker = this.start()
    this.stopWhenIdle()
  }

  /** Stops the thread (tests, shutdown); the next job starts another. */
  async stop() {
    const running = this.worker
    this.worker = undefined
    clearTimeout(this.idleTimer)
    await running?.terminate()
  }

  private stopWhenIdle() {
    if (this.options.idleMs === undefined || this.pending.size > 0 || !this.worker) return
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => void this.stop(), this.options.idleMs)
    this.idleTimer.unref()
  }

  private start(): Worker {
    const { source, bundled } = this.options.entry
    const started = import.meta.url.endsWith('.ts')
      ? new Worker(FROM_SOURCE_BOOTSTRAP, { eval: true, workerData: { file: source.href } })
      : new Worker(bundled)
    started.unref()
    let loaded!: () => void
    this.loaded = new Promise<void>((resolve) => {
      loaded = resolve
    })
    started.on('message', (message: { id?: number; result?: R; error?: string }) => {
      // The one message without an id: serveJobs saying the thread takes jobs.
      if (message.id === undefined) return loaded()
      const waiting = this.pending.get(message.id)
      if (!waiting) return
      this.pending.delete(message.id)
      if (message.error === undefined) waiting.resolve(message.result as R)
      else waiting.reject(new Error(message.error))
    })
    const fail = (err: Error) => {
      loaded()
      this.broken = true
      this.worker = undefined
      for (const waiting of this.pending.values()) waiting.reject(err)
      this.pending.clear()
    }
    started.on('error', fail)
    started.on('exit', (code) => {
      if (this.worker === started) fail(new Error(`A worker thread stopped (exit code ${code}).`))
    })
    return started
  }
}

/**
 * Gives the calling thread a lower CPU priority (a higher nice value), so that on a busy machine the visitors'
 * requests in the main thread go first. Linux keeps the nice value per thread (/proc/thread-self names this one);
 * elsewhere, or when refused, nothing changes.
 */
function lowerThisThreadPriority(niceness: number) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    // Only ever lower: a process started at a lower priority keeps it in this thread too.
    if (Number.isInteger(tid) && tid > 0 && niceness > getPriority(tid)) setPriority(tid, niceness)
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

/**
 * The worker's side: answers each job posted by OffThread.run with `work`'s result (and the buffers it hands over
 * rather than copies), or with the error's message. With `niceness`, the thread runs at that lower CPU priority
 * (background work, e.g. a bulk issue; not the PDFs a visitor waits for).
 */
export function serveJobs<J, R>(
  work: (job: J) => Promise<{ result: R; transfer?: Transferable[] }>,
  options: { niceness?: number } = {},
) {
  if (options.niceness !== undefined) lowerThisThreadPriority(options.niceness)
  parentPort?.postMessage({ ready: true })
  parentPort?.on('message', async (message: { id: number; job: J }) => {
    try {
      const { result, transfer } = await work(message.job)
      parentPort?.postMessage({ id: message.id, result }, transfer ?? [])
    } catch (err) {
      parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) })
    }
  })
}
