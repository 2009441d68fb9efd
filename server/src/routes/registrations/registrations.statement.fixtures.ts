import writeXlsxFile from 'write-excel-file/node'

// Bank statements in the layouts SBI, HDFC and ICICI export (account block above the header, Indian grouping, their
// own date styles), for the statement tests and the bench. Rows are written as the banks write them.

export interface Txn {
  /** YYYY-MM-DD */
  date: string
  narration: string
  reference?: string
  credit?: number
  debit?: number
}

export type Layout = 'sbi' | 'hdfc' | 'icici'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const [dd, mm, yyyy] = [(d: string) => d.slice(8, 10), (d: string) => d.slice(5, 7), (d: string) => d.slice(0, 4)]
const indian = (n: number | undefined) =>
  n === undefined ? '' : n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const LAYOUTS: Record<Layout, { above: string[][]; header: string[]; row: (t: Txn, balance: number) => string[] }> = {
  sbi: {
    above: [
      ['Account Name', ':', 'NIT PATNA CONFERENCE ACCOUNT'],
      ['Account Number', ':', '_00000012345678901'],
      ['IFS Code', ':', 'SBIN0000152'],
      ['Start Date', ':', '1 Nov 2024'],
      [],
    ],
    header: ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    // 14 Nov 2024
    row: (t, b) => {
      const day = `${Number(dd(t.date))} ${MONTHS[Number(mm(t.date)) - 1]} ${yyyy(t.date)}`
      return [day, day, t.narration, t.reference ?? '', indian(t.debit), indian(t.credit), indian(b)]
    },
  },
  hdfc: {
    above: [
      ['HDFC BANK Ltd.', '', '', 'Page No .: 1'],
      ['NIT PATNA CONFERENCE', '', '', 'Account No : 50100012345678'],
      ['Statement From : 01/11/2024 To : 30/11/2024'],
      [],
    ],
    header: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    // dd/mm/yy
    row: (t, b) => {
      const day = `${dd(t.date)}/${mm(t.date)}/${yyyy(t.date).slice(2)}`
      return [day, t.narration, t.reference ?? '', day, indian(t.debit), indian(t.credit), indian(b)]
    },
  },
  icici: {
    above: [['DETAILED STATEMENT'], ['Transactions List - NIT PATNA CONFERENCE (INR) - 000401234567'], []],
    header: [
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ],
    // 15-Jan-24 for the transaction date, dd/mm/yyyy for the value date
    row: (t, b) => [
      '',
      `${dd(t.date)}/${mm(t.date)}/${yyyy(t.date)}`,
      `${dd(t.date)}-${MONTHS[Number(mm(t.date)) - 1]}-${yyyy(t.date).slice(2)}`,
      t.reference ?? '',
      t.narration,
      indian(t.debit),
      indian(t.credit),
      indian(b),
    ],
  },
}

export function statementRows(layout: Layout, txns: Txn[]): string[][] {
  const l = LAYOUTS[layout]
  let balance = 100_000
  const body = txns.map((t, i) => {
    balance += (t.credit ?? 0) - (t.debit ?? 0)
    const row = l.row(t, balance)
    if (layout === 'icici') row[0] = String(i + 1)
    return row
  })
  const footer =
    layout === 'hdfc' ? [['*'.repeat(20)], ['STATEMENT SUMMARY :-']] : [[], ['This is a computer generated statement.']]
  return [...l.above, l.header, ...body, ...footer]
}

const csvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)

export function statementCsv(layout: Layout, txns: Txn[]): Uint8Array {
  const text = statementRows(layout, txns)
    .map((r) => r.map(csvField).join(','))
    .join('\r\n')
  return new TextEncoder().encode(`${text}\r\n`)
}

export async function statementXlsx(layout: Layout, txns: Txn[]): Promise<Uint8Array> {
  const data = statementRows(layout, txns).map((r) => r.map((value) => ({ value, type: String })))
  return new Uint8Array(await writeXlsxFile(data, { sheet: 'Statement' }).toBuffer())
}
