/**
 * Exceptions postgres.js 3.4.9 lets escape from a connection it has already given up, when the database drops
 * under load. The queries of that connection were failed already (answered 503), and the pool reconnects, or is
 * replaced once the database answers again (client.ts `recover`), so the server carries on. Anything else is a
 * real fault and still stops the process. Returns what to log, or undefined when `err` is not one of them.
 */
export function strayDatabaseError(err: unknown, databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl || !(err instanceof Error)) return undefined
  // porsager/postgres#1154, #1208: a write it scheduled with setImmediate runs after its socket is gone.
  if (
    err instanceof TypeError &&
    /reading 'write'/.test(err.message) &&
    /postgres[\\/]src[\\/]connection\.js/.test(err.stack ?? '')
  )
    return 'Database connection lost while writing (postgres.js #1154); carrying on.'
  // A connection attempt to the database failing on a socket postgres.js had closed and stripped of its listeners,
  // so the 'error' event has none (seen once, 23 ms into the cut of test/reliability/database-faults.test.ts).
  // The server opens no other outgoing connection, so a failed connect to the database's port is that.
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number }
  if (e.syscall !== 'connect' || typeof e.code !== 'string') return undefined
  const { ports, paths } = databaseTargets(databaseUrl)
  const matches = typeof e.port === 'number' ? ports.has(e.port) : typeof e.address === 'string' && paths.has(e.address)
  return matches
    ? `A database connection attempt failed (${e.code}) after postgres.js had let go of it; carrying on.`
    : undefined
}

/** The ports (TCP) or socket paths (a host that is a folder) postgres.js connects to, read as it reads the URL. */
function databaseTargets(databaseUrl: string): { ports: Set<number>; paths: Set<string> } {
  const ports = new Set<number>()
  const paths = new Set<string>()
  const afterScheme = databaseUrl.slice(databaseUrl.indexOf('://') + 3)
  const authority = afterScheme.split(/[?/]/)[0] ?? ''
  let hostList = authority.slice(authority.indexOf('@') + 1)
  let defaultPort = 5432
  try {
    hostList = decodeURIComponent(hostList)
    const query = new URL(`http://x/?${databaseUrl.split('?')[1] ?? ''}`).searchParams
    hostList = query.get('host') ?? hostList
    defaultPort = Number(query.get('port') ?? defaultPort)
  } catch {
    // A URL postgres.js could not read either: no connection to it can have been attempted.
  }
  for (const entry of hostList.split(',')) {
    const [host = '', port] = entry.split(':')
    const number = Number(port || defaultPort)
    // postgres.js connects to `${host}/.s.PGSQL.${port}` when the host is a folder.
    if (host.includes('/')) paths.add(`${host}/.s.PGSQL.${number}`)
    else ports.add(number)
  }
  return { ports, paths }
}
