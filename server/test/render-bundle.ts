import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

const CLIENT = fileURLToPath(new URL('../../client/', import.meta.url))
const BUILD_MS = 170_000

/**
 * The client's real render bundle (`vite build --ssr src/entry-server.tsx`, about 8 s of CPU), built once per run
 * into the run's folder (test/global-setup.ts) for the files that render pages with it: the first to ask builds it,
 * the others (in other workers) wait for it. Resolves with the path of its entry-server.js.
 */
export async function clientRenderBundle(): Promise<string> {
  const root = inject('serverBundle')
  const done = join(root, 'ssr')
  const entry = join(done, 'entry-server.js')
  const failed = join(root, 'ssr.failed')
  let builder = false
  try {
    mkdirSync(join(root, 'ssr.lock'))
    builder = true
  } catch {
    // Another file builds it.
  }
  if (builder) {
    const partial = join(root, 'ssr.partial')
    try {
      execFileSync(
        'npx',
        ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', partial, '--logLevel', 'error'],
        { cwd: CLIENT, stdio: ['ignore', 'ignore', 'pipe'], timeout: BUILD_MS },
      )
      renameSync(partial, done)
    } catch (err) {
      writeFileSync(failed, String((err as { stderr?: Buffer }).stderr ?? err))
      throw err
    }
    return entry
  }
  const deadline = Date.now() + BUILD_MS
  while (!existsSync(entry)) {
    if (existsSync(failed)) throw new Error(`the render bundle failed to build:\n${readFileSync(failed, 'utf8')}`)
    if (Date.now() > deadline) throw new Error('the render bundle was not built within 170 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return entry
}
