// Site search alone (make bench's search rows take the whole bench): seeds the bench's data, starts the server as
// make bench does and sends a new query on every request from 20 clients, twice, printing the answers per second,
// p50/p99 and the CPU each query cost the server, Postgres and this process (from /proc; Linux only).
// Usage: npx tsx bench/search-only.ts   (after make build; BENCH_SERVER_ENTRY=<dir>/index.js for another build)
import { readdirSync, readFileSync } from 'node:fs'
import { processTimes } from './load'
import { measureSearch, SEARCH_CONCURRENCY } from './search'
import { withSeededServer } from './servers'

/** CPU (ms, user + system) a process has used; 0 when it is gone (a Postgres backend closed meanwhile). */
function cpuMsOf(pid: number): number {
  const { userMs, sysMs } = processTimes(pid)
  return Number.isNaN(userMs) ? 0 : userMs + sysMs
}

/** Every Postgres process's CPU: the backends come and go with the server's connections. */
function postgresCpuMs(): number {
  const isPostgres = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')
    } catch {
      return false
    }
  }
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && isPostgres(name))
    .reduce((sum, pid) => sum + cpuMsOf(Number(pid)), 0)
}

async function main() {
  await withSeededServer('search', async (server) => {
    for (let round = 1; round <= 2; round++) {
      const server0 = cpuMsOf(server.proc.pid!)
      const postgres0 = postgresCpuMs()
      const own0 = process.cpuUsage()
      const load = await measureSearch(server.url, 8, 'distinct')
      const own = process.cpuUsage(own0)
      const perQuery = (ms: number) => (ms / load.requests).toFixed(2)
      console.log(
        `search, a new query every request, ${SEARCH_CONCURRENCY} clients, round ${round}: ${load.rps.toFixed(0)} req/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.meanResults.toFixed(1)} results; CPU ms per query: server ${perQuery(cpuMsOf(server.proc.pid!) - server0)}, Postgres ${perQuery(postgresCpuMs() - postgres0)}, this process ${((own.user + own.system) / 1000 / load.requests).toFixed(2)}`,
      )
    }
  })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
