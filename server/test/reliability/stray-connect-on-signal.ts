// Test-only preload of a server process (stray-database-errors.test.ts): on SIGUSR2, a connection attempt to
// STRAY_CONNECT_TO (host:port) on a socket with no 'error' listener, as postgres.js 3.4.9 leaves one when it has
// stripped a socket it gave up and then connects it again. Refused, it throws from Node's connect callback.
import { Socket } from 'node:net'

process.on('SIGUSR2', () => {
  const [host = '127.0.0.1', port = '0'] = (process.env.STRAY_CONNECT_TO ?? '').split(':')
  new Socket().connect(Number(port), host)
  process.stderr.write(`[stray-connect-on-signal] connecting to ${host}:${port} with no error listener\n`)
})
