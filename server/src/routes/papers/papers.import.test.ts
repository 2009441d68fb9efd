import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type TestResponse, useTestApp } from '../../../test/context'
import { auditLog, papers } from '../../db/schema'
import { newestEntries } from '../audit/audit.fixtures'
import { solidImage } from '../images/images.fixtures'
import { authorNames } from './papers.cmt'
import { accepted, type CmtSubmission, cmtCsv, cmtTsv, cmtXlsx } from './papers.cmt.fixtures'
import { importMessage } from './papers.import'

const ctx = useTestApp()

interface Paper {
  _id: string
  heading: string
  authors: string[]
  content: string
  link: string | null
  cmtId: string | null
}

function importFile(
  bytes: Uint8Array | string,
  filename: string,
  opts: { token?: string; dryRun?: boolean; field?: string } = {},
): Promise<TestResponse> {
  const form = new FormData()
  const data = typeof bytes === 'string' ? bytes : Buffer.from(bytes)
  form.append(opts.field ?? 'file', new Blob([data]), filename)
  const query = opts.dryRun ? '?dryRun=true' : ''
  return ctx.request(`/papers/import${query}`, { method: 'POST', body: form, token: opts.token })
}

async function allPapers(): Promise<Paper[]> {
  const res = await ctx.request('/papers/all')
  expect(res.status).toBe(200)
  return (await res.json()).data
}

const byCmtId = async (cmtId: string) => (await allPapers()).find((p) => p.cmtId === cmtId)

async function counts() {
  const db = ctx.db.handle.db
  const [p] = await db.select({ n: count() }).from(papers)
  const [a] = await db.select({ n: count() }).from(auditLog)
  return { papers: p!.n, audit: a!.n }
}

/** Submissions in CMT's layout: two accepted, one rejected, one undecided; ids from `base`. */
function submissions(base: number): CmtSubmission[] {
  return [
    {
      id: base + 1,
      title: `Adaptive control of grid-forming inverters ${base}`,
      abstract: 'We propose an adaptive controller, "robust" and fast.\nIt keeps weak grids stable.',
      authors: 'A. Kumar (NIT Patna)*; S. Singh (IIT Delhi; Dept. of EE)',
      status: 'Accept',
    },
    {
      id: base + 2,
      title: `Battery ageing under fast charging ${base}`,
      abstract: 'Cells age faster, we show how much.',
      authors: 'R. Verma*',
      status: 'Accept (Poster)',
    },
    {
      id: base + 3,
      title: `A rejected paper ${base}`,
      abstract: 'Not good enough.',
      authors: 'X. Y (Somewhere)',
      status: 'Reject',
    },
    {
      id: base + 4,
      title: `An undecided paper ${base}`,
      abstract: 'Still under review.',
      authors: 'Z. Q',
      status: 'Awaiting Decision',
    },
  ]
}

