import { writeSync } from 'node:fs'

/**
 * Where the server's log lines go: one buffer for every line (pino's and the request lines), handed to the output
 * in batches — at BATCH_BYTES, or BATCH_MS after the first line of a batch — and on exit. Lines keep the order
 * they were written in, whoever wrote them. Why not sonic-boom: docs/decisions/020-log-lines-through-one-buffer.md.
 */
export class BatchedLogSink {
  private buffer = Buffer.allocUnsafe(CAPACITY)
  private used = 0
  private timer: NodeJS.Timeout | undefined
  private readonly flushLater = () => {
    this.timer = undefined
    this.flush()
  }

  /** `out` receives each batch's bytes, in order; they are reused once it returns. */
  constructor(private readonly out: (bytes: Buffer) => void) {
    sinks.add(new WeakRef(this))
  }

  write(text: string): boolean {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit: past that room, the batch goes first.
    if (this.used + text.length * 3 > CAPACITY) {
      this.flush()
      if (text.length * 3 > CAPACITY) {
        this.out(Buffer.from(text, 'utf8'))
        return true
      }
    }
    this.used += this.buffer.write(text, this.used)
    if (this.used >= BATCH_BYTES) this.flush()
    else this.timer ??= setTimeout(this.flushLater, BATCH_MS).unref()
    return true
  }

  /** Hands what is pending to the output now (synchronously; `done`, as pino's `logger.flush(cb)` passes it, after). */
  flush(done?: (err?: Error) => void): void {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    if (this.used > 0) {
      const bytes = this.buffer.subarray(0, this.used)
      this.used = 0
      this.out(bytes)
    }
    done?.()
  }

  /** pino calls this on its own flushSync and on fatal lines. */
  flushSync(): void {
    this.flush()
  }
}

/** Room for a few hundred request lines; a batch goes out once it holds BATCH_BYTES. */
const CAPACITY = 64 * 1024
const BATCH_BYTES = 32 * 1024
/** The longest a line waits in the buffer. */
export const BATCH_MS = 10

const sinks = new Set<WeakRef<BatchedLogSink>>()
// On exit, whatever is still pending is written (synchronously), so no line is lost when the server stops.
process.once('exit', () => {
  for (const ref of sinks) ref.deref()?.flush()
})

/**
 * Writes all of `bytes` to `fd` synchronously, as Node writes its own stdout to files and pipes. A pipe that
 * someone made non-blocking (Node does, once `process.stdout` is used) and that is full answers EAGAIN: we wait
 * for its reader in short sleeps rather than drop lines. Any other error (the reader is gone) drops the batch,
 * with one note on stderr.
 */
export function fdOutput(fd: number): (bytes: Buffer) => void {
  const pause = new Int32Array(new SharedArrayBuffer(4))
  let failed = false
  return (bytes) => {
    let offset = 0
    while (offset < bytes.length) {
      try {
        offset += writeSync(fd, bytes, offset, bytes.length - offset)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN') {
          Atomics.wait(pause, 0, 0, 5)
          continue
        }
        if (!failed) {
          failed = true
          try {
            writeSync(2, `log output failed (${(err as Error).message}); log lines are dropped\n`)
          } catch {
            /* nowhere left to say it */
          }
        }
        return
      }
    }
  }
}
