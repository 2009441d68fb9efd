import { describe, expect, it } from 'vitest'
import { parseAmount, parseDay, parseStatement, StatementProblem, utrCandidates } from './registrations.statement'
import { type Layout, statementRows, type Txn } from './registrations.statement.fixtures'

const TXNS: Txn[] = [
  {
    date: '2024-11-14',
    narration: 'UPI/412345678901/R7K2Q/ASHA VERMA/asha@okaxis',
    reference: '412345678901',
    credit: 153158.05,
  },
  { date: '2024-11-15', narration: 'NEFT-SBIN324012345678-RAVI KUMAR', reference: 'SBIN324012345678', credit: 7500 },
  { date: '2024-11-16', narration: 'ATM WDL', debit: 2000 },
  { date: '2024-11-17', narration: 'RTGS/HDFCR52024111700012345/PRIYA', credit: 8500 },
]

describe('parseStatement: the SBI, HDFC and ICICI layouts', () => {
  it.each(['sbi', 'hdfc', 'icici'] as Layout[])(
    '%s: header below the account block, credits only, Indian amounts and dates',
    (layout) => {
      const parsed = parseStatement(statementRows(layout, TXNS))
      expect(parsed.lines).toBe(4)
      expect(parsed.credits.map((c) => [c.date, c.amountMinor, c.utrCandidates])).toEqual([
        ['2024-11-14', 15315805, ['412345678901']],
        // The digits of a NEFT UTR are a 12-digit run too: a candidate, harmless unless someone claimed it.
        ['2024-11-15', 750000, ['324012345678', 'SBIN324012345678']],
        ['2024-11-17', 850000, ['HDFCR52024111700012345']],
      ])
      expect(parsed.credits[0]!.narration).toContain('ASHA VERMA')
      // The same rows give the same checksums (a re-import is recognised).
      expect(parseStatement(statementRows(layout, TXNS)).credits.map((c) => c.checksum)).toEqual(
        parsed.credits.map((c) => c.checksum),
      )
    },
  )

  it('two identical lines are two payments with two checksums', () => {
    const twice = [TXNS[1]!, TXNS[1]!]
    const { credits } = parseStatement(statementRows('sbi', twice))
    expect(new Set(credits.map((c) => c.checksum)).size).toBe(2)
  })

  it.each([
    [
      [
        ['Name', 'Amount'],
        ['x', '1'],
      ],
      /No header row of a bank statement was found/,
    ],
    [
      [
        ['Txn Date', 'Description', 'Debit'],
        ['14 Nov 2024', 'x', '1'],
      ],
      /row 1\) has no credit column/,
    ],
    [
      [
        ['Date', 'Narration', 'Deposit Amt.'],
        ['14/11/24', 'x', 'lots'],
      ],
      /Row 2: the credit "lots" is not an amount/,
    ],
    [[['Date', 'Narration', 'Deposit Amt.']], /no transaction line/],
  ])('refuses a file it cannot read, naming what is missing (%#)', (rows, message) => {
    expect(() => parseStatement(rows as string[][])).toThrow(StatementProblem)
    expect(() => parseStatement(rows as string[][])).toThrow(message)
  })
})

describe('amounts, days and UTR candidates', () => {
  it.each([
    ['1,53,158.05', 153158.05],
    ['₹ 7,500.00', 7500],
    ['Rs. 7500', 7500],
    ['INR 250', 250],
    ['7,500.00 Cr', 7500],
    ['', 0],
    ['-', 0],
    ['7.500,00', undefined],
    ['abc', undefined],
    ['1.234', undefined],
  ])('parseAmount(%j) = %j', (raw, expected) => expect(parseAmount(raw)).toBe(expected))

  it.each([
    ['14/11/2024', '2024-11-14'],
    ['14-11-24', '2024-11-14'],
    ['14 Nov 2024', '2024-11-14'],
    ['15-Jan-24', '2024-01-15'],
    ['2024-11-14', '2024-11-14'],
    ['31/02/2024', undefined],
    ['*****', undefined],
    ['', undefined],
  ])('parseDay(%j) = %j', (raw, expected) => expect(parseDay(raw)).toBe(expected))

  it('finds 12-digit runs and 4 letters + 12 or 18 characters, not longer digit runs', () => {
    expect(utrCandidates('UPI/412345678901/x 1234567890123456 IMPS 998877665544')).toEqual([
      '412345678901',
      '998877665544',
    ])
    expect(utrCandidates('neft-sbin324012345678-x hdfcr52024111700012345')).toEqual([
      '324012345678',
      'SBIN324012345678',
      'HDFCR52024111700012345',
    ])
    expect(utrCandidates('NO UTR HERE 12345')).toEqual([])
  })
})
