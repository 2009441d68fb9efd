import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Closes a kept-alive connection at its keep-alive timeout only if nothing arrived on it (decision 014).
 *
 * Node's own handling destroys the socket as soon as its timer runs. After the event loop was blocked past the
 * timeout (in-process PGlite, a long chain of promises, a full GC), timers run before the loop reads sockets: a
 * request that arrived in time, waiting unread in the kernel, is then thrown away with the socket, and the kernel
 * answers it with a reset (ECONNRESET for a client that did nothing wrong). So the timer only notes what has been
 * read so far; the socket is destroyed after the loop's next poll phase (setImmediate runs after it) if that read
 * nothing. If something did arrive, Node's parser has it: a whole request clears the keep-alive timer as usual, a
 * partial one is under the server's headers timeout, and any bytes re-arm the timer.
 *
 * With a listener for 'timeout', Node leaves the socket alone. Our servers set no other socket timeout
 * (`server.timeout` stays 0), so every 'timeout' here is a keep-alive one. Used by the site's server and the
 * metrics server.
 */
export function closeKeptAliveOnlyWhenIdle(server: Server): void {
  server.on('timeout', (socket: Socket) => {
    const readBefore = socket.bytesRead
    setImmediate(() => {
      if (socket.bytesRead === readBefore) socket.destroy()
    })
  })
}