describe('POST /papers/import: CMT Submissions exports', () => {
  it('imports the accepted papers of an .xlsx export (title row above the header); the preview writes nothing', async () => {
    const token = await ctx.login()
    const file = await cmtXlsx(submissions(100))
    const before = await counts()

    const preview = await importFile(file, 'Submissions.xlsx', { token, dryRun: true })
    expect(preview.status).toBe(200)
    const planned = await preview.json()
    expect(planned).toMatchObject({ dryRun: true, created: 2, updated: 0, unchanged: 0, skipped: 2 })
    // The preview shows each paper's authors and CMT track ("Track Name").
    const none = { authors: [], track: null }
    expect(planned.rows).toEqual([
      {
        row: 3,
        cmtId: '101',
        heading: 'Adaptive control of grid-forming inverters 100',
        authors: ['A. Kumar', 'S. Singh'],
        track: 'Main Track',
        action: 'create',
      },
      {
        row: 4,
        cmtId: '102',
        heading: 'Battery ageing under fast charging 100',
        authors: ['R. Verma'],
        track: 'Main Track',
        action: 'create',
      },
      { row: 5, cmtId: '103', heading: 'A rejected paper 100', ...none, action: 'skip', reason: 'Reject' },
      { row: 6, cmtId: '104', heading: 'An undecided paper 100', ...none, action: 'skip', reason: 'Awaiting Decision' },
    ])
    expect(planned.message).toBe('2 papers to import (all new); 2 rows skipped.')
    expect(await counts()).toEqual(before)

    const res = await importFile(file, 'Submissions.xlsx', { token })
    expect(res.status).toBe(200)
    const done = await res.json()
    expect(done).toMatchObject({ dryRun: false, created: 2, updated: 0, unchanged: 0, skipped: 2 })
    expect(done.rows).toEqual(planned.rows)
    expect(done.message).toBe('Imported 2 papers (all added); 2 rows skipped.')

    const first = await byCmtId('101')
    expect(first).toMatchObject({
      heading: 'Adaptive control of grid-forming inverters 100',
      authors: ['A. Kumar', 'S. Singh'],
      content: 'We propose an adaptive controller, "robust" and fast.\nIt keeps weak grids stable.',
      link: null,
      cmtId: '101',
      track: 'Main Track',
    })
    expect((await byCmtId('102'))?.authors).toEqual(['R. Verma'])
    expect(await byCmtId('103')).toBeUndefined()
    // Newest first, in the file's order.
    const listed = (await allPapers()).map((p) => p.cmtId)
    expect(listed.indexOf('101')).toBeLessThan(listed.indexOf('102'))

    const [entry] = await newestEntries(ctx, token, 'paper')
    expect(entry).toMatchObject({
      action: 'import',
      entity: 'paper',
      entityId: null,
      after: {
        file: 'Submissions.xlsx',
        created: 2,
        updated: 0,
        unchanged: 0,
        skipped: 2,
        addedPapers: [
          '101 — Adaptive control of grid-forming inverters 100',
          '102 — Battery ageing under fast charging 100',
        ],
        updatedPapers: [],
      },
    })
    expect(await counts()).toEqual({ papers: before.papers + 2, audit: before.audit + 1 })
  })

  it('importing the same file again creates nothing: every accepted row is unchanged', async () => {
    const token = await ctx.login()
    const file = await cmtXlsx(submissions(150))
    expect((await (await importFile(file, 'a.xlsx', { token })).json()).created).toBe(2)
    const before = await counts()
    const again = await (await importFile(file, 'a.xlsx', { token })).json()
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: 2 })
    expect(again.message).toBe('Nothing was imported: 2 unchanged and 2 rows skipped.')
    expect((await counts()).papers).toBe(before.papers)
  })

  it('imports a .csv (BOM, CRLF, quoted fields with commas, quotes and line breaks, a title row)', async () => {
    const token = await ctx.login()
    const csv = cmtCsv(submissions(200), { titleRow: true })
    const res = await importFile(csv, 'Submissions.csv', { token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ created: 2, skipped: 2 })
    expect(body.rows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6])
    expect(await byCmtId('201')).toMatchObject({
      authors: ['A. Kumar', 'S. Singh'],
      content: 'We propose an adaptive controller, "robust" and fast.\nIt keeps weak grids stable.',
    })
  })

  it('imports a tab-delimited .tsv and a .txt saved by Excel as Unicode text (UTF-16 with BOM)', async () => {
    const token = await ctx.login()
    const tsv = await importFile(cmtTsv(submissions(300)), 'Submissions.tsv', { token })
    expect(tsv.status).toBe(200)
    expect(await tsv.json()).toMatchObject({ created: 2, skipped: 2 })
    expect((await byCmtId('301'))?.authors).toEqual(['A. Kumar', 'S. Singh'])

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        cmtTsv(submissions(350))
          .replace(/^\uFEFF/, '')
          .replace('A. Kumar (', 'A. Kumár ('),
        'utf16le',
      ),
    ])
    const txt = await importFile(utf16, 'Submissions.txt', { token })
    expect(txt.status).toBe(200)
    expect(await txt.json()).toMatchObject({ created: 2, skipped: 2 })
    expect((await byCmtId('351'))?.authors).toEqual(['A. Kumár', 'S. Singh'])
  })

  it('a changed title, author list, abstract or track updates the paper (and the cached list follows)', async () => {
    const token = await ctx.login()
    const original = submissions(400)
    await importFile(cmtCsv(original), 'v1.csv', { token })
    expect((await byCmtId('401'))?.heading).toBe('Adaptive control of grid-forming inverters 400') // now cached
    const id = (await byCmtId('401'))!._id

    const changed = original.map((s, i) =>
      i === 0
        ? { ...s, title: 'Adaptive control of grid-forming inverters (camera ready)', track: 'Renewable Energy' }
        : s,
    )
    const preview = await (await importFile(cmtCsv(changed), 'v2.csv', { token, dryRun: true })).json()
    expect(preview).toMatchObject({ created: 0, updated: 1, unchanged: 1, skipped: 2 })
    expect(preview.rows[0]).toEqual({
      row: 2,
      cmtId: '401',
      heading: 'Adaptive control of grid-forming inverters (camera ready)',
      authors: ['A. Kumar', 'S. Singh'],
      track: 'Renewable Energy',
      action: 'update',
    })
    expect((await byCmtId('401'))?.heading).toBe('Adaptive control of grid-forming inverters 400')

    const res = await (await importFile(cmtCsv(changed), 'v2.csv', { token })).json()
    expect(res).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
    const updated = await byCmtId('401')
    expect(updated).toMatchObject({
      _id: id,
      heading: 'Adaptive control of grid-forming inverters (camera ready)',
      track: 'Renewable Energy',
    })
    expect((await newestEntries(ctx, token, 'paper'))[0]?.after).toMatchObject({
      updated: 1,
      created: 0,
      addedPapers: [],
      updatedPapers: ['401 — Adaptive control of grid-forming inverters (camera ready)'],
    })
  })

  it('reads every sheet of a multi-track workbook, naming the sheet of each row', async () => {
    const token = await ctx.login()
    const [a, b] = submissions(500)
    const file = await cmtXlsx([], {
      sheets: [
        { name: 'Main Track', submissions: [a!] },
        { name: 'Special Session', submissions: [b!] },
      ],
    })
    const body = await (await importFile(file, 'tracks.xlsx', { token })).json()
    expect(body.created).toBe(2)
    expect(body.rows.map((r: { sheet: string; row: number }) => [r.sheet, r.row])).toEqual([
      ['Main Track', 3],
      ['Special Session', 3],
    ])
  })

  it('skips rows that break the field rules, have no Paper ID or repeat one, with the reason: never a 500', async () => {
    const token = await ctx.login()
    const rows = [
      accepted(601, { title: 'x'.repeat(501) }),
      accepted(602, { abstract: 'y'.repeat(10_001) }),
      accepted(603, { authors: Array.from({ length: 51 }, (_, i) => `Author ${i}`).join('; ') }),
      accepted(604, { authors: `${'z'.repeat(201)}*` }),
      accepted(605, { title: '   ' }),
      accepted(606, { authors: '(Affiliation only)*' }),
      accepted(607, { abstract: '' }),
      accepted(0, { id: '' }),
      accepted(608),
      accepted(608, { title: 'Same id again' }),
      accepted(609, { title: 'Accepted, in lower case', status: 'accept' }),
      accepted(610, { status: '' }),
    ]
    const res = await importFile(cmtCsv(rows), 'rules.csv', { token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ created: 2, skipped: 10 })
    const reasons = body.rows.map((r: { cmtId: string | null; action: string; reason?: string }) => [
      r.cmtId,
      r.action,
      r.reason,
    ])
    expect(reasons).toEqual([
      ['601', 'skip', 'Paper Title must be at most 500 characters.'],
      ['602', 'skip', 'Abstract must be at most 10000 characters.'],
      ['603', 'skip', 'Author Names may have at most 50 items.'],
      ['604', 'skip', 'Each item of Author Names must be at most 200 characters.'],
      ['605', 'skip', 'Paper Title is required.'],
      ['606', 'skip', 'Author Names is required.'],
      ['607', 'skip', 'Abstract is required.'],
      [null, 'skip', 'Paper ID is empty.'],
      ['608', 'create', undefined],
      ['608', 'skip', 'Paper ID 608 is also in row 10; that row is imported.'],
      ['609', 'create', undefined],
      ['610', 'skip', 'No status'],
    ])
  })

  it('matches Paper IDs as numbers: "0701" in a CSV is the paper 701 of a workbook', async () => {
    const token = await ctx.login()
    const [a] = submissions(700)
    await importFile(await cmtXlsx([a!]), 'a.xlsx', { token })
    const body = await (await importFile(cmtCsv([{ ...a!, id: '0701' }]), 'a.csv', { token })).json()
    expect(body).toMatchObject({ created: 0, unchanged: 1 })
    expect(body.rows[0].cmtId).toBe('701')
  })

  it('imports an export of several megabytes (hundreds of accepted papers with their abstracts)', async () => {
    const token = await ctx.login()
    const many = Array.from({ length: 400 }, (_, i) => ({
      id: 10_000 + i,
      title: `Paper number ${i} on power systems`,
      abstract: `Abstract ${i}: ${'A long abstract of the kind authors write. '.repeat(200)}`.slice(0, 9000),
      authors: 'A. Kumar (NIT Patna)*; S. Singh (IIT Delhi)',
      status: 'Accept',
    }))
    const csv = cmtCsv(many)
    expect(csv.length).toBeGreaterThan(3 * 1024 * 1024)
    const res = await importFile(csv, 'large.csv', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ created: 400, skipped: 0 })
  })

  it('finds columns by name whatever their case, spacing and order', async () => {
    const token = await ctx.login()
    const csv = [
      'status,ABSTRACT, paper  title ,Author names,Track Name,PaperID',
      'Accept,An abstract.,Columns in another order,A. One*; B. Two,Main,801',
    ].join('\n')
    const body = await (await importFile(csv, 'odd.csv', { token })).json()
    expect(body).toMatchObject({ created: 1 })
    expect(await byCmtId('801')).toMatchObject({ heading: 'Columns in another order', authors: ['A. One', 'B. Two'] })
  })
})

