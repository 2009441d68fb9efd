// make bench, the archive of an edition (issue 32): `make archive`'s work on the bench's data (1,000 papers, 200
// speakers, 300 members, 200 images…), timed; then archived pages served by the site against the same bytes
// served by bare node:http. run.ts runs it among everything else; archive-only.ts runs just this.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { siteForArchive } from '../server/src/app'
import type { openDatabase } from '../server/src/db/client'
import { images, speakers } from '../server/src/db/schema'
import { writeArchive } from '../server/src/routes/editions/editions.archive'
import { imageUrlFor } from '../server/src/uploads/images'
import { root, sleep } from './common'
import { compare, type Load } from './load'
import { fetchRaw, startBaseline, startServer } from './servers'

export const ARCHIVE_HOST = 'icnari2026.bench.localhost'
export const ARCHIVE_TARGET_MS = 60_000
export const ARCHIVE_SERVED_TARGET = 0.8
export const ARCHIVE_IMAGES = 200
/** The archived pages measured: the home page and the largest list page (200 speakers with their photos). */
export const ARCHIVED_PATHS = ['/', '/programs/speakers/']

type Handle = Awaited<ReturnType<typeof openDatabase>>

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

/**
 * The bench's 200 uploaded images: one photo per speaker (320×320 WebP, ~10 KB each, as the upload stores them), so
 * the archive copies them to /api/images/. Returns what undoes it, so the measurements after the archive's see the
 * data set they always saw.
 */
export async function seedArchiveImages(db: Handle['db']): Promise<() => Promise<void>> {
  const rows = await db
    .select({ id: speakers.id })
    .from(speakers)
    .orderBy(asc(speakers.createdAt))
    .limit(ARCHIVE_IMAGES)
  const ids: string[] = []
  for (let i = 0; i < rows.length; i++) {
    const side = 320
    const raw = Buffer.alloc(side * side * 3)
    for (let p = 0; p < side * side; p++) {
      const x = p % side
      const y = Math.floor(p / side)
      raw[p * 3] = (x + i * 37) & 255
      raw[p * 3 + 1] = (y + i * 53) & 255
      raw[p * 3 + 2] = ((x ^ y) + i * 11) & 255
    }
    const data = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .webp({ quality: 80 })
      .toBuffer()
    const [image] = await db
      .insert(images)
      .values({ contentType: 'image/webp', data, width: side, height: side, byteSize: data.length })
      .returning({ id: images.id })
    ids.push(image!.id)
    await db
      .update(speakers)
      .set({ imageUrl: imageUrlFor(image!.id) })
      .where(eq(speakers.id, rows[i]!.id))
  }
  return async () => {
    await db.update(speakers).set({ imageUrl: '' })
    if (ids.length) await db.delete(images).where(inArray(images.id, ids))
  }
}

export async function measureArchive(handle: Handle): Promise<ArchiveFigures> {
  const archiveDir = mkdtempSync(join(tmpdir(), 'bench-archives-'))
  const t0 = performance.now()
  const result = await writeArchive({
    site: siteForArchive,
    database: handle,
    clientDist: join(root, 'client/dist'),
    archiveDir,
    publicUrl: `http://${ARCHIVE_HOST}`,
  }).catch((err: unknown) => {
    rmSync(archiveDir, { recursive: true, force: true })
    throw err
  })
  const ms = performance.now() - t0
  return { ms, pages: result.pages, files: result.files, bytes: folderBytes(result.dir), dir: result.dir, archiveDir }
}

export interface ArchivedLoad {
  path: string
  encoding: string
  site: Load
  base: Load
  bytes: number
  /** CPU time of each process per answer (µs, user + system), when /proc tells it. */
  siteCpuUs?: number
  baseCpuUs?: number
}

/** Bytes of one answer on the wire (status line, headers and body), as the load generator counts them. */
function answerBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        bytes += res.rawHeaders[i]!.length + 2 + Buffer.byteLength(res.rawHeaders[i + 1]!) + 2
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve(bytes))
    })
      .on('error', reject)
      .end()
  })
}

/**
 * Archived pages served by the real server (server/dist) at the archive's host, against the same bytes (the ones the
 * site answered) from bare node:http, measured alternately in the same run (load.ts's compare).
 */
export async function measureArchiveServing(
  archiveDir: string,
  databaseEnv: Record<string, string>,
  options: { seconds: number; rounds: number; connections: number; acceptEncoding: string },
  log: (s: string) => void = () => {},
): Promise<ArchivedLoad[]> {
  const server = await startServer({ ...databaseEnv, ARCHIVE_DIR: archiveDir })
  const rows: ArchivedLoad[] = []
  try {
    for (const path of ARCHIVED_PATHS) {
      const headers = { host: ARCHIVE_HOST, 'accept-encoding': options.acceptEncoding }
      const fixture = await fetchRaw(server.url + path, headers)
      const baseline = await startBaseline({ [path]: fixture })
      try {
        const expected = await answerBytes(server.url + path, headers)
        // CPU per answer of each process too, read from /proc during the same alternating rounds (Linux only).
        const pids = existsSync(`/proc/${baseline.pid}/stat`)
          ? { site: server.proc.pid!, base: baseline.pid }
          : undefined
        const { site, base, siteCpuUs, baseCpuUs } = await compare(server.url + path, baseline.url + path, headers, {
          ...options,
          pids,
        })
        // Every measured answer must be the archived one: the same size on the wire as the answer checked above
        // (a load generator that sent its own Host first once measured the live site here instead).
        const perAnswer = site.bytesPerSecond / site.rps
        if (Math.abs(perAnswer - expected) > 64 || site.errors + site.unexpected > 0)
          throw new Error(
            `archived ${path}: ${perAnswer.toFixed(0)} bytes per answer where the archive answers ${expected}, ${site.errors} errors, ${site.unexpected} unexpected statuses: not the archive's answers`,
          )
        const encoding = fixture.encoding ?? 'plain'
        rows.push({ path, encoding, site, base, bytes: fixture.bytes, siteCpuUs, baseCpuUs })
        log(
          `archived ${path} (${encoding}, ${fixture.bytes} B): site ${site.rps.toFixed(0)} req/s, baseline ${base.rps.toFixed(0)} req/s, ${(site.rps / base.rps).toFixed(2)}; CPU per answer site ${siteCpuUs?.toFixed(1)} µs, baseline ${baseCpuUs?.toFixed(1)} µs`,
        )
      } finally {
        baseline.stop()
        await sleep(200)
      }
    }
  } finally {
    await server.stop()
  }
  return rows
}
