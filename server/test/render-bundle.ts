import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { oncePerRun } from './once-per-run'

const CLIENT = fileURLToPath(new URL('../../client/', import.meta.url))
const BUILD_MS = 170_000

/**
 * The client's real render bundle (`vite build --ssr src/entry-server.tsx`, about 8 s of CPU), built once per run
 * for the files that render pages with it. Resolves with the path of its entry-server.js.
 */
export async function clientRenderBundle(): Promise<string> {
  const dir = await oncePerRun(
    'ssr',
    async (partial) => {
      execFileSync(
        'npx',
        ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', partial, '--logLevel', 'error'],
        {
          cwd: CLIENT,
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: BUILD_MS,
        },
      )
    },
    BUILD_MS,
  )
  return join(dir, 'entry-server.js')
}