// Each upload is parsed in a child process of its own (docs/decisions/030): a test that sends seven took 12-15 s in
// CI on a slow host and once 30 s, when the host slowed further.
const SEVERAL_UPLOADS_MS = 90_000

describe('POST /papers/import: files refused with nothing written', () => {
  async function refused(res: TestResponse, status: number, message: string | RegExp) {
    expect(res.status).toBe(status)
    const body = await res.json()
    if (typeof message === 'string') expect(body.message).toBe(message)
    else expect(body.message).toMatch(message)
    return body
  }

  it(
    'a file that is not a spreadsheet, whatever its name',
    async () => {
      const token = await ctx.login()
      const before = await counts()
      const png = await solidImage('png')
      const notSpreadsheet =
        "The file is not a spreadsheet. Send CMT's Submissions export as .xlsx, .csv or tab-delimited .txt/.tsv."
      const body = await refused(await importFile(png, 'Submissions.csv', { token }), 400, notSpreadsheet)
      expect(body.issues).toEqual([{ path: 'file', message: notSpreadsheet }])
      await refused(await importFile(Buffer.from('%PDF-1.7\n...'), 'x.xlsx', { token }), 400, notSpreadsheet)
      const random = new Uint8Array(4096).map((_, i) => (i * 7919) % 256)
      await refused(await importFile(random, 'x.tsv', { token }), 400, notSpreadsheet)
      // A ZIP that is not a workbook (a .docx, say), an old .xls, a web page, a text without CMT's header.
      const docx = await cmtXlsx(submissions(900))
      const damaged = docx.slice(0, 2000)
      await refused(await importFile(damaged, 'x.xlsx', { token }), 400, /damaged|not a readable Excel workbook/)
      const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(600)])
      await refused(await importFile(xls, 'x.xls', { token }), 400, /Excel 97–2003 \(\.xls\)/)
      await refused(
        await importFile('<html><body><table></table></body></html>', 'x.xls', { token }),
        400,
        /web page or XML/,
      )
      await refused(
        await importFile('Dear chairs,\nplease find the papers attached.\n', 'x.txt', { token }),
        400,
        /No header row with CMT's column names was found/,
      )
      expect(await counts()).toEqual(before)
    },
    SEVERAL_UPLOADS_MS,
  )

  it('a missing required column, named in the message', async () => {
    const token = await ctx.login()
    const before = await counts()
    const withoutAbstract = cmtCsv(submissions(910)).replace('Abstract', 'Summary')
    const body = await refused(
      await importFile(withoutAbstract, 'x.csv', { token }),
      400,
      `The file has no "Abstract" column. CMT's Submissions export has the columns "Paper ID", "Paper Title", "Author Names", "Abstract" and "Status".`,
    )
    expect(body.issues[0].path).toBe('file')
    const twoMissing = cmtCsv(submissions(910)).replace('Author Names', 'Authors x').replace('Status', 'Decision')
    await refused(await importFile(twoMissing, 'x.csv', { token }), 400, /no "Author Names" and "Status" columns/)
    expect(await counts()).toEqual(before)
  })

  it(
    'an empty file, a blank one, and one with a header but no papers',
    async () => {
      const token = await ctx.login()
      const before = await counts()
      await refused(await importFile('', 'x.csv', { token }), 400, 'The file is empty.')
      await refused(await importFile('\uFEFF\r\n\r\n', 'x.csv', { token }), 400, 'The file is empty.')
      await refused(
        await importFile(cmtCsv([]), 'x.csv', { token }),
        400,
        'The file has no rows below its header row: there are no papers in it.',
      )
      await refused(await importFile(await cmtXlsx([]), 'x.xlsx', { token }), 400, /no rows below its header row/)
      expect(await counts()).toEqual(before)
    },
    SEVERAL_UPLOADS_MS,
  )

  it('a file over 5 MB: 413', async () => {
    const token = await ctx.login()
    const before = await counts()
    const big = `${cmtCsv(submissions(920))}${'x'.repeat(5 * 1024 * 1024)}`
    await refused(await importFile(big, 'big.csv', { token }), 413, /too large/)
    expect(await counts()).toEqual(before)
  })

  it('no token or a forged one: 401; not multipart: 415; no file field: 400', async () => {
    const token = await ctx.login()
    const before = await counts()
    const csv = cmtCsv(submissions(930))
    await refused(await importFile(csv, 'x.csv'), 401, /log in/i)
    await refused(await importFile(csv, 'x.csv', { token: 'forged' }), 401, /log in/i)
    const json = await ctx.request('/papers/import', { method: 'POST', json: { file: csv }, token })
    await refused(json, 415, 'Send the file as multipart/form-data with one file field named "file".')
    const wrongField = await importFile(csv, 'x.csv', { token, field: 'upload' })
    const body = await refused(wrongField, 400, "file: Choose CMT's Submissions export to import.")
    expect(body.issues).toEqual([{ path: 'file', message: "Choose CMT's Submissions export to import." }])
    const badQuery = await ctx.request('/papers/import?dryRun=yes', { method: 'POST', body: new FormData(), token })
    expect(badQuery.status).toBe(400)
    expect(await counts()).toEqual(before)
  })
})

