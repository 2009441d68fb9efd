import type { IncomingMessage, ServerResponse } from 'node:http'

/** How much of a refused body is read and thrown away so the client can finish sending and read the answer. */
export const DRAIN_BYTES = 64 * 1024 * 1024
const DRAIN_MS = 2000

/**
 * An answer written before the request's body has fully arrived (413, 415, 401, 400 refusals) says
 * `Connection: close`, so the client opens a new connection for its next request instead of reusing one with an
 * unread body on it (its next request failed with UND_ERR_SOCKET). The end of such an answer waits until the rest
 * of the body has been read and discarded (at most DRAIN_BYTES or DRAIN_MS): closing at once would reset a client
 * still sending (EPIPE) before it reads the refusal. Requests without a body are left alone.
 */
export function closeAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['transfer-encoding'] === undefined && !(Number(req.headers['content-length']) > 0)) return
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close')
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
  const end = res.end
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const finish = () => (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    if (req.complete || req.destroyed) return finish()
    let read = 0
    let done = false
    const stop = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', stop)
      req.off('error', stop)
      req.off('close', stop)
      finish()
    }
    const onData = (chunk: Buffer) => {
      read += chunk.length
      if (read > DRAIN_BYTES) stop()
    }
    const timer = setTimeout(stop, DRAIN_MS)
    timer.unref()
    // The answer is decided: whoever was reading the body (the adapter's stream, which pauses the request when its
    // own queue is full) no longer needs it.
    for (const listener of req.listeners('data')) req.off('data', listener as (chunk: Buffer) => void)
    req.on('data', onData)
    req.once('end', stop)
    req.once('error', stop)
    req.once('close', stop)
    req.resume()
    return this
  } as ServerResponse['end']
}
