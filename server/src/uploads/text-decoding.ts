// Text in the encodings Excel and CMT write. Windows-1252 is decoded with our own table for 0x80–0x9F: Node's
// TextDecoder decodes 'windows-1252' as Latin-1 on some versions (20.18.3+, 22.13–22.18), which turns smart quotes,
// dashes and € into control characters.

/** Windows-1252 bytes 0x80–0x9F; the five it leaves undefined map to the C1 control of the same number (WHATWG). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d,
  0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d,
  0x017e, 0x0178,
]

/** Windows-1252 to text: every other byte is its own code point (as in Latin-1). */
export function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    units[i] = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : byte
  }
  // In slices: String.fromCharCode takes its arguments on the stack.
  const parts: string[] = []
  for (let at = 0; at < units.length; at += 8192) parts.push(String.fromCharCode(...units.subarray(at, at + 8192)))
  return parts.join('')
}

export const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)

/** UTF-8 (with or without BOM), UTF-16 with BOM (or without, detected by its zero bytes), else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  const decode = (encoding: string, fatal = false) =>
    new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes)
  if (startsWith(bytes, [0xff, 0xfe])) return decode('utf-16le')
  if (startsWith(bytes, [0xfe, 0xff])) return decode('utf-16be')
  // UTF-16 without a mark: every other byte of ASCII text is zero.
  if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0)
    return decode('utf-16le')
  try {
    return decode('utf-8', true)
  } catch {
    return decodeWindows1252(bytes)
  }
}
