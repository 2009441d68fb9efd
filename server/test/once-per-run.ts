import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'

/** The folder, inside the run's bundle folder, of what the run's files share (test/global-setup.ts makes it). */
export const SHARED_FOLDER = 'once-per-run'

/**
 * Something costly the run's files share (a render bundle, a migrated database image), made once per run in the
 * run's shared folder (test/global-setup.ts empties it on a rerun and removes it at the end): the first file to ask
 * makes it with `make(partial)`, files in other workers wait for it. Resolves with its path.
 */
export async function oncePerRun(name: string, make: (partial: string) => Promise<void>, limitMs: number) {
  const root = join(inject('serverBundle'), SHARED_FOLDER)
  const done = join(root, name)
  const failed = join(root, `${name}.failed`)
  let maker = false
  try {
    mkdirSync(join(root, `${name}.lock`))
    maker = true
  } catch {
    // Another file makes it.
  }
  if (maker) {
    const partial = join(root, `${name}.partial`)
    try {
      await make(partial)
      renameSync(partial, done)
    } catch (err) {
      writeFileSync(failed, String((err as { stderr?: Buffer }).stderr ?? (err as Error).stack ?? err))
      throw err
    }
    return done
  }
  const deadline = Date.now() + limitMs
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(`${name} could not be made:\n${readFileSync(failed, 'utf8')}`)
    if (Date.now() > deadline) throw new Error(`${name} was not made within ${limitMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return done
}
