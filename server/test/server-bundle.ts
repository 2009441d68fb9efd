import { join } from 'node:path'
import { inject } from 'vitest'

export type BundledEntry = 'index' | 'create-admin' | 'backup' | 'restore' | 'archive'

/**
 * The file of this run's server bundle (test/global-setup.ts) that runs `entry`: the servers and commands the
 * tests start run what production runs, `node <bundle>/<entry>.js`, with no TypeScript loader in between.
 */
export function bundledEntry(entry: BundledEntry): string {
  return join(inject('serverBundle'), `${entry}.js`)
}
