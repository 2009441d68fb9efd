import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { BackupError, FORMAT_VERSION, knownMigrations, type Manifest } from './format'
import { ArchiveError, readTar } from './tar'

export type Row = Record<string, unknown>

export interface VerifiedBackup {
  manifest: Manifest
  /** Rows of each table, in the manifest's order. */
  tables: { table: string; rows: Row[]; files?: { column: string; dir: string } }[]
  /** Every file part by path (images). */
  files: Map<string, Buffer>
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/**
 * Reads and checks a backup completely before anything is written: gzip and tar intact, a manifest this build
 * understands, every part present with its byte count and SHA-256, every table's row count, every image a row
 * names. Throws BackupError with one clear line otherwise.
 */
export function verifyBackup(archive: Buffer): VerifiedBackup {
  let entries: Map<string, Buffer>
  try {
    entries = readTar(gunzipSync(archive))
  } catch (err) {
    if (err instanceof ArchiveError) throw new BackupError(`Not a usable backup: ${err.message}.`)
    throw new BackupError('Not a usable backup: the file is not a complete .tar.gz (corrupt or truncated).')
  }
  const manifestBytes = entries.get('manifest.json')
  if (!manifestBytes)
    throw new BackupError('Not a usable backup: manifest.json is missing (truncated, or not an ICNARI backup).')
  let manifest: Manifest
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest
  } catch {
    throw new BackupError('Not a usable backup: manifest.json is not valid JSON.')
  }
  if (manifest?.application !== 'icnari-2026' || !Number.isInteger(manifest.formatVersion))
    throw new BackupError('Not a usable backup: manifest.json is not an ICNARI 2026 backup manifest.')
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `This backup has format version ${manifest.formatVersion}, newer than this version of the site understands (${FORMAT_VERSION}): restore it with a newer version.`,
    )
  const known = knownMigrations()
  if (!known.some((m) => m.tag === manifest.schemaVersion?.tag && m.when === manifest.schemaVersion?.when))
    throw new BackupError(
      `This backup was taken at schema version ${String(manifest.schemaVersion?.tag)}, which this version of the site does not know (a newer one?): restore it with the version that took it or a newer one.`,
    )
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files))
    throw new BackupError('Not a usable backup: manifest.json lists no parts.')

  const checkPart = (path: string, bytes: number, hash: string): Buffer => {
    const data = entries.get(path)
    if (!data) throw new BackupError(`Not a usable backup: ${path} is missing.`)
    if (data.length !== bytes || sha256(data) !== hash)
      throw new BackupError(
        `Not a usable backup: ${path} does not match its checksum in manifest.json (the file was changed or damaged).`,
      )
    return data
  }
  const listed = new Set(['manifest.json'])
  const files = new Map<string, Buffer>()
  for (const part of manifest.files) {
    files.set(part.path, checkPart(part.path, part.bytes, part.sha256))
    listed.add(part.path)
  }
  const tables: VerifiedBackup['tables'] = []
  for (const part of manifest.tables) {
    const data = checkPart(part.path, part.bytes, part.sha256)
    listed.add(part.path)
    const text = data.toString('utf8')
    const lines = text.length === 0 ? [] : text.replace(/\n$/, '').split('\n')
    if (lines.length !== part.rowCount)
      throw new BackupError(
        `Not a usable backup: ${part.path} holds ${lines.length} rows, the manifest says ${part.rowCount}.`,
      )
    const rows = lines.map((line, i) => {
      try {
        return JSON.parse(line) as Row
      } catch {
        throw new BackupError(`Not a usable backup: line ${i + 1} of ${part.path} is not valid JSON.`)
      }
    })
    if (part.files) {
      for (const row of rows) {
        const prefix = `${part.files.dir}/${String(row.id)}.`
        const typeOk = [...files.keys()].some((p) => p.startsWith(prefix))
        if (!typeOk)
          throw new BackupError(
            `Not a usable backup: ${part.table} row ${String(row.id)} has no file in ${part.files.dir}/.`,
          )
      }
    }
    tables.push({ table: part.table, rows, files: part.files })
  }
  for (const name of entries.keys())
    if (!listed.has(name)) throw new BackupError(`Not a usable backup: ${name} is not listed in manifest.json.`)
  return { manifest, tables, files }
}