describe('reading CMT exports', () => {
  it('Author Names: `;`-separated, a trailing * and a parenthesised affiliation dropped', () => {
    expect(authorNames('A. Kumar (NIT Patna)*; S. Singh (IIT Delhi)')).toEqual(['A. Kumar', 'S. Singh'])
    expect(authorNames('A. Kumar*;S. Singh* ; ')).toEqual(['A. Kumar', 'S. Singh'])
    expect(authorNames('A. Kumar (Dept. of EE (Power); NIT Patna)*')).toEqual(['A. Kumar'])
    expect(authorNames('Ana  María López (UPM) *')).toEqual(['Ana María López'])
    expect(authorNames('')).toEqual([])
  })

  it('reads "Author Emails" and "Primary Contact Author Email" into private authorEmails, never answered', async () => {
    const token = await ctx.login()
    const res = await importFile(await cmtXlsx(submissions(900)), 'Submissions.xlsx', { token })
    expect(res.status).toBe(200)
    const [row] = await ctx.db.handle.db.select().from(papers).where(eq(papers.cmtId, '901'))
    expect(row!.authorEmails).toEqual(['author@example.org', 'second@example.org'])
    const list = await (await ctx.request('/papers/all')).text()
    expect(list).not.toContain('example.org')
    expect(list).not.toContain('authorEmails')
  })
})

describe('importMessage: the summary in one sentence, noughts left out', () => {
  const plan = (created: number, updated: number, unchanged: number, skipped: number) => ({
    rows: [],
    created,
    updated,
    unchanged,
    skipped,
  })
  it.each([
    [plan(6, 0, 0, 2), true, '6 papers to import (all new); 2 rows skipped.'],
    [plan(2, 1, 0, 0), true, '3 papers to import (2 new and 1 to update).'],
    [plan(0, 1, 3, 1), true, '1 paper to import (all updates); 3 unchanged and 1 row skipped.'],
    [plan(0, 0, 0, 0), true, 'Nothing to import.'],
    [plan(2, 1, 1, 2), false, 'Imported 3 papers (2 added and 1 updated); 1 unchanged and 2 rows skipped.'],
    [plan(0, 2, 0, 0), false, 'Imported 2 papers (all updated).'],
  ])('%o (dry run %s): %s', (p, dryRun, sentence) => {
    expect(importMessage(p, dryRun)).toBe(sentence)
  })
})
