import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../test/reliability/server-process'
import { strayDatabaseError } from './stray-errors'

/** The error Node gives for a connection refused on `port` (a real one, on a port nobody listens on). */
async function refusedOn(): Promise<{ err: Error; port: number }> {
  const port = await freePort()
  const err = await new Promise<Error>((resolve) => connect(port, '127.0.0.1').once('error', resolve))
  return { err, port }
}

describe('strayDatabaseError: what postgres.js lets escape is told apart from real faults', () => {
  it('a refused connection to the database port is one; to any other port, or with no database URL, it is not', async () => {
    const { err, port } = await refusedOn()
    expect((err as NodeJS.ErrnoException).code).toBe('ECONNREFUSED')
    expect(strayDatabaseError(err, `postgres://postgres@127.0.0.1:${port}/test`)).toMatch(/ECONNREFUSED.*carrying on/)
    expect(strayDatabaseError(err, `postgres://postgres@db.internal:${port}/test?sslmode=disable`)).toBeDefined()
    expect(strayDatabaseError(err, `postgres://postgres@a:1,b:${port}/test`)).toBeDefined()
    expect(strayDatabaseError(err, `postgres://postgres@127.0.0.1:${port + 1}/test`)).toBeUndefined()
    expect(strayDatabaseError(err, 'postgres://postgres@127.0.0.1/test')).toBeUndefined()
    expect(strayDatabaseError(err, undefined)).toBeUndefined()
  })

  it('a failed connect to the database socket folder is one', () => {
    const err = Object.assign(new Error('connect ENOENT /run/postgresql/.s.PGSQL.5432'), {
      code: 'ENOENT',
      syscall: 'connect',
      address: '/run/postgresql/.s.PGSQL.5432',
    })
    expect(strayDatabaseError(err, 'postgres://postgres@%2Frun%2Fpostgresql/test')).toBeDefined()
    expect(strayDatabaseError(err, 'postgres://postgres@localhost/test?host=/run/postgresql')).toBeDefined()
    expect(strayDatabaseError(err, 'postgres://postgres@localhost/test?host=/tmp')).toBeUndefined()
  })

  it("postgres.js's late write on a lost socket is one, the same TypeError from our own code is not", () => {
    const late = new TypeError("Cannot read properties of null (reading 'write')")
    late.stack = `${late.message}\n    at Immediate.nextWrite (file:///srv/node_modules/postgres/src/connection.js:255:22)`
    expect(strayDatabaseError(late, 'postgres://postgres@127.0.0.1:5432/test')).toMatch(/#1154/)
    const ours = new TypeError("Cannot read properties of null (reading 'write')")
    ours.stack = `${ours.message}\n    at send (file:///srv/server/dist/index.js:10:5)`
    expect(strayDatabaseError(ours, 'postgres://postgres@127.0.0.1:5432/test')).toBeUndefined()
  })

  it('anything else stays fatal: other errors, other syscalls, non-errors', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test'
    expect(strayDatabaseError(new Error('boom'), url)).toBeUndefined()
    const listen = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', syscall: 'listen', port: 5432 })
    expect(strayDatabaseError(listen, url)).toBeUndefined()
    expect(strayDatabaseError('connect ECONNREFUSED', url)).toBeUndefined()
  })
})
