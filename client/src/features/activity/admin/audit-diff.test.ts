import { describe, expect, it } from 'vitest'
import { changedFields } from './audit-diff'

// Issue 54 item 7: a settings change reads "field: before → after" in words, never as raw JSON.
describe('changedFields of a settings change', () => {
  const before = {
    contactEmail: '',
    phones: ['+91 612 237 1715'],
    links: { brochure: '', submission: 'https://cmt3.research.microsoft.com/ICNARI2026' },
    fees: { rows: [{ category: 'Students', currency: 'INR', early: { amount: 6500 }, late: null }] },
    conference: { shortName: 'ICNARI 2026', year: 2026 },
  }

  it('names each changed setting by its path, with its old and new value', () => {
    const after = {
      ...before,
      contactEmail: 'icnari@nitp.ac.in',
      links: { ...before.links, brochure: 'https://nitp.ac.in/b.pdf' },
      conference: { ...before.conference, shortName: 'ICNARI 2027' },
    }
    expect(changedFields(before, after)).toEqual([
      { field: 'contactEmail', label: 'Contact email', before: '', after: 'icnari@nitp.ac.in' },
      { field: 'links.brochure', label: 'Links › Brochure', before: '', after: 'https://nitp.ac.in/b.pdf' },
      { field: 'conference.shortName', label: 'Conference › Short name', before: 'ICNARI 2026', after: 'ICNARI 2027' },
    ])
  })

  it('writes a changed list of rows (the fee table) in words', () => {
    const after = {
      ...before,
      fees: { rows: [{ category: 'Students', currency: 'INR', early: { amount: 7000 }, late: null }] },
    }
    const [change] = changedFields(before, after)
    expect(change).toMatchObject({ label: 'Fees › Rows' })
    expect(change?.before).toBe('Category: Students; Currency: INR; Early: Amount: 6500')
    expect(change?.after).toBe('Category: Students; Currency: INR; Early: Amount: 7000')
    expect(`${change?.before}${change?.after}`).not.toMatch(/[{}"]/)
  })
})
