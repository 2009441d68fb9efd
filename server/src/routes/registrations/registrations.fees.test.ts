import { describe, expect, it } from 'vitest'
import {
  accompanyingFeeOf,
  computeFee,
  FeeProblem,
  type FeeRequest,
  formatAmount,
  gstPartMinor,
  type Tier,
  tierOn,
} from './registrations.fees'

// The seeded table (migrations/0003_seed_season.sql with the keys of 0012), plus rows that exercise the other cells.
const ROWS = [
  {
    key: 'student',
    category: 'Students/Research Scholar',
    currency: 'INR' as const,
    early: { amount: 6500 },
    late: { amount: 7500 },
    additionalPaper: { percent: 50, of: 'the fee' },
  },
  {
    key: 'academician',
    category: 'Academicians',
    currency: 'INR' as const,
    early: { amount: 7500 },
    late: { amount: 8500 },
    additionalPaper: { amount: 3000 },
  },
  {
    key: 'foreign',
    category: 'Foreign Authors',
    currency: 'USD' as const,
    early: { amount: 250 },
    late: { amount: 280 },
    additionalPaper: { percent: 50, of: 'the fee' },
  },
  {
    key: 'listener',
    category: 'Listeners',
    currency: 'INR' as const,
    early: null,
    late: { amount: 2001 },
    additionalPaper: null,
  },
  {
    key: 'accompanying',
    accompanying: true,
    category: 'Accompanying Person',
    currency: 'INR' as const,
    early: { percent: 50, of: 'the registration fee' },
    late: { percent: 33, of: 'the registration fee' },
    additionalPaper: null,
  },
]

describe('tierOn: the early fee runs to the end of the early-registration day in India', () => {
  it.each([
    ['2026-01-25T23:59:00+05:30', 'early'], // the day's last minute in IST (18:29 UTC)
    ['2026-01-25T18:29:59Z', 'early'],
    ['2026-01-26T00:00:00+05:30', 'late'], // the next day's first minute in IST (still the 25th in UTC)
    ['2026-01-25T18:30:00Z', 'late'],
    ['2025-12-01T10:00:00Z', 'early'],
    ['2026-02-20T10:00:00Z', 'late'],
  ])('at %s the tier is %s', (at, tier) => {
    expect(tierOn(new Date(at), '2026-01-25')).toBe(tier)
  })

  it('without an early-registration date every registration pays the late fee', () => {
    expect(tierOn(new Date('2020-01-01T00:00:00Z'), undefined)).toBe('late')
  })
})

const cases: [string, FeeRequest, Tier, { currency: string; items: [string, number][]; total: number; gst: number }][] =
  [
    [
      'a student, one paper, early',
      { category: 'student', papers: 1, accompanying: 0 },
      'early',
      {
        currency: 'INR',
        items: [['Registration: Students/Research Scholar (early fee)', 6500]],
        total: 6500,
        gst: 991.53,
      },
    ],
    [
      'a student, one paper, late',
      { category: 'student', papers: 1, accompanying: 0 },
      'late',
      {
        currency: 'INR',
        items: [['Registration: Students/Research Scholar (regular fee)', 7500]],
        total: 7500,
        gst: 1144.07,
      },
    ],
    [
      'no paper (an attendee) costs the category fee',
      { category: 'academician', papers: 0, accompanying: 0 },
      'late',
      { currency: 'INR', items: [['Registration: Academicians (regular fee)', 8500]], total: 8500, gst: 1296.61 },
    ],
    [
      'three papers: two additional at 50% of the fee',
      { category: 'student', papers: 3, accompanying: 0 },
      'early',
      {
        currency: 'INR',
        items: [
          ['Registration: Students/Research Scholar (early fee)', 6500],
          ['Additional papers (2 × INR 3,250)', 6500],
        ],
        total: 13000,
        gst: 1983.05,
      },
    ],
    [
      'an additional paper as an amount',
      { category: 'academician', papers: 2, accompanying: 0 },
      'early',
      {
        currency: 'INR',
        items: [
          ['Registration: Academicians (early fee)', 7500],
          ['Additional paper (1 × INR 3,000)', 3000],
        ],
        total: 10500,
        gst: 1601.69,
      },
    ],
    [
      'accompanying persons at a percentage of the own fee, early',
      { category: 'academician', papers: 1, accompanying: 2 },
      'early',
      {
        currency: 'INR',
        items: [
          ['Registration: Academicians (early fee)', 7500],
          ['Accompanying persons (2 × INR 3,750)', 7500],
        ],
        total: 15000,
        gst: 2288.14,
      },
    ],
    [
      'a percentage that falls on paise (33% of 2,001) is kept to the paisa',
      { category: 'listener', papers: 0, accompanying: 1 },
      'late',
      {
        currency: 'INR',
        items: [
          ['Registration: Listeners (regular fee)', 2001],
          ['Accompanying person (1 × INR 660.33)', 660.33],
        ],
        total: 2661.33,
        gst: 405.97,
      },
    ],
    [
      'a foreign author pays in USD, the accompanying percentage of their USD fee',
      { category: 'foreign', papers: 2, accompanying: 1 },
      'late',
      {
        currency: 'USD',
        items: [
          ['Registration: Foreign Authors (regular fee)', 280],
          ['Additional paper (1 × USD 140)', 140],
          ['Accompanying person (1 × USD 92.40)', 92.4],
        ],
        total: 512.4,
        gst: 78.16,
      },
    ],
  ]

