import { randomBytes } from 'node:crypto'
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * One process per PGlite folder. PGlite has no lock of its own: two processes on one folder each keep their own
 * copy in memory and the last to stop overwrites the other's acknowledged writes. The holder writes its PID into
 * `<DATA_DIR>/icnari.lock` (created with O_EXCL); a lock whose PID is no longer alive (SIGKILL, power loss) is
 * taken over. See docs/decisions/008-backups-and-locking.md.
 */

export const LOCK_FILE = 'icnari.lock'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holderPid}${holderPid === process.pid ? ' (this process)' : ''}: ` +
        `only one process may open an embedded database folder; stop that process first, or use another DATA_DIR.`,
    )
    this.name = 'DataDirLockedError'
  }
}

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Map<string, string>()

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10)
    return Number.isInteger(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

/** A PID in a lock file that no live process of ours holds: its holder died (or it is our own PID reused). */
function holderOf(pid: number | undefined, dir: string): number | undefined {
  if (pid === undefined) return undefined
  if (pid === process.pid) return held.has(dir) ? pid : undefined
  return isAlive(pid) ? pid : undefined
}

let exitHookInstalled = false

function releaseAll() {
  for (const dir of [...held.keys()]) releaseDataDir(dir)
}

/**
 * Takes the folder's lock or throws DataDirLockedError naming the holder. Released by releaseDataDir (the
 * database handle's close) or when the process exits; after SIGKILL the next opener finds a dead PID and takes over.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir)
  const path = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644)
      try {
        writeSync(fd, `${process.pid}\n`)
      } finally {
        closeSync(fd)
      }
      held.set(dir, path)
      if (!exitHookInstalled) {
        exitHookInstalled = true
        process.on('exit', releaseAll)
      }
      return () => releaseDataDir(dir)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const pid = readPid(path)
    const holder = holderOf(pid, dir)
    if (holder !== undefined) throw new DataDirLockedError(dir, holder)
    if (pid === undefined) {
      // Written this instant by another opener (created, PID not yet written): look again shortly.
      const until = Date.now() + 20
      while (Date.now() < until) {
        /* a few ms */
      }
      if (attempt < 5) continue
    }
    // Stale: move it aside atomically (only one opener can move a given file), then look at what was moved.
    const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.stale`
    try {
      renameSync(path, aside)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw err
    }
    const movedPid = readPid(aside)
    const movedHolder = holderOf(movedPid, dir)
    if (movedHolder !== undefined) {
      // Another opener took the stale lock over just before us: put its lock back and give way.
      try {
        linkSync(aside, path)
      } catch {
        /* someone else holds it now */
      }
      unlinkSync(aside)
      throw new DataDirLockedError(dir, movedHolder)
    }
    unlinkSync(aside)
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing. Is another process starting on this DATA_DIR?`)
}

/** Gives the folder up (only if the lock file is still ours). */
export function releaseDataDir(dataDir: string): void {
  const dir = resolve(dataDir)
  const path = held.get(dir)
  if (!path) return
  held.delete(dir)
  if (readPid(path) === process.pid) {
    try {
      unlinkSync(path)
    } catch {
      /* already gone */
    }
  }
}
