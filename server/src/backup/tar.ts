// A minimal ustar writer and reader: regular files only, names under 100 bytes (ours are `tables/<name>.jsonl`,
// `images/<uuid>.webp`, `manifest.json`). Written by hand rather than with a package because the format is
// 512-byte headers plus padded data, and the reader must refuse a truncated or tampered file with a clear message.

const BLOCK = 512

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`
}

/** The 512-byte header of one regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8')
  if (nameBytes.length > 100) throw new Error(`tar: name too long: ${name}`)
  const header = Buffer.alloc(BLOCK, 0)
  nameBytes.copy(header, 0)
  header.write(octal(0o644, 8), 100, 'ascii') // mode
  header.write(octal(0, 8), 108, 'ascii') // uid
  header.write(octal(0, 8), 116, 'ascii') // gid
  header.write(octal(size, 12), 124, 'ascii')
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii')
  header.fill(' ', 148, 156) // checksum is computed with its own field as spaces
  header.write('0', 156, 'ascii') // regular file
  header.write('ustar\0', 257, 'ascii')
  header.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of header) sum += byte
  header.write(`${octal(sum, 7)} `, 148, 'ascii')
  return header
}

/** Zero bytes that pad a file's data to a whole block. */
export function tarPadding(size: number): Buffer {
  const rest = size % BLOCK
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest, 0)
}

/** The two zero blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2, 0)

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArchiveError'
  }
}

/** Every regular file of an uncompressed tar, by name. Throws ArchiveError on anything malformed or cut short. */
export function readTar(data: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  let offset = 0
  let ended = false
  while (offset + BLOCK <= data.length) {
    const header = data.subarray(offset, offset + BLOCK)
    if (header.every((b) => b === 0)) {
      ended = true
      break
    }
    let sum = 0
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!
    const stored = Number.parseInt(header.subarray(148, 156).toString('ascii').replace(/\0.*$/, '').trim(), 8)
    if (stored !== sum) throw new ArchiveError(`the archive is corrupt (bad header at byte ${offset})`)
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
    const size = Number.parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/, '').trim() || '0', 8)
    const type = String.fromCharCode(header[156]!)
    offset += BLOCK
    if (!Number.isFinite(size) || size < 0) throw new ArchiveError(`the archive is corrupt (bad size of ${name})`)
    if (offset + size > data.length) throw new ArchiveError(`the archive is truncated (${name} is cut short)`)
    if (type === '0' || type === '\0') {
      if (files.has(name)) throw new ArchiveError(`the archive holds ${name} twice`)
      files.set(name, data.subarray(offset, offset + size))
    }
    offset += size + tarPadding(size).length
  }
  if (!ended) throw new ArchiveError('the archive is truncated (its end marker is missing)')
  return files
}
