import { existsSync, readdirSync, realpathSync, type Stats, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { CONTENT_TYPES, contentTypeOf } from '../http/content-types'

// The files of archived editions (ARCHIVE_DIR/<host name>/): which hosts have one, and which file answers a path.

/** The host names that have an archive: the names of ARCHIVE_DIR's sub-folders that hold an index.html. */
export function archivedHosts(archiveDir: string): string[] {
  if (!existsSync(archiveDir)) return []
  // Never the loopback names themselves: the current edition answers there (archives use *.localhost names).
  return readdirSync(archiveDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        /^[a-z0-9][a-z0-9.-]*$/.test(d.name) &&
        d.name !== 'localhost' &&
        d.name !== '127.0.0.1' &&
        existsSync(join(archiveDir, d.name, 'index.html')),
    )
    .map((d) => d.name)
}

/** The file for a URL path inside `root`, or undefined when there is none (or the path tries to leave `root`). */
export function archiveFileFor(root: string, rawPath: string): { file: string; stat: Stats } | undefined {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return undefined
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment === '..')) return undefined
  const base = resolve(root)
  const target = resolve(base, `.${path}`)
  if (target !== base && !target.startsWith(base + sep)) return undefined
  for (const candidate of [target, join(target, 'index.html'), join(target, 'index.json')]) {
    const stat = statOrUndefined(candidate)
    if (stat?.isFile()) return reachedWithoutLinks(base, candidate) ? { file: candidate, stat } : undefined
  }
  return undefined
}

/** True when no part of `file`'s path below `base` is a symbolic link: an archive is its own files, nothing else. */
function reachedWithoutLinks(base: string, file: string): boolean {
  try {
    return realpathSync(file) === join(realpathSync(base), relative(base, file))
  } catch {
    return false
  }
}

/** A folder's identity: a new archive renamed into place is another inode. */
export function folderIdentity(folder: string): string {
  const stat = statOrUndefined(folder)
  return stat ? `${stat.dev}:${stat.ino}:${stat.mtimeMs}` : ''
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file)
  } catch {
    return undefined
  }
}

export const typeOf = (file: string) => (file.endsWith('index.json') ? CONTENT_TYPES['.json']! : contentTypeOf(file))
