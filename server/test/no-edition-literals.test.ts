import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The edition is data (issue 32 item 1): the conference's name, year and days are the event settings'
// `conference` (common/conference.ts), so no source file may write this edition's year or days itself. A new
// edition is then an organiser's edit at /admin/settings, not a code change.

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Where the site's code lives: the server, the client (its page template and static files) and what both share. */
const SCANNED = ['server/src', 'client/src', 'common', 'client/index.html', 'client/public']
const EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs|json|html|css|svg|txt)$/

/** What names this edition: its year (so "ICNARI 2026" too) and its days written out. */
const LITERALS = [/2026/, /6[–-]8 March/]

/** Not the site's code: tests and their data, and files a build writes. Migrations and e2e are outside SCANNED. */
function isExcluded(path: string): boolean {
  return (
    /\.test\.[jt]sx?$/.test(path) || // tests may name any edition
    /(?:^|\/)test\//.test(path) || // test helpers (client/src/test)
    /\.fixtures\.[jt]s$/.test(path) || // test data, imported by tests only (papers.cmt.fixtures.ts)
    path.startsWith('common/fixtures/') || // test data both sides share; dependency-cruiser keeps it out of the site
    path.endsWith('routeTree.gen.ts') // written by the router plugin at build time
  )
}

/**
 * Files that may still write a literal, each with its reason. Keep it short: an entry is a debt. The files owned
 * by another change are converted by the integrator, who then removes their entries (the test fails on an entry
 * whose file no longer needs it).
 */
const ALLOWED: Record<string, string> = {
  // Identifiers that must never change, or existing data stops being readable.
  'server/src/auth/secret-key.ts':
    "the key derivation's salt: another one would make every stored second factor unreadable",
  'server/src/backup/format.ts': "the backup manifest's application id: another one would refuse every existing backup",
  'server/src/backup/verify.ts': "the backup manifest's application id: another one would refuse every existing backup",
  'server/src/backup/backup.ts': "the backup manifest's application id: another one would refuse every existing backup",
  // Not the year: a code point.
  'server/src/uploads/text-decoding.ts': 'the Windows-1252 table: 0x2026 is U+2026, the ellipsis',
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(join(path, entry.name)),
  )
}

/** `path:line: text` for every line of `path` that writes one of the literals. */
function literalsIn(path: string): string[] {
  return readFileSync(join(ROOT, path), 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      LITERALS.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim().slice(0, 160)}`] : [],
    )
}

const sources = SCANNED.flatMap(filesUnder)
  .map((path) => relative(ROOT, join(ROOT, path)))
  .filter((path) => EXTENSIONS.test(path) && !isExcluded(path))

describe('no source file writes the edition', () => {
  it('finds the sources it scans', () => {
    // A moved folder must not make the check pass by scanning nothing.
    expect(sources.length).toBeGreaterThan(200)
    expect(sources).toContain('common/conference.ts')
    expect(sources).toContain('client/src/content/site-config.ts')
    expect(sources).toContain('server/src/routes/calendar/calendar.feed.ts')
  })

  it('writes neither its year ("2026", "ICNARI 2026") nor its days ("6–8 March") outside the allow-list', () => {
    const found = sources.filter((path) => !Object.hasOwn(ALLOWED, path)).flatMap(literalsIn)
    // Name the conference from the event settings instead: useConference / useConferenceText in the client, a
    // `{shortName}`-style token in static texts (common/conference.ts fillConference), readConference on the server.
    expect(found).toEqual([])
  })

  it('keeps no allow-list entry a file no longer needs', () => {
    const stale = Object.keys(ALLOWED).filter((path) => existsSync(join(ROOT, path)) && literalsIn(path).length === 0)
    expect(stale).toEqual([])
  })

  it('recognises the literals it is there for', () => {
    const hits = (text: string) => LITERALS.some((re) => re.test(text))
    expect(hits('ICNARI 2026')).toBe(true)
    expect(hits('on 6–8 March')).toBe(true)
    expect(hits("'2026-03-06'")).toBe(true)
    expect(hits('ICNARI 2027, 5–7 March 2027')).toBe(false)
  })
})
