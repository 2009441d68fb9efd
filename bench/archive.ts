// make bench, the archive of an edition (issue 32): `make archive`'s work on the bench's data (1,000 papers, 200
// speakers, 300 members, 200 images…), timed; then archived pages served by the site against the same bytes
// served by bare node:http.
import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeArchive } from '../server/src/archive/archive'
import type { openDatabase } from '../server/src/db/client'
import { root } from './common'

export const ARCHIVE_HOST = 'icnari2026.bench.localhost'
export const ARCHIVE_TARGET_MS = 60_000

export interface ArchiveFigures {
  ms: number
  pages: number
  files: number
  bytes: number
  dir: string
  archiveDir: string
}

function folderBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size
  }
  return total
}

export async function measureArchive(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<ArchiveFigures> {
  const archiveDir = mkdtempSync(join(tmpdir(), 'bench-archives-'))
  const t0 = performance.now()
  const result = await writeArchive({
    database: handle,
    clientDist: join(root, 'client/dist'),
    archiveDir,
    publicUrl: `http://${ARCHIVE_HOST}`,
  })
  const ms = performance.now() - t0
  return { ms, pages: result.pages, files: result.files, bytes: folderBytes(result.dir), dir: result.dir, archiveDir }
}
