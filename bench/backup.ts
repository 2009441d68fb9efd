// make bench, after run.ts: the backup and restore of issue 24 at the bench's sizes (1,000 papers, 300 committee
// members, 200 images, plus the bench's speakers, updates and photos). Reports the file's size, the backup's and
// the restore's time on PGlite (the default) and, when TEST_DATABASE_URL is set, on Postgres. Target: < 30 s each.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import postgres from 'postgres'
import sharp from 'sharp'
import { backupToFile } from '../server/src/backup/backup'
import { restoreArchive } from '../server/src/backup/restore'
import { type DatabaseHandle, openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { galleryPhotos, images } from '../server/src/db/schema'
import { seedBenchData } from './seed'

const root = fileURLToPath(new URL('..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'icnari-bench-backup-'))

/** 200 photo-like WebP images (noise over a gradient, 800x600: ~40-60 KB each, as re-encoded uploads are). */
async function seedImages(handle: DatabaseHandle) {
  const photos = await handle.db.select({ id: galleryPhotos.id }).from(galleryPhotos).limit(200)
  for (let i = 0; i < 200; i++) {
    const w = 800
    const h = 600
    const raw = Buffer.alloc(w * h * 3)
    let seed = i + 1
    for (let p = 0; p < raw.length; p++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      raw[p] = ((p / 3) % w) / 4 + (seed % 48)
    }
    const data = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .webp({ quality: 82 })
      .toBuffer()
    const [row] = await handle.db
      .insert(images)
      .values({ contentType: 'image/webp', data: new Uint8Array(data), width: w, height: h, byteSize: data.length })
      .returning({ id: images.id })
    if (photos[i])
      await handle.db
        .update(galleryPhotos)
        .set({ imageUrl: `/api/images/${row!.id}.webp` })
        .where(eq(galleryPhotos.id, photos[i]!.id))
  }
}

interface Result {
  database: string
  bytes: number
  backupS: number
  restoreS: number
}

async function measure(
  name: string,
  open: () => Promise<DatabaseHandle>,
  openEmpty: () => Promise<DatabaseHandle>,
): Promise<Result> {
  const source = await open()
  await migrateDatabase(source)
  await seedBenchData(source.db)
  await seedImages(source)
  let t = performance.now()
  const { path } = await backupToFile(source.db, join(work, name), source.kind)
  const backupS = (performance.now() - t) / 1000
  await source.close()
  const target = await openEmpty()
  t = performance.now()
  await restoreArchive(target, readFileSync(path))
  const restoreS = (performance.now() - t) / 1000
  await target.close()
  return { database: name, bytes: statSync(path).size, backupS, restoreS }
}

const results: Result[] = []
results.push(
  await measure(
    'PGlite',
    () => openDatabase({ dataDir: join(work, 'source-data') }),
    () => openDatabase({ dataDir: join(work, 'target-data') }),
  ),
)
const server = process.env.TEST_DATABASE_URL
if (server) {
  const admin = postgres(server, { max: 1, onnotice: () => {} })
  const names = ['bench_backup_source', 'bench_backup_target']
  for (const n of names) {
    await admin.unsafe(`drop database if exists "${n}" with (force)`)
    await admin.unsafe(`create database "${n}"`)
  }
  const urlOf = (n: string) => Object.assign(new URL(server), { pathname: `/${n}` }).toString()
  results.push(
    await measure(
      'Postgres',
      () => openDatabase({ databaseUrl: urlOf(names[0]!) }),
      () => openDatabase({ databaseUrl: urlOf(names[1]!) }),
    ),
  )
  for (const n of names) await admin.unsafe(`drop database if exists "${n}" with (force)`)
  await admin.end()
} else {
  console.warn('bench/backup: TEST_DATABASE_URL unset, Postgres not measured')
}
rmSync(work, { recursive: true, force: true })

const lines = [
  '',
  '| Backup and restore (1,000 papers, 300 members, 200 images; target < 30 s each) | File | Backup | Restore (fresh database) |',
  '|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.database} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.backupS.toFixed(1)} s | ${r.restoreS.toFixed(1)} s |`,
  ),
]
console.log(lines.join('\n'))
mkdirSync(join(root, '.bench'), { recursive: true })
writeFileSync(join(root, '.bench', 'backup.md'), `${lines.join('\n')}\n`)
