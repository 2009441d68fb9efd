import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type TestResponse, useTestApp } from '../../../test/context'
import { papers } from '../../db/schema'
import { sheetXml, textCell, workbookParts, workbookWith, zipOf } from '../../uploads/spreadsheet.fixtures'
import { accepted, CMT_HEADER, cmtCsv, cmtXlsx } from './papers.cmt.fixtures'

// Issue 50: files an attacker (or a broken exporter) makes are parsed in a child process within limits; the server
// keeps answering, and each limit is a 400/413 that names it. Every fixture is generated here, small.

const ctx = useTestApp()

function importFile(bytes: Uint8Array | string, filename: string, token: string, dryRun = false) {
  const form = new FormData()
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)]), filename)
  return ctx.request(`/papers/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body: form, token })
}

async function paperCount() {
  const [row] = await ctx.db.handle.db.select({ n: count() }).from(papers)
  return row!.n
}

async function refused(res: TestResponse, status: number, message: string | RegExp) {
  expect(res.status).toBe(status)
  const body = await res.json()
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
  expect(body.issues).toEqual([{ path: 'file', message: body.message }])
}

/** Sends the import and asks /api/healthz again and again until it is answered: the statuses healthz gave meanwhile. */
async function importWhileProbing(bytes: Uint8Array, token: string) {
  let settled = false
  const pending = importFile(bytes, 'Submissions.xlsx', token).finally(() => {
    settled = true
  })
  const healthz: number[] = []
  for (let i = 0; i < 2000 && !settled; i++) {
    healthz.push((await ctx.request('/healthz')).status)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return { res: await pending, healthz }
}

describe('POST /papers/import: hostile workbooks are refused while the site keeps answering', () => {
  const farCells: [ref: string, message: string][] = [
    ['ZZZZZZ2', "The workbook has a cell at ZZZZZZ2, beyond Excel's last column XFD."],
    ['A1000000000', "The workbook has a cell in row 1,000,000,000, beyond Excel's last row 1,048,576."],
    ['A2000000', "The workbook has a cell in row 2,000,000, beyond Excel's last row 1,048,576."],
  ]
  for (const [ref, message] of farCells) {
    it(`one cell at ${ref}: 400 naming Excel's limit, healthz answered throughout`, async () => {
      const token = await ctx.login()
      const before = await paperCount()
      const file = workbookWith(CMT_HEADER, [
        ['A2', '1'],
        ['D2', 'A paper'],
        [ref, 'far away'],
      ])
      expect(file.length).toBeLessThan(2048)
      const { res, healthz } = await importWhileProbing(file, token)
      await refused(res, 400, message)
      expect(healthz.length).toBeGreaterThan(0)
      expect(healthz.every((status) => status === 200)).toBe(true)
      expect((await ctx.request('/healthz')).status).toBe(200)
      expect(await paperCount()).toBe(before)
    })
  }

  it('a ZIP whose entry declares other sizes in its local header than in its directory: 400', async () => {
    const token = await ctx.login()
    const sheet = sheetXml([[1, CMT_HEADER.map((h, i) => textCell(`${String.fromCharCode(65 + i)}1`, h)).join('')]])
    const lying = zipOf(workbookParts(sheet, { localSize: 1024 }))
    await refused(
      await importFile(lying, 'Submissions.xlsx', token),
      400,
      /entry "xl\/worksheets\/sheet1\.xml" declares other sizes in its local header other than in the ZIP directory/,
    )
  })

  it('a small ZIP whose entry says 1 KB but inflates to 60 MB: refused as damaged, not inflated', async () => {
    const token = await ctx.login()
    const sheet = sheetXml([[1, textCell('A1', 'Paper ID')]], ' '.repeat(60 * 1024 * 1024))
    const file = zipOf(workbookParts(sheet, { declaredSize: 1024 }))
    expect(file.length).toBeLessThan(200 * 1024)
    await refused(
      await importFile(file, 'Submissions.xlsx', token),
      400,
      /damaged \(an entry inflates to more than its declared size\)/,
    )
  })

  it('a small ZIP that honestly inflates beyond 100 MB: 413 naming the cap, counted while inflating', async () => {
    const token = await ctx.login()
    const sheet = sheetXml([[1, textCell('A1', 'Paper ID')]], ' '.repeat(101 * 1024 * 1024))
    const file = zipOf(workbookParts(sheet))
    expect(file.length).toBeLessThan(400 * 1024)
    const { res, healthz } = await importWhileProbing(file, token)
    await refused(res, 413, /The workbook unpacks to more than 100 MB, the limit for an upload/)
    expect(healthz.every((status) => status === 200)).toBe(true)
  }, 180_000)
})

describe('POST /papers/import: at most 5,000 papers per import', () => {
  it('5,000 papers are read; 5,001 is 413 with the number; nothing is written', async () => {
    const token = await ctx.login()
    const before = await paperCount()
    const many = (n: number) => Array.from({ length: n }, (_, i) => accepted(100_000 + i))
    const preview = await importFile(cmtCsv(many(5000)), 'Submissions.csv', token, true)
    expect(preview.status).toBe(200)
    expect((await preview.json()).created).toBe(5000)
    await refused(
      await importFile(cmtCsv(many(5001)), 'Submissions.csv', token),
      413,
      'The file has 5,001 papers (rows below its header row): at most 5,000 papers can be imported at once. Split it into smaller files.',
    )
    await refused(
      await importFile(await cmtXlsx(many(6000)), 'Submissions.xlsx', token),
      413,
      'The file has 6,002 rows: at most 5,000 papers can be imported at once. Split it into smaller files.',
    )
    expect(await paperCount()).toBe(before)
  }, 180_000)
})

/** Windows-1252 bytes of `text` (the characters used below). */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 }
  return Uint8Array.from([...text], (ch) => high[ch] ?? ch.charCodeAt(0))
}

describe('POST /papers/import: Windows-1252 CSV', () => {
  it('smart quotes, dashes, € and accented letters are read as written', async () => {
    const token = await ctx.login()
    const title = '“Smart” grids – a review — €5 per ‘café’ kWh'
    const abstract = 'It’s cheaper – by €2.'
    const csv = cmtCsv([accepted(7001, { title, abstract, authors: 'José Núñez*' })]).replace(/^\uFEFF/, '')
    const res = await importFile(windows1252(csv), 'Submissions.csv', token)
    expect(res.status).toBe(200)
    const list = (await (await ctx.request('/papers/all')).json()).data as { cmtId: string }[]
    expect(list.find((p) => p.cmtId === '7001')).toMatchObject({
      heading: title,
      content: abstract,
      authors: ['José Núñez'],
    })
  })
})