describe('computeFee', () => {
  it.each(cases)('%s', (_name, request, tier, expected) => {
    const fee = computeFee(ROWS, request, tier, 18)
    expect(fee).toEqual({
      currency: expected.currency,
      tier,
      items: expected.items.map(([label, amount]) => ({ label, amount })),
      total: expected.total,
      gst: expected.gst,
      gstPercent: 18,
    })
    // The items always add up to the total.
    expect(Math.round(fee.items.reduce((s, i) => s + i.amount * 100, 0))).toBe(Math.round(fee.total * 100))
  })

  it.each([
    [{ category: 'nobody', papers: 1, accompanying: 0 }, 'early', 'category', /Category must be one of student/],
    [{ category: 'accompanying', papers: 0, accompanying: 0 }, 'early', 'category', /Category must be one of/],
    [{ category: 'listener', papers: 0, accompanying: 0 }, 'early', 'category', /has no early fee/],
    [{ category: 'listener', papers: 2, accompanying: 0 }, 'late', 'paperIds', /covers one paper/],
  ] as const)('refuses what the table has no fee for (%#)', (request, tier, path, message) => {
    try {
      computeFee(ROWS, request, tier, 18)
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(FeeProblem)
      expect((err as FeeProblem).path).toBe(path)
      expect((err as FeeProblem).message).toMatch(message)
    }
  })

  it('an accompanying amount in rupees is not added to a USD registration', () => {
    const rows = ROWS.map((r) => (r.accompanying ? { ...r, early: { amount: 3000 } } : r))
    expect(() => computeFee(rows, { category: 'foreign', papers: 1, accompanying: 1 }, 'early', 18)).toThrow(
      'Accompanying persons cannot be added to a USD registration.',
    )
    expect(computeFee(rows, { category: 'student', papers: 1, accompanying: 1 }, 'early', 18).total).toBe(9500)
    expect(accompanyingFeeOf(rows, 'early')).toEqual({ INR: { amount: 3000 }, USD: null })
    expect(accompanyingFeeOf(ROWS, 'late')).toEqual({ INR: { percent: 33 }, USD: { percent: 33 } })
  })

  it('the GST part is total × p / (100 + p), to the paisa; 0% is none', () => {
    expect(gstPartMinor(11800_00, 18)).toBe(1800_00)
    expect(gstPartMinor(100, 18)).toBe(15)
    expect(gstPartMinor(7500_00, 0)).toBe(0)
    expect(computeFee(ROWS, { category: 'student', papers: 1, accompanying: 0 }, 'early', 12).gst).toBe(696.43)
  })

  it('amounts are written with Indian grouping for rupees', () => {
    expect(formatAmount(153158.05, 'INR')).toBe('1,53,158.05')
    expect(formatAmount(7500, 'INR')).toBe('7,500')
    expect(formatAmount(1234.5, 'USD')).toBe('1,234.50')
  })
})
