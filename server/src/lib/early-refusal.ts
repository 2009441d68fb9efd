import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * An answer written before the request's body has fully arrived (413, 415, 401, 400 refusals) says
 * `Connection: close`, so Node closes the connection after it and the client opens a new one for its next request.
 * Without it the connection stayed open with the rest of the body unread (the adapter drains it for at most 500 ms,
 * then drops the socket): the client's next request on it failed (UND_ERR_SOCKET). Called for every request, before
 * anything answers it; requests without a body are left alone.
 */
export function closeAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['transfer-encoding'] === undefined && !(Number(req.headers['content-length']) > 0)) return
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close')
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
